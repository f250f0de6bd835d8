import Foundation
import LandmarksCore

/// How much of the area around each dot centre of a viewport is land, from 0 to 1: the smooth
/// field the SVG's coastlines are traced from (see `LandContours`).
///
/// It holds one dot more than the viewport on every side, so a coast running off the edge is
/// traced past it and the frame's clip cuts it cleanly. A dot covering many mask cells gets the
/// share of land in its box; a dot smaller than a mask cell (a zoomed-in map) gets the mask's
/// cells interpolated at its centre, so the traced outline runs diagonally between cell centres
/// instead of stepping along the mask's fixed grid.
struct LandField: Sendable {
  /// Values across: the viewport's dots plus one each side.
  let width: Int
  /// Values down: the viewport's dots plus one each side.
  let height: Int
  /// Row by row; index `(row + 1) * width + column + 1` is the dot at `column`, `row`.
  private(set) var values: [Double]

  /// How many grid rows a box samples at most: a world-map dot spans about eleven, and four
  /// give its share of land in steps of a quarter row, enough for a smooth contour.
  static let sampleRows = 4

  /// The field of `viewport` read from `mask`.
  init(viewport: MapViewport, mask: LandMask) {
    width = viewport.dotsWide + 2
    height = viewport.dotsHigh + 2
    values = [Double](repeating: 0, count: width * height)
    switch viewport.frame.projection {
    case .equalEarth, .equirectangular: fillAlongParallels(viewport: viewport, mask: mask)
    case .polar: fillDotByDot(viewport: viewport, mask: mask)
    }
  }

  /// A field given row by row (its margin included), shorter rows padded with sea: shapes
  /// whose outline is known, for the tests of the tracing.
  init(rows: [[Double]]) {
    let width = rows.map(\.count).max() ?? 0
    self.width = width
    height = rows.count
    values = rows.flatMap { $0 + [Double](repeating: 0, count: width - $0.count) }
  }

  /// The value at the dot `column`, `row` (from −1 to the viewport's size); 0 beyond.
  func value(column: Int, row: Int) -> Double {
    guard column >= -1, row >= -1, column < width - 1, row < height - 1 else { return 0 }
    return values[(row + 1) * width + column + 1]
  }

  /// For projections whose parallels are straight rows with longitude linear along each: one
  /// inversion per row and a band of the mask walked west to east, as `landDots` does.
  private mutating func fillAlongParallels(viewport: MapViewport, mask: LandMask) {
    let cellDegrees = 180 / Double(mask.rows)
    let projection = viewport.frame.projection
    var band = mask.band(north: 90, south: 89, sampleRows: Self.sampleRows)
    var interpolator = Interpolator(mask)
    for dotY in -1...viewport.dotsHigh {
      let middle = viewport.point(dotX: 0, dotY: Double(dotY) + 0.5).y
      guard let centre = projection.inverse(MapPoint(x: 0, y: middle)),
        let east = projection.inverse(MapPoint(x: 1e-3, y: middle))
      else { continue }
      let degreesPerX = Coordinate.normalized(east.longitude - centre.longitude) / 1e-3
      let north = projection.inverse(MapPoint(x: 0, y: viewport.point(dotX: 0, dotY: Double(dotY)).y))?.latitude ?? 90
      let south =
        projection.inverse(MapPoint(x: 0, y: viewport.point(dotX: 0, dotY: Double(dotY + 1)).y))?.latitude ?? -90
      let dotDegrees = max(abs(degreesPerX) / viewport.scale, north - south)
      // The same switch as `landDots`: boxes of many cells read the band, smaller dots interpolate.
      let readsBand = dotDegrees >= cellDegrees * 1.5
      if readsBand { band.select(north: north, south: south) }
      for dotX in -1...viewport.dotsWide {
        let west = degreesPerX * viewport.point(dotX: Double(dotX), dotY: 0).x
        let eastOffset = degreesPerX * viewport.point(dotX: Double(dotX + 1), dotY: 0).x
        // Beyond ±180° from the central meridian is off the globe (Equal Earth's curved edge).
        guard abs((west + eastOffset) / 2) <= 180 else { continue }
        let index = (dotY + 1) * width + dotX + 1
        if readsBand {
          values[index] = band.fraction(
            west: centre.longitude + max(-180, west), east: centre.longitude + min(180, eastOffset))
        } else {
          values[index] = interpolator.value(
            at: Coordinate(latitude: (north + south) / 2, longitude: centre.longitude + (west + eastOffset) / 2))
        }
      }
    }
  }

  /// For the polar projection, whose parallels are circles: each dot's corners inverted, its box
  /// of latitudes and longitudes read from the mask.
  private mutating func fillDotByDot(viewport: MapViewport, mask: LandMask) {
    let cellDegrees = 180 / Double(mask.rows)
    let projection = viewport.frame.projection
    guard case .polar(let isNorth, _) = projection else { return }
    var interpolator = Interpolator(mask)
    for dotY in -1...viewport.dotsHigh {
      for dotX in -1...viewport.dotsWide {
        let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)].compactMap { dx, dy in
          projection.inverse(viewport.point(dotX: Double(dotX) + dx, dotY: Double(dotY) + dy))
        }
        guard corners.count == 4, let span = LongitudeInterval(corners.map(\.longitude)) else { continue }
        let north = corners.map(\.latitude).max() ?? 0
        let south = corners.map(\.latitude).min() ?? 0
        let value: Double
        if north - south < cellDegrees * 1.5 && span.span < cellDegrees * 1.5 {
          let centre = projection.inverse(viewport.point(dotX: Double(dotX) + 0.5, dotY: Double(dotY) + 0.5))
          value = centre.map { interpolator.value(at: $0) } ?? 0
        } else if span.span > 180 {
          // The dot holds the pole: every longitude meets there.
          let pole = isNorth ? 90.0 : -90.0
          value = mask.landFraction(
            north: max(north, pole), south: min(south, pole), west: -180, east: 180, sampleRows: Self.sampleRows)
        } else {
          value = mask.landFraction(
            north: north, south: south, west: span.west, east: span.east, sampleRows: Self.sampleRows)
        }
        values[(dotY + 1) * width + dotX + 1] = value
      }
    }
  }

  /// The mask's cells interpolated bilinearly between their centres, each 1 for land and 0 for
  /// sea: the 0.5 contour of this runs straight across a cell where the mask steps, so a zoomed
  /// map's coast is smooth, not the mask's staircase.
  ///
  /// Neighbouring dots of a zoomed map mostly fall between the same four cells (a cell can be a
  /// hundred dots wide), so the last four are kept rather than looked up again: a lookup is a
  /// binary search of the row.
  struct Interpolator {
    /// The mask read.
    let mask: LandMask
    /// The top-left cell of the last four read, and their values.
    private var last: (column: Double, row: Double, corners: (Double, Double, Double, Double))?

    /// An interpolator over `mask`.
    init(_ mask: LandMask) { self.mask = mask }

    /// The interpolated value at `coordinate`.
    mutating func value(at coordinate: Coordinate) -> Double {
      let cellWidth = 360 / Double(mask.columns)
      let cellHeight = 180 / Double(mask.rows)
      let gridX = (Coordinate.normalized(coordinate.longitude) + 180) / cellWidth - 0.5
      let gridY = (90 - coordinate.latitude) / cellHeight - 0.5
      let column = gridX.rounded(.down)
      let row = gridY.rounded(.down)
      let corners: (Double, Double, Double, Double)
      if let last, last.column == column, last.row == row {
        corners = last.corners
      } else {
        /// 1 where the cell `dx`, `dy` from the top-left one is land; rows past a pole repeat the last.
        func land(_ dx: Double, _ dy: Double) -> Double {
          let latitude = min(90, max(-90, 90 - (row + dy + 0.5) * cellHeight))
          let longitude = -180 + (column + dx + 0.5) * cellWidth
          return mask.isLand(Coordinate(latitude: latitude, longitude: longitude)) ? 1 : 0
        }
        corners = (land(0, 0), land(1, 0), land(0, 1), land(1, 1))
        last = (column, row, corners)
      }
      let (fractionX, fractionY) = (gridX - column, gridY - row)
      let top = corners.0 * (1 - fractionX) + corners.1 * fractionX
      let bottom = corners.2 * (1 - fractionX) + corners.3 * fractionX
      return top * (1 - fractionY) + bottom * fractionY
    }
  }
}
