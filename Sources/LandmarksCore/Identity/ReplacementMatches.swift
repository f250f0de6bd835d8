/// Which places of the file the replaced source already had, by the order each place was added to
/// the index builder: the slug requests carry that order back (as their sort tie), so a place that
/// keeps its slug finds it without looking its id up again.
struct ReplacementMatches {
  /// 1 + the replaced source's position of each place added, or 0 for a new place; empty when
  /// nothing is replaced.
  private var earlier: [UInt32]
  /// Where the slug of each of the replaced source's landmarks lies, by its position.
  private let slugOffsets: [UInt32]
  /// Which of the replaced source's positions the file still holds.
  private(set) var stillPresent: PositionSet
  /// Places the replaced source already had.
  private(set) var updated = 0

  /// No matches yet, for `placeCount` places added and a replaced source whose slugs lie at
  /// `slugOffsets` (one per landmark, by position; empty when nothing is replaced).
  init(placeCount: Int, slugOffsets: [UInt32]) {
    earlier = slugOffsets.isEmpty ? [] : [UInt32](repeating: 0, count: max(0, placeCount))
    self.slugOffsets = slugOffsets
    stillPresent = PositionSet(count: slugOffsets.count)
  }

  /// Notes that the place added `sequence`-th (from 0) is the replaced source's landmark at
  /// `position`; either one out of range is ignored.
  mutating func match(placeAdded sequence: Int, replacedPosition position: Int) {
    guard sequence >= 0, sequence < earlier.count, position >= 0, position < slugOffsets.count else { return }
    earlier[sequence] = UInt32(truncatingIfNeeded: position + 1)
    stillPresent.insert(position)
    updated += 1
  }

  /// Where the slug the place added `sequence`-th had in the replaced source lies among its
  /// strings; `nil` for a new place.
  func earlierSlug(ofPlaceAdded sequence: Int) -> UInt32? {
    guard sequence >= 0, sequence < earlier.count else { return nil }
    let position = Int(earlier[sequence]) - 1
    guard position >= 0, position < slugOffsets.count else { return nil }
    return slugOffsets[position]
  }
}
