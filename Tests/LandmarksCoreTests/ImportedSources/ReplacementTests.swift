import Foundation
import LandmarksIndex
import LandmarksJSON
import Testing

@testable import LandmarksCore

/// Importing under a source's name replaces it: the file's ids are matched with the source's by a
/// sorted walk, slugs are kept or handed out as one pass over the file in order would, and an id
/// another source holds is refused at the first place that has it.
@Suite struct ReplacementTests {
  static func feature(_ id: String, _ name: String, country: String = "CR", lat: Double = 9.9) -> String {
    SourceFixture.feature(id: id, name: name, lon: -84.1, lat: lat, extra: ",\"country\":\"\(country)\"")
  }

  /// The slugs of `source`'s landmarks, by their source id's landmark id.
  static func slugs(_ catalog: Catalog, source: String, ids: [String]) throws -> [String?] {
    try ids.map { sourceID in
      let id = LandmarkIdentity.id(source: source, sourceID: sourceID, name: "", latitude: 0, longitude: 0)
      return try catalog.landmark(id: id)?.slug
    }
  }

  @Test func aRemovedPlaceFreesItsSlugAndARenamedOneKeepsIt() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(
      SourceFixture.collection([Self.feature("1", "San José"), Self.feature("2", "San José")]), format: .geojson,
      source: "trips")
    #expect(try Self.slugs(try fixture.catalog(), source: "trips", ids: ["1", "2"]) == ["san-jose", "san-jose-cr"])
    // 1 is gone: its slug moves to 3, new; 2 keeps its own.
    let second = try fixture.importText(
      SourceFixture.collection([Self.feature("2", "San José"), Self.feature("3", "San José")]), format: .geojson,
      source: "trips")
    #expect(second.added == 1 && second.updated == 1 && second.removedIDs.count == 1)
    #expect(
      try Self.slugs(try fixture.catalog(), source: "trips", ids: ["1", "2", "3"]) == [nil, "san-jose-cr", "san-jose"])
    // 2 is renamed and keeps its slug; the new San José finds both taken, the new Cartago its own.
    let third = try fixture.importText(
      SourceFixture.collection([
        Self.feature("2", "Cartago"), Self.feature("3", "San José"), Self.feature("4", "Cartago"),
        Self.feature("5", "San José"),
      ]), format: .geojson, source: "trips")
    #expect(third.added == 2 && third.updated == 2 && third.removedIDs.isEmpty)
    #expect(
      try Self.slugs(try fixture.catalog(), source: "trips", ids: ["2", "3", "4", "5"])
        == ["san-jose-cr", "san-jose", "cartago", "san-jose-cr-2"])
  }

  @Test func aSourceImportedAgainAfterAnotherTookItsSlugKeepsTheNextFreeOne() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(SourceFixture.collection([Self.feature("1", "Cartago")]), format: .geojson, source: "a")
    // The source is removed and imported again: "b" took its slug in between.
    _ = try fixture.library.remove(source: "a")
    try fixture.importText(SourceFixture.collection([Self.feature("9", "Cartago")]), format: .geojson, source: "b")
    try fixture.importText(SourceFixture.collection([Self.feature("1", "Cartago")]), format: .geojson, source: "a")
    let catalog = try fixture.catalog()
    #expect(try Self.slugs(catalog, source: "b", ids: ["9"]) == ["cartago"])
    #expect(try Self.slugs(catalog, source: "a", ids: ["1"]) == ["cartago-cr"])
    // Replacing "a" now: its place keeps what it has.
    try fixture.importText(
      SourceFixture.collection([Self.feature("1", "Cartago"), Self.feature("2", "Cartago")]), format: .geojson,
      source: "a")
    #expect(try Self.slugs(try fixture.catalog(), source: "a", ids: ["1", "2"]) == ["cartago-cr", "cartago-cr-2"])
  }

  @Test(arguments: [nil, 1 << 19] as [Int?])
  func aChangedFileGetsTheSlugsOnePassInFileOrderGives(budget: Int?) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replacement-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let builtIn = try Catalog.builtIn()
    let before = SyntheticPlaces.places(count: 3_000, seed: 5)
    let first = try Self.index(SpilledImportTests.geojson(before), catalog: builtIn, folder: nil, budget: nil)
    let catalog = builtIn.with(sources: [CatalogSource(name: "synthetic", index: first)])
    // Every fifth place removed, every seventh renamed (many to names others have), new ones added.
    var after: [ImportedPlace] = []
    for (offset, place) in before.enumerated() where offset % 5 != 0 {
      var place = place
      if offset % 7 == 0 { place.name = SyntheticPlaces.names[offset % 3] }
      after.append(place)
    }
    for (offset, place) in SyntheticPlaces.places(count: 400, seed: 6).enumerated() {
      var place = place
      place.sourceID = "new-\(offset)"
      after.insert(place, at: (offset * 37) % after.count)
    }
    let outcome = try Self.outcome(
      SpilledImportTests.geojson(after), catalog: catalog, folder: budget == nil ? nil : folder.path, budget: budget)
    let index = outcome.index
    #expect(outcome.outcome.added == 400 && outcome.outcome.updated == after.count - 400)
    // Removed: the ids of the places left out, ascending.
    let removed = before.enumerated().filter { $0.offset % 5 == 0 }.map {
      LandmarkIdentity.id(source: "synthetic", place: TextCleaning.place($0.element).place)
    }
    #expect(outcome.outcome.removedIDs == removed.sorted())
    // The reference: places the source had keep their slugs; the rest, in file order, get the next
    // free one, never a kept one.
    var kept: [Int: String] = [:]
    for place in after {
      let id = LandmarkIdentity.id(source: "synthetic", place: TextCleaning.place(place).place)
      if let position = try first.position(ofID: id) { kept[id] = try first.slug(at: position) }
    }
    let keptSlugs = Set(kept.values)
    var assigner = SlugAssigner(taken: try builtIn.landmarks.map(\.slug))
    let placement = ContinentPlacement(countries: builtIn.countries)
    for place in after {
      let cleaned = TextCleaning.place(place).place
      let id = LandmarkIdentity.id(source: "synthetic", place: cleaned)
      let expected =
        kept[id]
        ?? assigner.assign(
          base: LandmarkIdentity.slug(for: cleaned.name) ?? "place-\(id)",
          suffix: placement.place(cleaned)?.country.flatMap(LandmarkIdentity.slug(for:))
        ) { keptSlugs.contains(String(decoding: $0, as: UTF8.self)) }
      let position = try #require(try index.position(ofID: id))
      #expect(try index.slug(at: position) == expected, "\(cleaned.name)")
    }
  }

  @Test func anIDAnotherSourceHoldsIsRefusedAtTheFirstPlaceWithIt() throws {
    let clashing = ["7", "9"].map {
      LandmarkIdentity.id(source: "mine", sourceID: $0, name: "", latitude: 0, longitude: 0)
    }
    let other = try IDOwnersTests.source("other", ids: clashing + [900_000])
    let catalog = try Catalog.builtIn().with(sources: [other])
    let text = SourceFixture.collection([
      Self.feature("1", "Fine"), Self.feature("9", "Second clash"), Self.feature("7", "First clash"),
    ])
    #expect {
      _ = try Self.outcome(text, catalog: catalog, source: "mine")
    } throws: { error in
      error as? ImportError == .idClash(id: clashing[1], name: "Second clash", existingSource: "other")
    }
    // A repeated id before the clash is what a single pass stops at; after it, the clash is.
    let repeatFirst = SourceFixture.collection([
      Self.feature("1", "One"), Self.feature("1", "Again"), Self.feature("7", "Clash"),
    ])
    #expect {
      _ = try Self.outcome(repeatFirst, catalog: catalog, source: "mine")
    } throws: { error in
      guard case ImportError.duplicatePlace = error else { return false }
      return true
    }
    let clashFirst = SourceFixture.collection([
      Self.feature("7", "Clash"), Self.feature("1", "One"), Self.feature("1", "Again"),
    ])
    #expect {
      _ = try Self.outcome(clashFirst, catalog: catalog, source: "mine")
    } throws: { error in
      error as? ImportError == .idClash(id: clashing[0], name: "Clash", existingSource: "other")
    }
    // Replacing "other" itself with the same ids is no clash.
    let replacing = try Self.outcome(text, catalog: catalog, source: "other")
    #expect(replacing.outcome.count == 3)
  }

  // MARK: - Helpers

  /// The index of importing `text` as "synthetic" into `catalog`, spilling to `folder` past `budget`.
  static func index(_ text: String, catalog: Catalog, folder: String?, budget: Int?) throws -> CatalogIndex {
    try outcome(text, catalog: catalog, folder: folder, budget: budget).index
  }

  /// The outcome and index of importing `text` as `source` into `catalog`.
  static func outcome(
    _ text: String, catalog: Catalog, source: String = "synthetic", folder: String? = nil, budget: Int? = nil
  ) throws -> (outcome: ImportOutcome, index: CatalogIndex) {
    let builder = try IndexBuilder(folder: folder, budget: budget ?? IndexBuilder.defaultBudget)
    var reader: any PlaceReader = FormatReader(format: .geojson, input: ErasedInput(MemoryInput(text, chunkSize: 4096)))
    let outcome = try Importer(options: ImportOptions(source: source), catalog: catalog, folder: folder)
      .run(&reader, into: builder)
    return (outcome, try CatalogIndex(bytes: try builder.finish() ?? [], name: source))
  }
}
