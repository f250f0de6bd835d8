import Foundation
import LandmarksJSON

/// The store's document read into a `UserState`, member by member. A member the format names is
/// required (null only where the model has no value); members it does not name are ignored.
extension StateCoding {
  /// The state in the store's top-level object, of schema `version` (a version-1 file has no
  /// journal and gets an empty one).
  static func userState(_ root: JSONObjectReader, version: Int) throws -> UserState {
    UserState(
      schemaVersion: version,
      activities: try activities(root.object("activities")),
      collections: try root.elements("collections").enumerated().map { index, element in
        try collection(JSONObjectReader(element, at: root.path.appending("collections").appending(index: index)))
      },
      badgeStack: try stamped(root.object("badgeStack")) { try $0.boolean(at: $1) },
      journal: version >= 2
        ? try root.elements("journal").enumerated().map { index, element in
          try journalEntry(JSONObjectReader(element, at: root.path.appending("journal").appending(index: index)))
        } : [])
  }

  /// Activity records by landmark id, then by activity; of a name given twice, the first.
  private static func activities(_ object: JSONObjectReader) throws -> [Int: [Activity: ActivityRecord]] {
    var result: [Int: [Activity: ActivityRecord]] = [:]
    result.reserveCapacity(object.members.count)
    for member in object.members {
      let path = object.path.appending(member.key)
      guard let id = Int(member.key) else {
        throw JSONError.shape(path: path, reason: "a landmark id must be an integer")
      }
      if result[id] != nil { continue }
      let records = try JSONObjectReader(member.value, at: path)
      var byActivity: [Activity: ActivityRecord] = [:]
      byActivity.reserveCapacity(records.members.count)
      for record in records.members {
        let recordPath = path.appending(record.key)
        guard let activity = Activity(rawValue: record.key) else {
          let known = Activity.allCases.map(\.rawValue).joined(separator: ", ")
          throw JSONError.shape(path: recordPath, reason: "not an activity (expected one of \(known))")
        }
        if byActivity[activity] != nil { continue }
        byActivity[activity] = try activityRecord(JSONObjectReader(record.value, at: recordPath))
      }
      result[id] = byActivity
    }
    return result
  }

  private static func activityRecord(_ object: JSONObjectReader) throws -> ActivityRecord {
    ActivityRecord(
      done: try object.boolean("done"), changedAt: try time(object, "changedAt"),
      firstCompletedAt: try optionalTime(object, "firstCompletedAt"))
  }

  private static func collection(_ object: JSONObjectReader) throws -> LandmarkCollection {
    var collection = LandmarkCollection(
      id: try object.text("id"), name: "", createdAt: try optionalTime(object, "createdAt"))
    collection.name = try stamped(object.object("name")) { try $0.text(at: $1) }
    collection.description = try stamped(object.object("description")) { try $0.text(at: $1) }
    collection.members = try object.elements("members").enumerated().map { index, element in
      let member = try JSONObjectReader(element, at: object.path.appending("members").appending(index: index))
      return CollectionMember(
        landmarkID: try member.integer("landmarkID"), isMember: try member.boolean("isMember"),
        addedAt: try time(member, "addedAt"), changedAt: try time(member, "changedAt"))
    }
    collection.deletedAt = try optionalTime(object, "deletedAt")
    collection.mergedInto = try object.optionalText("mergedInto")
    return collection
  }

  private static func journalEntry(_ object: JSONObjectReader) throws -> JournalEntry {
    JournalEntry(
      at: try time(object, "at"),
      operations: try object.elements("operations").enumerated().map { index, element in
        try operation(JSONObjectReader(element, at: object.path.appending("operations").appending(index: index)))
      },
      undoneAt: try optionalTime(object, "undoneAt"))
  }

  /// An operation, requiring the members its kind needs.
  private static func operation(_ object: JSONObjectReader) throws -> JournalOperation {
    let name = try object.text("kind")
    guard let kind = JournalOperation.Kind(rawValue: name) else {
      throw JSONError.shape(
        path: object.path.appending("kind"), reason: "\(JSONWriter.quoted(name)) is not a kind of change")
    }
    func landmark() throws -> Int { try object.integer("landmarkID") }
    func activity() throws -> Activity {
      let text = try object.text("activity")
      guard let activity = Activity(rawValue: text) else {
        throw JSONError.shape(
          path: object.path.appending("activity"), reason: "\(JSONWriter.quoted(text)) is not an activity")
      }
      return activity
    }
    func collection() throws -> String { try object.text("collectionID") }
    switch kind {
    case .marked: return .marked(landmarkID: try landmark(), activity: try activity())
    case .unmarked: return .unmarked(landmarkID: try landmark(), activity: try activity())
    case .memberAdded: return .memberAdded(collectionID: try collection(), landmarkID: try landmark())
    case .memberRemoved: return .memberRemoved(collectionID: try collection(), landmarkID: try landmark())
    case .collectionCreated: return .collectionCreated(collectionID: try collection())
    case .collectionRestored: return .collectionRestored(collectionID: try collection())
    case .collectionDeleted: return .collectionDeleted(collectionID: try collection())
    case .collectionRenamed:
      return .collectionRenamed(
        collectionID: try collection(), from: try object.text("from"), to: try object.text("to"))
    case .collectionDescribed:
      return .collectionDescribed(
        collectionID: try collection(), from: try object.text("from"), to: try object.text("to"))
    case .badgeStackShown: return .badgeStackShown
    case .badgeStackHidden: return .badgeStackHidden
    }
  }

  /// A `{"value", "changedAt"}` pair, the value read by `read`.
  private static func stamped<Value: Codable & Hashable & Sendable>(
    _ object: JSONObjectReader, _ read: (JSONValue, JSONPath) throws -> Value
  ) throws -> Stamped<Value> {
    Stamped(
      try read(object.required("value"), object.path.appending("value")),
      changedAt: try optionalTime(object, "changedAt"))
  }

  /// A time member.
  private static func time(_ object: JSONObjectReader, _ key: String) throws -> Date {
    try date(object.required(key), at: object.path.appending(key))
  }

  /// A time member, `nil` when missing or null.
  private static func optionalTime(_ object: JSONObjectReader, _ key: String) throws -> Date? {
    guard let value = object.present(key) else { return nil }
    return try date(value, at: object.path.appending(key))
  }

  private static func date(_ value: JSONValue, at path: JSONPath) throws -> Date {
    let text = try value.text(at: path)
    guard let date = Self.date(fromText: text) else {
      throw JSONError.shape(
        path: path, reason: "\(JSONWriter.quoted(Excerpt.of(text))) is not a time (expected 2024-05-01T09:30:00.000Z)")
    }
    return date
  }
}
