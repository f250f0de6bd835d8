import Testing

@testable import LandmarksCore

@Suite("Projections")
struct ProjectionTests {
  static let projections: [Projection] = [
    .equalEarth(centralLongitude: 0), .equirectangular(centralLongitude: 170, standardLatitude: -30),
    .polar(north: true, centralLongitude: -20), .polar(north: false, centralLongitude: 100),
  ]

  @Test("inverse undoes project", arguments: projections)
  func roundTrip(projection: Projection) throws {
    let points: [Coordinate] = [
      Coordinate(latitude: 35.36, longitude: 138.73), Coordinate(latitude: -77.5, longitude: 106),
      Coordinate(latitude: 64.94, longitude: -23.31), Coordinate(latitude: -16.5, longitude: -151.74),
    ]
    for point in points {
      // Each projection only has to hold its own hemisphere or region.
      if case .polar(let north, _) = projection, (point.latitude > 0) != north { continue }
      let back = try #require(projection.inverse(projection.project(point)))
      #expect(abs(back.latitude - point.latitude) < 1e-6)
      #expect(abs(Coordinate.normalized(back.longitude - point.longitude)) < 1e-6)
    }
  }

  @Test("north is up and east is right in every projection", arguments: projections)
  func orientation(projection: Projection) {
    let centre: Coordinate
    switch projection {
    case .polar(let north, let longitude): centre = Coordinate(latitude: north ? 70 : -70, longitude: longitude)
    case .equirectangular(let longitude, let latitude): centre = Coordinate(latitude: latitude, longitude: longitude)
    case .equalEarth(let longitude): centre = Coordinate(latitude: 0, longitude: longitude)
    }
    let here = projection.project(centre)
    let north = projection.project(Coordinate(latitude: centre.latitude + 1, longitude: centre.longitude))
    let east = projection.project(Coordinate(latitude: centre.latitude, longitude: centre.longitude + 1))
    #expect(north.y > here.y)
    #expect(east.x > here.x)
  }

  @Test("points off the globe invert to nothing")
  func offTheGlobe() {
    #expect(Projection.equalEarth(centralLongitude: 0).inverse(MapPoint(x: 3.5, y: 0)) == nil)
    #expect(Projection.equalEarth(centralLongitude: 0).inverse(MapPoint(x: 0, y: 1.4)) == nil)
    #expect(Projection.polar(north: true, centralLongitude: 0).inverse(MapPoint(x: 3.2, y: 0)) == nil)
  }

  @Test("a destination 1,000 km away is 1,000 km away")
  func destination() {
    let fuji = Coordinate(latitude: 35.36, longitude: 138.73)
    for bearing in stride(from: 0.0, to: 360, by: 45) {
      let there = fuji.destination(distanceKm: 1_000, bearing: bearing)
      let distance = GreatCircle.distanceKm(
        latitude1: fuji.latitude, longitude1: fuji.longitude, latitude2: there.latitude, longitude2: there.longitude)
      #expect(abs(distance - 1_000) < 0.01)
    }
  }

  @Test(
    "the shortest longitude interval",
    arguments: [
      ([10.0, 20.0, 30.0], 10.0, 20.0),
      ([170.0, -170.0, 175.0], 170.0, 20.0),  // across the antimeridian, not round the globe
      ([-151.74, 131.04, 176.25, 167.9], 131.04, 77.22),  // Oceania: Uluru to Bora Bora
      ([5.0], 5.0, 0.0),
    ])
  func longitudeInterval(longitudes: [Double], west: Double, span: Double) throws {
    let interval = try #require(LongitudeInterval(longitudes))
    #expect(abs(interval.west - west) < 1e-9)
    #expect(abs(interval.span - span) < 1e-9)
  }
}
