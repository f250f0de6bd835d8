import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// The tracing of the SVG map's coasts on fields whose outline is known.
@Suite("Map land outlines")
struct LandContoursTests {
  /// A field `size` square, land (1) where `isLand` says, sea elsewhere.
  private func field(size: Int, isLand: (Int, Int) -> Bool) -> LandField {
    LandField(rows: (0..<size).map { row in (0..<size).map { column in isLand(column, row) ? 1 : 0 } })
  }

  @Test("a square of land is one closed ring round it, its corners cut by the interpolation")
  func square() {
    // Field columns 3...6 are land: dot centres 2.5...5.5 in picture coordinates.
    let square = field(size: 10) { (3...6).contains($0) && (3...6).contains($1) }
    let traced = LandContours.trace(square, threshold: LandContours.threshold)
    #expect(traced.count == 1)
    let ring = traced[0]
    // Half-way between the last land centre and the first sea centre on every side.
    #expect(abs((ring.map(\.x).min() ?? 0) - 2) < 1e-9 && abs((ring.map(\.x).max() ?? 0) - 6) < 1e-9)
    #expect(abs((ring.map(\.y).min() ?? 0) - 2) < 1e-9 && abs((ring.map(\.y).max() ?? 0) - 6) < 1e-9)
    // 4 × 4 less the four corner triangles marching squares cuts (legs of half a dot).
    #expect(abs(abs(LandContours.area(ring)) - 15.5) < 1e-9)
    // Simplified, its straight sides are a point at each end, its area within half a dot of it.
    let simple = LandContours(field: square).rings
    #expect(simple.count == 1 && simple[0].count >= 4 && simple[0].count <= 8)
    #expect(abs(abs(LandContours.area(simple[0])) - 15.5) < 0.5 * 16)
  }

  @Test("land with a lake is two rings wound opposite ways, which evenodd fills as a ring")
  func lake() {
    let contours = LandContours(
      field: field(size: 12) { column, row in
        (2...9).contains(column) && (2...9).contains(row) && !((5...6).contains(column) && (5...6).contains(row))
      })
    #expect(contours.rings.count == 2)
    let areas = contours.rings.map(LandContours.area)
    #expect(areas[0] * areas[1] < 0)
  }

  @Test("the coast crosses an edge where the values pass 0.5, by linear interpolation")
  func interpolation() {
    // Every row: sea, 0.25, 0.75, then land to the end of the field.
    let row = [0, 0.25, 0.75, 1, 1, 1, 1, 1]
    let contours = LandContours(field: LandField(rows: Array(repeating: row, count: 8)))
    #expect(contours.rings.count == 1)
    let ring = contours.rings[0]
    // Between the centres of field columns 1 (x 0.5, 0.25) and 2 (x 1.5, 0.75): x 1.0.
    #expect(abs((ring.map(\.x).min() ?? 0) - 1) < 1e-9)
    // The straight coast is simplified to its ends.
    #expect(ring.count <= 8)
  }

  @Test("a saddle joins its land corners when the cell's mean is land, parts them when it is sea")
  func saddles() {
    let joined = LandContours(field: LandField(rows: [[0, 0, 0, 0], [0, 1, 0.2, 0], [0, 0.2, 1, 0], [0, 0, 0, 0]]))
    #expect(joined.rings.count == 1)
    let apart = LandContours(field: LandField(rows: [[0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0.9, 0], [0, 0, 0, 0]]))
    #expect(apart.rings.count == 2)
  }

  @Test("an island of one dot stays (the raster drew it), a speck of it does not")
  func islands() {
    #expect(LandContours(field: LandField(rows: [[0, 0, 0], [0, 1, 0], [0, 0, 0]])).rings.count == 1)
    #expect(LandContours(field: LandField(rows: [[0, 0, 0], [0, 0.6, 0], [0, 0, 0]])).rings.isEmpty)
  }

  @Test("simplification keeps every traced point within half a dot of the outline")
  func simplification() {
    let radius = 20.0
    let disc = field(size: 50) { column, row in
      let (dx, dy) = (Double(column) - 25, Double(row) - 25)
      return dx * dx + dy * dy <= radius * radius
    }
    let traced = LandContours.trace(disc, threshold: LandContours.threshold)
    let simple = LandContours(field: disc)
    #expect(traced.count == 1 && simple.rings.count == 1)
    let ring = simple.rings[0]
    #expect(ring.count < traced[0].count / 3)
    for point in traced[0] {
      let nearest = zip(ring, ring.dropFirst() + ring.prefix(1)).map {
        LandContours.distance(point, fromSegment: $0.0, $0.1)
      }.min()
      #expect((nearest ?? .infinity) <= LandContours.tolerance + 1e-9)
    }
  }

  @Test("path data: one M then m per ring, steps in tenths, each ring closed with z")
  func pathData() {
    let contours = LandContours(
      field: field(size: 14) { column, row in
        ((2...4).contains(column) && (2...4).contains(row)) || ((8...11).contains(column) && (7...11).contains(row))
      })
    let data = contours.pathData
    #expect(contours.rings.count == 2)
    #expect(data.hasPrefix("M"))
    #expect(data.filter { $0 == "M" }.count == 1 && data.filter { $0 == "m" }.count == 1)
    #expect(data.filter { $0 == "z" }.count == 2 && data.hasSuffix("z"))
    #expect(LandContours.tenths(125) == "12.5" && LandContours.tenths(120) == "12" && LandContours.tenths(-3) == "-0.3")
  }

  @Test("a zoomed map's coast runs diagonally between the mask's cells, not in its stairs")
  func zoomedIsSmooth() throws {
    // Mount Fuji's 30 km: a mask cell (2 arc minutes, ~3.7 km) is ~60 dots of the 960-dot map.
    let fuji = Coordinate(latitude: 35.3606, longitude: 138.7274)
    let frame = MapFrame.around(fuji, radiusKm: 30)
    let viewport = MapViewport(frame: frame, columns: 480, maxRows: 240)
    let contours = LandContours(field: LandField(viewport: viewport, mask: try LandMask.builtIn()))
    let steps = contours.rings.flatMap { ring in zip(ring, ring.dropFirst() + ring.prefix(1)) }
    #expect(!steps.isEmpty)
    // A raster's outline is all horizontal and vertical steps; the interpolated one is not.
    let diagonal = steps.filter { abs($0.0.x - $0.1.x) > 0.5 && abs($0.0.y - $0.1.y) > 0.5 }
    #expect(Double(diagonal.count) > Double(steps.count) * 0.3)
  }
}
