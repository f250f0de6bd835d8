import Foundation
import Testing

@testable import LandmarksCore

/// The reading and indexing threads report what a single pass over the file would have stopped
/// at; other sources' slugs are respected.
@Suite struct ImportPrecedenceTests {
  static func feature(_ id: String, _ name: String, lat: Double = 50) -> String {
    SourceFixture.feature(id: id, name: name, lon: 10, lat: lat, extra: ",\"country\":\"DE\"")
  }

  @Test func aRepeatedIdBeforeBrokenSyntaxIsWhatIsReported() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    // The repeat and the fault are read in one batch: records before a fault are still checked.
    let places = (1...3000).map { Self.feature("\($0)", "Place \($0)") } + [Self.feature("2", "Again")]
    let text = "{\"type\":\"FeatureCollection\",\"features\":[" + places.joined(separator: ",") + ",{\"type\":]}"
    #expect {
      try fixture.importText(text, format: .geojson, source: "broken")
    } throws: { error in
      guard case ImportError.duplicatePlace(_, let at, let first) = error else { return false }
      return at.feature == 3001 && first.feature == 2
    }
    #expect(try fixture.catalog().sources.isEmpty)
  }

  @Test func aRepeatedIdFoundWhileArrangingLeavesNoFilesBehind() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    // Enough places for the index's tables to be written on a thread of their own, which is
    // writing into the source's folder when the repeat is reported.
    let places = (1...6000).map { Self.feature("\($0)", "Place \($0)") } + [Self.feature("5999", "Again")]
    #expect {
      try fixture.importText(SourceFixture.collection(places), format: .geojson, source: "big")
    } throws: { error in
      guard case ImportError.duplicatePlace(_, let at, let first) = error else { return false }
      return at.feature == 6001 && first.feature == 5999
    }
    #expect(try fixture.catalog().sources.isEmpty)
    let sources = fixture.home.appendingPathComponent("sources")
    let left =
      FileManager.default.fileExists(atPath: sources.path)
      ? try FileManager.default.contentsOfDirectory(atPath: sources.path) : []
    #expect(left.isEmpty, "left behind: \(left)")
  }

  @Test func brokenSyntaxBeforeARepeatedIdIsWhatIsReported() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let text =
      "{\"type\":\"FeatureCollection\",\"features\":[" + Self.feature("1", "One") + ",{\"type\":,"
      + Self.feature("1", "Again") + "]}"
    #expect {
      try fixture.importText(text, format: .geojson, source: "broken")
    } throws: { error in
      guard case ImportError.malformed = error else { return false }
      return true
    }
  }

  @Test func aRepeatedIdWinsOverInvalidPlacesFoundLater() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    let text = SourceFixture.collection(
      [Self.feature("1", "One"), Self.feature("1", "Again"), Self.feature("3", "Off", lat: 99)])
    #expect {
      try fixture.importText(text, format: .geojson, source: "mixed")
    } throws: { error in
      guard case ImportError.duplicatePlace = error else { return false }
      return true
    }
  }

  @Test func slugsOtherSourcesHoldAreNotHandedOutAgain() throws {
    let fixture = SourceFixture()
    defer { fixture.cleanUp() }
    try fixture.importText(SourceLibraryTests.trips, format: .geojson, source: "trips")
    let more = SourceFixture.collection([
      SourceFixture.feature(id: "1", name: "San José", lon: -84.1, lat: 9.9, extra: ",\"country\":\"CR\""),
      SourceFixture.feature(id: "2", name: "San José", lon: -121.9, lat: 37.3, extra: ",\"country\":\"US\""),
      SourceFixture.feature(id: "3", name: "Red Square", lon: 37.6, lat: 55.8, extra: ",\"country\":\"RU\""),
      SourceFixture.feature(id: "4", name: "Fresh Name", lon: 37.6, lat: 55.8, extra: ",\"country\":\"RU\""),
    ])
    try fixture.importText(more, format: .geojson, source: "more")
    let slugs = try fixture.catalog().landmarks.filter { $0.source == "more" }.map(\.slug)
    #expect(Set(slugs) == ["san-jose-cr", "san-jose-us-2", "red-square-ru", "fresh-name"])
  }
}
