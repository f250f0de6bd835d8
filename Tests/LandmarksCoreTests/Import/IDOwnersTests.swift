import LandmarksIndex
import LandmarksModels
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Who else holds an id: the built-in catalog and the other sources, never the replaced one; the
/// filter in front of the lookups never hides an owner.
@Suite struct IDOwnersTests {
  /// A source of landmarks with these ids.
  static func source(_ name: String, ids: [Int]) throws -> CatalogSource {
    let places = ids.map { id in
      IndexedPlace(
        landmark: Landmark(
          id: id, slug: "\(name)-\(id)", name: "Place \(id)", continent: .europe, country: "DE", location: "",
          latitude: 50, longitude: 10),
        source: name)
    }
    return CatalogSource(name: name, index: try CatalogIndex(bytes: try IndexWriter.bytes(for: places), name: name))
  }

  @Test func ownersButTheReplacedSource() throws {
    let mine = (0..<3_000).map { 100_000 + $0 * 7 }
    let others = (0..<5_000).map { 500_000 + $0 * 13 }
    let catalog = try Catalog.builtIn().with(sources: [
      try Self.source("mine", ids: mine), try Self.source("other", ids: others),
    ])
    let owners = IDOwners(catalog: catalog, replacing: "mine")
    #expect(owners.owner(of: Catalog.sampleFeaturedID) == .builtIn)
    #expect(others.allSatisfy { owners.owner(of: $0) == .source("other") })
    #expect(mine.allSatisfy { owners.owner(of: $0) == nil })
    var random = SeededGenerator(seed: 11)
    let held = try Set(others + catalog.builtInLandmarks().map(\.id))
    for _ in 0..<20_000 {
      let id = Int.random(in: -10...600_000, using: &random)
      #expect((owners.owner(of: id) != nil) == held.contains(id), "\(id)")
    }
    // Importing a new source: the one named "mine" is another owner like any.
    #expect(IDOwners(catalog: catalog, replacing: "new").owner(of: mine[0]) == .source("mine"))
  }
}
