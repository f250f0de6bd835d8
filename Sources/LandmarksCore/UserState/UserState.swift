import Foundation

/// Everything a person has done and kept: the contents of the store file.
///
/// Every change carries its time, and nothing is ever removed outright (unmarks and deletions
/// are dated), so two copies of a store can later be merged without losing anything.
public struct UserState: Codable, Hashable, Sendable {
  /// The schema this build writes; a file with a higher version is refused, never downgraded.
  /// Version 2 added the journal; a version-1 file reads with an empty one and is written as
  /// version 2 on its first change (after a backup of the original).
  public static let currentSchemaVersion = 2

  /// The most changes the journal remembers for `undo`; older ones are forgotten.
  public static let journalLimit = 100

  /// The schema of the file this state came from.
  public internal(set) var schemaVersion: Int
  /// Activity records by landmark id, then by activity.
  public internal(set) var activities: [Int: [Activity: ActivityRecord]]
  /// Collections in creation order, Favorites first, deleted ones kept as tombstones.
  public internal(set) var collections: [LandmarkCollection]
  /// Whether the badge stack is shown in the views that carry it.
  public internal(set) var badgeStack: Stamped<Bool>
  /// The last changes, oldest first, for `undo` and `redo`; undone ones form its end.
  public internal(set) var journal: [JournalEntry]

  /// Creates a state.
  public init(
    schemaVersion: Int = UserState.currentSchemaVersion,
    activities: [Int: [Activity: ActivityRecord]] = [:],
    collections: [LandmarkCollection] = [.favorites],
    badgeStack: Stamped<Bool> = Stamped(true, changedAt: nil),
    journal: [JournalEntry] = []
  ) {
    self.schemaVersion = schemaVersion
    self.activities = activities
    self.collections = collections
    self.badgeStack = badgeStack
    self.journal = journal
  }

  /// The stored keys; `journal` is read only from version 2 on.
  enum CodingKeys: String, CodingKey {
    case schemaVersion, activities, collections, badgeStack, journal
  }

  /// Reads a store of any supported version: a version-1 file has no journal and gets an empty one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
    activities = try container.decode([Int: [Activity: ActivityRecord]].self, forKey: .activities)
    collections = try container.decode([LandmarkCollection].self, forKey: .collections)
    badgeStack = try container.decode(Stamped<Bool>.self, forKey: .badgeStack)
    journal = schemaVersion >= 2 ? try container.decode([JournalEntry].self, forKey: .journal) : []
  }

  /// A new user's state: Favorites empty, no other collections, no activities, badges shown.
  public static let empty = UserState()

  /// The activities done at a landmark, in the canonical order.
  public func doneActivities(at landmarkID: Int) -> [Activity] {
    guard let records = activities[landmarkID] else { return [] }
    return Activity.allCases.filter { records[$0]?.done == true }
  }

  /// The record of one activity at one landmark, if it was ever marked.
  public func record(of activity: Activity, at landmarkID: Int) -> ActivityRecord? {
    activities[landmarkID]?[activity]
  }

  /// Checks the invariants that decoding alone cannot; returns what is wrong, if anything.
  func invariantViolation() -> String? {
    var ids = Set<String>()
    var names = Set<String>()
    for collection in collections {
      if !ids.insert(collection.id).inserted { return "two collections share the id \(collection.id)" }
      if collection.isLive, !names.insert(LandmarkCollection.nameKey(collection.name.value)).inserted {
        return "two collections share the name \(collection.name.value)"
      }
    }
    guard let favorites = collections.first(where: \.isFavorites) else { return "the Favorites collection is missing" }
    if !favorites.isLive { return "the Favorites collection is marked deleted" }
    for collection in collections {
      var members = Set<Int>()
      for member in collection.members where !members.insert(member.landmarkID).inserted {
        return "landmark \(member.landmarkID) appears twice in \(collection.name.value)"
      }
    }
    return nil
  }
}

/// A value with the time it last changed, so two copies of a store can be merged by recency.
public struct Stamped<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
  /// The current value.
  public let value: Value
  /// When the value last changed; `nil` for a default nobody has set.
  public let changedAt: Date?

  /// Creates a stamped value.
  public init(_ value: Value, changedAt: Date?) {
    self.value = value
    self.changedAt = changedAt
  }
}
