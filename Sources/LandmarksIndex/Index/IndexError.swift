import Foundation

/// What can go wrong reading or writing a catalog index.
package enum IndexError: Error, Equatable, Sendable {
  /// The file is not an index, is of a format version newer than this build's, or an offset in it
  /// points outside it.
  case damaged(path: String, reason: String)
  /// The file is an index of an older format version: sound, but to be rebuilt from its source.
  case outdated(path: String, version: UInt32)
  /// The index file cannot be opened or mapped.
  case unreadable(path: String, reason: String)
  /// The places given to the writer break an invariant (a repeated id or slug).
  case invalidInput(reason: String)
}

extension IndexError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  package var errorDescription: String? {
    switch self {
    case .damaged(let path, let reason):
      return "The index \(path) is damaged (\(reason)). See 'landmarks doctor' for how to rebuild it."
    case .outdated(let path, let version):
      return "The index \(path) is of format version \(version); this build reads version \(IndexLayout.version) "
        + "and rebuilds it from the source's saved copy."
    case .unreadable(let path, let reason):
      return "Cannot read the index \(path): \(reason)."
    case .invalidInput(let reason):
      return "Cannot index these places: \(reason)."
    }
  }
}

/// A file an index is being written to, or spilled through, failed: full disk, no permission.
///
/// Kept apart from `IndexError`, which is about reading: the importer turns it into its own
/// "cannot create" error with the system's reason.
package struct IndexWriteError: Error, Equatable, Sendable {
  /// The file that failed.
  package let path: String
  /// The system's reason ("No space left on device").
  package let reason: String
}

extension IndexWriteError: LocalizedError {
  /// A sentence for people.
  package var errorDescription: String? {
    "Cannot write \(path): \(reason)."
  }
}
