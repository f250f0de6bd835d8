import Foundation

/// A frame laid onto a grid of character cells, each `dotsPerColumn` × `dotsPerRow` dots.
///
/// The frame is scaled to fit the grid whole and centred; the grid's extra width or height shows
/// more of the surroundings rather than stretching the map, so a dot stays square.
package struct MapViewport: Hashable, Sendable {
  /// Braille cells are 2 dots wide and 4 high, and about twice as tall as wide: dots are square.
  package static let dotsPerColumn = 2
  /// Dots down one cell.
  package static let dotsPerRow = 4

  /// The frame drawn.
  package let frame: MapFrame
  /// Character cells across.
  package let columns: Int
  /// Character cells down.
  package let rows: Int
  /// Dots per unit of the projected plane.
  package let scale: Double
  /// The plane's x at the left edge of the grid.
  package let left: Double
  /// The plane's y at the top edge of the grid.
  package let top: Double

  /// Lays `frame` onto `columns` cells across. The height is `rows` when given, else what the
  /// frame's shape needs, capped at `maxRows`.
  package init(frame: MapFrame, columns: Int, rows: Int? = nil, maxRows: Int? = nil) {
    let columns = max(1, columns)
    let dotsWide = Double(columns * Self.dotsPerColumn)
    let widthScale = dotsWide / max(frame.width, 1e-9)
    let rowsForShape = (frame.height * widthScale / Double(Self.dotsPerRow)).rounded(.up)
    // Converting a non-finite or huge value to Int would trap: such a frame gets a square grid.
    let needed = rowsForShape.isFinite && rowsForShape < 10_000 ? max(1, Int(rowsForShape)) : columns / 2
    let height = max(1, rows ?? min(needed, maxRows ?? needed))
    let dotsHigh = Double(height * Self.dotsPerRow)
    let scale = min(widthScale, dotsHigh / max(frame.height, 1e-9))
    self.frame = frame
    self.columns = columns
    self.rows = height
    self.scale = scale
    left = (frame.minX + frame.maxX) / 2 - dotsWide / scale / 2
    top = (frame.minY + frame.maxY) / 2 + dotsHigh / scale / 2
  }

  /// Dots across the grid.
  package var dotsWide: Int { columns * Self.dotsPerColumn }
  /// Dots down the grid.
  package var dotsHigh: Int { rows * Self.dotsPerRow }

  /// The plane point at a fractional dot position (0,0 the top-left corner of the grid).
  package func point(dotX: Double, dotY: Double) -> MapPoint {
    MapPoint(x: left + dotX / scale, y: top - dotY / scale)
  }

  /// The fractional dot position of a plane point.
  package func dot(of point: MapPoint) -> (x: Double, y: Double) {
    ((point.x - left) * scale, (top - point.y) * scale)
  }

  /// The cell a coordinate falls in, or `nil` when it is outside the grid.
  package func cell(of coordinate: Coordinate) -> (column: Int, row: Int)? {
    let position = dot(of: frame.projection.project(coordinate))
    // Checked as doubles first: converting a huge or infinite value to Int would trap.
    guard position.x >= 0, position.y >= 0, position.x < Double(dotsWide), position.y < Double(dotsHigh) else {
      return nil
    }
    return (Int(position.x) / Self.dotsPerColumn, Int(position.y) / Self.dotsPerRow)
  }

  /// The latitudes and longitudes the grid shows: every edge point inverted, widened to a pole or
  /// to all longitudes when the grid holds a pole. For `--json`, so scripts know the extent.
  package var bounds: (north: Double, south: Double, west: Double, east: Double) {
    if frame.isWorld { return (90, -90, -180, 180) }
    var latitudes: [Double] = []
    var offsets: [Double] = []
    let steps = 48
    for step in 0...steps {
      let t = Double(step) / Double(steps)
      let edges = [
        (t * Double(dotsWide), 0.0), (t * Double(dotsWide), Double(dotsHigh)),
        (0.0, t * Double(dotsHigh)), (Double(dotsWide), t * Double(dotsHigh)),
      ]
      for (x, y) in edges {
        guard let coordinate = frame.projection.inverse(point(dotX: x, dotY: y)) else { continue }
        latitudes.append(coordinate.latitude)
        offsets.append(Coordinate.normalized(coordinate.longitude - frame.projection.centralLongitude))
      }
    }
    var north = latitudes.max() ?? 90
    var south = latitudes.min() ?? -90
    var west = (offsets.min() ?? -180) + frame.projection.centralLongitude
    var east = (offsets.max() ?? 180) + frame.projection.centralLongitude
    if case .polar(let isNorth, _) = frame.projection,
      cell(of: Coordinate(latitude: isNorth ? 90 : -90, longitude: 0)) != nil
    {
      if isNorth { north = 90 } else { south = -90 }
      (west, east) = (-180, 180)
    }
    return (north, south, Coordinate.normalized(west), Coordinate.normalized(east))
  }
}
