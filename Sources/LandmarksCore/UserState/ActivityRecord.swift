import Foundation

/// Whether one activity is done at one landmark, and when that last changed.
public struct ActivityRecord: Codable, Hashable, Sendable {
  /// Done now.
  public let done: Bool
  /// When it was last marked or unmarked.
  public let changedAt: Date
  /// When it was first marked done; kept across unmarks.
  public let firstCompletedAt: Date?

  /// Creates a record.
  public init(done: Bool, changedAt: Date, firstCompletedAt: Date?) {
    self.done = done
    self.changedAt = changedAt
    self.firstCompletedAt = firstCompletedAt
  }
}
