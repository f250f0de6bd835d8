import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// Search by place and country, on a small made-up catalog whose order cannot explain the result.
@Suite struct PlaceSearchTests {
  let catalog: Catalog

  init() throws {
    func make(_ id: Int, _ name: String, _ country: String, _ location: String, _ alternates: [String] = [])
      -> Landmark
    {
      Landmark(
        id: id, slug: "place-\(id)", name: name, alternateNames: alternates, continent: .europe, country: country,
        location: location, latitude: 0, longitude: 0)
    }
    catalog = try Catalog(
      landmarks: [
        make(1, "Harbour Steps", "PT", "Alfama, Lisbon, Portugal"),
        make(2, "Lisbon Tram", "PT", "Baixa, Portugal"),
        make(3, "Old Mill", "PT", "Lisbonense Hills, Portugal"),
        make(4, "Quiet Cove", "PT", "North Lisboa Coast, Portugal"),
        make(5, "Lisbom Gate", "PT", "Porto, Portugal"),
        make(6, "Glacier Lagoon", "IS", "Southeast Region, Iceland"),
        make(7, "Vision Point", "FR", "Alsace, France"),
        make(8, "Grey Rock", "FR", "Brittany, France", ["Roc Lisbonais"]),
      ], countries: try CountryTable.builtIn())
  }

  private func names(_ query: String) throws -> [String] {
    try catalog.search(query, limit: 0).map(\.landmark.name)
  }

  @Test func namesThenWholePlacesThenPlaceStartsThenWordStartsThenNearMisses() throws {
    #expect(
      try names("lisbon") == [
        "Lisbon Tram",  // name, prefix
        "Grey Rock",  // alternate name, word prefix
        "Harbour Steps",  // place, whole: "Lisbon"
        "Old Mill",  // place, start: "Lisbonense Hills"
        "Lisbom Gate",  // name, one typo
      ])
    let hits = try catalog.search("lisbon", limit: 0)
    #expect(hits.map(\.field) == [.name, .alternateName, .location, .location, .name])
    #expect(hits.map(\.matchedText) == ["Lisbon Tram", "Roc Lisbonais", "Lisbon", "Lisbonense Hills", "Lisbom Gate"])
    #expect(zip(hits, hits.dropFirst()).allSatisfy { $0.score > $1.score })
  }

  @Test func aPlaceMatchesByTheStartOfAWord() throws {
    let hit = try #require(catalog.search("coast").first)
    #expect(hit.landmark.id == 4)
    #expect(hit.tier == .wordPrefix)
    #expect(hit.matchedText == "North Lisboa Coast")
  }

  @Test func placesAreNotMatchedInsideAWordNorWithTypos() throws {
    #expect(try names("isbon").allSatisfy { $0 != "Harbour Steps" })
    #expect(try names("lisbom").allSatisfy { $0 != "Harbour Steps" })
    #expect(try names("portgual").isEmpty)
  }

  @Test func aQuerySpanningPartsOfTheLocationMatchesTheWholeLine() throws {
    let whole = try #require(catalog.search("Alfama, Lisbon, Portugal").first)
    #expect(whole.landmark.id == 1)
    #expect(whole.field == .location)
    #expect(whole.tier == .exact)
    #expect(whole.matchedText == "Alfama, Lisbon, Portugal")
    let start = try #require(catalog.search("alfama lisbon").first)
    #expect(start.tier == .prefix)
    #expect(start.matchedText == "Alfama, Lisbon, Portugal")
    let inside = try #require(catalog.search("lisbon portugal").first { !$0.field.isName })
    #expect(inside.landmark.id == 1)
    #expect(inside.tier == .wordPrefix)
  }

  @Test func theCountryIsReportedRatherThanTheSamePartOfTheLocation() throws {
    let hits = try catalog.search("portugal", limit: 0)
    #expect(hits.count == 5)
    #expect(hits.allSatisfy { $0.field == .country && $0.matchedText == "Portugal" && $0.tier == .exact })
  }

  @Test(arguments: ["IS", "is", "ISL", "isl"])
  func aCountryCodeMatchesWholeAndReportsTheCountrysName(query: String) throws {
    let places = try catalog.search(query, limit: 0).filter { !$0.field.isName }
    #expect(places.map(\.landmark.id) == [6])
    let hit = try #require(places.first)
    #expect(hit.field == .country)
    #expect(hit.matchedText == "Iceland")
    #expect(hit.tier == .exact)
  }

  /// Two letters are too short for anything but a whole code or a whole place.
  @Test(arguments: ["I", "IC", "ic", "PO", "FRA "])
  func shortQueriesDoNotMatchTheStartOfPlaces(query: String) throws {
    let places = try catalog.search(query, limit: 0).filter { !$0.field.isName }
    let expected: Set<Int> = query.trimmingCharacters(in: .whitespaces) == "FRA" ? [7, 8] : []
    #expect(Set(places.map(\.landmark.id)) == expected, "'\(query)' found \(places.map(\.landmark.name))")
  }

  @Test func aNameMatchIsReportedEvenWhenAPlaceMatchesBetter() throws {
    // "vision" is a name's start for 7; no place says "vision", and "is" inside it is no place match.
    let hit = try #require(catalog.search("vision").first)
    #expect(hit.field == .name)
    #expect(hit.tier == .prefix)
  }

  @Test func anUnknownCountryCodeStillMatchesItself() throws {
    let landmark = Landmark(
      id: 1, slug: "x", name: "Somewhere", continent: .europe, country: "XK", location: "Pristina", latitude: 0,
      longitude: 0)
    let catalog = try Catalog(landmarks: [landmark], countries: CountryTable(countries: []))
    let hit = try #require(catalog.search("xk").first)
    #expect(hit.field == .country)
    #expect(hit.matchedText == "XK")
  }
}
