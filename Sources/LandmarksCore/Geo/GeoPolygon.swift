/// A polygon drawn on a latitude/longitude grid, for coarse regions such as "European Russia".
///
/// Planar in degrees: fine for the few hand-drawn borders the continent rule needs, none of which
/// crosses the antimeridian or a pole.
struct GeoPolygon: Sendable {
  /// The corners as (latitude, longitude), in order around the polygon.
  let vertices: [(latitude: Double, longitude: Double)]

  /// True when the point is inside (ray casting along the longitude axis).
  func contains(latitude: Double, longitude: Double) -> Bool {
    var inside = false
    var previous = vertices.count - 1
    for current in vertices.indices {
      let (latA, lonA) = vertices[current]
      let (latB, lonB) = vertices[previous]
      if (latA > latitude) != (latB > latitude) {
        let crossing = lonA + (latitude - latA) / (latB - latA) * (lonB - lonA)
        if longitude < crossing { inside.toggle() }
      }
      previous = current
    }
    return inside
  }
}
