import Foundation
import Testing

@testable import LandmarksCore

/// Every change is journaled by `update`; undo reverts it as new dated changes, redo re-applies it.
@Suite("Journal: undo and redo through the store")
final class JournalTests {
  private let root: URL
  private let store: StateStore
  private let t0 = Date(timeIntervalSince1970: 1_795_953_600)

  init() {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("JournalTests-\(UUID().uuidString)", isDirectory: true)
    store = StateStore(location: StoreLocation(directory: root.appendingPathComponent("landmarks")))
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  private func at(_ minutes: Int) -> Date { t0.addingTimeInterval(Double(minutes) * 60) }

  /// One kind of change, made on a state that `prepare` set up, and the operations it records.
  struct Change: Sendable, CustomTestStringConvertible {
    let label: String
    let prepare: @Sendable (inout UserState, Date) throws -> Void
    let change: @Sendable (inout UserState, Date) throws -> Void
    let operations: [JournalOperation]
    var testDescription: String { label }
  }

  static let trip = "trip-0001"

  static let changes: [Change] = [
    Change(
      label: "mark", prepare: { _, _ in }, change: { state, date in state.mark([.takePhoto], at: 1016, on: date) },
      operations: [.marked(landmarkID: 1016, activity: .takePhoto)]),
    Change(
      label: "unmark", prepare: { state, date in state.mark(Activity.allCases, at: 1016, on: date) },
      change: { state, date in state.unmark([.drawSketch, .findNature], at: 1016, on: date) },
      operations: [
        .unmarked(landmarkID: 1016, activity: .findNature), .unmarked(landmarkID: 1016, activity: .drawSketch),
      ]),
    Change(
      label: "add to a collection", prepare: { _, _ in },
      change: { state, date in state.add([1016, 1004], toCollectionWithID: LandmarkCollection.favoritesID, on: date) },
      operations: [
        .memberAdded(collectionID: "favorites", landmarkID: 1016),
        .memberAdded(collectionID: "favorites", landmarkID: 1004),
      ]),
    Change(
      label: "remove from a collection",
      prepare: { state, date in state.add([1016, 1004, 1103], toCollectionWithID: "favorites", on: date) },
      change: { state, date in state.remove([1004], fromCollectionWithID: "favorites", on: date) },
      operations: [.memberRemoved(collectionID: "favorites", landmarkID: 1004)]),
    Change(
      label: "create a collection", prepare: { _, _ in },
      change: { state, date in try state.createCollection(named: "Trip", description: "Soon", id: trip, on: date) },
      operations: [.collectionCreated(collectionID: trip)]),
    Change(
      label: "rename a collection",
      prepare: { state, date in try state.createCollection(named: "Trip", id: trip, on: date) },
      change: { state, date in try state.renameCollection("Trip", to: "Big Trip", on: date) },
      operations: [.collectionRenamed(collectionID: trip, from: "Trip", to: "Big Trip")]),
    Change(
      label: "describe a collection",
      prepare: { state, date in try state.createCollection(named: "Trip", description: "Soon", id: trip, on: date) },
      change: { state, date in try state.describeCollection("Trip", as: "Later", on: date) },
      operations: [.collectionDescribed(collectionID: trip, from: "Soon", to: "Later")]),
    Change(
      label: "delete a collection",
      prepare: { state, date in
        try state.createCollection(named: "Trip", id: trip, on: date)
        state.add([1016], toCollectionWithID: trip, on: date)
      },
      change: { state, date in try state.deleteCollection("Trip", on: date) },
      operations: [.collectionDeleted(collectionID: trip)]),
    Change(
      label: "hide the badge stack", prepare: { _, _ in },
      change: { state, date in state.setBadgeStackShown(false, on: date) }, operations: [.badgeStackHidden]),
    Change(
      label: "show the badge stack", prepare: { state, date in state.setBadgeStackShown(false, on: date) },
      change: { state, date in state.setBadgeStackShown(true, on: date) }, operations: [.badgeStackShown]),
  ]

  @Test("each kind of change is journaled, undone as a dated change and redone", arguments: changes)
  func undoAndRedoEachKind(_ change: Change) throws {
    _ = try store.update { try change.prepare(&$0, self.at(0)) }
    let before = try store.load()
    _ = try store.update { try change.change(&$0, self.at(1)) }
    let after = try store.load()
    let entry = try #require(after.journal.last)
    #expect(entry.operations == change.operations)
    #expect(entry.at == at(1))
    #expect(entry.undoneAt == nil)

    let undone = try store.undo(on: at(2))
    #expect(undone.step.entry == entry)
    #expect(undone.step.applied == change.operations.map(\.inverse))
    let reverted = try store.load()
    #expect(StoreView(reverted) == StoreView(before))
    #expect(reverted.journal.last?.undoneAt == at(2))
    // Nothing is erased: every record the change touched now carries the undo's time.
    #expect(UserState.operations(from: after, to: reverted) == change.operations.map(\.inverse))
    #expect(reverted.latestStamp(of: change.operations.map(\.inverse)) == at(2))

    let redone = try store.redo(on: at(3))
    #expect(redone.step.applied == change.operations)
    let again = try store.load()
    #expect(StoreView(again) == StoreView(after))
    #expect(again.journal.last?.undoneAt == nil)
    // A redone creation brings the tombstone back, dated by its name.
    let reapplied = change.operations.map { operation -> JournalOperation in
      if case .collectionCreated(let id) = operation { return .collectionRestored(collectionID: id) }
      return operation
    }
    #expect(again.latestStamp(of: reapplied) == at(3))
  }

  @Test("a chain of twenty changes undone twenty times is a new user's view, and redone the original")
  func chainOfTwenty() throws {
    let steps: [(inout UserState, Date) throws -> Void] = [
      { s, d in s.mark([.takePhoto], at: 1016, on: d) },
      { s, d in s.mark([.readDescription, .drawSketch], at: 1016, on: d) },
      { s, d in s.add([1016], toCollectionWithID: "favorites", on: d) },
      { s, d in try s.createCollection(named: "Peaks", id: "peaks-1", on: d) },
      { s, d in s.add([1016, 1018, 1112], toCollectionWithID: "peaks-1", on: d) },
      { s, d in s.setBadgeStackShown(false, on: d) },
      { s, d in s.mark([.findNature], at: 1016, on: d) },
      { s, d in s.remove([1018], fromCollectionWithID: "peaks-1", on: d) },
      { s, d in try s.renameCollection("Peaks", to: "High Peaks", on: d) },
      { s, d in try s.describeCollection("High Peaks", as: "Over 3000 m", on: d) },
      { s, d in s.unmark([.drawSketch], at: 1016, on: d) },
      { s, d in try s.createCollection(named: "Deserts", id: "deserts-1", on: d) },
      { s, d in s.add([1004], toCollectionWithID: "deserts-1", on: d) },
      { s, d in try s.deleteCollection("Deserts", on: d) },
      { s, d in s.add([1004, 1103], toCollectionWithID: "favorites", on: d) },
      { s, d in s.setBadgeStackShown(true, on: d) },
      { s, d in s.mark(Activity.allCases, at: 1103, on: d) },
      { s, d in s.remove([1016], fromCollectionWithID: "favorites", on: d) },
      { s, d in try s.createCollection(named: "Deserts", id: "deserts-2", on: d) },
      { s, d in s.mark([.drawSketch], at: 1016, on: d) },
    ]
    #expect(steps.count == 20)
    for (index, step) in steps.enumerated() {
      _ = try store.update { try step(&$0, self.at(index)) }
    }
    let original = try store.load()
    #expect(original.journal.count == 20)
    for index in 0..<20 { _ = try store.undo(on: at(100 + index)) }
    #expect(StoreView(try store.load()) == StoreView(.empty))
    #expect(throws: JournalError.nothingToUndo) { try self.store.undo(on: self.at(200)) }
    for index in 0..<20 { _ = try store.redo(on: at(300 + index)) }
    #expect(StoreView(try store.load()) == StoreView(original))
    #expect(throws: JournalError.nothingToRedo) { try self.store.redo(on: self.at(400)) }
  }

  @Test("undo puts a removed landmark back in its place, not at the end")
  func undoKeepsOrder() throws {
    _ = try store.update { $0.add([1016, 1004, 1103], toCollectionWithID: "favorites", on: self.at(0)) }
    _ = try store.update { $0.remove([1004], fromCollectionWithID: "favorites", on: self.at(1)) }
    _ = try store.undo(on: at(2))
    #expect(try store.load().favorites.landmarkIDs == [1016, 1004, 1103])
  }

  @Test("a new change ends the redo chain; undo then walks past it")
  func newChangeEndsRedo() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: self.at(0)) }
    _ = try store.update { $0.mark([.drawSketch], at: 1016, on: self.at(1)) }
    _ = try store.undo(on: at(2))
    #expect(try store.load().redoableEntries.count == 1)
    _ = try store.update { $0.mark([.findNature], at: 1016, on: self.at(3)) }
    let state = try store.load()
    #expect(state.redoableEntries.isEmpty)
    #expect(state.journal.count == 2)
    #expect(throws: JournalError.nothingToRedo) { try self.store.redo(on: self.at(4)) }
    _ = try store.undo(on: at(5))
    _ = try store.undo(on: at(6))
    #expect(try store.load().doneActivities(at: 1016).isEmpty)
  }

  @Test("the journal keeps the last 100 changes")
  func journalLimit() throws {
    for index in 0..<105 {
      _ = try store.update { $0.setBadgeStackShown(index % 2 == 1, on: self.at(index)) }
    }
    let state = try store.load()
    #expect(state.journal.count == UserState.journalLimit)
    #expect(state.journal.first?.at == at(5))
    #expect(state.journal.last?.at == at(104))
  }

  @Test("changes that change nothing are not journaled and write nothing")
  func noOpIsNotJournaled() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: self.at(0)) }
    let bytes = try Data(contentsOf: store.location.stateFile)
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: self.at(1)) }
    #expect(try Data(contentsOf: store.location.stateFile) == bytes)
    #expect(try store.load().journal.count == 1)
  }

  @Test("nothing to undo or redo in a store that does not exist creates nothing")
  func nothingToUndoCreatesNothing() throws {
    #expect(throws: JournalError.nothingToUndo) { try self.store.undo(on: self.at(0)) }
    #expect(throws: JournalError.nothingToRedo) { try self.store.redo(on: self.at(0)) }
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }

  @Test("undo that would bring back a name in use refuses and changes nothing")
  func undoNameClash() throws {
    _ = try store.update { try $0.createCollection(named: "Trip", id: "trip-1", on: self.at(0)) }
    _ = try store.update { try $0.deleteCollection("Trip", on: self.at(1)) }
    // A change the journal did not see (as a merge from another machine would be).
    _ = try store.update(journaling: false) { try $0.createCollection(named: "trip", id: "trip-2", on: self.at(2)) }
    let bytes = try Data(contentsOf: store.location.stateFile)
    #expect(throws: JournalError.nameTaken("Trip", action: "undo")) { try self.store.undo(on: self.at(3)) }
    #expect(try Data(contentsOf: store.location.stateFile) == bytes)
  }
}
