import Foundation
import LandmarksTestSupport

@testable import LandmarksCore

/// Random stores built field by field rather than through commands, so every shape the file can
/// hold turns up: ids of every size, all four activities, members and tombstones, deleted and
/// joined collections, journal entries of every operation kind, times with milliseconds.
enum RandomStores {
  /// Characters names and descriptions are made of: quotes, slashes, control characters and
  /// non-ASCII text, which the encoder escapes or writes raw.
  static let characters: [Character] = [
    "a", "b", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "\u{7F}", "é", "e\u{301}", "❄️", "東", "\u{2028}", "👩‍👩‍👧",
  ]

  /// A store made from `seed`; it keeps every invariant a store file must, so it reads back.
  static func state(seed: UInt64) -> UserState {
    var random = SeededGenerator(seed: seed)
    let version = Int.random(in: 0..<8, using: &random) == 0 ? 1 : 2
    var activities: [Int: [Activity: ActivityRecord]] = [:]
    for _ in 0..<Int.random(in: 0...40, using: &random) {
      var records: [Activity: ActivityRecord] = [:]
      for activity in Activity.allCases where Bool.random(using: &random) {
        records[activity] = ActivityRecord(
          done: Bool.random(using: &random), changedAt: date(&random),
          firstCompletedAt: Bool.random(using: &random) ? date(&random) : nil)
      }
      activities[landmarkID(&random)] = records
    }
    var collections = [collection(id: LandmarkCollection.favoritesID, name: "Favorites", created: nil, &random)]
    for index in 0..<Int.random(in: 0...6, using: &random) {
      let id = String(random.next(), radix: 16)
      var made = collection(id: id, name: "\(text(&random)) \(index)", created: date(&random), &random)
      if Int.random(in: 0..<3, using: &random) == 0 {
        made.deletedAt = date(&random)
        if Bool.random(using: &random) { made.mergedInto = LandmarkCollection.favoritesID }
      }
      collections.append(made)
    }
    let journal =
      version == 1
      ? []
      : (0..<Int.random(in: 0...UserState.journalLimit, using: &random)).map { _ in
        JournalEntry(
          at: date(&random), operations: (0..<Int.random(in: 1...4, using: &random)).map { _ in operation(&random) },
          undoneAt: Bool.random(using: &random) ? date(&random) : nil)
      }
    return UserState(
      schemaVersion: version, activities: activities, collections: collections,
      badgeStack: Stamped(Bool.random(using: &random), changedAt: Bool.random(using: &random) ? date(&random) : nil),
      journal: journal)
  }

  /// A time with milliseconds, mostly in this century, sometimes long before 1970.
  static func date(_ random: inout SeededGenerator) -> Date {
    let milliseconds =
      Int.random(in: 0..<10, using: &random) == 0
      ? Int64.random(in: -62_000_000_000_000..<0, using: &random)
      : Int64.random(in: 946_684_800_000..<4_102_444_800_000, using: &random)
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// A landmark id: the catalog's small ones mostly, imported and extreme ones sometimes.
  static func landmarkID(_ random: inout SeededGenerator) -> Int {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: [0, -1, Int.max, Int.min, 9_007_199_254_740_993].randomElement(using: &random) ?? 0
    case 1: Int.random(in: 1_000_000...Int.max, using: &random)
    default: Int.random(in: 1000...1200, using: &random)
    }
  }

  /// A short text of the characters above.
  static func text(_ random: inout SeededGenerator) -> String {
    String((0..<Int.random(in: 0...8, using: &random)).compactMap { _ in characters.randomElement(using: &random) })
  }

  /// A collection with a description and members, some of them removed.
  private static func collection(id: String, name: String, created: Date?, _ random: inout SeededGenerator)
    -> LandmarkCollection
  {
    var collection = LandmarkCollection(id: id, name: name, description: text(&random), createdAt: created)
    collection.name = Stamped(name, changedAt: Bool.random(using: &random) ? date(&random) : created)
    var seen = Set<Int>()
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let landmark = landmarkID(&random)
      guard seen.insert(landmark).inserted else { continue }
      collection.members.append(
        CollectionMember(
          landmarkID: landmark, isMember: Bool.random(using: &random), addedAt: date(&random), changedAt: date(&random))
      )
    }
    return collection
  }

  /// An operation of any of the eleven kinds.
  private static func operation(_ random: inout SeededGenerator) -> JournalOperation {
    let landmark = landmarkID(&random)
    let activity = Activity.allCases.randomElement(using: &random) ?? .takePhoto
    let id = Bool.random(using: &random) ? LandmarkCollection.favoritesID : String(random.next(), radix: 16)
    switch JournalOperation.Kind.allCases.randomElement(using: &random) ?? .marked {
    case .marked: return .marked(landmarkID: landmark, activity: activity)
    case .unmarked: return .unmarked(landmarkID: landmark, activity: activity)
    case .memberAdded: return .memberAdded(collectionID: id, landmarkID: landmark)
    case .memberRemoved: return .memberRemoved(collectionID: id, landmarkID: landmark)
    case .collectionCreated: return .collectionCreated(collectionID: id)
    case .collectionRestored: return .collectionRestored(collectionID: id)
    case .collectionDeleted: return .collectionDeleted(collectionID: id)
    case .collectionRenamed: return .collectionRenamed(collectionID: id, from: text(&random), to: text(&random))
    case .collectionDescribed: return .collectionDescribed(collectionID: id, from: text(&random), to: text(&random))
    case .badgeStackShown: return .badgeStackShown
    case .badgeStackHidden: return .badgeStackHidden
    }
  }
}
