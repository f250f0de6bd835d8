import Foundation

/// Coastlines as closed rings, traced from a `LandField` by marching squares and simplified by
/// Douglas–Peucker, and written as SVG path data.
///
/// The field's values sit at the dot centres; each square of four of them is one marching cell.
/// A coast crosses a cell's edge where the value passes the threshold, at the point found by
/// linear interpolation between its two ends, so a diagonal coast is a straight line rather than
/// the staircase of a raster. Beyond the field everything is sea, so every ring closes.
struct LandContours: Sendable {
  /// A point in dots from the viewport's top-left corner, y down.
  struct Point: Hashable, Sendable {
    /// Rightward.
    let x: Double
    /// Downward.
    let y: Double
  }

  /// The closed rings, each listed once round without repeating its first point; land lies on
  /// the left going round (in the picture, y down), so islands and lakes wind opposite ways.
  let rings: [[Point]]

  /// A share of land at or above this is land: as the raster map drew it.
  static let threshold = 0.5
  /// Simplification keeps every point within this many dots of the traced line: half a dot, so
  /// the outline stays inside the raster it replaces to within the mask's own precision.
  static let tolerance = 0.5

  /// Traces `field`'s coasts and simplifies them.
  init(field: LandField, threshold: Double = Self.threshold, tolerance: Double = Self.tolerance) {
    let traced = Self.trace(field, threshold: threshold)
    rings = traced.compactMap { ring in
      let simple = Self.simplified(ring, tolerance: tolerance)
      if simple.count >= 3 { return simple }
      // An island of about a dot simplifies away entirely; the raster drew it as one pixel, so
      // it stays as traced (a few points) unless it is a mere speck.
      return abs(Self.area(ring)) >= Self.minimumArea ? ring : nil
    }
  }

  /// The smallest island kept whole when simplification would drop it, in square dots: a dot
  /// of full land traces as a diamond of half a square dot.
  static let minimumArea = 0.25

  /// The signed area of a ring (shoelace formula), in square dots.
  static func area(_ ring: [Point]) -> Double {
    guard let last = ring.last else { return 0 }
    var previous = last
    var twice = 0.0
    for point in ring {
      twice += previous.x * point.y - point.x * previous.y
      previous = point
    }
    return twice / 2
  }

  // MARK: - Marching squares

  /// The lattice of the field padded with one ring of sea: lattice point `i`, `j` is the field's
  /// dot `i - 2`, `j - 2` (so from −2, all sea, to the field's far side plus one), at the dot
  /// centre `i - 1.5`, `j - 1.5` in picture coordinates.
  private struct Lattice {
    /// The field read.
    let field: LandField
    /// Lattice points across.
    let width: Int
    /// Lattice points down.
    let height: Int
    /// The level traced.
    let threshold: Double

    /// The lattice of `field`.
    init(_ field: LandField, threshold: Double) {
      self.field = field
      width = field.width + 2
      height = field.height + 2
      self.threshold = threshold
    }

    /// The value at lattice point `i`, `j`.
    func value(_ i: Int, _ j: Int) -> Double { field.value(column: i - 2, row: j - 2) }

    /// Whether lattice point `i`, `j` is land.
    func isLand(_ i: Int, _ j: Int) -> Bool { value(i, j) >= threshold }

    /// The key of the horizontal edge from `i`, `j` to `i + 1`, `j`.
    func horizontal(_ i: Int, _ j: Int) -> Int { (j * width + i) * 2 }

    /// The key of the vertical edge from `i`, `j` to `i`, `j + 1`.
    func vertical(_ i: Int, _ j: Int) -> Int { (j * width + i) * 2 + 1 }

    /// Where the contour crosses the edge `key`, found from its two ends in one fixed order, so
    /// the two cells sharing the edge agree on the point exactly.
    func crossing(_ key: Int) -> Point {
      let point = key / 2
      let (i, j) = (point % width, point / width)
      let (i2, j2) = key % 2 == 0 ? (i + 1, j) : (i, j + 1)
      let (a, b) = (value(i, j), value(i2, j2))
      // The ends straddle the threshold, so `b - a` is not zero; the guard is for safety only.
      let t = abs(b - a) > 1e-12 ? min(1, max(0, (threshold - a) / (b - a))) : 0.5
      return Point(
        x: Double(i) - 1.5 + t * Double(i2 - i), y: Double(j) - 1.5 + t * Double(j2 - j))
    }
  }

  /// The rings of the `threshold` contour of `field`, unsimplified, in a fixed order: by the
  /// lowest-keyed edge each one crosses.
  static func trace(_ field: LandField, threshold: Double) -> [[Point]] {
    let lattice = Lattice(field, threshold: threshold)
    // Per edge key, the key of the edge the contour goes on to; each crossed edge has exactly
    // one successor, as the two cells beside it walk it in opposite directions.
    var next = [Int32](repeating: -1, count: lattice.width * lattice.height * 2)
    for j in 0..<(lattice.height - 1) {
      for i in 0..<(lattice.width - 1) {
        link(cell: i, j, lattice: lattice, next: &next)
      }
    }
    var rings: [[Point]] = []
    for start in next.indices where next[start] >= 0 {
      var ring: [Point] = []
      var key = start
      while next[key] >= 0 {
        ring.append(lattice.crossing(key))
        let following = Int(next[key])
        next[key] = -1
        key = following
      }
      rings.append(ring)
    }
    return rings
  }

  /// Records the contour segments of the cell whose top-left lattice point is `i`, `j`.
  ///
  /// Going round the cell clockwise (top, right, bottom, left edge), the crossings alternate
  /// between sea-to-land and land-to-sea. A segment runs from a sea-to-land crossing to a
  /// land-to-sea one, which keeps land on its left. With two crossings there is one choice; a
  /// saddle (land at opposite corners only) has four, settled by the cell's mean: land in the
  /// middle joins the land corners, sea in the middle keeps them apart. The same rule in every
  /// cell makes the rings consistent.
  private static func link(cell i: Int, _ j: Int, lattice: Lattice, next: inout [Int32]) {
    let (topLeft, topRight) = (lattice.isLand(i, j), lattice.isLand(i + 1, j))
    let (bottomRight, bottomLeft) = (lattice.isLand(i + 1, j + 1), lattice.isLand(i, j + 1))
    // Nearly every cell is all land or all sea: settled before building anything.
    if topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft { return }
    let corners = [topLeft, topRight, bottomRight, bottomLeft]
    // The edges clockwise; edge k runs from corner k to corner k + 1.
    let edges = [
      lattice.horizontal(i, j), lattice.vertical(i + 1, j), lattice.horizontal(i, j + 1), lattice.vertical(i, j),
    ]
    let seaToLand = (0..<4).filter { !corners[$0] && corners[($0 + 1) % 4] }
    let landToSea = (0..<4).filter { corners[$0] && !corners[($0 + 1) % 4] }
    if seaToLand.count == 1, let from = seaToLand.first, let to = landToSea.first {
      next[edges[from]] = Int32(edges[to])
      return
    }
    // A saddle: land at corners 0 and 2 or at 1 and 3.
    let mean =
      (lattice.value(i, j) + lattice.value(i + 1, j) + lattice.value(i + 1, j + 1) + lattice.value(i, j + 1)) / 4
    let joined = mean >= lattice.threshold
    for from in seaToLand {
      // Joined land cuts off each sea corner: the land-to-sea crossing just before, going
      // clockwise. Apart, each land corner is cut off: the one just after.
      let to = joined ? (from + 3) % 4 : (from + 1) % 4
      next[edges[from]] = Int32(edges[to])
    }
  }

  // MARK: - Simplification

  /// `ring` with the points Douglas–Peucker drops at `tolerance`. A closed ring is split at its
  /// first point and the point farthest from it, and each half simplified as a line.
  static func simplified(_ ring: [Point], tolerance: Double) -> [Point] {
    guard ring.count > 3 else { return ring }
    let first = ring[0]
    var farthest = 0
    var farthestDistance = -1.0
    for (index, point) in ring.enumerated() {
      let distance = (point.x - first.x) * (point.x - first.x) + (point.y - first.y) * (point.y - first.y)
      if distance > farthestDistance { (farthest, farthestDistance) = (index, distance) }
    }
    guard farthest > 0 else { return [first] }
    var keep = [Bool](repeating: false, count: ring.count)
    keep[0] = true
    keep[farthest] = true
    // The closing half ends where the ring started: index `count` stands for point 0.
    markKept(ring, from: 0, to: farthest, tolerance: tolerance, keep: &keep)
    markKept(ring, from: farthest, to: ring.count, tolerance: tolerance, keep: &keep)
    return ring.indices.filter { keep[$0] }.map { ring[$0] }
  }

  /// `line` (open, its ends kept) with the points Douglas–Peucker drops at `tolerance`.
  static func simplifiedLine(_ line: [Point], tolerance: Double) -> [Point] {
    guard line.count > 2 else { return line }
    var keep = [Bool](repeating: false, count: line.count)
    keep[0] = true
    keep[line.count - 1] = true
    markKept(line, from: 0, to: line.count - 1, tolerance: tolerance, keep: &keep)
    return line.indices.filter { keep[$0] }.map { line[$0] }
  }

  /// Marks the points between `from` and `to` (indices into `ring`, `to` up to `ring.count`
  /// for the first point again) that Douglas–Peucker keeps. A stack rather than recursion: a
  /// ring can have a hundred thousand points.
  private static func markKept(_ ring: [Point], from: Int, to: Int, tolerance: Double, keep: inout [Bool]) {
    var stack = [(from, to)]
    while let (start, end) = stack.popLast() {
      guard end - start > 1 else { continue }
      let a = ring[start]
      let b = ring[end % ring.count]
      var worst = start
      var worstDistance = tolerance
      for index in (start + 1)..<end {
        let distance = Self.distance(ring[index], fromSegment: a, b)
        if distance > worstDistance { (worst, worstDistance) = (index, distance) }
      }
      guard worst != start else { continue }
      keep[worst] = true
      stack.append((start, worst))
      stack.append((worst, end))
    }
  }

  /// The distance from `point` to the segment from `a` to `b`.
  static func distance(_ point: Point, fromSegment a: Point, _ b: Point) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length = dx * dx + dy * dy
    let t = length > 0 ? min(1, max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length)) : 0
    let (px, py) = (a.x + t * dx - point.x, a.y + t * dy - point.y)
    return (px * px + py * py).squareRoot()
  }

  // MARK: - Path data

  /// The rings as SVG path data: per ring an `M` or `m` to its first point, `l` with the steps
  /// to the others and `z`, every coordinate in tenths of a dot. Steps are taken between the
  /// rounded points, so rounding never accumulates along a ring; points that round onto the one
  /// before are dropped, and rings left with fewer than three points with them.
  var pathData: String {
    var data = ""
    // Where the pen stands after the last `z`: the first point of the ring closed.
    var pen: (x: Int, y: Int)?
    for ring in rings {
      var points: [(x: Int, y: Int)] = []
      for point in ring {
        let rounded = (x: Int((point.x * 10).rounded()), y: Int((point.y * 10).rounded()))
        if let last = points.last, last == rounded { continue }
        points.append(rounded)
      }
      if let first = points.first, let last = points.last, points.count > 1, first == last { points.removeLast() }
      guard points.count >= 3, let first = points.first else { continue }
      if let pen {
        data += "m" + Self.pair(first.x - pen.x, first.y - pen.y)
      } else {
        data += "M" + Self.pair(first.x, first.y)
      }
      data += "l"
      var previous = first
      for (index, point) in points.dropFirst().enumerated() {
        let step = Self.pair(point.x - previous.x, point.y - previous.y)
        // A minus sign separates numbers by itself; otherwise a space does.
        data += index == 0 || step.hasPrefix("-") ? step : " " + step
        previous = point
      }
      data += "z"
      pen = first
    }
    return data
  }

  /// Two tenths as path numbers, the second separated by a space or its own minus sign.
  private static func pair(_ x: Int, _ y: Int) -> String {
    let second = tenths(y)
    return tenths(x) + (second.hasPrefix("-") ? second : " " + second)
  }

  /// A number of tenths as a decimal: `12.5`, `-0.3`, `7` for a whole number.
  static func tenths(_ value: Int) -> String {
    let sign = value < 0 ? "-" : ""
    let magnitude = value.magnitude
    let whole = magnitude / 10
    let tenth = magnitude % 10
    return tenth == 0 ? sign + String(whole) : sign + String(whole) + "." + String(tenth)
  }
}
