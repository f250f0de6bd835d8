import Foundation

/// Folding another copy of the store into this one.
///
/// Every rule is a join: the result depends only on the two states, never on which is `self`, and
/// joining a state that is already folded in changes nothing. Each tie has a total order (equal
/// times: done beats not done, the smaller value by its UTF-8 bytes, the smaller id), so
/// `a.merged(with: b)` and `b.merged(with: a)` encode to the same bytes.
///
/// Times are compared as the store file writes them, to the millisecond: a time read back from a
/// file can differ from the one written by less than that, and such a difference must neither pick
/// a winner nor count as a change. Where two values would write the same bytes, `self`'s is kept.
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
    switch compareTimes(first.changedAt, second.changedAt) {
    case .orderedAscending: winner = second
    case .orderedDescending: winner = first
    case .orderedSame: winner = first.done || !second.done ? first : second
    }
    let firstCompleted =
      compareTimes(second.firstCompletedAt, first.firstCompletedAt, absentLast: true) == .orderedAscending
      ? second.firstCompletedAt : first.firstCompletedAt
    return ActivityRecord(done: winner.done, changedAt: winner.changedAt, firstCompletedAt: firstCompleted)
  }

  // MARK: - Stamped values

  /// The value changed last; on equal times the one `prefers` puts first (and, for values it
  /// cannot tell apart, either: they are then the same).
  static func later<Value>(
    _ first: Stamped<Value>, _ second: Stamped<Value>, prefers: (Value, Value) -> Bool
  ) -> Stamped<Value> {
    switch compareTimes(first.changedAt, second.changedAt) {
    case .orderedAscending: second
    case .orderedDescending: first
    case .orderedSame: prefers(second.value, first.value) ? second : first
    }
  }

  /// Text ties go to the smaller value by its UTF-8 bytes: `String`'s own order calls canonically
  /// equivalent spellings equal, which would leave the choice to the argument order.
  static func precedes(_ first: String, _ second: String) -> Bool {
    first.utf8.lexicographicallyPrecedes(second.utf8)
  }

  /// Orders optional times as the store file writes them; "never" first, or last if `absentLast`.
  static func compareTimes(_ first: Date?, _ second: Date?, absentLast: Bool = false) -> ComparisonResult {
    switch (first, second) {
    case (nil, nil): return .orderedSame
    case (nil, _): return absentLast ? .orderedDescending : .orderedAscending
    case (_, nil): return absentLast ? .orderedAscending : .orderedDescending
    case (let first?, let second?):
      let (mine, theirs) = (storedTime(first), storedTime(second))
      return mine == theirs ? .orderedSame : (mine < theirs ? .orderedAscending : .orderedDescending)
    }
  }

  /// The millisecond the store file writes for a time (the extremes for times it cannot spell).
  static func storedTime(_ date: Date) -> Int64 {
    StateCoding.milliseconds(date) ?? (date.timeIntervalSince1970 < 0 ? .min : .max)
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
    let created = compareTimes(first.createdAt, second.createdAt)
    return created == .orderedSame ? precedes(first.id, second.id) : created == .orderedAscending
  }

  /// One collection as two copies have it.
  static func joined(_ first: LandmarkCollection, _ second: LandmarkCollection) -> LandmarkCollection {
    let createdAt =
      compareTimes(second.createdAt, first.createdAt) == .orderedAscending ? second.createdAt : first.createdAt
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
    switch compareTimes(first.deletedAt, second.deletedAt) {
    case .orderedAscending: return second
    case .orderedDescending: return first
    case .orderedSame: break
    }
    switch (first.mergedInto, second.mergedInto) {
    case (nil, nil): return first
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
    // Grouped by the time added as the file writes it.
    var groups: [Int64: (first: [Int], second: [Int])] = [:]
    for (side, members) in [first, second].enumerated() {
      var seen = Set<Int>()
      for member in members {
        guard let entry = entries[member.landmarkID],
          compareTimes(entry.addedAt, member.addedAt) == .orderedSame, seen.insert(member.landmarkID).inserted
        else { continue }
        let time = storedTime(entry.addedAt)
        if side == 0 {
          groups[time, default: ([], [])].first.append(member.landmarkID)
        } else {
          groups[time, default: ([], [])].second.append(member.landmarkID)
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
    switch compareTimes(first.changedAt, second.changedAt) {
    case .orderedAscending: return second
    case .orderedDescending: return first
    case .orderedSame: break
    }
    if first.isMember != second.isMember { return first.isMember ? first : second }
    return compareTimes(second.addedAt, first.addedAt) == .orderedDescending ? second : first
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
