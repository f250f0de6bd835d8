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

  /// Numbers read in one pass, and the words `Feature` and `Point` matched as bytes: anything
  /// unusual (escapes, exponents, long or malformed literals) is left to the general reading.
  @Test(arguments: [
    ("\"Feature\"", "8.55", "47.36667", "1"),
    ("\"Feat\\u0075re\"", "8.55", "47.36667", "1"),
    ("\"Feature\"", "-0", "0.5", "-0"),
    ("\"Feature\"", "-0.0", "-90", "007"),
    ("\"Feature\"", "01", "2", "3"),
    ("\"Feature\"", "1.", "2", "3"),
    ("\"Feature\"", "1.5e1", "2E-1", "3e0"),
    ("\"Feature\"", "179.123456789012345678", "-12.5", "123456789012345678901234567890"),
    ("\"Feature\"", "9007199254740993", "1.0000000000000000000001", "9007199254740992"),
    ("\"Feature\"", "-", "2", "3"),
    ("\"Features\"", "1", "2", "3"),
  ])
  func numbersAndWordsReadStraightAsTheWholeFeatureReadsThem(
    type: String, longitude: String, latitude: String, id: String
  ) throws {
    let feature =
      #"{"type":\#(type),"id":\#(id),"geometry":{"type":"Point","coordinates":[\#(longitude),\#(latitude)]},"#
      + #""properties":{"name":"N","population":\#(id)}}"#
    let whole = Outcome((try? JSONValue.parse(Array(feature.utf8))) ?? .null)
    guard let place = try Self.direct(feature) else { return }
    #expect(Outcome.place(place) == whole, "\(feature)")
    #expect(place.longitude.bitPattern == Double(longitude)?.bitPattern, "\(feature)")
    #expect(place.latitude.bitPattern == Double(latitude)?.bitPattern, "\(feature)")
    #expect(place.sourceID == id, "\(feature)")
  }

  @Test func plainFeaturesAreReadStraight() throws {
    for (longitude, latitude) in [("8.55", "47.36667"), ("-0", "0.5"), ("-180", "-90"), ("179.999999", "89.1")] {
      let feature =
        #"{"type":"Feature","id":12,"geometry":{"type":"Point","coordinates":[\#(longitude),\#(latitude)]},"#
        + #""properties":{"name":"N"}}"#
      let place = try #require(try Self.direct(feature))
      #expect(place.longitude.bitPattern == Double(longitude)?.bitPattern)
      #expect(place.latitude.bitPattern == Double(latitude)?.bitPattern)
    }
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
