import Testing

@testable import LandmarksCore

@Suite("Great-circle distance")
struct GreatCircleTests {
  /// Known distances, within 0.5 %: a published figure between two real places, and arcs of
  /// the sphere whose length follows from the radius alone.
  @Test(
    "Known distances",
    arguments: [
      // (lat1, lon1, lat2, lon2, km)
      (51.5007, -0.1246, 48.8584, 2.2945, 340.6),  // Big Ben to the Eiffel Tower
      (0.0, 0.0, 1.0, 0.0, 111.195),  // one degree along a meridian: R·π/180
      (0.0, 0.0, 0.0, 90.0, 10_007.5),  // a quarter of the equator
      (0.0, 0.0, 0.0, 180.0, 20_015.1),  // half the equator
      (90.0, 0.0, -90.0, 0.0, 20_015.1),  // pole to pole
    ])
  func knownDistances(_ row: (Double, Double, Double, Double, Double)) {
    let distance = GreatCircle.distanceKm(
      latitude1: row.0, longitude1: row.1, latitude2: row.2, longitude2: row.3)
    #expect(abs(distance - row.4) / row.4 < 0.005, "got \(distance) km, expected about \(row.4) km")
  }

  @Test("A point is no distance from itself, and distance is symmetric")
  func identityAndSymmetry() {
    #expect(GreatCircle.distanceKm(latitude1: 10, longitude1: 20, latitude2: 10, longitude2: 20) == 0)
    let there = GreatCircle.distanceKm(latitude1: -33.9, longitude1: 18.4, latitude2: 64.1, longitude2: -21.9)
    let back = GreatCircle.distanceKm(latitude1: 64.1, longitude1: -21.9, latitude2: -33.9, longitude2: 18.4)
    #expect(abs(there - back) < 1e-9)
  }

  @Test("Antipodal points give half the circumference, never NaN")
  func antipodes() {
    let distance = GreatCircle.distanceKm(latitude1: 45, longitude1: 10, latitude2: -45, longitude2: -170)
    #expect(!distance.isNaN)
    #expect(abs(distance - .pi * GreatCircle.earthRadiusKm) < 1)
  }
}
