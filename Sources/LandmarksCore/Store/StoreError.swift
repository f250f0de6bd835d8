import Foundation

/// What can go wrong reading or writing the store; none of these ever overwrites the user's file.
public enum StoreError: Error, Equatable, Sendable {
  /// The store file exists but is not a store this build can read: truncated, not JSON, wrong shape.
  case damaged(path: String, reason: String)
  /// The store was written by a newer build with a schema this one does not know.
  case newerSchema(path: String, found: Int, supported: Int)
  /// The store file or its folder cannot be opened for reading.
  case unreadable(path: String, reason: String)
  /// The data folder or a file in it cannot be created.
  case cannotCreate(path: String, reason: String)
  /// Writing or replacing the store failed (disk full, read-only file system, …).
  case cannotWrite(path: String, reason: String)
  /// A change would have left the store inconsistent, so nothing was written.
  case rejectedChange(reason: String)
  /// Another process held the store's lock for longer than the wait allows.
  case lockTimeout(path: String, seconds: Double)
}

extension StoreError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .damaged(let path, let reason):
      return "The store \(path) is damaged: \(reason). It was left untouched; "
        + "restore it from a backup, or move it aside to start afresh."
    case .newerSchema(let path, let found, let supported):
      return "The store \(path) has schema version \(found), newer than this landmarks understands "
        + "(\(supported)). It was left untouched; update landmarks to use it."
    case .unreadable(let path, let reason):
      return "Cannot open \(path): \(reason). Check its permissions."
    case .cannotCreate(let path, let reason):
      return "Cannot create \(path): \(reason). Check the folder's permissions or set LANDMARKS_HOME."
    case .cannotWrite(let path, let reason):
      return "Cannot write \(path): \(reason). Nothing was changed; free some space or check permissions."
    case .rejectedChange(let reason):
      return "The change was not saved: \(reason). The store is unchanged."
    case .lockTimeout(let path, let seconds):
      return "The store stayed locked by another landmarks process for \(Int(seconds)) s (\(path)). "
        + "Try again once it has finished."
    }
  }
}
