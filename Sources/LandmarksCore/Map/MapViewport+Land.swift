import Foundation

extension MapViewport {
  /// Whether each dot of the grid shows land, row by row from the top left.
  ///
  /// A dot covering many grid cells is land when at least `threshold` of its area is (so an
  /// island shows once it fills a good part of the dot); a dot smaller than a grid cell reads the
  /// cell under its centre.
  package func landDots(in mask: LandMask, threshold: Double = 0.4) -> [Bool] {
    var dots = [Bool](repeating: false, count: dotsWide * dotsHigh)
    let cellDegrees = 180 / Double(mask.rows)
    switch frame.projection {
    case .equalEarth, .equirectangular:
      // One band moved from row to row keeps its buffers.
      var band = LandMask.Band(mask: mask, sampleRows: 3)
      // Parallels are straight and longitude is linear in x along each: one inversion per row.
      for dotY in 0..<dotsHigh {
        let middle = point(dotX: 0, dotY: Double(dotY) + 0.5).y
        guard let centre = frame.projection.inverse(MapPoint(x: 0, y: middle)),
          let east = frame.projection.inverse(MapPoint(x: 1e-3, y: middle))
        else { continue }
        let degreesPerX = Coordinate.normalized(east.longitude - centre.longitude) / 1e-3
        let north = latitude(atY: point(dotX: 0, dotY: Double(dotY)).y) ?? 90
        let south = latitude(atY: point(dotX: 0, dotY: Double(dotY + 1)).y) ?? -90
        let dotDegrees = max(abs(degreesPerX) / scale, north - south)
        // Dots smaller than a grid cell read the cell under their centre; larger ones the band's land.
        let readsBand = dotDegrees >= cellDegrees * 1.5
        if readsBand { band.select(north: north, south: south) }
        for dotX in 0..<dotsWide {
          let westX = point(dotX: Double(dotX), dotY: 0).x
          let eastX = point(dotX: Double(dotX + 1), dotY: 0).x
          let west = degreesPerX * westX
          let eastOffset = degreesPerX * eastX
          // Beyond ±180° from the central meridian is off the globe (Equal Earth's curved edge).
          guard abs((west + eastOffset) / 2) <= 180 else { continue }
          let longitude = centre.longitude + (west + eastOffset) / 2
          if readsBand {
            let fraction = band.fraction(
              west: centre.longitude + max(-180, west), east: centre.longitude + min(180, eastOffset))
            dots[dotY * dotsWide + dotX] = fraction >= threshold
          } else {
            dots[dotY * dotsWide + dotX] = mask.isLand(Coordinate(latitude: (north + south) / 2, longitude: longitude))
          }
        }
      }
    case .polar(let isNorth, _):
      for dotY in 0..<dotsHigh {
        for dotX in 0..<dotsWide {
          let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)].compactMap { dx, dy in
            frame.projection.inverse(point(dotX: Double(dotX) + dx, dotY: Double(dotY) + dy))
          }
          guard corners.count == 4, let span = LongitudeInterval(corners.map(\.longitude)) else { continue }
          let latitudes = corners.map(\.latitude)
          let north = latitudes.max() ?? 0
          let south = latitudes.min() ?? 0
          if north - south < cellDegrees * 1.5 && span.span < cellDegrees * 1.5 {
            dots[dotY * dotsWide + dotX] = mask.isLand(
              Coordinate(latitude: (north + south) / 2, longitude: span.middle))
          } else if span.span > 180 {
            // The dot holds the pole: every longitude meets there.
            let pole = isNorth ? 90.0 : -90.0
            dots[dotY * dotsWide + dotX] =
              mask.landFraction(north: max(north, pole), south: min(south, pole), west: -180, east: 180)
              >= threshold
          } else {
            dots[dotY * dotsWide + dotX] =
              mask.landFraction(north: north, south: south, west: span.west, east: span.east) >= threshold
          }
        }
      }
    }
    return dots
  }

  /// The latitude of a parallel drawn at plane height `y`, or `nil` beyond the poles.
  private func latitude(atY y: Double) -> Double? {
    frame.projection.inverse(MapPoint(x: 0, y: y))?.latitude
  }
}
