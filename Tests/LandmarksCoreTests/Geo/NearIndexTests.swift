import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// The spatial index agrees with a brute-force scan everywhere, the poles and the antimeridian too.
@Suite struct NearIndexTests {
  static let entries: [NearIndex.Entry] = {
    var random = SeededGenerator(seed: 2024)
    var entries: [NearIndex.Entry] = []
    for id in 1...4_000 {
      let latitude: Double
      let longitude: Double
      switch id % 4 {
      case 0:  // near the poles
        latitude = (Bool.random(using: &random) ? 1 : -1) * Double.random(in: 85...90, using: &random)
        longitude = Double.random(in: -180...180, using: &random)
      case 1:  // on both sides of the antimeridian
        latitude = Double.random(in: -60...60, using: &random)
        longitude = (Bool.random(using: &random) ? 1 : -1) * Double.random(in: 175...180, using: &random)
      default:
        latitude = Double.random(in: -90...90, using: &random)
        longitude = Double.random(in: -180...180, using: &random)
      }
      entries.append(NearIndex.Entry(id: id, latitude: latitude, longitude: longitude))
    }
    // A cluster of identical points: ties must come out in id order.
    for id in 5_001...5_020 { entries.append(NearIndex.Entry(id: id, latitude: 10, longitude: 20)) }
    return entries
  }()

  static let index = NearIndex(entries)

  static func bruteForce(
    latitude: Double, longitude: Double, limit: Int?, radiusKm: Double?, excluding: Int?
  ) -> [NearIndex.Neighbor] {
    let all = entries.filter { $0.id != excluding }.map { entry in
      NearIndex.Neighbor(
        id: entry.id,
        distanceKm: GreatCircle.distanceKm(
          latitude1: latitude, longitude1: longitude, latitude2: entry.latitude, longitude2: entry.longitude))
    }
    .filter { neighbor in radiusKm.map { neighbor.distanceKm <= $0 } ?? true }
    .sorted { ($0.distanceKm, $0.id) < ($1.distanceKm, $1.id) }
    return limit.map { Array(all.prefix($0)) } ?? all
  }

  static let queries: [(Double, Double)] = {
    var random = SeededGenerator(seed: 99)
    var queries: [(Double, Double)] = [
      (90, 0), (-90, 45), (0, 180), (0, -180), (89.99, 179.99), (-45, -179.999), (10, 20),
    ]
    for _ in 0..<100 {
      queries.append((Double.random(in: -90...90, using: &random), Double.random(in: -180...180, using: &random)))
    }
    return queries
  }()

  @Test(arguments: [(10 as Int?, nil as Double?), (1, nil), (25, 800), (nil, 300), (nil, 20_100)])
  func agreesWithBruteForce(limit: Int?, radiusKm: Double?) {
    for (latitude, longitude) in Self.queries {
      let found = Self.index.nearest(latitude: latitude, longitude: longitude, limit: limit, radiusKm: radiusKm)
      let expected = Self.bruteForce(
        latitude: latitude, longitude: longitude, limit: limit, radiusKm: radiusKm, excluding: nil)
      #expect(found.map(\.id) == expected.map(\.id), "at \(latitude), \(longitude)")
      #expect(zip(found, expected).allSatisfy { abs($0.distanceKm - $1.distanceKm) < 1e-9 })
    }
  }

  @Test func excludesTheLandmarkItself() throws {
    let own = try #require(Self.entries.first { $0.id == 17 })
    let found = Self.index.nearest(latitude: own.latitude, longitude: own.longitude, limit: 10, excluding: 17)
    #expect(!found.contains { $0.id == 17 })
    #expect(
      found.map(\.id)
        == Self.bruteForce(
          latitude: own.latitude, longitude: own.longitude, limit: 10, radiusKm: nil, excluding: 17
        ).map(\.id))
  }

  @Test func tiesComeOutInIdOrder() {
    let found = Self.index.nearest(latitude: 10, longitude: 20, limit: 5, excluding: 5_001)
    #expect(found.map(\.id) == [5_002, 5_003, 5_004, 5_005, 5_006])
    #expect(found.allSatisfy { $0.distanceKm == 0 })
  }

  @Test func degenerateQueriesFindNothing() {
    #expect(NearIndex([]).nearest(latitude: 0, longitude: 0).isEmpty)
    #expect(Self.index.nearest(latitude: 0, longitude: 0, limit: 0).isEmpty)
    #expect(Self.index.nearest(latitude: .nan, longitude: 0).isEmpty)
    #expect(Self.index.nearest(latitude: 0, longitude: 0, radiusKm: -1).isEmpty)
    #expect(Self.index.nearest(latitude: 0, longitude: 0, limit: nil, radiusKm: 0.001).isEmpty)
  }

  @Test func builtInCatalogNeighbours() throws {
    let catalog = try Catalog.builtIn()
    let index = NearIndex(
      try catalog.landmarks.map { NearIndex.Entry(id: $0.id, latitude: $0.latitude, longitude: $0.longitude) })
    // Kinkaku-ji (1110) and Fushimi Inari Taisha (1117) are both in Kyoto, about 8 km apart.
    let nearest = try #require(index.nearest(latitude: 35.0394, longitude: 135.7292, limit: 1, excluding: 1110).first)
    #expect(nearest.id == 1117)
    #expect(nearest.distanceKm > 5 && nearest.distanceKm < 12)
  }
}
