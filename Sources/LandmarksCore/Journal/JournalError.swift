import Foundation

/// Why `undo` or `redo` did nothing.
public enum JournalError: Error, Equatable, Sendable {
  /// No recorded change is left to undo.
  case nothingToUndo
  /// No undone change is left to redo (a new change since the last undo ends the redo chain).
  case nothingToRedo
  /// Putting a collection's name back would clash with a live collection that has it now.
  case nameTaken(String, action: String)
}

extension JournalError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .nothingToUndo:
      return "Nothing to undo: no change is recorded (landmarks remembers the last \(UserState.journalLimit)). "
        + "Imports are undone with 'landmarks sources remove NAME'."
    case .nothingToRedo:
      return "Nothing to redo: redo re-applies what undo reverted, until a new change is made."
    case .nameTaken(let name, let action):
      return "Cannot \(action): it would bring back the name '\(Excerpt.of(name))', which another collection has now. "
        + "Rename that collection first. Nothing was changed."
    }
  }
}
