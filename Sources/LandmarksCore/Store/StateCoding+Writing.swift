import Foundation
import LandmarksJSON

/// A `UserState` as the store's document: every member the format names, null where the model has
/// no value (only `mergedInto` is left out when absent, so stores that never met a same-name join
/// keep their bytes).
extension StateCoding {
  /// The document for `state`.
  static func value(of state: UserState) -> JSONValue {
    let activities = state.activities.map { id, records in
      JSONMember(
        key: String(id),
        value: .object(
          records.map { activity, record in
            JSONMember(
              key: activity.rawValue,
              value: object([
                ("changedAt", time(record.changedAt)), ("done", .bool(record.done)),
                ("firstCompletedAt", time(record.firstCompletedAt)),
              ]))
          }))
    }
    return object([
      ("activities", .object(activities)),
      ("badgeStack", stamped(.bool(state.badgeStack.value), state.badgeStack.changedAt)),
      ("collections", .array(state.collections.map(collection))),
      ("journal", .array(state.journal.map(journalEntry))),
      ("schemaVersion", .integer(state.schemaVersion)),
    ])
  }

  private static func collection(_ collection: LandmarkCollection) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("createdAt", time(collection.createdAt)), ("deletedAt", time(collection.deletedAt)),
      ("description", stamped(.string(collection.description.value), collection.description.changedAt)),
      ("id", .string(collection.id)),
      ("members", .array(collection.members.map(member))),
      ("name", stamped(.string(collection.name.value), collection.name.changedAt)),
    ]
    if let joined = collection.mergedInto { members.append(("mergedInto", .string(joined))) }
    return object(members)
  }

  private static func member(_ member: CollectionMember) -> JSONValue {
    object([
      ("addedAt", time(member.addedAt)), ("changedAt", time(member.changedAt)), ("isMember", .bool(member.isMember)),
      ("landmarkID", .integer(member.landmarkID)),
    ])
  }

  private static func journalEntry(_ entry: JournalEntry) -> JSONValue {
    object([
      ("at", time(entry.at)), ("operations", .array(entry.operations.map(operation))),
      ("undoneAt", time(entry.undoneAt)),
    ])
  }

  /// An operation as one flat object with every key present, unused ones null, so scripts see the
  /// same keys for every kind.
  private static func operation(_ operation: JournalOperation) -> JSONValue {
    let (landmark, activity, from, to) = operation.storedFields
    return object([
      ("activity", .nullable(activity?.rawValue)), ("collectionID", .nullable(operation.collectionID)),
      ("from", .nullable(from)), ("kind", .string(operation.kind.rawValue)),
      ("landmarkID", landmark.map { .integer($0) } ?? .null), ("to", .nullable(to)),
    ])
  }

  private static func stamped(_ value: JSONValue, _ changedAt: Date?) -> JSONValue {
    object([("changedAt", time(changedAt)), ("value", value)])
  }

  private static func time(_ date: Date?) -> JSONValue {
    date.map { .string(text(of: $0)) } ?? .null
  }

  private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(members.map { JSONMember(key: $0.0, value: $0.1) })
  }
}
