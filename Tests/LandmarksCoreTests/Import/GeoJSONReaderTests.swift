import Foundation
import LandmarksJSON
import LandmarksModels
import Testing

@testable import LandmarksCore

/// GeoJSON FeatureCollections: plain, Google Takeout, OpenStreetMap-style and hostile.
@Suite struct GeoJSONReaderTests {
  static let sample = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "id": 7, "geometry": {"type": "Point", "coordinates": [138.72744, 35.36072, 3776]},
       "properties": {"name": "Mount Fuji", "continent": "AS", "country": "JPN", "description": "Tall.",
                      "kinds": ["Mountains", "Volcano", "Ski Resort"], "alternateNames": ["富士山", "Mount Fuji"]}},
      {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-0.1246, 51.5007]},
       "properties": {"title": "Big Ben", "id": "bb-1"}}
    ]}
    """

  @Test(arguments: [1, 2, 7, 1 << 16])
  func readsNamesPositionsAndProperties(chunkSize: Int) throws {
    let records = try ReadAll.geojson(Self.sample, chunkSize: chunkSize)
    let places = ReadAll.places(records)
    try #require(places.count == 2)
    #expect(places[0].name == "Mount Fuji")
    #expect(places[0].latitude == 35.36072 && places[0].longitude == 138.72744)
    #expect(places[0].sourceID == "7")
    #expect(places[0].continent == .asia)
    #expect(places[0].country == "JPN")
    #expect(places[0].description == "Tall.")
    #expect(places[0].kinds == ["mountain", "volcano", "ski-resort"])
    #expect(places[0].alternateNames == ["富士山"])
    #expect(places[0].exported == nil)
    #expect(places[1].name == "Big Ben")
    #expect(places[1].sourceID == "bb-1")
    if case .place(_, let location) = records[1] {
      #expect(location == ImportLocation(feature: 2, line: 5))
    }
  }

  @Test func readsGoogleTakeoutSavedPlaces() throws {
    let takeout = """
      {"type":"FeatureCollection","features":[
      {"geometry":{"coordinates":[-122.4783,37.8199],"type":"Point"},"properties":{"date":"2020-01-01T00:00:00Z",
       "google_maps_url":"http://maps.google.com/?cid=1","location":{"address":"Golden Gate Bridge, San Francisco, CA",
       "country_code":"US","name":"Golden Gate Bridge"}},"type":"Feature"},
      {"geometry":{"coordinates":[0,0],"type":"Point"},"properties":{"location":{"name":"Somewhere"}},"type":"Feature"},
      {"geometry":{"coordinates":[2.2945,48.85826],"type":"Point"},"properties":{"Title":"Eiffel Tower",
       "Location":{"Business Name":"Tour Eiffel","Address":"Paris","Country Code":"FR"}},"type":"Feature"}
      ]}
      """
    let records = try ReadAll.geojson(takeout)
    let places = ReadAll.places(records)
    #expect(places.map(\.name) == ["Golden Gate Bridge", "Eiffel Tower"])
    #expect(places[0].country == "US")
    #expect(places[0].location == "Golden Gate Bridge, San Francisco, CA")
    #expect(places[1].country == "FR")
    #expect(places[1].location == "Paris")
    let problems = ReadAll.problems(records)
    #expect(problems.count == 1)
    #expect(problems.first?.location.feature == 2)
    #expect(problems.first?.reason.contains("unknown") == true)
  }

  @Test(arguments: [
    (
      #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[0,1],[2,3]]},"properties":{"name":"A"}}"#,
      "not a Point"
    ),
    (#"{"type":"Feature","geometry":{"type":"Point","coordinates":[10,20]},"properties":{}}"#, "no name"),
    (#"{"type":"Feature","geometry":{"type":"Point","coordinates":[10,20]},"properties":{"name":"  "}}"#, "no name"),
    (#"{"type":"Feature","geometry":null,"properties":{"name":"A"}}"#, "no geometry"),
    (
      #"{"type":"Feature","geometry":{"type":"Point","coordinates":[10,91]},"properties":{"name":"A"}}"#,
      "off the globe"
    ),
    (
      #"{"type":"Feature","geometry":{"type":"Point","coordinates":[181,0]},"properties":{"name":"A"}}"#,
      "off the globe"
    ),
    (
      #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1e999,0]},"properties":{"name":"A"}}"#,
      "not a finite number"
    ),
    (
      #"{"type":"Feature","geometry":{"type":"Point","coordinates":["1","2"]},"properties":{"name":"A"}}"#,
      "not numbers"
    ),
    (
      #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1]},"properties":{"name":"A"}}"#,
      "coordinates"
    ),
    (#"[1, 2]"#, "not an object"),
    (#"{"type":"Polygon","coordinates":[]}"#, "not a Feature"),
  ])
  func invalidFeaturesAreProblemsNotFaults(feature: String, reason: String) throws {
    let records = try ReadAll.geojson(#"{"type":"FeatureCollection","features":["# + feature + "]}")
    let problems = ReadAll.problems(records)
    try #require(problems.count == 1, "\(records)")
    #expect(problems[0].reason.contains(reason), "\(problems[0].reason)")
    #expect(problems[0].location.feature == 1)
  }

  @Test func aLongNameIsAProblemAndAHugeOneAFault() throws {
    let long = String(repeating: "a", count: 2_000)
    let records = try ReadAll.geojson(Self.feature(name: long))
    #expect(ReadAll.problems(records).first?.reason.contains("2000 characters") == true)
    let huge = String(repeating: "b", count: 10 << 20)
    let fault = ReadAll.fault { try ReadAll.geojson(Self.feature(name: huge)) }
    guard case .malformed(let location, let reason) = fault else {
      Issue.record("expected a structural fault, got \(String(describing: fault))")
      return
    }
    #expect(location.feature == 1)
    #expect(reason.contains("longer than 1 MB"))
  }

  @Test func deepNestingIsRefusedWithoutRecursingIntoIt() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let text = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"x":"# + deep + "}}]}"
    let fault = ReadAll.fault { try ReadAll.geojson(text) }
    guard case .malformed(let location, let reason) = fault else {
      Issue.record("expected a structural fault, got \(String(describing: fault))")
      return
    }
    #expect(reason.contains("nesting deeper than 64"))
    #expect(location.feature == 1)
  }

  @Test(arguments: [
    (#"{"type":"FeatureCollection","features":[{"x":NaN}]}"#, "expected a value"),
    (#"{"type":"FeatureCollection","features":[{"x":Infinity}]}"#, "expected a value"),
    (#"{"type":"FeatureCollection","features":[{"x":01}]}"#, "not a number"),
    (#"{"type":"FeatureCollection","features":[{"x":1}"#, "ends"),
    (#"{"type":"FeatureCollection","features":[{"x":"unterminated}]}"#, "ends inside a string"),
    (
      #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"A"}}"#,
      "not a FeatureCollection"
    ),
    (#"{"type":"FeatureCollection"}"#, "no features"),
    (#"{"type":"FeatureCollection","features":{}}"#, "not an array"),
    (#"[{"type":"Feature"}]"#, "starts with '{'"),
    (#"{"type":"FeatureCollection","features":[]} trailing"#, "after the FeatureCollection"),
    (#"{"features":[],"type":"Topology"}"#, "not a FeatureCollection"),
    ("", "starts with '{'"),
  ])
  func structuralFaultsRefuseTheFile(text: String, reason: String) {
    let fault = ReadAll.fault { try ReadAll.geojson(text) }
    guard case .malformed(_, let found) = fault else {
      Issue.record("expected a structural fault for \(text), got \(String(describing: fault))")
      return
    }
    #expect(found.contains(reason), "\(found)")
  }

  @Test func invalidUTF8IsRefusedWithItsLine() throws {
    var bytes = Array(#"{"type":"FeatureCollection","features":["#.utf8) + [0x0A]
    bytes += Array(#"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"A"#.utf8)
    bytes += [0xC3, 0x28]
    bytes += Array(#""}}]}"#.utf8)
    var reader = GeoJSONReader(MemoryInput(bytes: bytes))
    #expect {
      while try reader.next() != nil {}
    } throws: { error in
      guard case .malformed(let location, let reason) = error as? ImportError else { return false }
      return location.line == 2 && location.feature == 1 && reason.contains("invalid UTF-8")
    }
  }

  @Test func escapesDecodeAndControlCharactersSurviveForCleaning() throws {
    let text = Self.feature(name: #"Caf\u00e9 \ud83d\ude00 \u001b[31mred\/x"#)
    let places = ReadAll.places(try ReadAll.geojson(text))
    #expect(places.first?.name == "Café 😀 \u{1B}[31mred/x")
  }

  @Test func exportsCarryTheirIdentity() throws {
    let text = """
      {"type":"FeatureCollection","features":[
      {"type":"Feature","id":1016,"geometry":{"type":"Point","coordinates":[138.7,35.3]},"properties":{"name":"Fuji","source":null}},
      {"type":"Feature","id":123456,"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"X","source":"trips"}},
      {"type":"Feature","id":"abc","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"Y","source":"trips"}}
      ]}
      """
    let places = ReadAll.places(try ReadAll.geojson(text))
    #expect(
      places.map(\.exported) == [
        ExportedIdentity(id: 1016, source: nil), ExportedIdentity(id: 123456, source: "trips"), nil,
      ])
  }

  @Test func openStreetMapTagsAndTranslations() throws {
    let text = """
      {"type":"FeatureCollection","features":[{"type":"Feature","id":"node/1","geometry":{"type":"Point",
      "coordinates":[7.6586,45.9763]},"properties":{"name":"Matterhorn","natural":"peak","name:it":"Cervino",
      "name:fr":"Cervin","alt_name":"Monte Cervino;Horu"}}]}
      """
    let place = try #require(ReadAll.places(try ReadAll.geojson(text)).first)
    #expect(place.kinds == ["mountain"])
    #expect(Set(place.alternateNames) == ["Cervino", "Cervin", "Monte Cervino", "Horu"])
    #expect(place.sourceID == "node/1")
  }

  @Test func byteOrderMarkAndMembersAfterTheFeatures() throws {
    let text = "\u{FEFF}" + #"{"features":[],"bbox":[0,0,1,1],"type":"FeatureCollection"}"#
    #expect(try ReadAll.geojson(text).isEmpty)
  }

  @Test("records appended a batch at a time through the format's reader are those of next()", arguments: [1, 2, 3])
  func appendsInBatches(batchSize: Int) throws {
    let text = Self.sample.replacingOccurrences(of: "\n]}", with: ",\n" + #"{"type": "Feature"}"# + "\n]}")
    let expected = try ReadAll.geojson(text)
    var reader: any PlaceReader = FormatReader(format: .geojson, input: ErasedInput(MemoryInput(text, chunkSize: 7)))
    var records: [ImportRecord] = []
    var batches = 0
    while true {
      var batch: [ImportRecord] = []
      let more = try reader.append(to: &batch, upTo: batchSize)
      #expect(more ? batch.count == batchSize : batch.count < batchSize)
      records += batch
      batches += 1
      if !more { break }
    }
    #expect(expected.count == 3)
    #expect(records == expected)
    #expect(batches == expected.count / batchSize + 1)
  }

  static func feature(name: String) -> String {
    #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"#
      + #""properties":{"name":""# + name + #""}}]}"#
  }
}
