import Foundation

/// What a map shows: a projection and the box of the projected plane to draw.
package struct MapFrame: Hashable, Sendable {
  /// How the globe is flattened.
  package let projection: Projection
  /// The western edge on the plane.
  package let minX: Double
  /// The eastern edge on the plane.
  package let maxX: Double
  /// The southern edge on the plane.
  package let minY: Double
  /// The northern edge on the plane.
  package let maxY: Double

  /// Creates a frame from its projection and box.
  package init(projection: Projection, minX: Double, maxX: Double, minY: Double, maxY: Double) {
    self.projection = projection
    self.minX = minX
    self.maxX = maxX
    self.minY = minY
    self.maxY = maxY
  }

  /// The whole world in Equal Earth, Greenwich in the middle.
  package static let world: MapFrame = {
    let projection = Projection.equalEarth(centralLongitude: 0)
    let east = projection.project(Coordinate(latitude: 0, longitude: 180)).x
    let north = projection.project(Coordinate(latitude: 90, longitude: 0)).y
    return MapFrame(projection: projection, minX: -east, maxX: east, minY: -north, maxY: north)
  }()

  /// Whether this is the world view.
  package var isWorld: Bool { self == .world }

  /// The width of the box.
  package var width: Double { maxX - minX }
  /// The height of the box.
  package var height: Double { maxY - minY }

  /// The frame that holds every point with a margin, or `nil` for no points.
  ///
  /// Longitudes take the shortest interval holding them all, so Bora Bora with New Zealand spans
  /// the Pacific rather than the globe. Points mostly beyond ±60° get a polar projection; a
  /// spread too wide for a regional map gets the world.
  package static func fitting(_ points: [Coordinate]) -> MapFrame? {
    // Imported data may one day hold impossible coordinates: they are left off, never a crash.
    let points = points.filter { $0.latitude.isFinite && $0.longitude.isFinite && abs($0.latitude) <= 90 }
    guard let interval = LongitudeInterval(points.map(\.longitude)) else { return nil }
    let latitudes = points.map(\.latitude)
    let south = latitudes.min() ?? 0
    let north = latitudes.max() ?? 0
    let middle = (north + south) / 2
    let projection: Projection
    if abs(middle) > 60 && min(abs(north), abs(south)) > 40 && north * south > 0 {
      projection = .polar(north: middle > 0, centralLongitude: interval.middle)
    } else if interval.span <= 200 && north - south <= 110 {
      projection = .equirectangular(centralLongitude: interval.middle, standardLatitude: middle)
    } else {
      return .world
    }
    let projected = points.map(projection.project)
    let frame = MapFrame(
      projection: projection,
      minX: projected.map(\.x).min() ?? 0, maxX: projected.map(\.x).max() ?? 0,
      minY: projected.map(\.y).min() ?? 0, maxY: projected.map(\.y).max() ?? 0)
    return frame.padded()
  }

  /// A frame centred on `center` holding the circle of `radiusKm` around it.
  package static func around(_ center: Coordinate, radiusKm: Double) -> MapFrame {
    let projection: Projection =
      abs(center.latitude) > 60
      ? .polar(north: center.latitude > 0, centralLongitude: center.longitude)
      : .equirectangular(centralLongitude: center.longitude, standardLatitude: center.latitude)
    let middle = projection.project(center)
    var halfWidth = 0.0
    var halfHeight = 0.0
    // The circle's widest points are not at the four compass bearings once it is projected.
    for step in 0..<72 {
      let point = projection.project(center.destination(distanceKm: radiusKm, bearing: Double(step) * 5))
      halfWidth = max(halfWidth, abs(point.x - middle.x))
      halfHeight = max(halfHeight, abs(point.y - middle.y))
    }
    let margin = 1.05
    return MapFrame(
      projection: projection, minX: middle.x - halfWidth * margin, maxX: middle.x + halfWidth * margin,
      minY: middle.y - halfHeight * margin, maxY: middle.y + halfHeight * margin)
  }

  /// The box grown by a margin so markers do not sit on the edge, and to at least ~10° a side so
  /// a single landmark shows its surroundings.
  private func padded() -> MapFrame {
    let minimum = 10 * Double.pi / 180
    let padX = max(width * 0.08, (minimum - width) / 2, 0.02)
    let padY = max(height * 0.1, (minimum - height) / 2, 0.02)
    return MapFrame(
      projection: projection, minX: minX - padX, maxX: maxX + padX, minY: minY - padY, maxY: maxY + padY)
  }
}
