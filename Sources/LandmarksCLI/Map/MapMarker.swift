import LandmarksCore

/// A landmark to mark on a map, with what decides how it looks.
struct MapMarker: Sendable {
  /// The landmark.
  let landmark: Landmark
  /// Earned, started or neither.
  let status: MarkerStatus
  /// The featured landmark, or the centre of a radius map: drawn so it stands out.
  let isHighlighted: Bool
  /// Distance from a radius map's centre.
  let distanceKm: Double?
}
