import Testing

@testable import LandmarksCore

@Suite("The built-in catalog's index, made at build time")
struct BuiltInIndexTests {
  @Test("The index the build made holds exactly what the JSON files say, in display order")
  func indexMatchesJSON() throws {
    let index = try BuiltInData.catalogIndex()
    var decoded: [Landmark] = []
    for path in BuiltInData.paths(under: "Catalog/") {
      decoded += try BuiltInData.decode([Landmark].self, resource: path)
    }
    let catalog = try Catalog(landmarks: decoded, countries: CountryTable(countries: []))
    #expect(index.count == 160)
    #expect(try (0..<index.count).map { try index.place(at: $0).landmark } == catalog.landmarks)
    #expect(index.checksumMatches())
  }
}
