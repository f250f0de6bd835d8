import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

@Suite("Edit distance within a limit")
struct EditDistanceTests {
  /// The whole optimal-string-alignment table, with no limit and no early exit.
  private static func reference(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  @Test(
    "Known pairs",
    arguments: [
      ("fuji", "fuji", 0), ("fuij", "fuji", 1), ("fuj", "fuji", 1), ("kyoto", "tokyo", 4), ("", "abc", 3),
      ("machu pichu", "machu picchu", 1), ("ab", "ba", 1), ("ca", "abc", 3),
    ])
  func knownPairs(_ a: String, _ b: String, _ expected: Int) {
    let (left, right) = (Array(a.unicodeScalars), Array(b.unicodeScalars))
    #expect(EditDistance.distance(left, right, limit: 9) == expected)
    #expect(EditDistance.distance(left, right, limit: expected) == expected)
    if expected > 0 { #expect(EditDistance.distance(left, right, limit: expected - 1) == nil) }
  }

  @Test("Random pairs agree with the whole table, in arrays and in slices, with rows reused")
  func randomPairs() {
    // Seeded, so a failure can be replayed; a small alphabet makes swaps and near misses common.
    var state: UInt64 = 20_261_201
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var rows: [Int] = []
    for _ in 0..<3_000 {
      let a = (0..<next(9)).map { _ in UInt32(97 + next(4)) }
      let b = (0..<next(12)).map { _ in UInt32(97 + next(4)) }
      let expected = Self.reference(a, b)
      let limit = next(4)
      let wanted = expected <= limit ? expected : nil
      let scalars = (a.compactMap(Unicode.Scalar.init), b.compactMap(Unicode.Scalar.init))
      #expect(EditDistance.distance(scalars.0, scalars.1, limit: limit) == wanted, "\(a) \(b) \(limit)")
      // A slice that does not start at zero, as a search reads names out of one shared buffer.
      let padded = [0, 0] + b + [0]
      #expect(
        EditDistance.distance(a[...], padded[2..<(2 + b.count)], limit: limit, rows: &rows) == wanted,
        "\(a) \(b) \(limit)")
    }
  }
}
