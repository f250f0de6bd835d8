/// A landmark found near a point, with its great-circle distance.
public struct NearbyLandmark: Sendable, Hashable {
  /// The landmark.
  public let landmark: Landmark
  /// Its distance from the point, in kilometres.
  public let distanceKm: Double

  /// Creates a result.
  public init(landmark: Landmark, distanceKm: Double) {
    self.landmark = landmark
    self.distanceKm = distanceKm
  }
}
