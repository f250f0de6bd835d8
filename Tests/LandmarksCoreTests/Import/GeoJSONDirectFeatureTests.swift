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
    try direct(bytes: Array(text.utf8))
  }

  /// `bytes` (one feature) read straight, in one chunk, as `direct(_:)` reads a text.
  static func direct(bytes: [UInt8]) throws -> ImportedPlace? {
    var scanner = JSONScanner(MemoryInput(bytes: bytes, chunkSize: max(1, bytes.count)))
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

  /// Keys and texts are found by words of eight bytes: a quote, a backslash or a byte past ASCII
  /// anywhere in a word, keys of every length around the word's, and a feature that ends just
  /// after a key still read as the whole feature reads.
  @Test(arguments: [
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"N"}}"#,
    #"{"properties":{"name":"N"},"geometry":{"coordinates":[1,2],"type":"Point"},"type":"Feature"}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"nam\u0065":"N"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"a\"b\\c\/d\u00e9\ud83d\ude00"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"\ud83d x","country":"\udc00"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"Zürich 🏔 東京","country":"ÖÖ"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"12345678":1,"1234567":2,"123456789012345":3,"1234567890123456":4,"12345678901234567":5,"name":"N"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"N","country_code":"CH","countryCode":"DE","description":"0123456789abcdef0123"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name:fr":"F","name":"N"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name:":"F","name":"N"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"namé":"F","name":"N","ключ":"значение"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"N","name":"M"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"N","nested":{"name":"M","a":[{"b":"\u0000"}]}}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"N","big":123456789012345678901234567890e300,"small":-1E-400}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"N"},"properties":{"name":"M"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"title":"T","name":"   "}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"N"},"type2":1}"#,
  ])
  func keysAndTextsFoundByWordsReadAsTheWholeFeatureReads(feature: String) throws {
    let whole = Outcome((try? JSONValue.parse(Array(feature.utf8))) ?? .null)
    guard let place = try Self.direct(feature) else { return }
    #expect(Outcome.place(place) == whole, "\(feature)")
  }

  /// Each of these is read straight: keys found by words, escapes and text past ASCII included.
  @Test(arguments: [
    (#""name":"a\"b\\c\/d\u00e9\ud83d\ude00""#, "a\"b\\c/dé😀"),
    (#""name":"Zürich 🏔 東京""#, "Zürich 🏔 東京"),
    (#""nam\u0065":"N""#, "N"),
    (#""12345678":1,"123456789012345":3,"1234567890123456":4,"12345678901234567":5,"name":"N""#, "N"),
    (#""namé":"F","ключ":"значение","name":"N""#, "N"),
    (#""name":"N","nested":{"name":"M","a":[{"b":"\u0000"}]}"#, "N"),
    (#""name":"N","big":123456789012345678901234567890e300,"small":-1E-400"#, "N"),
  ])
  func awkwardMembersAreReadStraight(properties: String, name: String) throws {
    let feature = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{\#(properties)}}"#
    let place = try #require(try Self.direct(feature), "\(feature)")
    #expect(place.name == name)
    #expect(Outcome.place(place) == Outcome(try JSONValue.parse(Array(feature.utf8))))
  }

  /// Invalid UTF-8 in a key or a text, in the first word or a later one, is left to the general
  /// reading, which refuses it.
  @Test(
    arguments: [
      [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
    ] as [[UInt8]])
  func invalidUTF8IsLeftToTheGeneralReading(invalid: [UInt8]) throws {
    let start = Array(#"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"#.utf8)
    let quote = Array("\"".utf8)
    for (key, value) in [
      (quote + Array("na".utf8) + invalid + quote, Array(#""N""#.utf8)),
      (quote + Array("longer key ".utf8) + invalid + quote, Array(#""N""#.utf8)),
      (Array(#""name""#.utf8), quote + Array("N".utf8) + invalid + quote),
      (Array(#""name""#.utf8), quote + Array("a longer name ".utf8) + invalid + Array(" and more".utf8) + quote),
    ] {
      let name = key == Array(#""name""#.utf8) ? [] : Array(#""name":"N","#.utf8)
      let bytes = start + name + key + Array(":".utf8) + value + Array("}}".utf8)
      #expect(try Self.direct(bytes: bytes) == nil, "\(bytes)")
      #expect(throws: (any Error).self) { try JSONValue.parse(bytes) }
    }
  }

  @Test func everyPropertyReadHasASlot() {
    #expect(GeoJSONDirectFeature.everyPropertyHasASlot)
  }
}
