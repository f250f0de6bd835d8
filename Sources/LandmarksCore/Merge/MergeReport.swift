import Foundation

/// What a merge changed in this copy of the store, as a person sees it.
///
/// Worked out by comparing the state before with the state after, so it describes exactly what
/// was (or, for a dry run, would be) written.
public struct MergeReport: Hashable, Sendable {
  /// Two same-named collections that this merge made one.
  public struct Join: Hashable, Sendable {
    /// The name they shared, as the surviving collection spells it.
    public let name: String
    /// The id of the collection that lives on.
    public let keptID: String
    /// The id of the collection joined into it, now a tombstone pointing at the survivor.
    public let joinedID: String
  }

  /// Activities done now that were not done before.
  public let activitiesMarked: Int
  /// Activities done before that the other copy unmarked later.
  public let activitiesUnmarked: Int
  /// Landmarks added to Favorites.
  public let favoritesAdded: Int
  /// Landmarks removed from Favorites.
  public let favoritesRemoved: Int
  /// Collections that appeared.
  public let collectionsAdded: Int
  /// Collections that the other copy deleted.
  public let collectionsDeleted: Int
  /// Collections whose name changed.
  public let collectionsRenamed: Int
  /// Collections whose description changed.
  public let collectionsDescribed: Int
  /// Landmarks added to collections that were already there (Favorites aside).
  public let membersAdded: Int
  /// Landmarks removed from collections that are still there (Favorites aside).
  public let membersRemoved: Int
  /// Same-named collections made one by this merge.
  public let joins: [Join]
  /// The badge stack's new setting (true: shown), when it changed.
  public let badgeStackShown: Bool?
  /// Whether anything at all changed, history that no view shows included.
  public let changed: Bool

  /// Compares `before` and `after` (the merge of `before` with `other`).
  public init(before: UserState, other: UserState, after: UserState) {
    var marked = 0
    var unmarked = 0
    for landmarkID in Set(before.activities.keys).union(after.activities.keys) {
      let done = Set(before.doneActivities(at: landmarkID))
      let now = Set(after.doneActivities(at: landmarkID))
      marked += now.subtracting(done).count
      unmarked += done.subtracting(now).count
    }
    activitiesMarked = marked
    activitiesUnmarked = unmarked
    let favoritesBefore = Set(before.favorites.landmarkIDs)
    let favoritesAfter = Set(after.favorites.landmarkIDs)
    favoritesAdded = favoritesAfter.subtracting(favoritesBefore).count
    favoritesRemoved = favoritesBefore.subtracting(favoritesAfter).count
    joins = Self.joins(before: before, other: other, after: after)
    let collections = Self.collectionChanges(before: before, after: after)
    collectionsAdded = collections.added
    collectionsDeleted = collections.deleted
    collectionsRenamed = collections.renamed
    collectionsDescribed = collections.described
    membersAdded = collections.membersAdded
    membersRemoved = collections.membersRemoved
    badgeStackShown = before.badgeStack.value == after.badgeStack.value ? nil : after.badgeStack.value
    changed = before != after
  }

  /// Whether anything a view shows changed.
  public var changesSomethingVisible: Bool {
    activitiesMarked + activitiesUnmarked + favoritesAdded + favoritesRemoved + collectionsAdded
      + collectionsDeleted + collectionsRenamed + collectionsDescribed + membersAdded + membersRemoved
      + joins.count > 0 || badgeStackShown != nil
  }

  /// Tombstones pointing at a survivor that neither side had pointing anywhere: joined just now.
  private static func joins(before: UserState, other: UserState, after: UserState) -> [Join] {
    let earlier = Dictionary(
      (before.collections + other.collections).map { ($0.id, $0.mergedInto != nil) }, uniquingKeysWith: { $0 || $1 })
    return after.collections.compactMap { collection in
      guard let survivorID = collection.mergedInto, earlier[collection.id] != true else { return nil }
      let survivor = after.collections.first { $0.id == survivorID }
      return Join(name: survivor?.name.value ?? collection.name.value, keptID: survivorID, joinedID: collection.id)
    }
  }

  /// Collection counts, Favorites aside: each live collection after is compared with the one it
  /// was before, its own id or a collection this merge joined into it.
  private static func collectionChanges(before: UserState, after: UserState) -> (
    added: Int, deleted: Int, renamed: Int, described: Int, membersAdded: Int, membersRemoved: Int
  ) {
    let liveBefore = before.liveCollections.filter { !$0.isFavorites }
    let liveAfter = after.liveCollections.filter { !$0.isFavorites }
    var afterByID: [String: LandmarkCollection] = [:]
    for collection in after.collections { afterByID[collection.id] = collection }
    let liveAfterIDs = Set(liveAfter.map(\.id))
    /// Where a collection ended up: itself, or the survivor a chain of joins leads to.
    func destination(of id: String) -> String {
      var current = id
      var visited: Set<String> = []
      while let next = afterByID[current]?.mergedInto, visited.insert(current).inserted { current = next }
      return current
    }
    var counts = (added: 0, deleted: 0, renamed: 0, described: 0, membersAdded: 0, membersRemoved: 0)
    for collection in liveAfter {
      let counterpart =
        liveBefore.first { $0.id == collection.id } ?? liveBefore.first { destination(of: $0.id) == collection.id }
      guard let counterpart else {
        counts.added += 1
        continue
      }
      if counterpart.name.value != collection.name.value { counts.renamed += 1 }
      if counterpart.description.value != collection.description.value { counts.described += 1 }
      let membersBefore = Set(counterpart.landmarkIDs)
      let membersAfter = Set(collection.landmarkIDs)
      counts.membersAdded += membersAfter.subtracting(membersBefore).count
      counts.membersRemoved += membersBefore.subtracting(membersAfter).count
    }
    for collection in liveBefore where !liveAfterIDs.contains(destination(of: collection.id)) {
      counts.deleted += 1
    }
    return counts
  }
}
