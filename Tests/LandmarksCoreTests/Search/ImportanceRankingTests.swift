import LandmarksModels
import Testing

@testable import LandmarksCore

@Suite("Equal search hits rank the more important place first")
struct ImportanceRankingTests {
  private static func sanJose(id: Int, country: String) -> Landmark {
    Landmark(
      id: id, slug: "san-jose-\(id)", name: "San José", continent: .northAmerica, country: country,
      location: "", latitude: 10, longitude: -84)
  }

  private static func order(importance: [Int]) throws -> [Int] {
    let places = [Self.sanJose(id: 200_001, country: "CR"), Self.sanJose(id: 200_002, country: "US")]
    let index = SearchIndex(
      places.map { ($0, [$0.name].map(TextFolding.fold)) }, countries: CountryTable(countries: []),
      importance: importance)
    return try index.search("san jose", limit: 0).map(\.landmark.id)
  }

  @Test("Population decides between namesakes, whichever comes first in the catalog")
  func populationDecides() throws {
    #expect(try Self.order(importance: [10, 1_000_000]) == [200_002, 200_001])
    #expect(try Self.order(importance: [1_000_000, 10]) == [200_001, 200_002])
    // Without figures, the catalog's own order stands.
    #expect(try Self.order(importance: []) == [200_001, 200_002])
  }

  @Test("Importance never lifts a weaker match above a better one")
  func matchComesFirst() throws {
    let exact = Self.sanJose(id: 200_001, country: "CR")
    let prefix = Landmark(
      id: 200_002, slug: "san-jose-del-monte", name: "San Jose del Monte", continent: .asia, country: "PH",
      location: "", latitude: 14.8, longitude: 121)
    let index = SearchIndex(
      [exact, prefix].map { ($0, [$0.name].map(TextFolding.fold)) }, countries: CountryTable(countries: []),
      importance: [1, 5_000_000])
    #expect(try index.search("san jose", limit: 0).map(\.landmark.id) == [200_001, 200_002])
  }
}
