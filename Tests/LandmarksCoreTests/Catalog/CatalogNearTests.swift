import Foundation
import LandmarksIndex
import LandmarksModels
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// `nearest` through the grid cells agrees with a brute-force scan over every landmark.
@Suite struct CatalogNearTests {
  static func catalog(seed: UInt64) throws -> Catalog {
    var random = SeededGenerator(seed: seed)
    let places = (1...3_000).map { index -> IndexedPlace in
      // Half spread over the globe, half crowded near the poles and the antimeridian.
      let latitude =
        index % 2 == 0
        ? Double.random(in: -89.9...89.9, using: &random)
        : Double.random(in: 80...89.99, using: &random) * (index % 4 == 1 ? 1 : -1)
      let longitude =
        index % 3 == 0 ? Double.random(in: 179...180, using: &random) : Double.random(in: -180...180, using: &random)
      let landmark = Landmark(
        id: 200_000 + index, slug: "p-\(index)", name: "Place \(index)", continent: .europe, country: "",
        location: "", latitude: latitude, longitude: longitude, source: "synthetic")
      return IndexedPlace(landmark: landmark, source: "synthetic")
    }
    let index = try CatalogIndex(bytes: try IndexWriter.bytes(for: places), name: "synthetic")
    return try Catalog.builtIn().with(sources: [CatalogSource(name: "synthetic", index: index)])
  }

  @Test(arguments: [1 as UInt64, 2, 3])
  func agreesWithABruteForceScan(seed: UInt64) throws {
    print("CatalogNearTests seed: \(seed)")
    let catalog = try Self.catalog(seed: seed)
    let all = try catalog.landmarks
    var random = SeededGenerator(seed: seed &+ 100)
    for _ in 0..<25 {
      let latitude = Double.random(in: -90...90, using: &random)
      let longitude = Double.random(in: -180...180, using: &random)
      let limit = Int.random(in: 1...15, using: &random)
      let radius: Double? = Bool.random(using: &random) ? Double.random(in: 10...3_000, using: &random) : nil
      let found = try catalog.nearest(latitude: latitude, longitude: longitude, limit: limit, radiusKm: radius)
      let expected = all.map { landmark in
        (
          landmark.id,
          GreatCircle.distanceKm(
            latitude1: latitude, longitude1: longitude, latitude2: landmark.latitude, longitude2: landmark.longitude)
        )
      }
      .filter { radius == nil || $0.1 <= radius ?? 0 }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
      .prefix(limit)
      #expect(
        found.map(\.landmark.id) == expected.map(\.0),
        "seed \(seed) at \(latitude),\(longitude) limit \(limit) radius \(String(describing: radius))")
    }
  }

  @Test func theLandmarkItselfIsLeftOut() throws {
    let catalog = try Catalog.builtIn()
    let fuji = try #require(try catalog.landmark(id: 1016))
    let found = try catalog.nearest(latitude: fuji.latitude, longitude: fuji.longitude, limit: 5, excluding: fuji.id)
    #expect(found.count == 5 && !found.contains { $0.landmark.id == fuji.id })
    #expect(zip(found, found.dropFirst()).allSatisfy { $0.distanceKm <= $1.distanceKm })
  }
}
