import Foundation
import LandmarksModels

/// Distances and bearings on a spherical Earth, shared by `near`, `map` and imports.
package enum GreatCircle {
  /// The mean radius of the Earth in kilometres (IUGG), the sphere every distance here uses.
  package static let earthRadiusKm = 6_371.0088

  /// The great-circle distance between two points in decimal degrees, in kilometres.
  ///
  /// Haversine rather than the spherical law of cosines: it stays accurate for points a few
  /// metres apart, where the cosine form loses every digit to rounding.
  package static func distanceKm(
    latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double
  ) -> Double {
    let phi1 = latitude1 * .pi / 180
    let phi2 = latitude2 * .pi / 180
    let deltaPhi = (latitude2 - latitude1) * .pi / 180
    let deltaLambda = (longitude2 - longitude1) * .pi / 180
    let sinPhi = sin(deltaPhi / 2)
    let sinLambda = sin(deltaLambda / 2)
    let h = sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda
    // Rounding can push h a hair past 1 for antipodal points; asin would then return NaN.
    return 2 * earthRadiusKm * asin(min(1, h.squareRoot()))
  }

  /// The distance between two landmarks, in kilometres.
  package static func distanceKm(_ from: Landmark, _ to: Landmark) -> Double {
    distanceKm(
      latitude1: from.latitude, longitude1: from.longitude, latitude2: to.latitude, longitude2: to.longitude)
  }
}
