import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// Imports into a data folder: every format, all or nothing, identity across re-imports, replacement,
/// removal keeping history, damaged indexes rebuilt, exports brought back.
@Suite struct SourceLibraryTests {
  static let trips = SourceFixture.collection([
    SourceFixture.feature(id: "1", name: "San José", lon: -84.09, lat: 9.93, extra: ",\"country\":\"CR\""),
    SourceFixture.feature(id: "2", name: "San José", lon: -121.89, lat: 37.33, extra: ",\"country\":\"US\""),
    SourceFixture.feature(id: "3", name: "Baikal Shore", lon: 104.3, lat: 52.3, extra: ",\"country\":\"RU\""),
    SourceFixture.feature(id: "4", name: "Red Square", lon: 37.62, lat: 55.75, extra: ",\"country\":\"RU\""),
  ])

  @Test func geoJSONImportsWithContinentsSlugsAndSource() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let outcome = try fixture.importText(Self.trips, format: .geojson, source: "trips")
    #expect(outcome.added == 4 && outcome.updated == 0 && outcome.removedIDs.isEmpty)
    let catalog = try fixture.catalog()
    let named = try catalog.landmarks(named: "san jose")
    #expect(named.count == 2)
    #expect(Set(named.map(\.slug)) == ["san-jose", "san-jose-us"])
    #expect(named.allSatisfy { $0.source == "trips" && $0.continent == .northAmerica })
    // Russia spans two continents: the position decides.
    #expect(try catalog.landmarks(named: "baikal shore").first?.continent == .asia)
    #expect(try catalog.landmarks(named: "red square").first?.continent == .europe)
    #expect(try catalog.landmarks.count == 160 + 4)
    #expect(try catalog.landmark(id: 1016)?.name == "Mount Fuji")
    #expect(throws: CatalogError.self) { try catalog.resolve("san jose") }
    #expect(try catalog.resolve("san-jose-us").country == "US")
  }

  @Test("A second source with the same places takes the next free slugs, beside the first's")
  func secondSourceTakesTheNextSlugs() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(Self.trips, format: .geojson, source: "trips")
    let csv = "id,name,latitude,longitude,country\n1,San José,9.93,-84.09,CR\n2,San José,9.94,-84.1,CR\n"
    let outcome = try fixture.importText(csv, format: .csv, source: "again")
    #expect(outcome.added == 2)
    let catalog = try fixture.catalog()
    let again = try catalog.landmarks(named: "san jose").filter { $0.source == "again" }
    #expect(Set(again.map(\.slug)) == ["san-jose-cr", "san-jose-cr-2"])
    let slugs = try catalog.landmarks(named: "san jose").map(\.slug)
    #expect(Set(slugs).count == slugs.count)
  }

  @Test func searchFindsImportedLandmarksBesideBuiltInOnes() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(Self.trips, format: .geojson, source: "trips")
    let catalog = try fixture.catalog()
    #expect(try catalog.search("baikal shroe").first?.landmark.name == "Baikal Shore")
    #expect(try catalog.search("red squ").first?.landmark.name == "Red Square")
    #expect(try catalog.search("mount fuji").first?.landmark.id == 1016)
    #expect(try catalog.search("san jose").filter { $0.landmark.source == "trips" }.count == 2)
  }

  @Test func googleTakeoutShapeImports() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let takeout = """
      {"type":"FeatureCollection","features":[{"geometry":{"coordinates":[-0.1276,51.5072],"type":"Point"},
      "properties":{"date":"2024-01-01T00:00:00Z","google_maps_url":"http://maps.google.com/?cid=1",
      "location":{"address":"London, UK","country_code":"GB","name":"Tea House"}},"type":"Feature"}]}
      """
    try fixture.importText(takeout, format: .geojson, source: "starred")
    let place = try #require(try fixture.catalog().landmarks(named: "tea house").first)
    #expect(place.country == "GB" && place.continent == .europe && place.location == "London, UK")
  }

  @Test func csvWithByteOrderMarkSemicolonsAndQuotesImports() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let csv = "\u{FEFF}name;lat;lon;country;kinds\r\n\"Café \"\"Central\"\"; Wien\";48.21;16.37;AT;tea house\r\n"
    try fixture.importText(csv, format: .csv, source: "cafes")
    let place = try #require(try fixture.catalog().landmarks(named: "cafe \"central\"; wien").first)
    #expect(place.kinds == [LandmarkKind(rawValue: "tea-house")])
    #expect(place.continent == .europe)
  }

  @Test func geoNamesLinesImport() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let columns = [
      "1850147", "Tokyo", "Tokyo", "Tokio,東京", "35.6895", "139.69171", "P", "PPLC", "JP", "", "40", "", "", "",
      "8336599", "", "44", "Asia/Tokyo", "2024-01-01",
    ]
    try fixture.importText(columns.joined(separator: "\t") + "\n", format: .geonames, source: "cities")
    let catalog = try fixture.catalog()
    let tokyo = try #require(catalog.landmarks(named: "東京").first)
    #expect(tokyo.name == "Tokyo" && tokyo.continent == .asia && tokyo.kinds.contains(.city))
  }

  @Test func anInvalidPlaceRefusesTheWholeFileUnlessSkipped() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let text = SourceFixture.collection([
      SourceFixture.feature(id: "1", name: "Good", lon: 10, lat: 50, extra: ",\"country\":\"DE\""),
      SourceFixture.feature(id: "2", name: "Off the globe", lon: 10, lat: 95, extra: ",\"country\":\"DE\""),
      SourceFixture.feature(id: "3", name: "Nowhere", lon: -140, lat: 10),
    ])
    #expect {
      try fixture.importText(text, format: .geojson, source: "mixed")
    } throws: { error in
      guard case ImportError.invalidPlaces(let problems, let count) = error else { return false }
      return count == 2 && problems.first?.location.feature == 2
    }
    #expect(try fixture.catalog().sources.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: fixture.home.appendingPathComponent("sources.json").path))
    let outcome = try fixture.importText(text, format: .geojson, source: "mixed", skipInvalid: true)
    #expect(outcome.added == 1 && outcome.skipped == 2)
    // A fallback continent places what nothing else does.
    let placed = try fixture.importText(
      text, format: .geojson, source: "mixed", continent: .northAmerica, skipInvalid: true)
    #expect(placed.count == 2 && placed.updated == 1 && placed.added == 1)
  }

  @Test func duplicatePlacesInOneFileAreRefused() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let text = SourceFixture.collection([
      SourceFixture.feature(id: "7", name: "One", lon: 10, lat: 50, extra: ",\"country\":\"DE\""),
      SourceFixture.feature(id: "7", name: "Two", lon: 11, lat: 51, extra: ",\"country\":\"DE\""),
    ])
    #expect(throws: ImportError.self) { try fixture.importText(text, format: .geojson, source: "dupes") }
    #expect(try fixture.catalog().sources.isEmpty)
  }

  @Test func reimportKeepsIdsAndSlugsAndRemovesAbsentPlacesRememberingMarkedOnes() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(Self.trips, format: .geojson, source: "trips")
    let before = try fixture.catalog()
    let baikal = try before.resolve("baikal shore")
    let redSquare = try before.resolve("red square")
    _ = try fixture.library.store.update { state in
      state.mark([.takePhoto], at: redSquare.id, on: Date(timeIntervalSince1970: 1))
    }
    // Red Square is gone from the new file; Baikal is renamed but keeps its source id.
    let next = SourceFixture.collection([
      SourceFixture.feature(id: "1", name: "San José", lon: -84.09, lat: 9.93, extra: ",\"country\":\"CR\""),
      SourceFixture.feature(id: "2", name: "San José", lon: -121.89, lat: 37.33, extra: ",\"country\":\"US\""),
      SourceFixture.feature(id: "3", name: "Baikal Shore East", lon: 104.3, lat: 52.3, extra: ",\"country\":\"RU\""),
    ])
    let outcome = try fixture.importText(next, format: .geojson, source: "trips")
    #expect(outcome.updated == 3 && outcome.added == 0 && outcome.removedIDs == [redSquare.id])
    let after = try fixture.catalog()
    #expect(try after.landmark(id: baikal.id)?.name == "Baikal Shore East")
    #expect(try after.landmark(id: baikal.id)?.slug == baikal.slug)
    #expect(try after.landmark(id: redSquare.id) == nil)
    #expect(after.removedLandmarks[redSquare.id]?.name == "Red Square")
    #expect(after.sources.count == 1)
    // Replaced folders are swept.
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: fixture.home.appendingPathComponent("sources").path)
    #expect(folders.count == 1)
  }

  @Test func removingASourceKeepsTheNamesOfMarkedLandmarks() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(Self.trips, format: .geojson, source: "trips")
    let baikal = try fixture.catalog().resolve("baikal shore")
    _ = try fixture.library.store.update { state in
      state.mark([.drawSketch], at: baikal.id, on: Date(timeIntervalSince1970: 1))
    }
    #expect(try fixture.library.remove(source: "trips") == 4)
    let catalog = try fixture.catalog()
    #expect(try catalog.sources.isEmpty && catalog.landmarks.count == 160)
    #expect(
      catalog.removedLandmarks[baikal.id] == RemovedLandmark(id: baikal.id, name: "Baikal Shore", source: "trips"))
    #expect(throws: SourceError.self) { try fixture.library.remove(source: "trips") }
    // Importing it again brings the same landmark back under the same id.
    try fixture.importText(Self.trips, format: .geojson, source: "trips")
    let again = try fixture.catalog()
    #expect(try again.landmark(id: baikal.id)?.name == "Baikal Shore")
    #expect(again.removedLandmarks[baikal.id] == nil)
  }

  @Test func aDamagedIndexIsRebuiltFromTheSavedCopy() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(Self.trips, format: .geojson, source: "trips")
    let registry = try fixture.library.loadRegistry()
    let entry = try #require(registry.sources.first)
    let index = fixture.home.appendingPathComponent("sources/\(entry.folder)/index.lmk")
    let expected = try fixture.catalog().landmarks
    for damage in [Data("garbage".utf8), Data()] {
      try damage.write(to: index)
      #expect(try fixture.catalog().landmarks == expected)
    }
    // Without the copy, the error names the source and where to look.
    try FileManager.default.removeItem(
      at: fixture.home.appendingPathComponent("sources/\(entry.folder)/original.geojson"))
    #expect {
      try fixture.catalog()
    } throws: { error in
      guard case SourceError.unavailable(let name, _) = error else { return false }
      return name == "trips" && error.localizedDescription.contains("landmarks sources")
    }
  }

  @Test(arguments: [ImportFormat.geojson, .csv, .kml])
  func anExportImportsBackWithTheSameLandmarks(format: ImportFormat) throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(Self.trips, format: .geojson, source: "trips")
    let catalog = try fixture.catalog()
    var text = ""
    let records = try catalog.landmarks.map { ExportRecord($0, source: $0.source) }
    if format == .geojson {
      try GeoJSONWriter.write(records, to: { text += $0 })
    } else if format == .kml {
      try KMLWriter.write(records, to: { text += $0 })
    } else {
      try CSVWriter.write(records, to: { text += $0 })
    }
    // Into the same store: everything matches, nothing is added.
    let same = try fixture.importText(text, format: format, source: "export")
    #expect(try same.count == 0 && same.matched == catalog.landmarks.count)
    #expect(try fixture.catalog().sources.count == 1)
    // Into another store: the imported landmarks come back with their ids, names and positions.
    let other = SourceFixture()
    defer { other.cleanUp() }
    let outcome = try other.importText(text, format: format, source: "trips")
    let imported = try other.catalog()
    for landmark in try catalog.landmarks where landmark.source == "trips" {
      let back = try #require(try imported.landmark(id: landmark.id))
      #expect(back.name == landmark.name)
      #expect(abs(back.latitude - landmark.latitude) < 1e-6 && abs(back.longitude - landmark.longitude) < 1e-6)
    }
    #expect(outcome.matched == 160 && outcome.added == 4)
  }

  @Test func hostileNamesAreCleanedAndCounted() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let text = SourceFixture.collection([
      SourceFixture.feature(
        id: "1", name: "Evil\\u001b]0;pwned\\u0007 Tower\\u202e", lon: 2.29, lat: 48.86, extra: ",\"country\":\"FR\"")
    ])
    let outcome = try fixture.importText(text, format: .geojson, source: "evil")
    #expect(outcome.report.cleanedPlaceCount == 1)
    let place = try #require(try fixture.catalog().sources.first?.index.place(at: 0).landmark)
    #expect(place.name.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && $0 != "\u{202E}" })
  }

  @Test func sourceNamesAreChecked() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    for name in ["", "built-in", "a/b", String(repeating: "x", count: 101), "bad\u{1B}name"] {
      #expect(throws: SourceError.self) { try fixture.importText(Self.trips, format: .geojson, source: name) }
    }
  }
}
