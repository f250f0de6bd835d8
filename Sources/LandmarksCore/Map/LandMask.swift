import Foundation
import LandmarksIndex

/// Which parts of the globe are land, on a regular latitude–longitude grid.
///
/// The built-in mask comes from the `global-land-mask` package (MIT, from NOAA's GLOBE data),
/// downsampled by `scripts/make-land-mask` and kept as base64 text of run lengths, which the
/// build decodes into each row's edges and embeds in a fixed-width text read in place (see
/// `Storage`). Each row is kept as the sorted columns where it changes between ocean and land,
/// so a lookup is a binary search and a row of boxes one walk along the edges (see `Band`).
package struct LandMask: Sendable {
  /// The resource the build embeds.
  static let resource = "LandMask/land-mask.txt"

  /// Cells along a parallel, from 180° W eastward.
  package let columns: Int
  /// Cells along a meridian, from 90° N southward.
  package let rows: Int
  /// Per row, the columns where ocean turns to land or back; every row starts as ocean.
  let storage: Storage

  /// The mask compiled into the binary, read in place: the build decoded the resource's run
  /// lengths into edges (see `Storage`), so a run of `map` or `show` decodes nothing up front.
  package static func builtIn() throws -> LandMask {
    try LandMask(
      columns: embeddedLandMaskColumns, rows: embeddedLandMaskRows, edges: embeddedLandMaskEdges,
      rowStarts: embeddedLandMaskRowStarts, source: resource)
  }

  /// Decodes the text `scripts/make-land-mask` writes (see `LandMaskText`) into arrays. No run
  /// needs this (the build embeds the edges, see `builtIn`); tests hold the two to each other.
  init(text: String, source: String) throws {
    let decoded: LandMaskText
    do throws(LandMaskText.Invalid) {
      decoded = try LandMaskText(decoding: text)
    } catch {
      throw CatalogError.invalidData(source: source, reason: error.reason)
    }
    guard decoded.edges.count < Int(Int32.max) else {
      throw CatalogError.invalidData(source: source, reason: "too many edges")
    }
    columns = decoded.columns
    rows = decoded.rows
    // Every edge is below `columns`, at most UInt16.max, and every start at most the edge count.
    storage = .arrays(
      edges: decoded.edges.map { UInt16(truncatingIfNeeded: $0) },
      rowStarts: decoded.rowStarts.map { Int32(truncatingIfNeeded: $0) })
  }

  /// Whether the cell under a coordinate is land.
  package func isLand(_ coordinate: Coordinate) -> Bool {
    let column = column(coordinate.longitude)
    return landCells(row: row(coordinate.latitude), from: column, to: column + 1) > 0
  }

  /// The share of land in a latitude–longitude box, from up to `sampleRows` of its grid rows.
  ///
  /// `west` to `east` runs eastward and may cross the antimeridian (`east` below `west`). A map
  /// cell much larger than a grid cell asks this instead of sampling one point, so small islands
  /// and thin peninsulas show where they cover enough of the cell, and lakes do not punch holes.
  /// A row of boxes along one band of latitude is cheaper through `band(north:south:sampleRows:)`.
  package func landFraction(north: Double, south: Double, west: Double, east: Double, sampleRows: Int = 3)
    -> Double
  {
    let top = row(max(north, south))
    let bottom = row(min(north, south))
    let span = span(from: column(west), through: column(east))
    let count = Self.sampleCount(sampleRows, top: top, bottom: bottom)
    var land = 0
    for sample in 0..<count {
      let row = Self.sampledRow(sample, of: count, top: top, bottom: bottom)
      if span.upperBound > columns {
        land +=
          landCells(row: row, from: span.lowerBound, to: columns)
          + landCells(row: row, from: 0, to: span.upperBound - columns)
      } else {
        land += landCells(row: row, from: span.lowerBound, to: span.upperBound)
      }
    }
    return Double(land) / Double(span.count * count)
  }

  /// The columns of a box from column `first` through column `last`, eastward: past `columns`
  /// when it crosses the antimeridian, never empty.
  func span(from first: Int, through last: Int) -> Range<Int> {
    last < first ? first..<(last + 1 + columns) : first..<(last + 1)
  }

  /// How many grid rows of `top...bottom` a box samples when asked for `sampleRows`.
  static func sampleCount(_ sampleRows: Int, top: Int, bottom: Int) -> Int {
    min(max(1, sampleRows), bottom - top + 1)
  }

  /// The grid row of sample `sample` of `count`, spread evenly from `top` to `bottom`.
  static func sampledRow(_ sample: Int, of count: Int, top: Int, bottom: Int) -> Int {
    count == 1 ? (top + bottom) / 2 : top + (bottom - top) * sample / (count - 1)
  }

  /// The grid row holding a latitude.
  func row(_ latitude: Double) -> Int {
    let position = (90 - latitude) / 180 * Double(rows)
    guard position.isFinite else { return 0 }
    // Clamped first, the position is never negative: truncating it rounds it down.
    return Int(min(Double(rows - 1), max(0, position)))
  }

  /// The grid column holding a longitude.
  func column(_ longitude: Double) -> Int {
    // Normalizing leaves −180…180 as it is; skipping it there spares a remainder per map dot.
    let normalized = (-180...180).contains(longitude) ? longitude : Coordinate.normalized(longitude)
    let position = (normalized + 180) / 360 * Double(columns)
    guard position.isFinite else { return 0 }
    return Int(min(Double(columns - 1), max(0, position)))
  }

  /// How many land cells lie in columns `from..<to` of a row, found by a binary search: for a
  /// lone box, where decoding the row for a `Band` would read all of it.
  private func landCells(row: Int, from: Int, to: Int) -> Int {
    let edges = edgeRange(ofRow: row)
    // The first edge after `from`: the edges before it say whether `from` is land.
    var low = edges.lowerBound
    var high = edges.upperBound
    while low < high {
      let middle = (low + high) / 2
      if edge(middle) <= from { low = middle + 1 } else { high = middle }
    }
    var isLand = (low - edges.lowerBound) % 2 == 1
    var cursor = from
    var land = 0
    var index = low
    while cursor < to {
      let next = index < edges.upperBound ? min(to, edge(index)) : to
      if isLand { land += next - cursor }
      cursor = next
      isLand.toggle()
      index += 1
    }
    return land
  }
}
