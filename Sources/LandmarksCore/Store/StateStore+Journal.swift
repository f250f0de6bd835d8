import Foundation

extension StateStore {
  /// Reverts the newest change that stands, as new changes dated `date`, under the lock; returns
  /// what was done and the states before and after. Throws `JournalError.nothingToUndo` when
  /// there is none.
  public func undo(on date: Date) throws -> (step: JournalStep, before: UserState, after: UserState) {
    try update(journaling: false) { state in
      let before = state
      let step = try state.undoLast(on: date)
      return (step, before, state)
    }
  }

  /// Re-applies the change undone last, as new changes dated `date`, under the lock; returns what
  /// was done and the states before and after. Throws `JournalError.nothingToRedo` when there is none.
  public func redo(on date: Date) throws -> (step: JournalStep, before: UserState, after: UserState) {
    try update(journaling: false) { state in
      let before = state
      let step = try state.redoNext(on: date)
      return (step, before, state)
    }
  }

  /// When the list of imported sources last changed, if there is one: an import made after the
  /// last journal entry is not what `undo` reverts, and a person should hear so.
  public func sourcesChangedAt() -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: location.sourcesFile.path))?[.modificationDate] as? Date
  }
}
