import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

@Suite("Units in text output; JSON stays metric")
struct UnitsOutputTests {
  @Test(
    "elevations: metres as the catalog has them, feet to the whole foot",
    arguments: [
      (Elevation(low: 3_776, high: 3_776), UnitSystem.metric, "3,776 m"),
      (Elevation(low: 3_776, high: 3_776), .imperial, "12,388 ft"),
      (Elevation(low: 800, high: 2_000), .imperial, "2,625–6,562 ft"),
      (Elevation(low: nil, high: 100), .imperial, "up to 328 ft"),
      (Elevation(low: -28, high: nil), .imperial, "from -92 ft"),
    ])
  func elevation(elevation: Elevation, units: UnitSystem, expected: String) {
    #expect(Formatting.elevation(elevation, units: units) == expected)
  }

  @Test(
    "areas: a tenth from 1 up, two significant digits below",
    arguments: [
      (207.0, UnitSystem.metric, "207 km²"), (207, .imperial, "79.9 mi²"), (1, .imperial, "0.39 mi²"),
      (0.03, .metric, "0.03 km²"), (0.03, .imperial, "0.012 mi²"), (9_200_200, .imperial, "3,552,217.1 mi²"),
    ])
  func area(squareKilometres: Double, units: UnitSystem, expected: String) {
    #expect(Formatting.area(squareKilometres, units: units) == expected)
  }

  @Test(
    "distances: to the whole kilometre or mile",
    arguments: [(1_000.0, UnitSystem.metric, "1,000 km"), (1_000, .imperial, "621 mi"), (0.4, .imperial, "0 mi")])
  func distance(kilometres: Double, units: UnitSystem, expected: String) {
    #expect(Formatting.distance(kilometres, units: units) == expected)
  }

  @Test("show: --units imperial, LANDMARKS_UNITS, the config and the locale all reach the detail")
  func show() {
    let cases: [([String], [String: String])] = [
      (["--units", "imperial"], [:]), (["--units=imperial"], ["LANDMARKS_UNITS": "metric"]),
      ([], ["LANDMARKS_UNITS": "imperial"]), ([], ["LANG": "en_US.UTF-8"]),
    ]
    for (options, environment) in cases {
      let test = TestContext(environment: environment)
      defer { test.cleanUp() }
      #expect(test.run(arguments: ["show", "fuji"] + options) == 0)
      #expect(test.output.text.contains("Elevation    12,388 ft"), "\(options) \(environment)")
      #expect(test.output.text.contains("Area         79.9 mi²"), "\(options) \(environment)")
    }
    let metric = TestContext(environment: ["LANG": "en_GB.UTF-8"])
    defer { metric.cleanUp() }
    #expect(metric.run("show", "fuji") == 0)
    #expect(metric.output.text.contains("Elevation    3,776 m"))
  }

  @Test("--units may come before the command, like --color")
  func beforeCommand() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("--units", "imperial", "show", "fuji") == 0)
    #expect(test.output.text.contains("12,388 ft"))
  }

  @Test("JSON stays metric whatever the units")
  func jsonMetric() throws {
    let test = TestContext(environment: ["LANG": "en_US.UTF-8"])
    defer { test.cleanUp() }
    #expect(test.run("show", "fuji", "--json", "--units", "imperial") == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(test.output.text.utf8)) as? [String: Any])
    let elevation = try #require(object["elevation"] as? [String: Any])
    #expect((elevation["high"] as? NSNumber)?.doubleValue == 3_776)
  }

  @Test("a bad --units is a usage error")
  func badUnits() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("show", "fuji", "--units", "furlongs") == 64)
    #expect(test.errors.text.contains("metric or imperial"))
  }

  @Test("map --radius takes 300mi, 500m and 2km; a bare number is kilometres whatever the units")
  func radius() throws {
    struct Placement: Decodable { let markers: [Marker] }
    struct Marker: Decodable { let id: Int }
    func markers(_ radius: String, environment: [String: String] = [:]) throws -> Set<Int> {
      let test = TestContext(environment: environment)
      defer { test.cleanUp() }
      #expect(test.run("map", "fuji", "--radius", radius, "--json") == 0, "\(test.errors.text)")
      return Set(try JSONDecoder().decode(Placement.self, from: Data(test.output.text.utf8)).markers.map(\.id))
    }
    let bare = try markers("1000", environment: ["LANDMARKS_UNITS": "imperial"])
    #expect(try markers("1000km") == bare)
    #expect(try markers("621.4mi") == bare)
    #expect(try markers("1000000m") == bare)
    #expect(try markers("3000km").count > bare.count)
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("map", "fuji", "--radius", "9000km") == 64)
  }

  @Test("the map legend shows distances in the units")
  func legend() {
    let test = TestContext(environment: ["LANDMARKS_UNITS": "imperial"])
    defer { test.cleanUp() }
    #expect(test.run("map", "fuji") == 0)
    #expect(test.output.text.contains(" mi"))
    #expect(!test.output.text.contains(" km"))
  }
}
