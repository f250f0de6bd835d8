import Foundation
import LandmarksJSON
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// A feature read straight into a place makes the place the general reading makes, or is left to
/// that reading; the usual feature is read straight.
@Suite struct GeoJSONDirectFeatureTests {
  typealias Outcome = GeoJSONSelectionTests.Outcome

  /// `text` (one feature) read straight, in one chunk; nil when the direct reading gives up, in
  /// which case nothing is consumed.
  static func direct(_ text: String) throws -> ImportedPlace? {
    var scanner = JSONScanner(MemoryInput(text, chunkSize: max(1, text.utf8.count)))
    _ = try scanner.peekSignificant()
    var place: ImportedPlace?
    let read = scanner.readInChunk(maxBytes: ImportLimits.featureBytes) {
      (parser) throws(JSONChunkParser.GiveUp) in place = try GeoJSONDirectFeature.place(&parser, depth: 2)
    }
    #expect(read == (place != nil))
    if read {
      #expect(try scanner.peekSignificant() == nil)
    } else {
      #expect(try scanner.peekSignificant() != nil)
    }
    return place
  }

  @Test(arguments: GeoJSONSelectionTests.features)
  func aFeatureReadStraightMakesWhatTheWholeOneMakes(feature: String) throws {
    guard let place = try Self.direct(feature) else { return }
    #expect(Outcome.place(place) == Outcome(try JSONValue.parse(Array(feature.utf8))))
  }

  @Test(arguments: [
    #"{"type":"Feature","id":1,"geometry":{"type":"Point","coordinates":[8.55000,47.36667]},"properties":{"name":"Zürich","country":"CH","population":415367}}"#,
    #"{"type":"Feature","id":"n-7","geometry":{"type":"Point","coordinates":[1e2,-0.0,3]},"properties":{"title":" Café \u00e9 ","countryCode":null,"country_code":"FR","desc":"d","address":"a","continent":"EU","id":5,"other":{"x":[1]}}}"#,
    #"{"geometry":{"coordinates":[1,2],"type":"Point","bbox":[0,0]},"properties":{"name":null,"Title":"T","description":"D"},"extra":[{}]}"#,
  ])
  func theUsualFeatureIsReadStraight(feature: String) throws {
    let place = try #require(try Self.direct(feature))
    #expect(Outcome.place(place) == Outcome(try JSONValue.parse(Array(feature.utf8))))
  }

  @Test func randomFeaturesReadStraightMakeWhatTheWholeOnesMake() throws {
    let seed = TestSeed.value(23, for: "randomFeaturesReadStraightMakeWhatTheWholeOnesMake")
    var generator = SeededGenerator(seed: seed)
    var straight = 0
    for round in 0..<1_000 {
      let feature = try GeoJSONSelectionTests.randomFeature(using: &generator)
      guard let place = try Self.direct(feature) else { continue }
      straight += 1
      let whole = try JSONValue.parse(Array(feature.utf8))
      #expect(Outcome.place(place) == Outcome(whole), "seed \(seed), round \(round): \(feature)")
    }
    #expect(straight > 0)
  }
}
