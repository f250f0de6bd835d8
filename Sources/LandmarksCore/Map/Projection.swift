import Foundation

/// How the globe is flattened for a map: one of three, chosen by `MapFrame` from the extent.
///
/// The whole world uses Equal Earth (Šavrič, Patterson and Jenny, 2018): equal-area, straight
/// parallels, and its poles are short lines, so Antarctica is not the band across the bottom of
/// a plate carrée. A region up to ±60° uses an equirectangular projection scaled to its middle
/// latitude, nearly true to shape over a few thousand kilometres. A region beyond ±60° uses an
/// azimuthal equidistant projection centred on the pole, so polar land keeps its shape.
package enum Projection: Hashable, Sendable {
  /// Equal Earth, the world view.
  case equalEarth(centralLongitude: Double)
  /// Plate carrée stretched so a degree east is `cos(standardLatitude)` of a degree north.
  case equirectangular(centralLongitude: Double, standardLatitude: Double)
  /// Azimuthal equidistant about the north or south pole, `centralLongitude` pointing up.
  case polar(north: Bool, centralLongitude: Double)

  /// The name scripts see in `--json`.
  package var name: String {
    switch self {
    case .equalEarth: "equalEarth"
    case .equirectangular: "equirectangular"
    case .polar(let north, _): north ? "northPolarAzimuthalEquidistant" : "southPolarAzimuthalEquidistant"
    }
  }

  /// The longitude at the map's vertical centre line.
  package var centralLongitude: Double {
    switch self {
    case .equalEarth(let longitude), .equirectangular(let longitude, _), .polar(_, let longitude): longitude
    }
  }

  /// Where a coordinate lands on the plane.
  package func project(_ coordinate: Coordinate) -> MapPoint {
    let phi = coordinate.latitude * .pi / 180
    let lambda = Coordinate.normalized(coordinate.longitude - centralLongitude) * .pi / 180
    switch self {
    case .equalEarth:
      let theta = asin(EqualEarth.m * sin(phi))
      let theta2 = theta * theta
      let theta6 = theta2 * theta2 * theta2
      let derivative = EqualEarth.derivative(theta)
      let x = 2 * 3.0.squareRoot() * lambda * cos(theta) / (3 * derivative)
      let y = theta * (EqualEarth.a1 + EqualEarth.a2 * theta2 + theta6 * (EqualEarth.a3 + EqualEarth.a4 * theta2))
      return MapPoint(x: x, y: y)
    case .equirectangular(_, let standardLatitude):
      return MapPoint(x: lambda * cos(standardLatitude * .pi / 180), y: phi)
    case .polar(let north, _):
      let rho = north ? .pi / 2 - phi : .pi / 2 + phi
      return MapPoint(x: rho * sin(lambda), y: north ? -rho * cos(lambda) : rho * cos(lambda))
    }
  }

  /// The coordinate drawn at a point, or `nil` where the point lies outside the projected globe.
  package func inverse(_ point: MapPoint) -> Coordinate? {
    switch self {
    case .equalEarth:
      guard abs(point.y) <= EqualEarth.maxY else { return nil }
      var theta = point.y
      for _ in 0..<12 {
        let theta2 = theta * theta
        let theta6 = theta2 * theta2 * theta2
        let value = theta * (EqualEarth.a1 + EqualEarth.a2 * theta2 + theta6 * (EqualEarth.a3 + EqualEarth.a4 * theta2))
        let step = (value - point.y) / EqualEarth.derivative(theta)
        theta -= step
        if abs(step) < 1e-10 { break }
      }
      let lambda = 3 * point.x * EqualEarth.derivative(theta) / (2 * 3.0.squareRoot() * cos(theta))
      guard abs(lambda) <= .pi else { return nil }
      let phi = asin(min(1, max(-1, sin(theta) / EqualEarth.m)))
      return coordinate(phi: phi, lambda: lambda)
    case .equirectangular(_, let standardLatitude):
      let lambda = point.x / cos(standardLatitude * .pi / 180)
      // Past a full turn the world would repeat beside itself: draw it once.
      guard abs(point.y) <= .pi / 2, abs(lambda) <= .pi else { return nil }
      return coordinate(phi: point.y, lambda: lambda)
    case .polar(let north, _):
      let rho = (point.x * point.x + point.y * point.y).squareRoot()
      guard rho <= .pi else { return nil }
      let lambda = north ? atan2(point.x, -point.y) : atan2(point.x, point.y)
      return coordinate(phi: north ? .pi / 2 - rho : rho - .pi / 2, lambda: lambda)
    }
  }

  private func coordinate(phi: Double, lambda: Double) -> Coordinate {
    Coordinate(
      latitude: phi * 180 / .pi, longitude: Coordinate.normalized(lambda * 180 / .pi + centralLongitude))
  }
}

/// The Equal Earth polynomial's published coefficients.
private enum EqualEarth {
  static let a1 = 1.340264
  static let a2 = -0.081106
  static let a3 = 0.000893
  static let a4 = 0.003796
  static let m = 3.0.squareRoot() / 2
  /// y at the poles.
  static let maxY = 1.3173627591574

  /// dy/dθ, which also scales x.
  static func derivative(_ theta: Double) -> Double {
    let theta2 = theta * theta
    let theta6 = theta2 * theta2 * theta2
    return a1 + 3 * a2 * theta2 + theta6 * (7 * a3 + 9 * a4 * theta2)
  }
}

/// A point on the projected plane: x grows east, y grows north, in Earth radii.
package struct MapPoint: Hashable, Sendable {
  /// Eastward position.
  package let x: Double
  /// Northward position.
  package let y: Double

  /// Creates a point.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
