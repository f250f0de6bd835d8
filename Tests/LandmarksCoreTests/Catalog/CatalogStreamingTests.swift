import Foundation
import LandmarksIndex
import LandmarksModels
import Testing

@testable import LandmarksCore

/// `forEachLandmark`, `sectionCounts` and `largestID` over the built-in catalog and large imported
/// sources, held to a reference computed the slow way: every landmark sorted by continent, folded
/// name bytes and id, then filtered.
@Suite("Streaming the catalog: merge order, filters and counts")
struct CatalogStreamingTests {
  /// Two sources of generated places, their names mixing the built-in ones, accents, CJK and case.
  static let catalog: Catalog? = try? makeCatalog()

  static func makeCatalog() throws -> Catalog {
    let builtIn = try Catalog.builtIn()
    let first = try CatalogIndex(
      bytes: try IndexWriter.bytes(for: places(count: 2_500, firstID: 50_000_000, source: "first", builtIn: builtIn)),
      name: "first")
    let second = try CatalogIndex(
      bytes: try IndexWriter.bytes(for: places(count: 700, firstID: 60_000_000, source: "second", builtIn: builtIn)),
      name: "second")
    return builtIn.with(sources: [
      CatalogSource(name: "first", index: first), CatalogSource(name: "second", index: second),
    ])
  }

  /// `count` deterministic places of `source`: continents, countries and kinds taken in turns, every
  /// seventh named like a built-in landmark (so equal names meet across catalogs and ids break ties).
  static func places(count: Int, firstID: Int, source: String, builtIn: Catalog) throws -> [IndexedPlace] {
    let syllables = ["ka", "Ån", "ber", "vik", "田", "mo", "Ri", "é", "tar", "ul"]
    let countries = ["FR", "JP", "IS", "US", "BR", "AQ", "AU", ""]
    let kinds = [["mountain"], ["lake", "tea-house"], ["castle"], [], ["volcano"]]
    let builtInNames = try builtIn.landmarks.map(\.name)
    return (0..<count).map { index in
      let name =
        index % 7 == 0
        ? builtInNames[index % builtInNames.count]
        : (0..<(2 + index % 3)).map { syllables[(index / (1 + $0 * 3) + $0) % syllables.count] }.joined()
      let kindNames = kinds[index % kinds.count]
      let landmark = Landmark(
        id: firstID + index * 7, slug: "\(source)-\(index)", name: name,
        alternateNames: index % 5 == 0 ? ["Alt \(index)"] : [],
        continent: Continent.allCases[(index * index) % Continent.allCases.count],
        country: countries[index % countries.count], location: "Place \(index)", latitude: 0, longitude: 0,
        kinds: kindNames.map(LandmarkKind.init(rawValue:)), description: "", source: source)
      return IndexedPlace(landmark: landmark, kindNames: kindNames, source: source)
    }
  }

  /// Every landmark of `catalog`, sorted as the display order defines it, then filtered.
  static func reference(_ catalog: Catalog, _ filter: LandmarkFilter) throws -> [Landmark] {
    var all = try catalog.builtInLandmarks()
    for source in catalog.sources {
      for position in 0..<source.index.count {
        if let landmark = try? source.index.landmark(at: position) { all.append(landmark) }
      }
    }
    let order = Dictionary(uniqueKeysWithValues: Continent.allCases.enumerated().map { ($1, $0) })
    let keyed = all.map { (landmark: $0, name: Array(TextFolding.fold($0.name).utf8)) }
    return
      keyed.sorted { lhs, rhs in
        if lhs.landmark.continent != rhs.landmark.continent {
          return (order[lhs.landmark.continent] ?? 0) < (order[rhs.landmark.continent] ?? 0)
        }
        if lhs.name != rhs.name { return lhs.name.lexicographicallyPrecedes(rhs.name) }
        return lhs.landmark.id < rhs.landmark.id
      }
      .map(\.landmark).filter(filter.matches)
  }

  /// The filters each test runs, covering every way a stream is planned: whole, by continent, by
  /// looked-up ids, by scanned ids, by source, and by record fields.
  static let filters: [LandmarkFilter] = {
    var bySource = LandmarkFilter()
    bySource.sources = ["first"]
    var builtInOnly = LandmarkFilter(kinds: [.mountain])
    builtInOnly.sources = [LandmarkFilter.builtInSource]
    var secondInEurope = LandmarkFilter(continents: [.europe], countries: ["fr"])
    secondInEurope.sources = ["second", LandmarkFilter.builtInSource]
    return [
      LandmarkFilter(), LandmarkFilter(continents: [.europe]), LandmarkFilter(continents: [.antarctica, .asia]),
      LandmarkFilter(kinds: [.volcano]), LandmarkFilter(kinds: [LandmarkKind(rawValue: "tea-house")]),
      LandmarkFilter(countries: ["JP", "is"]), LandmarkFilter(ids: [1016, 50_000_007, 60_000_014, 42]),
      LandmarkFilter(ids: Set((0..<2_000).map { 50_000_000 + $0 * 7 })), LandmarkFilter(ids: []), bySource,
      builtInOnly, secondInEurope,
    ]
  }()

  @Test("Landmarks come in display order across catalogs, filtered", arguments: filters)
  func mergeOrder(filter: LandmarkFilter) throws {
    let catalog = try #require(Self.catalog)
    var streamed: [Landmark] = []
    try catalog.forEachLandmark(matching: filter) { streamed.append($0) }
    let expected = try Self.reference(catalog, filter)
    #expect(streamed.count == expected.count)
    #expect(streamed.map(\.id) == expected.map(\.id))
    #expect(streamed == expected)
  }

  @Test("Section counts match the landmarks each continent streams", arguments: filters)
  func counts(filter: LandmarkFilter) throws {
    let catalog = try #require(Self.catalog)
    let expected = try Continent.allCases.compactMap { continent -> (Continent, Int)? in
      let count = try Self.reference(catalog, filter).filter { $0.continent == continent }.count
      return count > 0 ? (continent, count) : nil
    }
    let counts = try catalog.sectionCounts(matching: filter)
    #expect(counts.map(\.continent) == expected.map(\.0))
    #expect(counts.map(\.count) == expected.map(\.1))
  }

  @Test("The largest id is read from the id tables of the catalogs the filter reads")
  func largestID() throws {
    let catalog = try #require(Self.catalog)
    #expect(try catalog.largestID(matching: LandmarkFilter()) == 60_000_000 + 699 * 7)
    var first = LandmarkFilter()
    first.sources = ["first"]
    #expect(try catalog.largestID(matching: first) == 50_000_000 + 2_499 * 7)
    var second = LandmarkFilter()
    second.sources = ["second"]
    #expect(try catalog.largestID(matching: second) == 60_000_000 + 699 * 7)
    var builtIn = LandmarkFilter()
    builtIn.sources = [LandmarkFilter.builtInSource]
    #expect(try catalog.largestID(matching: builtIn) == catalog.builtInLandmarks().map(\.id).max())
  }

  @Test("The built-in catalog alone streams as it is listed")
  func builtInAlone() throws {
    let catalog = try Catalog.builtIn()
    var streamed: [Landmark] = []
    try catalog.forEachLandmark(matching: LandmarkFilter()) { streamed.append($0) }
    #expect(try streamed == catalog.landmarks)
    #expect(
      try catalog.sectionCounts(matching: LandmarkFilter()).map(\.count) == catalog.sections().map(\.landmarks.count))
  }

  @Test(
    "A slice of a continent's row is the same slice of the merged stream, wherever it starts",
    arguments: Continent.allCases)
  func slices(continent: Continent) throws {
    let catalog = try #require(Self.catalog)
    let row = try Self.reference(catalog, LandmarkFilter(continents: [continent]))
    #expect(row.count > 10)
    let starts =
      Array(0..<min(20, row.count)) + Array(stride(from: 20, to: row.count, by: 37)) + [row.count - 1, row.count]
    for start in starts {
      for length in [1, 5, 64] {
        let range = start..<min(row.count, start + length)
        let slice = try catalog.landmarks(on: continent, in: range)
        #expect(slice.map(\.id) == row[range].map(\.id), "\(continent) \(range)")
      }
    }
    #expect(try catalog.landmarks(on: continent, in: row.count..<row.count + 10).isEmpty)
  }

  @Test("Equal keys in two catalogs are sliced as the merge orders them, none lost or repeated")
  func slicesOfTies() throws {
    let builtIn = try Catalog.builtIn()
    let bytes = try IndexWriter.bytes(
      for: Self.places(count: 300, firstID: 70_000_000, source: "twin", builtIn: builtIn))
    let catalog = builtIn.with(sources: [
      CatalogSource(name: "twin", index: try CatalogIndex(bytes: bytes, name: "twin")),
      CatalogSource(name: "copy", index: try CatalogIndex(bytes: bytes, name: "copy")),
    ])
    for continent in Continent.allCases {
      var streamed: [Landmark] = []
      try catalog.forEachLandmark(matching: LandmarkFilter(continents: [continent])) { streamed.append($0) }
      for start in 0...streamed.count {
        let range = start..<min(streamed.count, start + 3)
        let slice = try catalog.landmarks(on: continent, in: range)
        #expect(slice == Array(streamed[range]), "\(continent) \(range)")
      }
    }
  }
}
