import Foundation

/// A file an index is being written to, or spilled through, failed: full disk, no permission.
///
/// Kept apart from `IndexError`, which is about reading: the importer turns it into its own
/// "cannot create" error with the system's reason.
public struct IndexWriteError: Error, Equatable, Sendable {
  /// The file that failed.
  public let path: String
  /// The system's reason ("No space left on device").
  public let reason: String
}

extension IndexWriteError: LocalizedError {
  /// A sentence for people.
  public var errorDescription: String? {
    "Cannot write \(path): \(reason)."
  }
}
