import Foundation

/// One backup of the store: a copy of the file as it was before a change.
public struct BackupFile: Hashable, Sendable {
  /// Where it is.
  public let url: URL
  /// Its place in the order backups were made; higher is newer.
  public let sequence: Int
  /// Its size in bytes.
  public let size: Int
  /// When the state it holds was saved (the store file's modification time then).
  public let savedAt: Date?

  /// Creates a description of a backup file.
  public init(url: URL, sequence: Int, size: Int, savedAt: Date?) {
    self.url = url
    self.sequence = sequence
    self.size = size
    self.savedAt = savedAt
  }
}
