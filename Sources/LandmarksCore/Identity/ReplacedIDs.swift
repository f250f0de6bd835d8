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
