import Foundation
import LandmarksModels

/// A point on the Earth in decimal degrees, north and east positive.
public struct Coordinate: Hashable, Sendable {
  /// Degrees north of the equator, −90…90.
  public let latitude: Double
  /// Degrees east of Greenwich, −180…180.
  public let longitude: Double

  /// Creates a coordinate.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Where a landmark stands.
  public init(_ landmark: Landmark) {
    self.init(latitude: landmark.latitude, longitude: landmark.longitude)
  }

  /// The point `distanceKm` away along the great circle leaving here at `bearing` degrees
  /// clockwise from north: what a radius map needs to find the extent of its circle.
  public func destination(distanceKm: Double, bearing: Double) -> Coordinate {
    let delta = distanceKm / GreatCircle.earthRadiusKm
    let theta = bearing * .pi / 180
    let phi1 = latitude * .pi / 180
    let lambda1 = longitude * .pi / 180
    let sinPhi2 = sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta)
    let phi2 = asin(min(1, max(-1, sinPhi2)))
    let lambda2 =
      lambda1 + atan2(sin(theta) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sinPhi2)
    return Coordinate(latitude: phi2 * 180 / .pi, longitude: Coordinate.normalized(lambda2 * 180 / .pi))
  }

  /// A longitude brought into −180…180, the range every other function here expects.
  public static func normalized(_ longitude: Double) -> Double {
    var value = longitude.truncatingRemainder(dividingBy: 360)
    if value > 180 { value -= 360 } else if value < -180 { value += 360 }
    return value
  }
}
