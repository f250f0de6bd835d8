import Foundation

/// One recorded change: when it was made, what it did, and whether it has been undone.
public struct JournalEntry: Codable, Hashable, Sendable {
  /// When the change was made.
  public let at: Date
  /// What it did, in the order it did it.
  public let operations: [JournalOperation]
  /// When it was undone; `nil` while it stands (a redo clears it).
  public internal(set) var undoneAt: Date?

  /// Creates an entry.
  public init(at: Date, operations: [JournalOperation], undoneAt: Date? = nil) {
    self.at = at
    self.operations = operations
    self.undoneAt = undoneAt
  }

  /// Whether the entry has been undone and may be redone.
  public var isUndone: Bool { undoneAt != nil }
}
