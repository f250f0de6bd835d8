import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

@Suite("The built-in catalog's index, made at build time")
struct BuiltInIndexTests {
  @Test("The index the build made holds exactly what the JSON files say, in display order")
  func indexMatchesJSON() throws {
    let index = try BuiltInData.catalogIndex()
    var decoded: [Landmark] = []
    for file in try PackageResources.jsonFiles(in: "Catalog") {
      decoded += try JSONDecoder().decode([Landmark].self, from: Data(contentsOf: file))
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
    var found = 0
    let queries = ["fuji", "mount fuji", "富士山", "ayers rock", "kirkju", "mt fuji", "machu"]
    for query in queries {
      // The same landmark, or the same error word for word: two errors are no agreement on a landmark.
      let outcome = Self.resolution(query, in: indexed)
      #expect(outcome == Self.resolution(query, in: folded), "\(query)")
      if case .success = outcome { found += 1 }
      #expect(try indexed.search(query).map(\.landmark.id) == folded.search(query).map(\.landmark.id), "\(query)")
    }
    // Were most lookups errors, agreeing would say little about the names the index holds.
    #expect(found * 2 > queries.count, "only \(found) of \(queries.count) queries found a landmark")
  }

  /// What resolving `query` gives: the landmark's id, or the error's description.
  private static func resolution(_ query: String, in catalog: Catalog) -> Result<Int, Resolution> {
    do {
      return .success(try catalog.resolve(query).id)
    } catch {
      return .failure(Resolution(description: "\(error)"))
    }
  }

  /// A failed lookup, compared by its description.
  private struct Resolution: Error, Equatable {
    let description: String
  }
}
