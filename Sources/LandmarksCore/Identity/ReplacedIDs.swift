import LandmarksIndex

/// The ids of the source an import replaces, in ascending order, walked beside the file's ids as the
/// duplicate check reads them back sorted: which places the source already had is a merge of two
/// sorted lists, one step per id on either side, instead of a binary search of the mapped index
/// (twenty scattered reads) for every place of the file.
struct ReplacedIDs {
  /// The source's ids, ascending.
  private let ids: [Int]
  /// The display position of each of `ids`.
  private let positions: [UInt32]
  /// Where the walk stands: every id before it is smaller than the last one asked for.
  private var cursor = 0

  /// The ids `ids` (ascending) at the display positions `positions`.
  init(ids: [Int], positions: [UInt32]) {
    self.ids = ids
    self.positions = positions
  }

  /// The ids of an index's `keys`.
  init(_ keys: IndexKeys) {
    self.init(ids: keys.ids, positions: keys.positions)
  }

  /// The display position of `id` in the replaced source, or `nil` when the source does not hold
  /// it. Ids are asked in ascending order, repeats allowed: each call goes on from where the last
  /// one stopped.
  mutating func position(of id: Int) -> Int? {
    while cursor < ids.count, ids[cursor] < id { cursor += 1 }
    guard cursor < ids.count, ids[cursor] == id, cursor < positions.count else { return nil }
    return Int(positions[cursor])
  }

  /// The ids, ascending, whose positions are not in `kept`: the landmarks the import removes.
  func ids(notIn kept: PositionSet) -> [Int] {
    zip(ids, positions).compactMap { id, position in kept.contains(Int(position)) ? nil : id }
  }
}

/// Which places of the file the replaced source already had, by the order each place was added to
/// the index builder: the slug requests carry that order back (as their sort tie), so a place that
/// keeps its slug finds it without looking its id up again.
struct ReplacementMatches {
  /// 1 + the replaced source's position of each place added, or 0 for a new place; empty when
  /// nothing is replaced.
  private var earlier: [UInt32]
  /// How many landmarks the replaced source holds.
  private let replacedCount: Int
  /// Which of the replaced source's positions the file still holds.
  private(set) var stillPresent: PositionSet
  /// Places the replaced source already had.
  private(set) var updated = 0

  /// No matches yet, for `placeCount` places added and a replaced source of `replacedCount`
  /// landmarks (0 when nothing is replaced).
  init(placeCount: Int, replacedCount: Int) {
    earlier = replacedCount == 0 ? [] : [UInt32](repeating: 0, count: max(0, placeCount))
    self.replacedCount = max(0, replacedCount)
    stillPresent = PositionSet(count: self.replacedCount)
  }

  /// Notes that the place added `sequence`-th (from 0) is the replaced source's landmark at
  /// `position`; either one out of range is ignored.
  mutating func match(placeAdded sequence: Int, replacedPosition position: Int) {
    guard sequence >= 0, sequence < earlier.count, position >= 0, position < replacedCount else { return }
    earlier[sequence] = UInt32(truncatingIfNeeded: position + 1)
    stillPresent.insert(position)
    updated += 1
  }

  /// The handle of the slug the place added `sequence`-th had in the replaced source, which is its
  /// display position there (see `CatalogIndex.slugBytes(atOffset:)`); `nil` for a new place.
  func earlierSlug(ofPlaceAdded sequence: Int) -> UInt32? {
    guard sequence >= 0, sequence < earlier.count else { return nil }
    let handle = earlier[sequence]
    return handle == 0 ? nil : handle - 1
  }
}

/// A set of index positions as one bit each: which of a replaced source's landmarks the new file
/// still holds, in an eighth of a byte per landmark.
struct PositionSet {
  private var words: [UInt64]

  /// An empty set for positions `0 ..< count`.
  init(count: Int) {
    words = Array(repeating: 0, count: (max(0, count) + 63) / 64)
  }

  /// Adds `position`; one outside the range is ignored.
  mutating func insert(_ position: Int) {
    guard position >= 0, position / 64 < words.count else { return }
    words[position / 64] |= 1 << UInt64(position % 64)
  }

  /// Whether `position` was added.
  func contains(_ position: Int) -> Bool {
    guard position >= 0, position / 64 < words.count else { return false }
    return words[position / 64] & (1 << UInt64(position % 64)) != 0
  }
}
