import Foundation
import Testing

@testable import LandmarksCore

@Suite("User state: activities, collections and the badge stack")
struct UserStateTests {
  private static let t0 = Date(timeIntervalSince1970: 1_795_953_600)
  private static let t1 = t0.addingTimeInterval(60)
  private static let t2 = t0.addingTimeInterval(3_600)
  private static let t3 = t0.addingTimeInterval(86_400)
  private var t0: Date { Self.t0 }
  private var t1: Date { Self.t1 }
  private var t2: Date { Self.t2 }
  private var t3: Date { Self.t3 }

  /// A state with Favorites and one collection, "Road Trip" (id "trip").
  private func stateWithTrip() throws -> UserState {
    var state = UserState.empty
    try state.createCollection(named: "Road Trip", description: "Summer", id: "trip", on: t0)
    return state
  }

  // MARK: - Activities

  @Test("marking returns what changed, in canonical order, once each")
  func markReturnsChangedInCanonicalOrder() {
    var state = UserState.empty
    let changed = state.mark([.drawSketch, .takePhoto, .drawSketch], at: 1016, on: t0)
    #expect(changed == [.takePhoto, .drawSketch])
    #expect(state.doneActivities(at: 1016) == [.takePhoto, .drawSketch])
    #expect(state.record(of: .takePhoto, at: 1016) == ActivityRecord(done: true, changedAt: t0, firstCompletedAt: t0))
  }

  @Test("marking no activities leaves the state equal to what it was")
  func markingNothingChangesNothing() {
    var state = UserState.empty
    #expect(state.mark([], at: 1016, on: t0).isEmpty)
    #expect(state == .empty)
  }

  @Test("names that differ only in case, by any Unicode case mapping, are one name")
  func caseMappingAgreesWithInvariant() throws {
    var state = UserState.empty
    try state.createCollection(named: "\u{1C89}", id: "a", on: t0)
    #expect(throws: CollectionError.nameTaken("\u{1C8A}")) {
      try state.createCollection(named: "\u{1C8A}", id: "b", on: t1)
    }
    #expect(state.invariantViolation() == nil)
  }

  @Test("marking twice changes nothing and keeps the first time")
  func markIsIdempotent() {
    var state = UserState.empty
    state.mark([.takePhoto, .findNature], at: 1016, on: t0)
    let afterFirst = state
    let changed = state.mark([.takePhoto, .findNature], at: 1016, on: t1)
    #expect(changed == [])
    #expect(state == afterFirst)
    #expect(state.record(of: .takePhoto, at: 1016)?.changedAt == t0)
  }

  @Test("marking a mix of done and new activities changes only the new ones")
  func markMixedChangesOnlyNew() {
    var state = UserState.empty
    state.mark([.takePhoto], at: 1016, on: t0)
    let changed = state.mark(Activity.allCases, at: 1016, on: t1)
    #expect(changed == [.readDescription, .findNature, .drawSketch])
    #expect(state.record(of: .takePhoto, at: 1016)?.changedAt == t0)
    #expect(state.record(of: .drawSketch, at: 1016)?.changedAt == t1)
  }

  @Test("marks at one landmark do not touch another")
  func marksArePerLandmark() {
    var state = UserState.empty
    state.mark([.takePhoto], at: 1016, on: t0)
    state.mark([.drawSketch], at: 1001, on: t0)
    #expect(state.doneActivities(at: 1016) == [.takePhoto])
    #expect(state.doneActivities(at: 1001) == [.drawSketch])
    #expect(state.doneActivities(at: 9999) == [])
    #expect(state.record(of: .takePhoto, at: 9999) == nil)
  }

  @Test("unmarking records a dated change with done false and keeps firstCompletedAt")
  func unmarkRecordsDatedChange() {
    var state = UserState.empty
    state.mark([.takePhoto, .readDescription], at: 1016, on: t0)
    let changed = state.unmark([.takePhoto], at: 1016, on: t1)
    #expect(changed == [.takePhoto])
    #expect(state.record(of: .takePhoto, at: 1016) == ActivityRecord(done: false, changedAt: t1, firstCompletedAt: t0))
    #expect(state.doneActivities(at: 1016) == [.readDescription])
    #expect(state.record(of: .readDescription, at: 1016)?.changedAt == t0)
  }

  @Test("unmarking what is not done changes nothing")
  func unmarkNotDoneChangesNothing() {
    var state = UserState.empty
    #expect(state.unmark([.takePhoto], at: 1016, on: t0) == [])
    #expect(state == UserState.empty)

    state.mark([.readDescription], at: 1016, on: t0)
    state.unmark([.readDescription], at: 1016, on: t1)
    let afterUnmark = state
    #expect(state.unmark([.readDescription, .drawSketch], at: 1016, on: t2) == [])
    #expect(state == afterUnmark)
    #expect(state.record(of: .readDescription, at: 1016)?.changedAt == t1)
  }

  @Test("re-marking after an unmark keeps the original firstCompletedAt")
  func remarkKeepsFirstCompletedAt() {
    var state = UserState.empty
    state.mark([.findNature], at: 1016, on: t0)
    state.unmark([.findNature], at: 1016, on: t1)
    let changed = state.mark([.findNature], at: 1016, on: t2)
    #expect(changed == [.findNature])
    #expect(state.record(of: .findNature, at: 1016) == ActivityRecord(done: true, changedAt: t2, firstCompletedAt: t0))
  }

  // MARK: - Creating collections

  @Test("creating a collection appends it after Favorites with its id, name, description and time")
  func createCollection() throws {
    var state = UserState.empty
    let created = try state.createCollection(named: "Road Trip", description: "Summer", id: "trip", on: t0)
    #expect(created.id == "trip")
    #expect(created.name == Stamped("Road Trip", changedAt: t0))
    #expect(created.description == Stamped("Summer", changedAt: t0))
    #expect(created.createdAt == t0)
    #expect(created.members.isEmpty)
    #expect(created.isLive)
    #expect(state.liveCollections.map(\.id) == [LandmarkCollection.favoritesID, "trip"])
    #expect(try state.collection(named: "Road Trip") == created)
  }

  @Test("a new name is trimmed of surrounding spaces")
  func createTrimsName() throws {
    var state = UserState.empty
    let created = try state.createCollection(named: "  Road Trip \n", id: "trip", on: t0)
    #expect(created.name.value == "Road Trip")
  }

  @Test(
    "a name already taken, in any case, is refused",
    arguments: [
      "Road Trip", "road trip", "ROAD TRIP", "rOaD tRiP", "  Road Trip  ", "Favorites", "favorites", "FAVORITES",
    ])
  func createRefusesTakenName(_ name: String) throws {
    var state = try stateWithTrip()
    let before = state
    #expect {
      try state.createCollection(named: name, id: "second", on: self.t1)
    } throws: { error in
      guard case .nameTaken = error as? CollectionError else { return false }
      return true
    }
    #expect(state == before)
  }

  @Test("after deleting a collection its name can be used again")
  func createAfterDeleteOfSameName() throws {
    var state = try stateWithTrip()
    try state.deleteCollection("Road Trip", on: t1)
    let again = try state.createCollection(named: "road trip", id: "trip-2", on: t2)
    #expect(again.id == "trip-2")
    #expect(try state.collection(named: "Road Trip").id == "trip-2")
    #expect(state.liveCollections.map(\.id) == [LandmarkCollection.favoritesID, "trip-2"])
    #expect(state.collections.map(\.id) == [LandmarkCollection.favoritesID, "trip", "trip-2"])
  }

  static let invalidNames: [String] = [
    "",
    "   ",
    "\t\n",
    "Bell\u{07}",
    "Line\nBreak",
    "Tab\tInside",
    "Escape\u{1B}[31m",
    "Delete\u{7F}",
    String(repeating: "a", count: 101),
    String(repeating: "é", count: 101),
  ]

  @Test("invalid names are refused on create", arguments: invalidNames)
  func createRefusesInvalidName(_ name: String) throws {
    var state = UserState.empty
    #expect {
      try state.createCollection(named: name, id: "x", on: self.t0)
    } throws: { error in
      guard case .invalidName(let reported, _) = error as? CollectionError else { return false }
      return reported == name
    }
    #expect(state == UserState.empty)
  }

  @Test("invalid names are refused on rename", arguments: invalidNames)
  func renameRefusesInvalidName(_ name: String) throws {
    var state = try stateWithTrip()
    let before = state
    #expect {
      try state.renameCollection("Road Trip", to: name, on: self.t1)
    } throws: { error in
      guard case .invalidName = error as? CollectionError else { return false }
      return true
    }
    #expect(state == before)
  }

  @Test("a name of exactly 100 characters is accepted")
  func hundredCharactersAccepted() throws {
    var state = UserState.empty
    let name = String(repeating: "ü", count: 100)
    #expect(try state.createCollection(named: name, id: "long", on: t0).name.value == name)
  }

  // MARK: - Renaming, describing, deleting

  @Test("renaming keeps the id, members and creation time")
  func renameKeepsID() throws {
    var state = try stateWithTrip()
    state.add([1016, 1001], toCollectionWithID: "trip", on: t0)
    try state.renameCollection("road trip", to: "Grand Tour", on: t1)
    let renamed = try state.collection(named: "Grand Tour")
    #expect(renamed.id == "trip")
    #expect(renamed.name == Stamped("Grand Tour", changedAt: t1))
    #expect(renamed.createdAt == t0)
    #expect(renamed.landmarkIDs == [1016, 1001])
    #expect(state.collections.count == 2)
    #expect(throws: CollectionError.self) { try state.collection(named: "Road Trip") }
  }

  @Test("renaming to another collection's name is refused; to its own name in another case is allowed")
  func renameNameClashes() throws {
    var state = try stateWithTrip()
    try state.createCollection(named: "Hikes", id: "hikes", on: t0)
    #expect(throws: CollectionError.nameTaken("HIKES")) {
      try state.renameCollection("Road Trip", to: "HIKES", on: self.t1)
    }
    #expect(throws: CollectionError.nameTaken("favorites")) {
      try state.renameCollection("Road Trip", to: "favorites", on: self.t1)
    }
    try state.renameCollection("Road Trip", to: "ROAD TRIP", on: t1)
    #expect(try state.collection(named: "road trip").name.value == "ROAD TRIP")
  }

  @Test("Favorites cannot be renamed", arguments: ["Favorites", "favorites", "FAVORITES"])
  func favoritesCannotBeRenamed(_ name: String) throws {
    var state = UserState.empty
    #expect(throws: CollectionError.favoritesIsFixed(action: "renamed")) {
      try state.renameCollection(name, to: "Loved", on: self.t0)
    }
    #expect(state == UserState.empty)
  }

  @Test("Favorites cannot be deleted", arguments: ["Favorites", "favorites", "FAVORITES"])
  func favoritesCannotBeDeleted(_ name: String) throws {
    var state = UserState.empty
    #expect(throws: CollectionError.favoritesIsFixed(action: "deleted")) {
      try state.deleteCollection(name, on: self.t0)
    }
    #expect(state == UserState.empty)
    #expect(state.favorites.isLive)
  }

  @Test("describing a collection stamps its description")
  func describeCollection() throws {
    var state = try stateWithTrip()
    try state.describeCollection("Road Trip", as: "Autumn / 2027", on: t2)
    #expect(try state.collection(named: "Road Trip").description == Stamped("Autumn / 2027", changedAt: t2))
  }

  @Test("deleting leaves a dated tombstone outside the live collections")
  func deleteLeavesTombstone() throws {
    var state = try stateWithTrip()
    state.add([1016], toCollectionWithID: "trip", on: t0)
    let deleted = try state.deleteCollection("ROAD TRIP", on: t1)
    #expect(deleted.id == "trip")
    #expect(deleted.deletedAt == t1)

    let tombstone = try #require(state.collections.first { $0.id == "trip" })
    #expect(tombstone.deletedAt == t1)
    #expect(!tombstone.isLive)
    #expect(tombstone.name.value == "Road Trip")
    #expect(tombstone.landmarkIDs == [1016])
    #expect(state.liveCollections.map(\.id) == [LandmarkCollection.favoritesID])
    #expect(state.collections(containing: 1016).isEmpty)
    #expect(throws: CollectionError.self) { try state.collection(named: "Road Trip") }
    #expect(throws: CollectionError.self) { try state.deleteCollection("Road Trip", on: self.t2) }
  }

  @Test("a deleted collection takes no additions or removals")
  func deletedCollectionIsFrozen() throws {
    var state = try stateWithTrip()
    state.add([1016], toCollectionWithID: "trip", on: t0)
    try state.deleteCollection("Road Trip", on: t1)
    let before = state
    #expect(state.add([1001], toCollectionWithID: "trip", on: t2) == [])
    #expect(state.remove([1016], fromCollectionWithID: "trip", on: t2) == [])
    #expect(state == before)
  }

  // MARK: - Members

  @Test("adding keeps the order added and is idempotent")
  func addKeepsOrderAndIsIdempotent() throws {
    var state = try stateWithTrip()
    #expect(state.add([1020, 1001, 1016], toCollectionWithID: "trip", on: t0) == [1020, 1001, 1016])
    let afterFirst = state
    #expect(state.add([1001, 1016], toCollectionWithID: "trip", on: t1) == [])
    #expect(state == afterFirst)
    #expect(state.add([1001, 1005, 1005], toCollectionWithID: "trip", on: t1) == [1005])
    let trip = try state.collection(named: "Road Trip")
    #expect(trip.landmarkIDs == [1020, 1001, 1016, 1005])
    #expect(trip.members.count == 4)
    #expect(trip.members.first { $0.landmarkID == 1001 }?.addedAt == t0)
    #expect(trip.members.last == CollectionMember(landmarkID: 1005, isMember: true, addedAt: t1, changedAt: t1))
  }

  @Test("adding to an unknown collection id changes nothing")
  func addToUnknownID() throws {
    var state = try stateWithTrip()
    let before = state
    #expect(state.add([1016], toCollectionWithID: "nope", on: t0) == [])
    #expect(state == before)
  }

  @Test("Favorites takes members like any collection")
  func favoritesMembers() throws {
    var state = UserState.empty
    state.add([1016, 1001], toCollectionWithID: LandmarkCollection.favoritesID, on: t0)
    #expect(state.favorites.landmarkIDs == [1016, 1001])
    #expect(state.collections(containing: 1016).map(\.id) == [LandmarkCollection.favoritesID])
  }

  @Test("removing leaves a member tombstone with isMember false and the change time")
  func removeLeavesMemberTombstone() throws {
    var state = try stateWithTrip()
    state.add([1016, 1001], toCollectionWithID: "trip", on: t0)
    #expect(state.remove([1016, 4242], fromCollectionWithID: "trip", on: t1) == [1016])
    let trip = try state.collection(named: "Road Trip")
    #expect(trip.landmarkIDs == [1001])
    #expect(!trip.contains(1016))
    #expect(trip.members.count == 2)
    #expect(trip.members.first == CollectionMember(landmarkID: 1016, isMember: false, addedAt: t0, changedAt: t1))

    let afterRemove = state
    #expect(state.remove([1016], fromCollectionWithID: "trip", on: t2) == [])
    #expect(state == afterRemove)
  }

  @Test("re-adding a removed landmark moves it to the end, once")
  func readdMovesToEnd() throws {
    var state = try stateWithTrip()
    state.add([1016, 1001, 1020], toCollectionWithID: "trip", on: t0)
    state.remove([1016], fromCollectionWithID: "trip", on: t1)
    #expect(state.add([1016], toCollectionWithID: "trip", on: t2) == [1016])
    let trip = try state.collection(named: "Road Trip")
    #expect(trip.landmarkIDs == [1001, 1020, 1016])
    #expect(trip.members.count == 3)
    #expect(trip.members.filter { $0.landmarkID == 1016 }.count == 1)
    #expect(trip.members.last == CollectionMember(landmarkID: 1016, isMember: true, addedAt: t2, changedAt: t2))
  }

  // MARK: - Finding collections by name

  @Test(
    "a collection is found by its name in any case and without accents",
    arguments: ["Café Crème", "café crème", "CAFÉ CRÈME", "cafe creme", "CAFE CREME", "Cafe Crème", "  café crème  "])
  func findByNameLoosely(_ query: String) throws {
    var state = UserState.empty
    try state.createCollection(named: "Café Crème", id: "cafe", on: t0)
    try state.createCollection(named: "Road Trip", id: "trip", on: t0)
    #expect(try state.collection(named: query, strictness: .loose).id == "cafe")
    #expect(try state.collection(named: query, strictness: .exact).id == "cafe")
  }

  @Test("Favorites is found by name in any case", arguments: ["Favorites", "favorites", "FAVORITES"])
  func findFavorites(_ query: String) throws {
    #expect(try UserState.empty.collection(named: query, strictness: .exact).isFavorites)
  }

  @Test("a unique beginning finds a collection when reading, not when deleting")
  func uniquePrefixIsLoose() throws {
    var state = try stateWithTrip()
    #expect(try state.collection(named: "road", strictness: .loose).id == "trip")
    #expect(throws: CollectionError.self) { try state.collection(named: "road", strictness: .exact) }
    #expect(throws: CollectionError.self) { try state.deleteCollection("road", on: self.t1) }
    #expect(state.liveCollections.count == 2)
  }

  struct Miss: Sendable, CustomTestStringConvertible {
    let query: String
    let suggestions: [String]
    var testDescription: String { "'\(query)' → \(suggestions)" }
  }

  static let misses: [Miss] = [
    Miss(query: "Road Trp", suggestions: ["Road Trip"]),
    Miss(query: "raod trip", suggestions: ["Road Trip"]),
    Miss(query: "Favourites", suggestions: ["Favorites"]),
    Miss(query: "Hikes", suggestions: []),
    Miss(query: "zzzzzzzz", suggestions: []),
  ]

  @Test("an unknown name throws unknownCollection with near misses as suggestions", arguments: misses)
  func unknownNameSuggests(_ miss: Miss) throws {
    let state = try stateWithTrip()
    for strictness in [CollectionStrictness.loose, .exact] {
      #expect {
        try state.collection(named: miss.query, strictness: strictness)
      } throws: { error in
        guard case .unknownCollection(let name, let reported, let suggestions) = error as? CollectionError else {
          return false
        }
        return name == miss.query && reported == strictness && suggestions.map(\.name) == miss.suggestions
      }
    }
  }

  @Test("changing an unknown collection throws unknownCollection and changes nothing")
  func changingUnknownCollection() throws {
    var state = try stateWithTrip()
    let before = state
    #expect(throws: CollectionError.self) { try state.renameCollection("Nowhere", to: "Somewhere", on: self.t1) }
    #expect(throws: CollectionError.self) { try state.describeCollection("Nowhere", as: "x", on: self.t1) }
    #expect(throws: CollectionError.self) { try state.deleteCollection("Nowhere", on: self.t1) }
    #expect(state == before)
  }

  // MARK: - Badge stack

  @Test("a new user's badge stack is shown and was never set")
  func badgeStackDefault() {
    #expect(UserState.empty.badgeStack == Stamped(true, changedAt: nil))
  }

  @Test("hiding and showing the badge stack records the time; repeating it changes nothing")
  func badgeStackToggle() {
    var state = UserState.empty
    let hid = state.setBadgeStackShown(false, on: t1)
    #expect(hid)
    #expect(state.badgeStack == Stamped(false, changedAt: t1))
    let hidAgain = state.setBadgeStackShown(false, on: t2)
    #expect(!hidAgain)
    #expect(state.badgeStack == Stamped(false, changedAt: t1))
    let shown = state.setBadgeStackShown(true, on: t3)
    #expect(shown)
    #expect(state.badgeStack == Stamped(true, changedAt: t3))
  }
}
