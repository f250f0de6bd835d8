import Foundation
import LandmarksJSON
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// A feature read selectively (only the members a place is made of built) makes the same place or
/// problem as the whole feature, and a broken file fails the same way whether the in-chunk parse
/// or the streaming scanner meets the fault.
@Suite struct GeoJSONSelectionTests {
  /// What a feature comes to.
  enum Outcome: Equatable {
    case place(ImportedPlace)
    case problem(String)

    init(_ feature: JSONValue) {
      switch GeoJSONFeature.place(feature) {
      case .success(let place): self = .place(place)
      case .failure(let problem): self = .problem(problem.reason)
      }
    }
  }

  /// `text` (one feature) parsed the selective way, in one chunk.
  static func selected(_ text: String) throws -> JSONValue {
    var scanner = JSONScanner(MemoryInput(text, chunkSize: max(1, text.utf8.count)))
    _ = try scanner.peekSignificant()
    let value = try scanner.parseValue(
      depth: 2, maxBytes: ImportLimits.featureBytes, selecting: GeoJSONFeature.selection)
    #expect(try scanner.peekSignificant() == nil)
    return value
  }

  static let features = [
    #"{"type":"Feature","id":1,"geometry":{"type":"Point","coordinates":[8.55,47.36667]},"properties":{"name":"Zürich","country":"CH","population":415367}}"#,
    #"{"properties":{"population":[1,{"a":[true,false,null]}],"name":"A","name":"B"},"geometry":{"coordinates":[1,2,3],"bbox":[0,0],"type":"Point"},"type":"Feature","id":"x-1","extra":{"deep":[[[]]]}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":5,"title":"T","location":{"name":"L"}}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":null,"title":null,"location":{"Business Name":"B","country_code":"FR","Address":"Here"}}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"Title":"T","Location":"Somewhere","country_code":"DE"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"Caf\u00e9 \ud83d\ude00 \"q\"","n\u0061me:de":"Kaffee","name:fr":"Café","name:":"Empty","alt_name":"A;B","old_name":"C","int_name":"D","official_name":"E"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7.6586,45.9763]},"properties":{"name":"Matterhorn","natural":"peak","tourism":"attraction","religion":"x","amenity":5,"kinds":["Mountains",3,"Volcano"],"category":"Ski Resort"}}"#,
    #"{"type":"Feature","id":1016,"geometry":{"type":"Point","coordinates":[138.7,35.3]},"properties":{"name":"Fuji","source":null,"id":"p"}}"#,
    #"{"type":"Feature","id":123456,"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"X","source":["a"]}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"X","alternateNames":["Y",1,"X"," Z "],"alternate_names":"P;Q","alternatenames":{"a":1},"continent":"EU","description":"d","desc":"e","address":"a"}}"#,
    #"{"type":"Feature","geometry":[1,2],"properties":{"name":"A"}}"#,
    #"{"type":"Feature","geometry":"Point","properties":{"name":"A"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":["name","A"]}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":{"0":1,"1":2}},"properties":{"name":"A"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1e2,-0.0]},"properties":{"name":"A"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[179.99999999999999999,1E-3]},"properties":{"name":"A"}}"#,
    #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"type":"Polygon","properties":{"name":"A"}}"#,
    #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[0,1],[2,3]]},"properties":{"name":"A"}}"#,
    #"[{"type":"Feature"}]"#,
    #""a feature""#,
    #"{}"#,
    "{ \"type\" : \"Feature\" ,\n \"geometry\" :\t{ \"type\" : \"Point\" , \"coordinates\" : [ 1 , 2 ] } ,\r\n \"properties\" : { \"name\" : \"A\\nB\" } }",
  ]

  @Test(arguments: features)
  func aSelectedFeatureMakesWhatTheWholeOneMakes(feature: String) throws {
    let whole = try JSONValue.parse(Array(feature.utf8))
    #expect(Outcome(try Self.selected(feature)) == Outcome(whole))
  }

  @Test func membersNobodyReadsAreNotBuilt() throws {
    let selected = try Self.selected(Self.features[1])
    #expect(selected["extra"] == nil)
    #expect(selected["properties"]?["population"] == nil)
    #expect(selected["geometry"]?["bbox"] == nil)
    #expect(selected["properties"]?["name"]?.string == "B")
  }

  @Test func randomFeaturesMakeWhatTheWholeOnesMake() throws {
    let seed = TestSeed.value(17, for: "randomFeaturesMakeWhatTheWholeOnesMake")
    var generator = SeededGenerator(seed: seed)
    for round in 0..<500 {
      let feature = try Self.randomFeature(using: &generator)
      let whole = try JSONValue.parse(Array(feature.utf8))
      #expect(Outcome(try Self.selected(feature)) == Outcome(whole), "seed \(seed), round \(round): \(feature)")
    }
  }

  /// A feature of members in random order, with properties and values of every kind `place` reads
  /// (and some it does not).
  static func randomFeature(using generator: inout SeededGenerator) throws -> String {
    let values = [
      #""Name""#, #""  ""#, #""Caf\u00e9""#, #""富士山""#, "null", "true", "12", "-0.5", "1e3", #"["a","b"]"#,
      #"{"name":"N"}"#,
      #"{"Business Name":"B","Country Code":"JP"}"#, "[]", "{}", #""a;b;;c""#, #""peak""#, #""EU""#,
    ]
    let propertyKeys = [
      "name", "title", "Title", "location", "Location", "id", "source", "continent", "country", "country_code",
      "countryCode", "address", "description", "desc", "alternateNames", "alternate_names", "alt_name", "old_name",
      "name:de", "name:en", "natural", "tourism", "kinds", "kind", "category", "population", "other", "nam", "names",
    ]
    let geometries = [
      #"{"type":"Point","coordinates":[8.5,47.3]}"#, #"{"coordinates":[-0.1,51.5],"type":"Point"}"#, "null",
      #"{"type":"Point","coordinates":[1]}"#, #"{"type":"Point","coordinates":["1",2]}"#, #"{"type":"Point"}"#,
      #"{"type":"MultiPoint","coordinates":[[1,2]]}"#, #"{"type":"Point","coordinates":[200,2]}"#,
      #"{"type":"Point","coordinates":[8.5,47.3,1200.5],"bbox":[1,2]}"#,
    ]
    var properties: [String] = []
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      let key = try #require(propertyKeys.randomElement(using: &generator))
      let value = try #require(values.randomElement(using: &generator))
      properties.append(#""\#(key)":\#(value)"#)
    }
    var members = [
      #""geometry":\#(try #require(geometries.randomElement(using: &generator)))"#,
      #""properties":{\#(properties.joined(separator: ","))}"#,
      #""extra":\#(try #require(values.randomElement(using: &generator)))"#,
    ]
    if Bool.random(using: &generator) { members.append(#""type":"Feature""#) }
    if Bool.random(using: &generator) {
      members.append(#""id":\#(try #require(values.randomElement(using: &generator)))"#)
    }
    members.shuffle(using: &generator)
    return "{" + members.joined(separator: ",") + "}"
  }

  /// Broken files whose faults the in-chunk parse gives up on, for the scanner to report.
  static let brokenFiles = [
    #"{"type":"FeatureCollection","features":[{"x":NaN}]}"#,
    #"{"type":"FeatureCollection","features":[{"x":01}]}"#,
    #"{"type":"FeatureCollection","features":[{"x":1.}]}"#,
    #"{"type":"FeatureCollection","features":[{"x":"a\qb"}]}"#,
    #"{"type":"FeatureCollection","features":[{"x":"\u12G4"}]}"#,
    #"{"type":"FeatureCollection","features":[{"x":tru}]}"#,
    #"{"type":"FeatureCollection","features":[{"x":1,}]}"#,
    #"{"type":"FeatureCollection","features":[{"x" 1}]}"#,
    #"{"type":"FeatureCollection","features":[{"x":[1 2]}]}"#,
    #"{"type":"FeatureCollection","features":[{"x":1}"#,
    "{\"type\":\"FeatureCollection\",\"features\":[\n{\"properties\":{\"name\":\"a\nb\",\"x\":[1,\n2,]}}]}",
    "{\"type\":\"FeatureCollection\",\"features\":[{\"x\":[" + String(repeating: "[", count: 70) + "]}]}",
    "{\"type\":\"FeatureCollection\",\"features\":[{\"x\":" + String(repeating: "9", count: 70) + "}]}",
  ]

  @Test(arguments: brokenFiles)
  func aFaultReadsTheSameInOneChunkAsByteByByte(text: String) {
    let inOneChunk = ReadAll.fault { try ReadAll.geojson(text, chunkSize: 1 << 16) }
    let byteByByte = ReadAll.fault { try ReadAll.geojson(text, chunkSize: 1) }
    #expect(inOneChunk != nil)
    #expect(inOneChunk == byteByByte)
  }

  @Test func invalidUTF8InAMemberNobodyReadsIsStillAFault() {
    var bytes = Array(#"{"type":"FeatureCollection","features":[{"properties":{"other":"a"#.utf8)
    bytes += [0xE2, 0x28, 0xA1]
    bytes += Array(#""}}]}"#.utf8)
    var reader = GeoJSONReader(MemoryInput(bytes: bytes))
    #expect {
      while try reader.next() != nil {}
    } throws: { error in
      guard case .malformed(_, let reason) = error as? ImportError else { return false }
      return reason.contains("invalid UTF-8")
    }
  }

  @Test(arguments: [1, 3, 50, 1 << 16])
  func everyChunkSizeReadsTheSameRecords(chunkSize: Int) throws {
    let text =
      #"{"type":"FeatureCollection","features":["# + "\n"
      + Self.features.filter { $0.hasPrefix("{") }.joined(separator: ",\n") + "\n]}"
    #expect(try ReadAll.geojson(text, chunkSize: chunkSize) == ReadAll.geojson(text, chunkSize: 1))
  }
}
