import Foundation

extension UserState {
  /// What changed between two states, as journal operations in a stable order: activities by
  /// landmark and activity, then collections in stored order (creation, restoration, name,
  /// description, members in stored order, deletion), then the badge stack.
  ///
  /// Every command changes the state through `StateStore.update`, which records this diff: a
  /// command cannot forget to journal.
  static func operations(from before: UserState, to after: UserState) -> [JournalOperation] {
    activityOperations(from: before, to: after) + collectionOperations(from: before, to: after)
      + badgeOperations(from: before, to: after)
  }

  /// The latest time stamped on what `operations` changed in this state: when the change was made.
  func latestStamp(of operations: [JournalOperation]) -> Date? {
    operations.compactMap(stamp(of:)).max()
  }

  private static func activityOperations(from before: UserState, to after: UserState) -> [JournalOperation] {
    let landmarks = Set(before.activities.keys).union(after.activities.keys).sorted()
    return landmarks.flatMap { landmark in
      Activity.allCases.compactMap { activity -> JournalOperation? in
        let was = before.activities[landmark]?[activity]?.done == true
        let now = after.activities[landmark]?[activity]?.done == true
        guard was != now else { return nil }
        return now
          ? .marked(landmarkID: landmark, activity: activity) : .unmarked(landmarkID: landmark, activity: activity)
      }
    }
  }

  private static func collectionOperations(from before: UserState, to after: UserState) -> [JournalOperation] {
    var previous: [String: LandmarkCollection] = [:]
    for collection in before.collections { previous[collection.id] = collection }
    var operations: [JournalOperation] = []
    for collection in after.collections {
      let id = collection.id
      let old = previous[id]
      if old == nil, !collection.isLive { continue }
      if old == nil {
        operations.append(.collectionCreated(collectionID: id))
      } else if old?.isLive == false, collection.isLive {
        operations.append(.collectionRestored(collectionID: id))
      }
      if let old, old.name.value != collection.name.value {
        operations.append(.collectionRenamed(collectionID: id, from: old.name.value, to: collection.name.value))
      }
      if let old, old.description.value != collection.description.value {
        operations.append(
          .collectionDescribed(collectionID: id, from: old.description.value, to: collection.description.value))
      }
      let wasIn = Set(old?.landmarkIDs ?? [])
      let isIn = Set(collection.landmarkIDs)
      for member in collection.members where wasIn.contains(member.landmarkID) != isIn.contains(member.landmarkID) {
        operations.append(
          isIn.contains(member.landmarkID)
            ? .memberAdded(collectionID: id, landmarkID: member.landmarkID)
            : .memberRemoved(collectionID: id, landmarkID: member.landmarkID))
      }
      if old?.isLive == true, !collection.isLive {
        operations.append(.collectionDeleted(collectionID: id))
      }
    }
    return operations
  }

  private static func badgeOperations(from before: UserState, to after: UserState) -> [JournalOperation] {
    guard before.badgeStack.value != after.badgeStack.value else { return [] }
    return [after.badgeStack.value ? .badgeStackShown : .badgeStackHidden]
  }

  /// When this state says the operation's subject last changed.
  private func stamp(of operation: JournalOperation) -> Date? {
    let collection = operation.collectionID.flatMap { id in collections.first { $0.id == id } }
    switch operation {
    case .marked(let landmark, let activity), .unmarked(let landmark, let activity):
      return activities[landmark]?[activity]?.changedAt
    case .memberAdded(_, let landmark), .memberRemoved(_, let landmark):
      return collection?.members.first { $0.landmarkID == landmark }?.changedAt
    case .collectionCreated: return collection?.createdAt
    case .collectionRestored, .collectionRenamed: return collection?.name.changedAt
    case .collectionDeleted: return collection?.deletedAt
    case .collectionDescribed: return collection?.description.changedAt
    case .badgeStackShown, .badgeStackHidden: return badgeStack.changedAt
    }
  }
}
