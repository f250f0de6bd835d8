import Foundation

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
