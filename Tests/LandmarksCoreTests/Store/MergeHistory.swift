import Foundation
import LandmarksTestSupport

@testable import LandmarksCore

/// One machine's copy of the store, changed by random commands through the real `UserState` operations.
///
/// Names come from a small pool so that two machines create and rename into the same names; the
/// landmarks include ids no catalog has; times advance in whole milliseconds, sometimes not at all,
/// so equal times (the ties every rule must settle) happen often.
struct MergeHistory {
  /// The state this machine holds.
  var state: UserState
  /// This machine's clock, in milliseconds since 1970.
  var clock: Int64

  /// The landmarks commands pick from; 990001 and 990002 are unknown to every catalog.
  static let landmarks = [1016, 1001, 1002, 1003, 1005, 990_001, 990_002]
  /// The few landmarks activities are marked at, so both machines often change the same record.
  static let marked = [1016, 1001, 990_001]
  /// Names that collide across machines, case aside.
  static let names = ["Trip", "trip", "Peaks", "Islands", "Ice ❄️", "TRIP"]
  /// Descriptions, the empty one included.
  static let descriptions = ["", "Summer", "Winter"]

  /// The current time, then a step forward of 0 to 3 seconds.
  mutating func tick(_ random: inout SeededGenerator) -> Date {
    let now = Date(timeIntervalSince1970: Double(clock) / 1000)
    clock += [0, 0, 1000, 1000, 1000, 2000, 1].randomElement(using: &random) ?? 1
    return now
  }

  /// Applies `count` random commands; the failures a person could meet (a name taken) are skipped.
  mutating func run(_ count: Int, using random: inout SeededGenerator) {
    for _ in 0..<count { step(using: &random) }
  }

  /// Both machines change one thing at the same moment, in different ways: the ties every rule
  /// must settle (done or not, two names, a member or not, the stack shown or hidden).
  static func clash(
    _ first: inout MergeHistory, _ second: inout MergeHistory, at date: Date, using random: inout SeededGenerator
  ) {
    let landmark = marked.randomElement(using: &random) ?? 1016
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      let activity = [Activity.allCases.randomElement(using: &random) ?? .takePhoto]
      first.state.mark(activity, at: landmark, on: date)
      second.state.mark(activity, at: landmark, on: date)
      second.state.unmark(activity, at: landmark, on: date)
    case 1:
      first.state.setBadgeStackShown(false, on: date)
      second.state.setBadgeStackShown(false, on: date)
      second.state.setBadgeStackShown(true, on: date)
    case 2:
      let shared = first.state.liveCollections.filter { collection in
        !collection.isFavorites && second.state.liveCollections.contains { $0.id == collection.id }
      }
      guard let collection = shared.randomElement(using: &random) else { return }
      _ = try? first.state.renameCollection(collection.id, to: names.randomElement(using: &random) ?? "", on: date)
      _ = try? second.state.renameCollection(collection.id, to: names.randomElement(using: &random) ?? "", on: date)
    default:
      let id = LandmarkCollection.favoritesID
      first.state.add([landmark], toCollectionWithID: id, on: date)
      second.state.add([landmark], toCollectionWithID: id, on: date)
      second.state.remove([landmark], fromCollectionWithID: id, on: date)
    }
  }

  private func someLandmarks(_ random: inout SeededGenerator) -> [Int] {
    let count = Int.random(in: 1...3, using: &random)
    return (0..<count).compactMap { _ in Self.landmarks.randomElement(using: &random) }
  }

  private func someCollection(_ random: inout SeededGenerator, favorites: Bool) -> LandmarkCollection? {
    state.liveCollections.filter { favorites || !$0.isFavorites }.randomElement(using: &random)
  }

  private mutating func step(using random: inout SeededGenerator) {
    step(at: tick(&random), using: &random)
  }

  /// Applies one random command at `date`.
  mutating func step(at date: Date, using random: inout SeededGenerator) {
    let activities = Activity.allCases.filter { _ in Bool.random(using: &random) }
    switch Int.random(in: 0..<13, using: &random) {
    case 0, 1, 11:
      state.mark(activities, at: Self.marked.randomElement(using: &random) ?? 1016, on: date)
    case 2, 12:
      state.unmark(activities, at: Self.marked.randomElement(using: &random) ?? 1016, on: date)
    case 3:
      state.setBadgeStackShown(Bool.random(using: &random), on: date)
    case 4:
      let id = String(random.next() % 0xFFFF_FFFF, radix: 16)
      _ = try? state.createCollection(named: Self.names.randomElement(using: &random) ?? "", id: id, on: date)
    case 5:
      if let collection = someCollection(&random, favorites: false) {
        _ = try? state.renameCollection(collection.id, to: Self.names.randomElement(using: &random) ?? "", on: date)
      }
    case 6:
      if let collection = someCollection(&random, favorites: true) {
        _ = try? state.describeCollection(
          collection.id, as: Self.descriptions.randomElement(using: &random) ?? "", on: date)
      }
    case 7:
      if let collection = someCollection(&random, favorites: false) {
        _ = try? state.deleteCollection(collection.id, on: date)
      }
    case 8, 9:
      if let collection = someCollection(&random, favorites: true) {
        state.add(someLandmarks(&random), toCollectionWithID: collection.id, on: date)
      }
    default:
      if let collection = someCollection(&random, favorites: true) {
        state.remove(someLandmarks(&random), fromCollectionWithID: collection.id, on: date)
      }
    }
  }
}
