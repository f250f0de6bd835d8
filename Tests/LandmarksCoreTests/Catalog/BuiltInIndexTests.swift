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

  @Test("The names the build folded are the ones folding gives at run time, aligned with each landmark's names")
  func foldedNamesAreCurrent() throws {
    let index = try BuiltInData.catalogIndex()
    for position in 0..<index.count {
      let landmark = try index.place(at: position).landmark
      let names = [landmark.name] + landmark.alternateNames
      #expect(try index.foldedNames(at: position) == names.map(TextFolding.fold))
    }
  }

  @Test("The built-in catalog finds the same landmarks by name whether its names were folded now or at build time")
  func lookupsAgree() throws {
    let indexed = try Catalog.builtIn()
    let folded = try Catalog(landmarks: indexed.landmarks, countries: indexed.countries)
    #expect(try indexed.landmarks == folded.landmarks)
    for query in ["fuji", "mount fuji", "富士山", "ayers rock", "kirkju", "mt fuji", "machu"] {
      #expect((try? indexed.resolve(query))?.id == (try? folded.resolve(query))?.id, "\(query)")
      #expect(try indexed.search(query).map(\.landmark.id) == folded.search(query).map(\.landmark.id), "\(query)")
    }
  }
}
