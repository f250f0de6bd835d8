import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// The built-in mask read in place and walked by cursors, held to the text's decoded arrays and to
/// the binary search per box that `landFraction` did before.
@Suite("Land mask: in place and by cursor")
struct LandMaskCursorTests {
  /// The built-in mask, read in place from the build's literals.
  private let embedded: LandMask
  /// The same mask decoded from the resource's text into arrays.
  private let decoded: LandMask

  init() throws {
    embedded = try LandMask.builtIn()
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Resources/LandMask/land-mask.txt")
    decoded = try LandMask(text: try String(contentsOf: file, encoding: .utf8), source: "test")
  }

  @Test("the embedded mask has every row's edges the resource's text decodes to")
  func everyRowsEdges() {
    guard case .embedded = embedded.storage, case .arrays = decoded.storage else {
      Issue.record("the built-in mask is not read in place, or the text's not decoded")
      return
    }
    #expect(embedded.columns == decoded.columns && embedded.rows == decoded.rows)
    var differing: [Int] = []
    for row in 0..<decoded.rows where edges(of: embedded, row: row) != edges(of: decoded, row: row) {
      differing.append(row)
    }
    #expect(differing.isEmpty, "rows \(differing.prefix(10))")
    #expect(edges(of: embedded, row: 0).isEmpty, "the top row is ocean")
    #expect(!edges(of: embedded, row: 1_700).isEmpty, "40° N crosses land")
  }

  @Test("land fractions equal a binary search per box, on random boxes", arguments: [1, 2, 3, 7])
  func randomBoxes(sampleRows: Int) {
    var random = SeededGenerator(seed: UInt64(sampleRows))
    for _ in 0..<1_500 {
      let north = Double.random(in: -90...90, using: &random)
      let south = north - Double.random(in: 0...(Bool.random(using: &random) ? 0.5 : 30), using: &random)
      let west = Double.random(in: -200...200, using: &random)
      let east = west + Double.random(in: 0...(Bool.random(using: &random) ? 0.2 : 120), using: &random)
      let expected = reference(decoded, north: north, south: south, west: west, east: east, sampleRows: sampleRows)
      #expect(
        embedded.landFraction(north: north, south: south, west: west, east: east, sampleRows: sampleRows)
          == expected, "\(north) \(south) \(west) \(east)")
      #expect(
        decoded.landFraction(north: north, south: south, west: west, east: east, sampleRows: sampleRows)
          == expected)
    }
  }

  @Test("a band asked box after box, as a map row is, equals a binary search per box", arguments: [1, 3, 5])
  func randomBands(sampleRows: Int) {
    var random = SeededGenerator(seed: 100 + UInt64(sampleRows))
    // One band moved from latitude to latitude, as a map moves it from row to row.
    var band = embedded.band(north: 90, south: -90, sampleRows: sampleRows)
    for _ in 0..<150 {
      let north = Double.random(in: -90...90, using: &random)
      let south = north - Double.random(in: 0...3, using: &random)
      band.select(north: north, south: south)
      let width = Double.random(in: 0.01...4, using: &random)
      // Eastward from anywhere, past the antimeridian at times, with now and then a jump back.
      var west = Double.random(in: -180...180, using: &random)
      for _ in 0..<60 {
        if Int.random(in: 0..<20, using: &random) == 0 { west -= Double.random(in: 0...90, using: &random) }
        let east = west + width
        let expected = reference(decoded, north: north, south: south, west: west, east: east, sampleRows: sampleRows)
        #expect(band.fraction(west: west, east: east) == expected, "\(north) \(south) \(west) \(east)")
        west = east
      }
    }
  }

  @Test("land under random points equals the cell a binary search finds")
  func randomPoints() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<5_000 {
      let coordinate = Coordinate(
        latitude: Double.random(in: -90...90, using: &random), longitude: Double.random(in: -540...540, using: &random))
      let row = decoded.row(coordinate.latitude)
      let column = referenceColumn(decoded, coordinate.longitude)
      let expected = landCells(decoded, row: row, from: column, to: column + 1) == 1
      #expect(embedded.isLand(coordinate) == expected, "\(coordinate)")
      #expect(decoded.isLand(coordinate) == expected)
    }
  }

  @Test("embedded edges of the wrong length are refused, and damaged row starts read as ocean")
  func damagedLiterals() throws {
    // One row of 4 columns, land in columns 1 and 2: edges 1 and 3 ("$" is 1, "&" is 3).
    let good = try LandMask(columns: 4, rows: 1, edges: "##$##&", rowStarts: "#######%", source: "test")
    #expect(good.landFraction(north: 90, south: -90, west: -180, east: 179) == 0.5)
    #expect(throws: CatalogError.self) {
      try LandMask(columns: 4, rows: 1, edges: "##$##", rowStarts: "#######%", source: "test")
    }
    #expect(throws: CatalogError.self) {
      try LandMask(columns: 4, rows: 2, edges: "##$##&", rowStarts: "#######%", source: "test")
    }
    #expect(throws: CatalogError.self) {
      try LandMask(columns: 4, rows: 1, edges: "##$##&", rowStarts: "#######$", source: "test")
    }
    #expect(throws: CatalogError.self) {
      try LandMask(columns: 0, rows: 1, edges: "", rowStarts: "########", source: "test")
    }
    // The middle row start points past the edges, and an edge lies past the row's end: no trap.
    let damaged = try LandMask(columns: 4, rows: 2, edges: "##$cc&", rowStarts: "####cccc###%", source: "test")
    #expect(damaged.landFraction(north: 90, south: 0.1, west: -180, east: 179) == 0)
    #expect(!damaged.isLand(Coordinate(latitude: -45, longitude: 0)))
    var band = damaged.band(north: 0, south: -90)
    #expect(band.fraction(west: -180, east: 179).isFinite)
  }

  /// A row's edges, through the accessors every lookup uses.
  private func edges(of mask: LandMask, row: Int) -> [Int] {
    mask.edgeRange(ofRow: row).map(mask.edge)
  }

  /// `landFraction` as it was before cursors: a binary search of each sampled row per box.
  private func reference(
    _ mask: LandMask, north: Double, south: Double, west: Double, east: Double, sampleRows: Int
  ) -> Double {
    let top = mask.row(max(north, south))
    let bottom = mask.row(min(north, south))
    let first = referenceColumn(mask, west)
    var last = referenceColumn(mask, east) + 1
    if last <= first { last += mask.columns }
    let count = min(max(1, sampleRows), bottom - top + 1)
    var land = 0
    for sample in 0..<count {
      let row = count == 1 ? (top + bottom) / 2 : top + (bottom - top) * sample / (count - 1)
      if last > mask.columns {
        land +=
          landCells(mask, row: row, from: first, to: mask.columns)
          + landCells(mask, row: row, from: 0, to: last - mask.columns)
      } else {
        land += landCells(mask, row: row, from: first, to: last)
      }
    }
    return Double(land) / Double((last - first) * count)
  }

  /// The grid column of a longitude as it was found before, always normalizing it.
  private func referenceColumn(_ mask: LandMask, _ longitude: Double) -> Int {
    let position = ((Coordinate.normalized(longitude) + 180) / 360 * Double(mask.columns)).rounded(.down)
    guard position.isFinite else { return 0 }
    return Int(min(Double(mask.columns - 1), max(0, position)))
  }

  /// How many land cells lie in columns `from..<to` of a row, by a binary search for `from`.
  private func landCells(_ mask: LandMask, row: Int, from: Int, to: Int) -> Int {
    let edges = edges(of: mask, row: row)
    var low = 0
    var high = edges.count
    while low < high {
      let middle = (low + high) / 2
      if edges[middle] <= from { low = middle + 1 } else { high = middle }
    }
    var isLand = low % 2 == 1
    var cursor = from
    var land = 0
    var index = low
    while cursor < to {
      let next = index < edges.count ? min(to, edges[index]) : to
      if isLand { land += next - cursor }
      cursor = next
      isLand.toggle()
      index += 1
    }
    return land
  }
}
