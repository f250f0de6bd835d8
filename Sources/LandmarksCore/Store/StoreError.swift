import Foundation

/// What can go wrong reading or writing the store; none of these ever overwrites the user's file.
public enum StoreError: Error, Hashable, Sendable {
  /// The store file exists but is not a store this build can read: truncated, not JSON, wrong shape.
  case damaged(path: String, reason: String)
  /// The store was written by a newer build with a schema this one does not know.
  case newerSchema(path: String, found: Int, supported: Int)
  /// The store file or its folder cannot be opened for reading.
  case unreadable(path: String, reason: String)
  /// Something other than a file sits where the store file belongs: `found` says what ("a folder").
  case notAStoreFile(path: String, found: String)
  /// The data folder or a file in it cannot be created.
  case cannotCreate(path: String, reason: String)
  /// Writing or replacing the store failed (disk full, read-only file system, …).
  case cannotWrite(path: String, reason: String)
  /// The change is in place in `path`, but flushing its folder failed, so the system could not
  /// confirm it will survive a power cut.
  case notDurable(path: String, reason: String)
  /// A change would have left the store inconsistent, so nothing was written.
  case rejectedChange(reason: String)
  /// Another process held the store's lock for longer than the wait allows; `holder` is the
  /// process the lock file names, when it names one.
  case lockTimeout(path: String, seconds: Double, holder: LockHolder? = nil)
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
    case .notAStoreFile(let path, let found):
      return "\(path) is \(found), not the store file. Nothing was read or changed. Move it aside "
        + "(and put your store file in its place if you have one), or set LANDMARKS_HOME to use another folder."
    case .cannotCreate(let path, let reason):
      return "Cannot create \(path): \(reason). Check the folder's permissions or set LANDMARKS_HOME."
    case .cannotWrite(let path, let reason):
      return "Cannot write \(path): \(reason). Nothing was changed; free some space or check permissions."
    case .notDurable(let path, let reason):
      return "The change is saved in \(path), but the system could not confirm that it reached the disk "
        + "(flushing its folder failed: \(reason)), so a power cut now could lose it. Check the disk "
        + "(the system log, `dmesg`), then run 'landmarks doctor'."
    case .rejectedChange(let reason):
      return "The change was not saved: \(reason). The store is unchanged."
    case .lockTimeout(let path, let seconds, let holder):
      let waited = "The store stayed locked for \(Self.describe(seconds: seconds)) s (\(path))"
      guard let holder else {
        return waited + " by another process. Nothing was changed; try again once it has finished."
      }
      if holder.isRunning {
        return waited + " by another landmarks process, pid \(holder.pid), which is still running. "
          + "Nothing was changed; try again once it has finished."
      }
      return waited + ". The lock file names pid \(holder.pid), which is no longer running, so another "
        + "program holds the lock (`lsof \(path)` shows which). Nothing was changed; try again once it has finished."
    }
  }

  /// Whole seconds as an integer ("10"), others as written ("0.5"); never traps on a huge value.
  private static func describe(seconds: Double) -> String {
    if seconds.magnitude < 1e9, seconds == seconds.rounded() { return String(Int(seconds)) }
    return String(seconds)
  }
}
