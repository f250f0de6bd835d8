import Foundation

/// Which parts of the globe are land, on a regular latitude–longitude grid.
///
/// The built-in mask comes from the `global-land-mask` package (MIT, from NOAA's GLOBE data),
/// downsampled by `scripts/make-land-mask` and kept as base64 text of run lengths, which the
/// build embeds as the packed bytes. Each row is
/// kept as the sorted columns where it changes between ocean and land, so a lookup is a binary
/// search and the whole mask is a few hundred kilobytes in memory. Only `map` and `show` decode it.
public struct LandMask: Sendable {
  /// The resource the build embeds.
  static let resource = "LandMask/land-mask.txt"

  /// Cells along a parallel, from 180° W eastward.
  public let columns: Int
  /// Cells along a meridian, from 90° N southward.
  public let rows: Int
  /// Per row, the columns where ocean turns to land or back; every row starts as ocean.
  private let edges: [UInt16]
  /// Where each row's edges start in `edges`; one more entry than rows.
  private let rowStarts: [Int32]

  /// Decodes the mask compiled into the binary: the build turned the resource's base64 into the
  /// packed bytes (see `EmbeddedBytes`), so a run of `map` only walks the run lengths.
  public static func builtIn() throws -> LandMask {
    guard let bytes = EmbeddedBytes.bytes(of: embeddedLandMask) else {
      throw CatalogError.invalidData(source: resource, reason: "the embedded mask is not a literal of bytes")
    }
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
      throw CatalogError.invalidData(source: resource, reason: "no header line")
    }
    return try LandMask(header: bytes[..<newline], packed: bytes[(newline + 1)...], source: resource)
  }

  /// Decodes the text `scripts/make-land-mask` writes: a header line, then base64 of LEB128 run
  /// lengths, alternately ocean and land, row after row.
  init(text: String, source: String) throws {
    let bytes = Array(text.utf8)
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
      throw CatalogError.invalidData(source: source, reason: "no header line")
    }
    guard let packed = Base64.decode(bytes[(newline + 1)...]) else {
      throw CatalogError.invalidData(source: source, reason: "not base64")
    }
    try self.init(header: bytes[..<newline], packed: packed[...], source: source)
  }

  /// Decodes a header line and the LEB128 run lengths it describes.
  private init(header headerBytes: ArraySlice<UInt8>, packed: ArraySlice<UInt8>, source: String) throws {
    func invalid(_ reason: String) -> CatalogError { .invalidData(source: source, reason: reason) }
    let header = String(decoding: headerBytes, as: UTF8.self).split(separator: " ")
    func number(_ key: String) -> Int? {
      header.first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
    }
    guard header.first == "landmask", header.dropFirst().first == "1", let columns = number("columns"),
      let rows = number("rows"), (1...Int(UInt16.max)).contains(columns), rows > 0
    else { throw invalid("unknown header") }
    var edges: [UInt16] = []
    edges.reserveCapacity(rows * 32)
    var rowStarts: [Int32] = [0]
    rowStarts.reserveCapacity(rows + 1)
    var position = 0
    var run = 0
    var shift = 0
    var failure: String?
    for octet in packed {
      guard shift < 28 else {
        failure = "run length too long"
        break
      }
      run |= Int(octet & 0x7F) << shift
      shift += 7
      guard octet & 0x80 == 0 else { continue }
      // Only a row's first run may be empty (a row starting on land); any other would be ambiguous.
      if run == 0 && (position > 0 || edges.count > Int(rowStarts[rowStarts.count - 1])) {
        failure = "an empty run inside row \(rowStarts.count - 1)"
        break
      }
      position += run
      (run, shift) = (0, 0)
      if position < columns {
        edges.append(UInt16(position))
      } else if position == columns {
        position = 0
        rowStarts.append(Int32(edges.count))
      } else {
        failure = "row \(rowStarts.count - 1) is longer than \(columns) columns"
        break
      }
    }
    if let failure { throw invalid(failure) }
    guard position == 0, shift == 0 else { throw invalid("truncated data") }
    guard rowStarts.count == rows + 1 else { throw invalid("\(rowStarts.count - 1) rows, expected \(rows)") }
    self.columns = columns
    self.rows = rows
    self.edges = edges
    self.rowStarts = rowStarts
  }

  /// Whether the cell under a coordinate is land.
  public func isLand(_ coordinate: Coordinate) -> Bool {
    let row = self.row(coordinate.latitude)
    return landCells(row: row, from: column(coordinate.longitude), to: column(coordinate.longitude) + 1) > 0
  }

  /// The share of land in a latitude–longitude box, from up to `sampleRows` of its grid rows.
  ///
  /// `west` to `east` runs eastward and may cross the antimeridian (`east` below `west`). A map
  /// cell much larger than a grid cell asks this instead of sampling one point, so small islands
  /// and thin peninsulas show where they cover enough of the cell, and lakes do not punch holes.
  public func landFraction(north: Double, south: Double, west: Double, east: Double, sampleRows: Int = 3)
    -> Double
  {
    let top = row(max(north, south))
    let bottom = row(min(north, south))
    let first = column(west)
    var last = column(east) + 1
    if last <= first { last += columns }
    let width = last - first
    let count = min(max(1, sampleRows), bottom - top + 1)
    var land = 0
    for sample in 0..<count {
      let row = count == 1 ? (top + bottom) / 2 : top + (bottom - top) * sample / (count - 1)
      if last > columns {
        land += landCells(row: row, from: first, to: columns) + landCells(row: row, from: 0, to: last - columns)
      } else {
        land += landCells(row: row, from: first, to: last)
      }
    }
    return Double(land) / Double(width * count)
  }

  /// The grid row holding a latitude.
  private func row(_ latitude: Double) -> Int {
    let position = ((90 - latitude) / 180 * Double(rows)).rounded(.down)
    guard position.isFinite else { return 0 }
    return Int(min(Double(rows - 1), max(0, position)))
  }

  /// The grid column holding a longitude.
  private func column(_ longitude: Double) -> Int {
    let position = ((Coordinate.normalized(longitude) + 180) / 360 * Double(columns)).rounded(.down)
    guard position.isFinite else { return 0 }
    return Int(min(Double(columns - 1), max(0, position)))
  }

  /// How many land cells lie in columns `from..<to` of a row.
  private func landCells(row: Int, from: Int, to: Int) -> Int {
    let start = Int(rowStarts[row])
    let end = Int(rowStarts[row + 1])
    // The first edge after `from`: the edges before it say whether `from` is land.
    var low = start
    var high = end
    while low < high {
      let middle = (low + high) / 2
      if Int(edges[middle]) <= from { low = middle + 1 } else { high = middle }
    }
    var isLand = (low - start) % 2 == 1
    var cursor = from
    var land = 0
    var index = low
    while cursor < to {
      let next = index < end ? min(to, Int(edges[index])) : to
      if isLand { land += next - cursor }
      cursor = next
      isLand.toggle()
      index += 1
    }
    return land
  }
}
