import Foundation
import Testing

@testable import LandmarksCore

/// Each merge rule, checked in both orders: the result must not depend on which copy is `self`.
@Suite("Merging two copies of the store, rule by rule")
struct MergeTests {
  static let t0 = Date(timeIntervalSince1970: 1_795_953_600)
  static func at(_ minutes: Int) -> Date { t0.addingTimeInterval(Double(minutes) * 60) }

  /// Merges both ways, expects the two results to encode to the same bytes, and returns one.
  static func mergeBothWays(
    _ first: UserState, _ second: UserState, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> UserState {
    let forward = first.merged(with: second)
    let backward = second.merged(with: first)
    #expect(try StateCoding.encode(forward) == StateCoding.encode(backward), sourceLocation: sourceLocation)
    #expect(forward.invariantViolation() == nil, sourceLocation: sourceLocation)
    return forward
  }

  // MARK: - Activities

  /// One activity's record on each side and the record the merge must keep.
  struct ActivityCase: Sendable, CustomTestStringConvertible {
    let label: String
    let mine: ActivityRecord?
    let theirs: ActivityRecord?
    let expected: ActivityRecord
    var testDescription: String { label }
  }

  static func record(_ done: Bool, _ changed: Int, first: Int?) -> ActivityRecord {
    ActivityRecord(done: done, changedAt: at(changed), firstCompletedAt: first.map(at))
  }

  static let activityCases: [ActivityCase] = [
    ActivityCase(
      label: "a later mark beats an earlier unmark", mine: record(false, 5, first: 1),
      theirs: record(true, 7, first: 7), expected: record(true, 7, first: 1)),
    ActivityCase(
      label: "a later unmark beats an earlier mark", mine: record(true, 2, first: 2),
      theirs: record(false, 9, first: 2), expected: record(false, 9, first: 2)),
    ActivityCase(
      label: "equal times: done wins", mine: record(false, 4, first: 1), theirs: record(true, 4, first: 4),
      expected: record(true, 4, first: 1)),
    ActivityCase(
      label: "first completion is the earlier of the two", mine: record(true, 8, first: 8),
      theirs: record(true, 3, first: 3), expected: record(true, 8, first: 3)),
    ActivityCase(
      label: "a completion survives an unmark it never saw", mine: record(false, 6, first: nil),
      theirs: record(true, 2, first: 2), expected: record(false, 6, first: 2)),
    ActivityCase(
      label: "only one side has it", mine: nil, theirs: record(true, 1, first: 1), expected: record(true, 1, first: 1)),
  ]

  @Test(
    "activities: the later change wins, a tie goes to done, first completion is the earlier", arguments: activityCases)
  func activityRule(_ rule: ActivityCase) throws {
    var mine = UserState.empty
    var theirs = UserState.empty
    if let record = rule.mine { mine.activities[1016] = [.takePhoto: record] }
    if let record = rule.theirs { theirs.activities[1016] = [.takePhoto: record] }
    let merged = try Self.mergeBothWays(mine, theirs)
    #expect(merged.record(of: .takePhoto, at: 1016) == rule.expected)
  }

  @Test("activities recorded at different landmarks and for different activities are all kept")
  func activitiesUnite() throws {
    var mine = UserState.empty
    var theirs = UserState.empty
    mine.mark([.takePhoto], at: 1016, on: Self.at(1))
    theirs.mark([.drawSketch], at: 1016, on: Self.at(2))
    theirs.mark([.findNature], at: 1001, on: Self.at(3))
    let merged = try Self.mergeBothWays(mine, theirs)
    #expect(merged.doneActivities(at: 1016) == [.takePhoto, .drawSketch])
    #expect(merged.doneActivities(at: 1001) == [.findNature])
  }

  // MARK: - Stamped values

  /// Two stamped names and the one the merge must keep.
  struct NameCase: Sendable, CustomTestStringConvertible {
    let label: String
    let mine: Stamped<String>
    let theirs: Stamped<String>
    let expected: String
    var testDescription: String { label }
  }

  static let nameCases: [NameCase] = [
    NameCase(
      label: "the later rename wins", mine: Stamped("Peaks", changedAt: at(3)),
      theirs: Stamped("Summits", changedAt: at(5)),
      expected: "Summits"),
    NameCase(
      label: "a dated value beats a default", mine: Stamped("Old", changedAt: nil),
      theirs: Stamped("New", changedAt: at(0)),
      expected: "New"),
    NameCase(
      label: "equal times: the smaller by bytes", mine: Stamped("peaks", changedAt: at(2)),
      theirs: Stamped("Peaks", changedAt: at(2)), expected: "Peaks"),
    NameCase(
      label: "equal times, canonically equal spellings: still the smaller by bytes",
      mine: Stamped("Caf\u{E9}", changedAt: at(2)), theirs: Stamped("Cafe\u{301}", changedAt: at(2)),
      expected: "Cafe\u{301}"),
  ]

  @Test("names: the latest change wins, equal times go to the smaller value", arguments: nameCases)
  func nameRule(_ rule: NameCase) throws {
    let merged = UserState.later(rule.mine, rule.theirs) { UserState.precedes($0, $1) }
    let reversed = UserState.later(rule.theirs, rule.mine) { UserState.precedes($0, $1) }
    #expect(Array(merged.value.utf8) == Array(rule.expected.utf8))
    #expect(Array(reversed.value.utf8) == Array(rule.expected.utf8))
  }

  @Test("names and descriptions of one collection: each the latest change, from either side")
  func renameAndDescribeFromEachSide() throws {
    var base = UserState.empty
    try base.createCollection(named: "Peaks", description: "High", id: "c1", on: Self.at(0))
    var mine = base
    var theirs = base
    try mine.renameCollection("Peaks", to: "Summits", on: Self.at(5))
    try theirs.describeCollection("Peaks", as: "Very high", on: Self.at(6))
    try theirs.renameCollection("Peaks", to: "Tops", on: Self.at(2))
    let merged = try Self.mergeBothWays(mine, theirs)
    let collection = try #require(merged.collections.first { $0.id == "c1" })
    #expect(collection.name.value == "Summits")
    #expect(collection.description.value == "Very high")
  }

  /// Two badge-stack settings and whether the stack is shown after the merge.
  struct BadgeCase: Sendable, CustomTestStringConvertible {
    let label: String
    let mine: Stamped<Bool>
    let theirs: Stamped<Bool>
    let shown: Bool
    var testDescription: String { label }
  }

  static let badgeCases: [BadgeCase] = [
    BadgeCase(
      label: "the later hide wins", mine: Stamped(false, changedAt: at(4)), theirs: Stamped(true, changedAt: at(2)),
      shown: false),
    BadgeCase(
      label: "a setting beats the default", mine: Stamped(true, changedAt: nil),
      theirs: Stamped(false, changedAt: at(1)), shown: false),
    BadgeCase(
      label: "equal times: shown", mine: Stamped(false, changedAt: at(3)), theirs: Stamped(true, changedAt: at(3)),
      shown: true),
  ]

  @Test("the badge stack: the latest change wins, equal times go to shown", arguments: badgeCases)
  func badgeStackRule(_ rule: BadgeCase) throws {
    let merged = try Self.mergeBothWays(UserState(badgeStack: rule.mine), UserState(badgeStack: rule.theirs))
    #expect(merged.badgeStack.value == rule.shown)
  }

  // MARK: - Favorites and memberships

  /// A favorites history on each side and whether Mount Fuji is a favorite after the merge.
  struct FavoriteCase: Sendable, CustomTestStringConvertible {
    let label: String
    let mine: [(add: Bool, minute: Int)]
    let theirs: [(add: Bool, minute: Int)]
    let isFavorite: Bool
    var testDescription: String { label }
  }

  static let favoriteCases: [FavoriteCase] = [
    FavoriteCase(label: "added on one side", mine: [], theirs: [(true, 1)], isFavorite: true),
    FavoriteCase(
      label: "removed later on the other", mine: [(true, 1)], theirs: [(true, 1), (false, 4)], isFavorite: false),
    FavoriteCase(
      label: "added again after a removal", mine: [(true, 1), (false, 2)], theirs: [(true, 5)], isFavorite: true),
    FavoriteCase(
      label: "removal and addition at once: kept", mine: [(true, 1), (false, 3)], theirs: [(true, 3)], isFavorite: true),
  ]

  @Test("favorites: the latest change to each landmark wins, removals included", arguments: favoriteCases)
  func favoriteRule(_ rule: FavoriteCase) throws {
    func history(_ steps: [(add: Bool, minute: Int)]) -> UserState {
      var state = UserState.empty
      for step in steps {
        if step.add {
          state.add([1016], toCollectionWithID: LandmarkCollection.favoritesID, on: Self.at(step.minute))
        } else {
          state.remove([1016], fromCollectionWithID: LandmarkCollection.favoritesID, on: Self.at(step.minute))
        }
      }
      return state
    }
    let merged = try Self.mergeBothWays(history(rule.mine), history(rule.theirs))
    #expect(merged.favorites.contains(1016) == rule.isFavorite)
  }

  @Test("members added at once keep their order; merging a copy with itself changes nothing")
  func memberOrderKept() throws {
    var mine = UserState.empty
    mine.add([1016, 1001, 1005], toCollectionWithID: LandmarkCollection.favoritesID, on: Self.at(1))
    var theirs = mine
    theirs.add([1003], toCollectionWithID: LandmarkCollection.favoritesID, on: Self.at(2))
    mine.add([1002], toCollectionWithID: LandmarkCollection.favoritesID, on: Self.at(3))
    let merged = try Self.mergeBothWays(mine, theirs)
    #expect(merged.favorites.landmarkIDs == [1016, 1001, 1005, 1003, 1002])
    #expect(try StateCoding.encode(mine.merged(with: mine)) == StateCoding.encode(mine))
  }

  @Test("a collection deleted on one side stays deleted; the other side's changes to it are kept unseen")
  func deletionWinsAndKeepsChanges() throws {
    var base = UserState.empty
    try base.createCollection(named: "Trip", id: "trip", on: Self.at(0))
    var mine = base
    var theirs = base
    try mine.deleteCollection("Trip", on: Self.at(2))
    theirs.add([1016], toCollectionWithID: "trip", on: Self.at(5))
    try theirs.renameCollection("Trip", to: "Journey", on: Self.at(6))
    let merged = try Self.mergeBothWays(mine, theirs)
    #expect(merged.liveCollections.map(\.id) == [LandmarkCollection.favoritesID])
    let tombstone = try #require(merged.collections.first { $0.id == "trip" })
    #expect(tombstone.deletedAt == Self.at(2))
    #expect(tombstone.landmarkIDs == [1016])
    #expect(tombstone.name.value == "Journey")
    // Once the collection comes back, the kept membership shows.
    var restored = merged
    restored.collections[1].deletedAt = nil
    #expect(restored.collections(containing: 1016).map(\.id) == ["trip"])
  }

  @Test("collections are ordered by creation time, then id, Favorites first")
  func collectionOrder() throws {
    var mine = UserState.empty
    var theirs = UserState.empty
    try mine.createCollection(named: "B", id: "bbb", on: Self.at(2))
    try theirs.createCollection(named: "A", id: "zzz", on: Self.at(1))
    try theirs.createCollection(named: "C", id: "aaa", on: Self.at(2))
    let merged = try Self.mergeBothWays(mine, theirs)
    #expect(merged.collections.map(\.id) == ["favorites", "zzz", "aaa", "bbb"])
  }

  // MARK: - Same names

  /// Two collections created apart under one name, and which must survive.
  struct CollisionCase: Sendable, CustomTestStringConvertible {
    let label: String
    let mine: (id: String, name: String, minute: Int)
    let theirs: (id: String, name: String, minute: Int)
    let survivor: String
    var testDescription: String { label }
  }

  static let collisionCases: [CollisionCase] = [
    CollisionCase(label: "the older survives", mine: ("zzz", "Trip", 1), theirs: ("aaa", "trip", 2), survivor: "zzz"),
    CollisionCase(
      label: "the older survives (other side)", mine: ("aaa", "Trip", 3), theirs: ("zzz", "TRIP", 2), survivor: "zzz"),
    CollisionCase(
      label: "equal times: the smaller id", mine: ("bbb", "Trip", 1), theirs: ("aaa", "Trip", 1), survivor: "aaa"),
  ]

  @Test("same-named collections made apart become one: the older survives, members united", arguments: collisionCases)
  func collision(_ rule: CollisionCase) throws {
    var mine = UserState.empty
    var theirs = UserState.empty
    try mine.createCollection(named: rule.mine.name, id: rule.mine.id, on: Self.at(rule.mine.minute))
    try theirs.createCollection(named: rule.theirs.name, id: rule.theirs.id, on: Self.at(rule.theirs.minute))
    mine.add([1016, 1001], toCollectionWithID: rule.mine.id, on: Self.at(10))
    theirs.add([1001, 1002], toCollectionWithID: rule.theirs.id, on: Self.at(11))
    let merged = try Self.mergeBothWays(mine, theirs)
    let loserID = rule.survivor == rule.mine.id ? rule.theirs.id : rule.mine.id
    let live = merged.liveCollections.filter { !$0.isFavorites }
    #expect(live.map(\.id) == [rule.survivor])
    #expect(Set(live.first?.landmarkIDs ?? []) == [1016, 1001, 1002])
    let tombstone = try #require(merged.collections.first { $0.id == loserID })
    #expect(tombstone.mergedInto == rule.survivor)
    #expect(tombstone.deletedAt != nil)
    for (before, other) in [(mine, theirs), (theirs, mine)] {
      let report = MergeReport(before: before, other: other, after: before.merged(with: other))
      #expect(report.joins.map(\.keptID) == [rule.survivor])
      #expect(report.joins.map(\.joinedID) == [loserID])
    }
  }

  @Test("a rename into a name the other side uses joins the two")
  func renameCollision() throws {
    var base = UserState.empty
    try base.createCollection(named: "Peaks", id: "p", on: Self.at(0))
    try base.createCollection(named: "Hills", id: "h", on: Self.at(1))
    var mine = base
    var theirs = base
    try mine.renameCollection("Hills", to: "Mountains", on: Self.at(5))
    try theirs.renameCollection("Peaks", to: "mountains", on: Self.at(6))
    let merged = try Self.mergeBothWays(mine, theirs)
    #expect(merged.liveCollections.map(\.id) == ["favorites", "p"])
    #expect(merged.collections.first { $0.id == "h" }?.mergedInto == "p")
  }

  @Test("landmarks added later to a joined-away collection still arrive in the survivor")
  func membersForwardedAfterJoin() throws {
    var mine = UserState.empty
    var theirs = UserState.empty
    try mine.createCollection(named: "Trip", id: "old", on: Self.at(1))
    try theirs.createCollection(named: "Trip", id: "new", on: Self.at(2))
    mine = mine.merged(with: theirs)
    theirs.add([1005], toCollectionWithID: "new", on: Self.at(9))
    let merged = try Self.mergeBothWays(mine, theirs)
    #expect(merged.liveCollections.last?.id == "old")
    #expect(merged.liveCollections.last?.landmarkIDs == [1005])
  }

  // MARK: - Unknown landmarks, versions, the report

  @Test("activities and memberships for landmarks this catalog lacks are kept")
  func unknownLandmarksKept() throws {
    var theirs = UserState.empty
    theirs.mark(Activity.allCases, at: 987_654, on: Self.at(1))
    theirs.add([987_654], toCollectionWithID: LandmarkCollection.favoritesID, on: Self.at(2))
    let merged = try Self.mergeBothWays(.empty, theirs)
    #expect(merged.doneActivities(at: 987_654) == Activity.allCases)
    #expect(merged.favorites.landmarkIDs == [987_654])
  }

  @Test("the merged state has the newer of the two schema versions")
  func schemaVersion() throws {
    let merged = try Self.mergeBothWays(UserState(schemaVersion: 1), UserState(schemaVersion: 0))
    #expect(merged.schemaVersion == 1)
  }

  @Test("the report counts what changed on this side")
  func reportCounts() throws {
    var base = UserState.empty
    try base.createCollection(named: "Trip", id: "trip", on: Self.at(0))
    try base.createCollection(named: "Gone", id: "gone", on: Self.at(0))
    base.mark([.takePhoto], at: 1016, on: Self.at(0))
    var mine = base
    var theirs = base
    theirs.mark([.drawSketch, .findNature], at: 1016, on: Self.at(1))
    theirs.unmark([.takePhoto], at: 1016, on: Self.at(1))
    theirs.add([1001], toCollectionWithID: LandmarkCollection.favoritesID, on: Self.at(2))
    theirs.add([1002, 1003], toCollectionWithID: "trip", on: Self.at(2))
    try theirs.renameCollection("Trip", to: "Journey", on: Self.at(3))
    try theirs.deleteCollection("Gone", on: Self.at(3))
    try theirs.createCollection(named: "New", id: "new", on: Self.at(3))
    theirs.setBadgeStackShown(false, on: Self.at(4))
    mine.mark([.readDescription], at: 1001, on: Self.at(1))
    let report = MergeReport(before: mine, other: theirs, after: mine.merged(with: theirs))
    #expect(report.activitiesMarked == 2)
    #expect(report.activitiesUnmarked == 1)
    #expect(report.favoritesAdded == 1)
    #expect(report.membersAdded == 2)
    #expect(report.collectionsRenamed == 1)
    #expect(report.collectionsDeleted == 1)
    #expect(report.collectionsAdded == 1)
    #expect(report.badgeStackShown == false)
    #expect(report.joins.isEmpty)
    #expect(report.changed)
    let again = mine.merged(with: theirs)
    let nothing = MergeReport(before: again, other: theirs, after: again.merged(with: theirs))
    #expect(!nothing.changed)
    #expect(!nothing.changesSomethingVisible)
  }
}
