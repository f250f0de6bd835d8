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

/// What one `undo` or `redo` did: the entry it walked over and the operations it applied.
public struct JournalStep: Hashable, Sendable {
  /// The journal entry undone or redone, as it was recorded.
  public let entry: JournalEntry
  /// The operations applied, each a new dated change: the inverses for an undo (listed in the
  /// entry's order, though applied newest first), the entry's own for a redo.
  public let applied: [JournalOperation]

  /// Creates a step.
  public init(entry: JournalEntry, applied: [JournalOperation]) {
    self.entry = entry
    self.applied = applied
  }
}
