import Foundation

extension UserState {
  /// The changes `undo` can revert, newest first.
  public var undoableEntries: [JournalEntry] {
    journal.filter { !$0.isUndone }.reversed()
  }

  /// The changes `redo` can re-apply, next first: the undone ones after the last that stands.
  public var redoableEntries: [JournalEntry] {
    Array(journal[redoStart...])
  }

  /// Where the undone end of the journal begins.
  private var redoStart: Int {
    (journal.lastIndex { !$0.isUndone } ?? -1) + 1
  }

  /// Records a change made at `date`; a new change ends the redo chain, and the journal keeps
  /// only the last `journalLimit` entries.
  mutating func record(_ operations: [JournalOperation], at date: Date) {
    journal.removeSubrange(redoStart...)
    journal.append(JournalEntry(at: date, operations: operations))
    if journal.count > Self.journalLimit { journal.removeFirst(journal.count - Self.journalLimit) }
  }

  /// Reverts the newest change that stands, as new changes dated `date`, and marks it undone.
  public mutating func undoLast(on date: Date) throws -> JournalStep {
    guard let index = journal.lastIndex(where: { !$0.isUndone }) else { throw JournalError.nothingToUndo }
    let entry = journal[index]
    // Reverted newest first, so a collection is restored before its members come back.
    for operation in entry.operations.reversed() { try apply(operation.inverse, on: date, action: "undo") }
    journal[index].undoneAt = date
    return JournalStep(entry: entry, applied: entry.operations.map(\.inverse))
  }

  /// Re-applies the oldest undone change, as new changes dated `date`, and marks it standing.
  public mutating func redoNext(on date: Date) throws -> JournalStep {
    let index = redoStart
    guard index < journal.count else { throw JournalError.nothingToRedo }
    let entry = journal[index]
    for operation in entry.operations { try apply(operation, on: date, action: "redo") }
    journal[index].undoneAt = nil
    return JournalStep(entry: entry, applied: entry.operations)
  }

  /// Makes one operation true of the state, dated `date`; does nothing where it already is.
  mutating func apply(_ operation: JournalOperation, on date: Date, action: String) throws {
    switch operation {
    case .marked(let landmark, let activity):
      mark([activity], at: landmark, on: date)
    case .unmarked(let landmark, let activity):
      unmark([activity], at: landmark, on: date)
    case .memberAdded(let collection, let landmark):
      readd(landmark, toCollectionWithID: collection, on: date)
    case .memberRemoved(let collection, let landmark):
      remove([landmark], fromCollectionWithID: collection, on: date)
    case .collectionCreated(let id), .collectionRestored(let id):
      guard let index = collections.firstIndex(where: { $0.id == id }), !collections[index].isLive else { return }
      let name = collections[index].name.value
      try ensureNameFree(name, for: id, action: action)
      collections[index].deletedAt = nil
      // The name is stamped anew so that the restoration itself carries a date.
      collections[index].name = Stamped(name, changedAt: date)
    case .collectionDeleted(let id):
      guard let index = collections.firstIndex(where: { $0.id == id }), collections[index].isLive,
        !collections[index].isFavorites
      else { return }
      collections[index].deletedAt = date
    case .collectionRenamed(let id, _, let name):
      guard let index = collections.firstIndex(where: { $0.id == id }), collections[index].name.value != name else {
        return
      }
      if collections[index].isLive { try ensureNameFree(name, for: id, action: action) }
      collections[index].name = Stamped(name, changedAt: date)
    case .collectionDescribed(let id, _, let description):
      guard let index = collections.firstIndex(where: { $0.id == id }),
        collections[index].description.value != description
      else { return }
      collections[index].description = Stamped(description, changedAt: date)
    case .badgeStackShown:
      setBadgeStackShown(true, on: date)
    case .badgeStackHidden:
      setBadgeStackShown(false, on: date)
    }
  }

  /// Puts a landmark back in a live collection, in its old place when it left a tombstone there
  /// (so undoing a removal does not reorder the collection), else at the end.
  private mutating func readd(_ landmark: Int, toCollectionWithID id: String, on date: Date) {
    guard let index = collections.firstIndex(where: { $0.id == id && $0.isLive }),
      !collections[index].contains(landmark)
    else { return }
    guard let position = collections[index].members.firstIndex(where: { $0.landmarkID == landmark }) else {
      add([landmark], toCollectionWithID: id, on: date)
      return
    }
    let member = collections[index].members[position]
    collections[index].members[position] = CollectionMember(
      landmarkID: landmark, isMember: true, addedAt: member.addedAt, changedAt: date)
  }

  /// Throws when a live collection other than `id` has `name`.
  private func ensureNameFree(_ name: String, for id: String, action: String) throws {
    let key = LandmarkCollection.nameKey(name)
    if liveCollections.contains(where: { $0.id != id && LandmarkCollection.nameKey($0.name.value) == key }) {
      throw JournalError.nameTaken(name, action: action)
    }
  }
}

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
