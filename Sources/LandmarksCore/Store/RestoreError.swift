import Foundation

/// Why `doctor --restore` put nothing back.
public enum RestoreError: Error, Equatable, Sendable {
  /// The store reads: backups serve repair, and `undo` reverts changes.
  case storeIsHealthy(path: String)
  /// The store was written by a newer landmarks: it is not damaged, and an older backup would lose its changes.
  case newerSchema(path: String, found: Int, supported: Int)
  /// The store cannot be opened for a reason a backup cannot fix (permissions).
  case notRepairable(reason: String)
  /// No backup reads.
  case noReadableBackup(path: String)
}

extension RestoreError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .storeIsHealthy(let path):
      return "The store \(path) reads fine, so nothing was restored. To revert a change, use 'landmarks undo'."
    case .newerSchema(let path, let found, let supported):
      return "The store \(path) has schema version \(found), newer than this landmarks understands (\(supported)); "
        + "it is not damaged, so nothing was restored. Install a newer landmarks to use it."
    case .notRepairable(let reason):
      return "Nothing was restored: \(reason)"
    case .noReadableBackup(let path):
      return "No backup in \(path) reads, so nothing was restored. Move the damaged store aside to start afresh."
    }
  }
}
