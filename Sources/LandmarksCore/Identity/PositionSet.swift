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
