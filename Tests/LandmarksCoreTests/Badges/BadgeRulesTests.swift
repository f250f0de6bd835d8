import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// The rules over a small hand-made catalog. Its display order (by continent, then name) is
/// Alpha Peak (1, Asia), Delta Falls (4, Asia), Beta Dunes (2, Africa), Gamma Lake (3, Europe),
/// which differs from id order on purpose. Gamma Lake has no badge.
@Suite("Badge rules and progress figures")
struct BadgeRulesTests {
  static let t0 = Date(timeIntervalSince1970: 1_795_953_600)
  static func at(_ minutes: Int) -> Date { t0.addingTimeInterval(Double(minutes) * 60) }

  static let alpha = Badge(id: "alphaPeak", symbol: .mountain, color: .orange)
  static let beta = Badge(id: "betaDunes", symbol: .sun, color: .yellow)
  static let delta = Badge(id: "deltaFalls", symbol: .drop, color: .blue)

  static func landmark(_ id: Int, _ name: String, _ continent: Continent, _ badge: Badge?) -> Landmark {
    Landmark(
      id: id, slug: name.lowercased().replacingOccurrences(of: " ", with: "-"), name: name,
      continent: continent, country: "XX", location: "Somewhere", latitude: 0, longitude: 0, badge: badge)
  }

  static let landmarks: [Landmark] = [
    landmark(2, "Beta Dunes", .africa, beta),
    landmark(3, "Gamma Lake", .europe, nil),
    landmark(1, "Alpha Peak", .asia, alpha),
    landmark(4, "Delta Falls", .asia, delta),
  ]

  static func catalog() throws -> Catalog {
    try Catalog(landmarks: landmarks, countries: CountryTable(countries: []))
  }

  /// A state with all four activities done at each of `ids`, at `date`.
  static func earning(_ ids: [Int], on date: Date = t0) -> UserState {
    var state = UserState.empty
    for id in ids { state.mark(Activity.allCases, at: id, on: date) }
    return state
  }

  // MARK: - Earning one badge

  @Test("the hand-made catalog is in display order and lists only landmarks with badges")
  func catalogOrder() throws {
    let catalog = try Self.catalog()
    #expect(try catalog.landmarks.map(\.id) == [1, 4, 2, 3])
    let statuses = try BadgeRules.statuses(in: catalog, state: .empty)
    #expect(statuses.map(\.badge.id) == ["alphaPeak", "deltaFalls", "betaDunes"])
    #expect(statuses.allSatisfy { !$0.isEarned && $0.earnedAt == nil && $0.done.isEmpty })
  }

  /// Every set of zero to three activities.
  static let partialSets: [[Activity]] = (0..<15).map { mask in
    Activity.allCases.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
  }

  @Test("fewer than four activities do not earn the badge", arguments: partialSets)
  func partialActivitiesDoNotEarn(_ done: [Activity]) throws {
    let catalog = try Self.catalog()
    var state = UserState.empty
    state.mark(done, at: 1, on: Self.t0)
    let landmark = try #require(try catalog.landmark(id: 1))
    let status = try #require(BadgeRules.status(of: landmark, in: state))
    #expect(!status.isEarned)
    #expect(status.earnedAt == nil)
    #expect(status.done == done)
    #expect(status.remaining == Activity.allCases.filter { !done.contains($0) })
    #expect(try BadgeRules.earned(in: catalog, state: state).isEmpty)
  }

  @Test("partial activities undone afterwards still do not earn")
  func markedThenPartlyUnmarkedDoesNotEarn() throws {
    let catalog = try Self.catalog()
    var state = UserState.empty
    state.mark([.takePhoto, .readDescription, .findNature], at: 1, on: Self.at(1))
    state.unmark([.readDescription], at: 1, on: Self.at(2))
    state.mark([.drawSketch], at: 1, on: Self.at(3))
    #expect(try BadgeRules.earned(in: catalog, state: state).isEmpty)
  }

  @Test("all four activities earn the badge at the latest change", arguments: Activity.allCases)
  func allFourEarnAtLatestChange(_ latest: Activity) throws {
    let catalog = try Self.catalog()
    var state = UserState.empty
    // The latest activity is recorded first, with the latest time: call order must not matter.
    state.mark([latest], at: 1, on: Self.at(90))
    for (minute, activity) in Activity.allCases.filter({ $0 != latest }).enumerated() {
      state.mark([activity], at: 1, on: Self.at(minute * 10))
    }
    let landmark = try #require(try catalog.landmark(id: 1))
    let status = try #require(BadgeRules.status(of: landmark, in: state))
    #expect(status.isEarned)
    #expect(status.done == Activity.allCases)
    #expect(status.remaining.isEmpty)
    #expect(status.earnedAt == Self.at(90))
    #expect(status.badge == Self.alpha)
    #expect(status.landmark.id == 1)
  }

  @Test("all four marked at once earn at that time")
  func allAtOnce() throws {
    let catalog = try Self.catalog()
    let earned = try BadgeRules.earned(in: catalog, state: Self.earning([4], on: Self.at(7)))
    #expect(earned.map(\.badge.id) == ["deltaFalls"])
    #expect(earned.first?.earnedAt == Self.at(7))
  }

  @Test("earnedAt follows a re-mark after an unmark")
  func earnedAtAfterRemark() throws {
    let catalog = try Self.catalog()
    var state = Self.earning([1], on: Self.at(0))
    state.unmark([.findNature], at: 1, on: Self.at(10))
    state.mark([.findNature], at: 1, on: Self.at(20))
    let earned = try BadgeRules.earned(in: catalog, state: state)
    #expect(earned.map(\.badge.id) == ["alphaPeak"])
    #expect(earned.first?.earnedAt == Self.at(20))
  }

  @Test("a landmark without a badge never awards one")
  func landmarkWithoutBadgeNeverAwards() throws {
    let catalog = try Self.catalog()
    let gamma = try #require(try catalog.landmark(id: 3))
    let state = Self.earning([3])
    #expect(BadgeRules.status(of: gamma, in: state) == nil)
    #expect(try BadgeRules.statuses(in: catalog, state: state).allSatisfy { $0.landmark.id != 3 })
    #expect(try BadgeRules.earned(in: catalog, state: state).isEmpty)
    #expect(try BadgeRules.newlyEarned(in: catalog, before: .empty, after: state).isEmpty)
  }

  @Test("activities at a landmark outside the catalog award nothing")
  func unknownLandmarkAwardsNothing() throws {
    let catalog = try Self.catalog()
    #expect(try BadgeRules.earned(in: catalog, state: Self.earning([999])).isEmpty)
  }

  @Test("unmarking one activity takes the badge back", arguments: Activity.allCases)
  func unmarkTakesBadgeBack(_ undone: Activity) throws {
    let catalog = try Self.catalog()
    let before = Self.earning([1, 2])
    var after = before
    after.unmark([undone], at: 1, on: Self.at(5))
    #expect(try BadgeRules.earned(in: catalog, state: after).map(\.badge.id) == ["betaDunes"])
    #expect(try BadgeRules.lost(in: catalog, before: before, after: after).map(\.badge.id) == ["alphaPeak"])
    #expect(try BadgeRules.newlyEarned(in: catalog, before: before, after: after).isEmpty)
  }

  @Test("earned badges come in catalog order, not in the order earned")
  func earnedInCatalogOrder() throws {
    let catalog = try Self.catalog()
    var state = UserState.empty
    state.mark(Activity.allCases, at: 2, on: Self.at(1))
    state.mark(Activity.allCases, at: 4, on: Self.at(2))
    state.mark(Activity.allCases, at: 1, on: Self.at(3))
    let earned = try BadgeRules.earned(in: catalog, state: state)
    #expect(earned.map(\.landmark.id) == [1, 4, 2])
    #expect(earned.map(\.earnedAt) == [Self.at(3), Self.at(2), Self.at(1)])
  }

  // MARK: - What a change awards or takes back

  struct Change: Sendable, CustomTestStringConvertible {
    let label: String
    let before: UserState
    let after: UserState
    let newlyEarned: [String]
    let lost: [String]
    var testDescription: String { label }
  }

  static let changes: [Change] = {
    let three: UserState = {
      var state = UserState.empty
      state.mark([.takePhoto, .readDescription, .findNature], at: 1, on: t0)
      return state
    }()
    var four = three
    four.mark([.drawSketch], at: 1, on: at(1))

    var redone = earning([1])
    redone.unmark([.takePhoto], at: 1, on: at(1))
    redone.mark([.takePhoto], at: 1, on: at(2))

    var withGamma = earning([1])
    withGamma.mark(Activity.allCases, at: 3, on: at(1))

    // Alpha undone by one activity, Beta completed: one badge swapped for another.
    var swapped = earning([1])
    swapped.unmark([.drawSketch], at: 1, on: at(3))
    swapped.mark(Activity.allCases, at: 2, on: at(3))

    return [
      Change(label: "nothing to nothing", before: .empty, after: .empty, newlyEarned: [], lost: []),
      Change(label: "the fourth activity", before: three, after: four, newlyEarned: ["alphaPeak"], lost: []),
      Change(label: "a third activity only", before: .empty, after: three, newlyEarned: [], lost: []),
      Change(
        label: "a second badge", before: earning([1]), after: earning([1, 2]), newlyEarned: ["betaDunes"], lost: []),
      Change(
        label: "three at once, in catalog order", before: .empty, after: earning([2, 4, 1]),
        newlyEarned: ["alphaPeak", "deltaFalls", "betaDunes"], lost: []),
      Change(
        label: "one of two taken back", before: earning([1, 4]), after: earning([1, 4]).unmarking(.drawSketch, at: 1),
        newlyEarned: [], lost: ["alphaPeak"]),
      Change(
        label: "one badge swapped for another", before: earning([1]), after: swapped,
        newlyEarned: ["betaDunes"], lost: ["alphaPeak"]),
      Change(label: "re-earned with a new time", before: earning([1]), after: redone, newlyEarned: [], lost: []),
      Change(
        label: "a landmark without a badge completed", before: earning([1]), after: withGamma,
        newlyEarned: [], lost: []),
      Change(
        label: "everything undone", before: earning([1, 2, 4]), after: .empty,
        newlyEarned: [], lost: ["alphaPeak", "deltaFalls", "betaDunes"]),
    ]
  }()

  @Test("newlyEarned and lost report exactly the change", arguments: changes)
  func newlyEarnedAndLost(_ change: Change) throws {
    let catalog = try Self.catalog()
    let newlyEarned = try BadgeRules.newlyEarned(in: catalog, before: change.before, after: change.after)
    let lost = try BadgeRules.lost(in: catalog, before: change.before, after: change.after)
    #expect(newlyEarned.map(\.badge.id) == change.newlyEarned)
    #expect(lost.map(\.badge.id) == change.lost)
    #expect(newlyEarned.allSatisfy { $0.isEarned })
    #expect(lost.allSatisfy { $0.isEarned }, "lost badges are described as they were when earned")
  }

  // MARK: - Progress summary

  @Test("progress figures per continent and in total")
  func progressSummaryFigures() throws {
    let catalog = try Self.catalog()
    var state = UserState.empty
    state.mark(Activity.allCases, at: 1, on: Self.t0)  // Asia, badge earned
    state.mark([.takePhoto, .drawSketch], at: 4, on: Self.t0)  // Asia, started
    state.mark([.findNature], at: 2, on: Self.t0)  // Africa: marked, then undone
    state.unmark([.findNature], at: 2, on: Self.at(1))
    state.mark(Activity.allCases, at: 3, on: Self.t0)  // Europe, no badge to earn
    state.mark(Activity.allCases, at: 999, on: Self.t0)  // not in the catalog

    let summary = try ProgressSummary(catalog: catalog, state: state)

    typealias Row = ProgressSummary.Row
    let expected: [Row] = [
      Row(
        continent: .asia, landmarks: 2, landmarksStarted: 2, activitiesDone: 6, activitiesTotal: 8, badgesEarned: 1,
        badgesTotal: 2),
      Row(
        continent: .africa, landmarks: 1, landmarksStarted: 0, activitiesDone: 0, activitiesTotal: 4, badgesEarned: 0,
        badgesTotal: 1),
      Row(
        continent: .antarctica, landmarks: 0, landmarksStarted: 0, activitiesDone: 0, activitiesTotal: 0,
        badgesEarned: 0, badgesTotal: 0),
      Row(
        continent: .australiaOceania, landmarks: 0, landmarksStarted: 0, activitiesDone: 0, activitiesTotal: 0,
        badgesEarned: 0, badgesTotal: 0),
      Row(
        continent: .europe, landmarks: 1, landmarksStarted: 1, activitiesDone: 4, activitiesTotal: 4, badgesEarned: 0,
        badgesTotal: 0),
      Row(
        continent: .northAmerica, landmarks: 0, landmarksStarted: 0, activitiesDone: 0, activitiesTotal: 0,
        badgesEarned: 0, badgesTotal: 0),
      Row(
        continent: .southAmerica, landmarks: 0, landmarksStarted: 0, activitiesDone: 0, activitiesTotal: 0,
        badgesEarned: 0, badgesTotal: 0),
    ]
    #expect(summary.continents.map(\.continent) == Continent.allCases)
    for (actual, wanted) in zip(summary.continents, expected) {
      #expect(actual == wanted, "\(wanted.continent?.name ?? "total")")
    }
    #expect(
      summary.total
        == Row(
          continent: nil, landmarks: 4, landmarksStarted: 3, activitiesDone: 10, activitiesTotal: 16, badgesEarned: 1,
          badgesTotal: 3))
  }

  @Test("a new user's progress is all zeros done, out of the catalog's totals")
  func progressSummaryForNewUser() throws {
    let summary = try ProgressSummary(catalog: try Self.catalog(), state: .empty)
    #expect(
      summary.total
        == ProgressSummary.Row(
          continent: nil, landmarks: 4, landmarksStarted: 0, activitiesDone: 0, activitiesTotal: 16, badgesEarned: 0,
          badgesTotal: 3))
    #expect(
      summary.continents.allSatisfy { $0.activitiesDone == 0 && $0.badgesEarned == 0 && $0.landmarksStarted == 0 })
  }

  @Test("the total is the sum of the continents")
  func totalIsSumOfContinents() throws {
    var state = Self.earning([1, 2])
    state.mark([.readDescription], at: 3, on: Self.t0)
    let summary = try ProgressSummary(catalog: try Self.catalog(), state: state)
    func sum(_ figure: KeyPath<ProgressSummary.Row, Int>) -> Int {
      summary.continents.map { $0[keyPath: figure] }.reduce(0, +)
    }
    #expect(summary.total.landmarks == sum(\.landmarks))
    #expect(summary.total.landmarksStarted == sum(\.landmarksStarted))
    #expect(summary.total.activitiesDone == sum(\.activitiesDone))
    #expect(summary.total.activitiesTotal == sum(\.activitiesTotal))
    #expect(summary.total.badgesEarned == sum(\.badgesEarned))
    #expect(summary.total.badgesTotal == sum(\.badgesTotal))
    #expect(summary.total.badgesEarned == 2)
    #expect(summary.total.activitiesDone == 9)
  }
}

extension UserState {
  /// A copy with one activity unmarked at a landmark (for building test tables).
  fileprivate func unmarking(_ activity: Activity, at landmarkID: Int) -> UserState {
    var copy = self
    copy.unmark([activity], at: landmarkID, on: Date(timeIntervalSince1970: 1_795_960_000))
    return copy
  }
}
