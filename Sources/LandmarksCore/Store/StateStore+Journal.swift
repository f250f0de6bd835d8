import Foundation

extension StateStore {
  /// Reverts the newest change that stands, as new changes dated `date`, under the lock; returns
  /// what was done and the state after it. Throws `JournalError.nothingToUndo` when there is none.
  public func undo(on date: Date) throws -> (step: JournalStep, state: UserState) {
    try update(journaling: false) { state in
      let step = try state.undoLast(on: date)
      return (step, state)
    }
  }

  /// Re-applies the change undone last, as new changes dated `date`, under the lock; returns what
  /// was done and the state after it. Throws `JournalError.nothingToRedo` when there is none.
  public func redo(on date: Date) throws -> (step: JournalStep, state: UserState) {
    try update(journaling: false) { state in
      let step = try state.redoNext(on: date)
      return (step, state)
    }
  }
}
