import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// The file's ids, sorted, walked beside the replaced source's: every match found, as a lookup of
/// each id would find it, and the landmarks left over are the ones removed.
@Suite struct ReplacedIDsTests {
  /// The source's ids (ascending) and their positions: id `ids[k]` at `positions[k]`.
  static let ids = [-7, 3, 10, 11, 250, 100_000, 1 << 52]
  static let positions: [UInt32] = [4, 0, 6, 2, 1, 5, 3]

  @Test func matchesAddedAndRemovedIDs() {
    var replaced = ReplacedIDs(ids: Self.ids, positions: Self.positions)
    // Asked in ascending order: some the source has, some it does not (added), some skipped (removed).
    let asked = [-8, -7, 4, 10, 10, 12, 250, 1 << 53]
    let found = asked.map { replaced.position(of: $0) }
    #expect(found == [nil, 4, nil, 6, 6, nil, 1, nil])
    var kept = PositionSet(count: Self.ids.count)
    for position in found.compactMap({ $0 }) { kept.insert(position) }
    #expect(replaced.ids(notIn: kept) == [3, 11, 100_000, 1 << 52])
  }

  @Test func everythingAddedOrEverythingRemoved() {
    var empty = ReplacedIDs(ids: [], positions: [])
    #expect([1, 2, 3].map { empty.position(of: $0) } == [nil, nil, nil])
    #expect(empty.ids(notIn: PositionSet(count: 0)).isEmpty)
    let untouched = ReplacedIDs(ids: Self.ids, positions: Self.positions)
    #expect(untouched.ids(notIn: PositionSet(count: Self.ids.count)) == Self.ids)
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func aWalkFindsWhatABinarySearchFinds(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let source = Set((0..<500).map { _ in Int.random(in: -1_000...1_000, using: &random) }).sorted()
    var positions = (0..<source.count).map(UInt32.init)
    positions.shuffle(using: &random)
    let byID = Dictionary(uniqueKeysWithValues: zip(source, positions.map(Int.init)))
    // The file: some of the source's ids, some new ones, a few twice; sorted as the check reads them.
    let file =
      (source.filter { _ in Bool.random(using: &random) }
      + (0..<200).map { _ in Int.random(in: -1_200...1_200, using: &random) }).sorted()
    var replaced = ReplacedIDs(ids: source, positions: positions)
    var kept = PositionSet(count: source.count)
    for id in file {
      let position = replaced.position(of: id)
      #expect(position == byID[id], "\(id)")
      if let position { kept.insert(position) }
    }
    let found = Set(file)
    #expect(replaced.ids(notIn: kept) == source.filter { !found.contains($0) })
  }

  @Test func matchesAreFoundByTheOrderPlacesWereAdded() {
    var matches = ReplacementMatches(placeCount: 4, replacedCount: 3)
    matches.match(placeAdded: 2, replacedPosition: 0)
    matches.match(placeAdded: 0, replacedPosition: 2)
    // Out of range on either side: ignored.
    matches.match(placeAdded: 9, replacedPosition: 1)
    matches.match(placeAdded: 1, replacedPosition: 3)
    #expect((0..<5).map { matches.earlierSlug(ofPlaceAdded: $0) } == [2, nil, 0, nil, nil])
    #expect(matches.updated == 2)
    #expect([0, 1, 2].map { matches.stillPresent.contains($0) } == [true, false, true])
  }

  @Test func nothingReplacedMatchesNothing() {
    var matches = ReplacementMatches(placeCount: 3, replacedCount: 0)
    matches.match(placeAdded: 0, replacedPosition: 0)
    #expect(matches.updated == 0 && matches.earlierSlug(ofPlaceAdded: 0) == nil)
  }
}
