import Foundation

/// Folding another copy of the store into this one.
///
/// Every rule is a join: the result depends only on the two states, never on which is `self`, and
/// joining a state that is already folded in changes nothing. Each tie has a total order (equal
/// times: done beats not done, the smaller value by its UTF-8 bytes, the smaller id), so
/// `a.merged(with: b)` and `b.merged(with: a)` encode to the same bytes.
extension UserState {
  /// This state joined with `other`: nothing either side recorded is lost, the later change wins.
  ///
  /// Records for landmarks unknown to this catalog are kept like any others: the merge never
  /// consults a catalog. Fields added to the state later keep `self`'s values until a rule exists.
  public func merged(with other: UserState) -> UserState {
    var result = self
    result.schemaVersion = max(schemaVersion, other.schemaVersion)
    result.activities = Self.mergedActivities(activities, other.activities)
    // Equal times: shown wins, the default a new user starts with.
    result.badgeStack = Self.later(badgeStack, other.badgeStack) { $0 && !$1 }
    result.collections = Self.mergedCollections(collections, other.collections)
    return result
  }

  // MARK: - Activities

  /// Both sides' records, landmark by landmark and activity by activity.
  static func mergedActivities(
    _ first: [Int: [Activity: ActivityRecord]], _ second: [Int: [Activity: ActivityRecord]]
  ) -> [Int: [Activity: ActivityRecord]] {
    first.merging(second) { mine, theirs in
      mine.merging(theirs) { mergedRecord($0, $1) }
    }
  }

  /// The later change wins (equal times: done); the first completion is the earlier of the two.
  static func mergedRecord(_ first: ActivityRecord, _ second: ActivityRecord) -> ActivityRecord {
    let winner: ActivityRecord
    if first.changedAt != second.changedAt {
      winner = first.changedAt > second.changedAt ? first : second
    } else {
      winner = first.done || !second.done ? first : second
    }
    let firstCompleted = [first.firstCompletedAt, second.firstCompletedAt].compactMap { $0 }.min()
    return ActivityRecord(done: winner.done, changedAt: winner.changedAt, firstCompletedAt: firstCompleted)
  }

  // MARK: - Stamped values

  /// The value changed last; on equal times the one `prefers` puts first (and, for values it
  /// cannot tell apart, either: they are then the same).
  static func later<Value>(
    _ first: Stamped<Value>, _ second: Stamped<Value>, prefers: (Value, Value) -> Bool
  ) -> Stamped<Value> {
    if first.changedAt != second.changedAt {
      return isEarlier(first.changedAt, than: second.changedAt) ? second : first
    }
    return prefers(second.value, first.value) ? second : first
  }

  /// Text ties go to the smaller value by its UTF-8 bytes: `String`'s own order calls canonically
  /// equivalent spellings equal, which would leave the choice to the argument order.
  static func precedes(_ first: String, _ second: String) -> Bool {
    first.utf8.lexicographicallyPrecedes(second.utf8)
  }

  /// Orders optional times with "never" first.
  static func isEarlier(_ first: Date?, than second: Date?) -> Bool {
    switch (first, second) {
    case (nil, nil): false
    case (nil, _): true
    case (_, nil): false
    case (let first?, let second?): first < second
    }
  }

  // MARK: - Collections

  /// Both sides' collections, joined by id, then same-named live ones joined into one, then every
  /// joined-away collection's members carried into the one it was joined into.
  static func mergedCollections(
    _ first: [LandmarkCollection], _ second: [LandmarkCollection]
  ) -> [LandmarkCollection] {
    var byID: [String: LandmarkCollection] = [:]
    for collection in first + second {
      byID[collection.id] = byID[collection.id].map { joined($0, collection) } ?? collection
    }
    var ordered = byID.values.sorted(by: creationOrder)
    joinSameNames(in: &ordered)
    forwardMembers(in: &ordered)
    return ordered
  }

  /// Favorites first, then by creation time, then by id.
  static func creationOrder(_ first: LandmarkCollection, _ second: LandmarkCollection) -> Bool {
    if first.isFavorites != second.isFavorites { return first.isFavorites }
    if first.createdAt != second.createdAt { return isEarlier(first.createdAt, than: second.createdAt) }
    return precedes(first.id, second.id)
  }

  /// One collection as two copies have it.
  static func joined(_ first: LandmarkCollection, _ second: LandmarkCollection) -> LandmarkCollection {
    let createdAt = isEarlier(second.createdAt, than: first.createdAt) ? second.createdAt : first.createdAt
    var result = LandmarkCollection(
      id: first.id, name: "", createdAt: createdAt, members: mergedMembers(first.members, second.members))
    // Equal times for names and descriptions: the smaller value, so both orders agree.
    result.name = later(first.name, second.name) { precedes($0, $1) }
    result.description = later(first.description, second.description) { precedes($0, $1) }
    // A deletion is the latest change to whether it exists; a live copy has no dated undeletion.
    let deletion = laterDeletion((first.deletedAt, first.mergedInto), (second.deletedAt, second.mergedInto))
    result.deletedAt = deletion.deletedAt
    result.mergedInto = deletion.mergedInto
    return result
  }

  /// The later deletion; on equal times, one that names a survivor, then the smaller survivor id.
  static func laterDeletion(
    _ first: (deletedAt: Date?, mergedInto: String?), _ second: (deletedAt: Date?, mergedInto: String?)
  ) -> (deletedAt: Date?, mergedInto: String?) {
    if first.deletedAt != second.deletedAt {
      return isEarlier(first.deletedAt, than: second.deletedAt) ? second : first
    }
    switch (first.mergedInto, second.mergedInto) {
    case (nil, _): return second
    case (_, nil): return first
    case (let mine?, let theirs?): return precedes(theirs, mine) ? second : first
    }
  }

  /// Live collections whose names now collide become one: the first in creation order survives,
  /// the others become tombstones pointing at it, dated when their names met.
  static func joinSameNames(in collections: inout [LandmarkCollection]) {
    var survivorByName: [String: Int] = [:]
    for index in collections.indices where collections[index].isLive {
      let key = LandmarkCollection.nameKey(collections[index].name.value)
      guard let survivor = survivorByName[key] else {
        survivorByName[key] = index
        continue
      }
      let kept = collections[survivor]
      let joinedAway = collections[index]
      let times = [kept.createdAt, kept.name.changedAt, joinedAway.createdAt, joinedAway.name.changedAt]
      collections[index].deletedAt = times.compactMap { $0 }.max() ?? Date(timeIntervalSince1970: 0)
      collections[index].mergedInto = kept.id
    }
  }

  /// Carries the members of every joined-away collection into the collection it ended up in, so
  /// landmarks another copy added to it after the join still arrive.
  static func forwardMembers(in collections: inout [LandmarkCollection]) {
    var indexByID: [String: Int] = [:]
    for (index, collection) in collections.enumerated() { indexByID[collection.id] = index }
    for index in collections.indices {
      guard var targetID = collections[index].mergedInto else { continue }
      var visited: Set<String> = [collections[index].id]
      while let next = indexByID[targetID].flatMap({ collections[$0].mergedInto }), visited.insert(targetID).inserted {
        targetID = next
      }
      guard let target = indexByID[targetID], target != index else { continue }
      collections[target].members = mergedMembers(collections[target].members, collections[index].members)
    }
  }

  // MARK: - Members

  /// Both sides' member entries, the later change winning for each landmark, in the order added.
  ///
  /// Entries added at the same moment keep the order both sides agree on (one `add` of several
  /// landmarks); where the sides disagree, or for entries only one side has, the smaller id first.
  static func mergedMembers(_ first: [CollectionMember], _ second: [CollectionMember]) -> [CollectionMember] {
    var entries: [Int: CollectionMember] = [:]
    for member in first + second {
      entries[member.landmarkID] = entries[member.landmarkID].map { laterMember($0, member) } ?? member
    }
    // Two identical lists stay as they are, even one a skewed clock left out of time order.
    if first == second, entries.count == first.count { return first }
    var groups: [Date: (first: [Int], second: [Int])] = [:]
    for (side, members) in [first, second].enumerated() {
      var seen = Set<Int>()
      for member in members where entries[member.landmarkID]?.addedAt == member.addedAt {
        guard seen.insert(member.landmarkID).inserted else { continue }
        if side == 0 {
          groups[member.addedAt, default: ([], [])].first.append(member.landmarkID)
        } else {
          groups[member.addedAt, default: ([], [])].second.append(member.landmarkID)
        }
      }
    }
    return groups.keys.sorted().flatMap { time in
      let group = groups[time] ?? ([], [])
      return agreedOrder(group.first, group.second).compactMap { entries[$0] }
    }
  }

  /// The later change to one landmark's membership; equal times: a member beats a removal, then
  /// the later addition.
  static func laterMember(_ first: CollectionMember, _ second: CollectionMember) -> CollectionMember {
    if first.changedAt != second.changedAt { return first.changedAt > second.changedAt ? first : second }
    if first.isMember != second.isMember { return first.isMember ? first : second }
    return second.addedAt > first.addedAt ? second : first
  }

  /// One order for two sequences of ids: each side's order where they agree on the ids both hold,
  /// the smaller id first where either could come next; ascending ids where they disagree.
  static func agreedOrder(_ first: [Int], _ second: [Int]) -> [Int] {
    let inFirst = Set(first)
    let inSecond = Set(second)
    guard first.filter(inSecond.contains) == second.filter(inFirst.contains) else {
      return inFirst.union(inSecond).sorted()
    }
    var order: [Int] = []
    var (i, j) = (0, 0)
    while i < first.count || j < second.count {
      let head = (i < first.count ? first[i] : nil, j < second.count ? second[j] : nil)
      if let mine = head.0, mine == head.1 {
        order.append(mine)
        (i, j) = (i + 1, j + 1)
        continue
      }
      // An id both hold waits until it heads both sides; one side alone holds may go now.
      let free = (
        head.0.flatMap { inSecond.contains($0) ? nil : $0 }, head.1.flatMap { inFirst.contains($0) ? nil : $0 }
      )
      switch free {
      case (let mine?, let theirs?):
        if mine < theirs {
          order.append(mine)
          i += 1
        } else {
          order.append(theirs)
          j += 1
        }
      case (let mine?, nil):
        order.append(mine)
        i += 1
      case (nil, let theirs?):
        order.append(theirs)
        j += 1
      case (nil, nil):
        // Unreachable when the common ids agree; ascending ids rather than a loop that never ends.
        return inFirst.union(inSecond).sorted()
      }
    }
    return order
  }
}
