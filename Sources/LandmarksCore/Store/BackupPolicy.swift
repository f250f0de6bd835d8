/// How many backups of the store are kept, and how much room they may take.
public struct BackupPolicy: Hashable, Sendable {
  /// The most backups kept.
  public let count: Int
  /// The most bytes all backups may take together; the newest is kept even when it alone is
  /// larger, since a store that big is the one most worth a copy.
  public let totalBytes: Int

  /// Creates a policy.
  public init(count: Int, totalBytes: Int) {
    self.count = count
    self.totalBytes = totalBytes
  }

  /// The last 20 states, 50 MB in all.
  public static let standard = BackupPolicy(count: 20, totalBytes: 50_000_000)
}
