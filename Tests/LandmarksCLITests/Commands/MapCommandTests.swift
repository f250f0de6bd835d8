import Foundation
import LandmarksCore
import LandmarksModels
import LandmarksTestSupport
import Testing

@testable import LandmarksCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("map")
struct MapCommandTests {
  /// What `map --json` prints.
  struct Placement: Decodable {
    struct Frame: Decodable {
      let projection: String
      let columns: Int
      let rows: Int
      let north: Double
      let south: Double
      let west: Double
      let east: Double
    }

    struct Marker: Decodable {
      let id: Int
      let column: Int
      let row: Int
      let label: String?
      let status: String
    }

    let frame: Frame?
    let markers: [Marker]
  }

  /// Runs one command line with `COLUMNS` set; returns the status, stdout and stderr.
  private func run(
    _ arguments: [String], columns: Int = 80, environment: [String: String] = [:], isTerminal: Bool = false,
    prepare: (TestContext) -> Void = { _ in }
  ) -> (status: Int32, output: String, errors: String) {
    var variables = ["COLUMNS": String(columns)]
    variables.merge(environment) { _, new in new }
    let context = TestContext(environment: variables, isTerminal: isTerminal)
    defer { context.cleanUp() }
    prepare(context)
    let status = context.run(arguments: arguments)
    return (status, context.output.text, context.errors.text)
  }

  private func placement(_ arguments: [String], columns: Int = 80) throws -> Placement {
    let result = run(arguments + ["--json"], columns: columns)
    #expect(result.status == 0, "\(result.errors)")
    return try JSONDecoder().decode(Placement.self, from: Data(result.output.utf8))
  }

  static let maps: [[String]] = [
    ["map"], ["map", "--continent", "europe"], ["map", "fuji"], ["map", "--continent", "oceania"],
  ]

  @Test("maps fit 40, 80 and 200 columns exactly", arguments: maps, [40, 80, 200])
  func fitsTheWidth(arguments: [String], columns: Int) throws {
    let frame = try #require(try placement(arguments, columns: columns).frame)
    #expect(frame.columns == columns)
    let lines = run(arguments, columns: columns).output.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    #expect(lines.count > frame.rows)
    for (index, line) in lines.enumerated() {
      let width = DisplayWidth.of(String(line))
      if index < frame.rows {
        #expect(width == columns, "map row \(index) is \(width) wide")
      } else {
        #expect(width <= columns, "legend line \(index) is \(width) wide: \(line)")
      }
    }
  }

  @Test("the world at 80 columns is about 20 rows, in Equal Earth")
  func worldShape() throws {
    let frame = try #require(try placement(["map"]).frame)
    #expect(frame.projection == "equalEarth")
    #expect((19...21).contains(frame.rows))
  }

  @Test("placements: Fuji right of the Grand Canyon and above the reef; Kirkjufell high, the Shetlands low")
  func geography() throws {
    let map = try placement(["map"])
    let frame = try #require(map.frame)
    func marker(_ id: Int) throws -> Placement.Marker { try #require(map.markers.first { $0.id == id }) }
    let fuji = try marker(1016)
    #expect(fuji.column > (try marker(1004)).column)
    #expect(fuji.row < (try marker(1019)).row)
    #expect(Double(try marker(1022).row) < Double(frame.rows) * 0.2)
    #expect(Double(try marker(1021).row) > Double(frame.rows) * 0.8)
  }

  @Test("markers are never outside the frame", arguments: maps, [40, 200])
  func markersInside(arguments: [String], columns: Int) throws {
    let map = try placement(arguments, columns: columns)
    let frame = try #require(map.frame)
    #expect(!map.markers.isEmpty)
    for marker in map.markers {
      #expect((0..<frame.columns).contains(marker.column) && (0..<frame.rows).contains(marker.row))
    }
  }

  @Test("the legend names every landmark of a labelled selection")
  func legend() throws {
    let catalog = try Catalog.builtIn()
    let europe = try catalog.landmarks(matching: LandmarkFilter(continents: [.europe]))
    let text = run(["map", "--continent", "europe"], columns: 200).output
    for landmark in europe { #expect(text.contains(landmark.name), "\(landmark.name)") }
    let map = try placement(["map", "--continent", "europe"], columns: 200)
    #expect(map.markers.count == europe.count)
    #expect(map.markers.allSatisfy { $0.label != nil })
  }

  @Test("Oceania is a region across the antimeridian, not the world")
  func oceania() throws {
    let frame = try #require(try placement(["map", "--continent", "oceania"]).frame)
    #expect(frame.projection == "equirectangular")
    #expect(frame.west > 100 && frame.east < -90)
  }

  @Test("map fuji marks its neighbours within the radius, nearest first")
  func radius() throws {
    let map = try placement(["map", "fuji"])
    #expect(map.markers.first?.id == 1016)
    #expect(Set(map.markers.map(\.id)) == [1016, 1110, 1117])
    let text = run(["map", "fuji"]).output
    #expect(text.contains("Kinkaku-ji") && text.contains("km"))
    let wider = try placement(["map", "fuji", "--radius", "3000"])
    #expect(wider.markers.contains { $0.id == 1100 })  // the Great Wall, about 2,100 km away
  }

  @Test("a selection of one landmark draws it, of none says so and exits 0")
  func oneAndNone() throws {
    let one = try placement(["map", "--country", "CH"])
    #expect(one.markers.map(\.id) == [1306])
    let none = run(["map", "--favorites"])
    #expect(none.status == 0)
    #expect(none.output.isEmpty)
    #expect(none.errors.contains("No landmarks match"))
    let json = try placement(["map", "--favorites"])
    #expect(json.frame == nil && json.markers.isEmpty)
  }

  @Test(
    "usage errors: --radius without a landmark, a bad width, --svg with --json",
    arguments: [
      ["map", "--radius", "100"], ["map", "--width", "5"], ["map", "fuji", "--radius", "0"],
      ["map", "--svg", "-", "--json"], ["map", "--force"], ["map", "--continent", "atlantis"],
    ])
  func usage(arguments: [String]) {
    #expect(run(arguments).status == 64)
  }

  @Test("--ascii and a non-UTF-8 locale draw land in ASCII; piped output has no colour")
  func asciiAndColour() {
    for result in [run(["map", "--ascii"]), run(["map"], environment: ["LANG": "C"])] {
      #expect(result.output.unicodeScalars.allSatisfy { $0.isASCII }, "\(result.output.prefix(200))")
      #expect(result.output.contains(":"))
    }
    let piped = run(["map", "--continent", "europe"])
    #expect(!piped.output.contains("\u{1B}"))
    #expect(piped.output.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    let noColor = run(["map"], environment: ["NO_COLOR": "1"], isTerminal: true)
    #expect(!noColor.output.contains("\u{1B}"))
    // Same layout with and without colour.
    let colored = run(["map", "--color", "always"]).output
    #expect(colored.contains("\u{1B}["))
    #expect(stripped(colored) == run(["map"]).output)
  }

  @Test("earned badges, started activities and the rest look different, in colour and without")
  func statuses() throws {
    let result = run(["map", "--continent", "asia", "--color", "always"], columns: 200) { context in
      context.run("mark", "fuji", "--all")
      context.run("mark", "petra", "photo")
    }
    #expect(result.status == 0)
    #expect(result.output.contains(ColorPalette.foreground(.blue, support: .basic16)))  // Fuji's badge
    #expect(result.output.contains("badge earned") && result.output.contains("activities started"))
    #expect(result.output.contains("Petra ◆"))
    let plain = run(["map", "--continent", "asia"], columns: 200) { context in
      context.run("mark", "taj", "--all")
    }
    #expect(plain.output.contains("Taj Mahal ★"))
  }

  @Test("a huge imported catalog aggregates into density glyphs and still fits")
  func largeCatalog() throws {
    let context = try Self.syntheticContext(count: 20_000, columns: 80)
    defer { try? FileManager.default.removeItem(atPath: context.homeDirectory) }
    let output = BufferSink()
    let errors = BufferSink()
    let status = LandmarksApp.run(["map"], context: context.with(output: output, errors: errors))
    #expect(status == 0, "\(errors.text)")
    let lines = output.text.split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 })
    #expect(output.text.contains("20000 landmarks"))
    #expect(output.text.contains("#"))
    #expect(lines.count < 30)
  }

  @Test("on a terminal the map fits the screen's height; piped it takes what its shape needs")
  func screenHeight() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-map-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let output = BufferSink()
    let context = CommandContext(
      environment: ["LANDMARKS_HOME": home.path, "COLUMNS": "80", "NO_COLOR": "1"], standardOutput: output,
      standardError: BufferSink(),
      terminal: Terminal(outputIsTerminal: true, inputIsTerminal: true, reportedWidth: 80, reportedHeight: 24),
      homeDirectory: home.path)
    #expect(LandmarksApp.run(["map", "fuji", "--json"], context: context) == 0)
    let onScreen = try JSONDecoder().decode(Placement.self, from: Data(output.text.utf8))
    #expect(onScreen.frame?.rows == 22)
    let piped = try #require(try placement(["map", "fuji"]).frame)
    #expect(piped.rows > 30)
  }

  // MARK: - SVG

  @Test("the SVG is valid XML with a marker per landmark at its projected position, and nothing external")
  func svg() throws {
    let result = run(["map", "--continent", "europe", "--svg", "-"])
    #expect(result.status == 0)
    let document = result.output
    let markers = try Self.parseMarkers(document)
    let catalog = try Catalog.builtIn()
    let europe = try catalog.landmarks(matching: LandmarkFilter(continents: [.europe]))
    #expect(markers.count == europe.count)
    let frame = try #require(MapFrame.fitting(europe.map(Coordinate.init)))
    let viewport = MapViewport(frame: frame, columns: 480, maxRows: 240)
    for landmark in europe {
      let marker = try #require(markers[landmark.id], "\(landmark.name)")
      let expected = viewport.dot(of: frame.projection.project(Coordinate(landmark)))
      #expect(abs(marker.x - expected.x) < 0.1 && abs(marker.y - expected.y) < 0.1)
    }
    #expect(!document.lowercased().contains("<script"))
    #expect(!document.contains("href"))
    #expect(!document.contains("url(h"))
    #expect(document.components(separatedBy: "http").count == 2)  // the SVG namespace only
  }

  /// Apart from the tests above, so that where xmllint is missing only this check is skipped.
  @Test(
    "xmllint finds nothing wrong in the SVGs: a continent's, and large and small ones with a hostile name",
    .enabled(if: ExternalTool.available("xmllint"), ExternalTool.missing("xmllint")))
  func svgPassesXmllint() throws {
    let europe = run(["map", "--continent", "europe", "--svg", "-"])
    #expect(europe.status == 0)
    try Self.xmllint(europe.output)
    for (count, name) in [(12_000, "Tom & <Jerry>\u{1B}[31m\u{7}"), (3, "Tom & <Jerry>\u{1B}[31m")] {
      let context = try Self.syntheticContext(count: count, columns: 80, hostileName: name)
      defer { try? FileManager.default.removeItem(atPath: context.homeDirectory) }
      let output = BufferSink()
      #expect(
        LandmarksApp.run(["map", "--svg", "-"], context: context.with(output: output, errors: BufferSink())) == 0)
      try Self.xmllint(output.text)
    }
  }

  @Test("SVG labels are escaped and cleaned of control characters; big catalogs aggregate under 10 MB")
  func svgEscapingAndSize() throws {
    let context = try Self.syntheticContext(count: 12_000, columns: 80, hostileName: "Tom & <Jerry>\u{1B}[31m\u{7}")
    defer { try? FileManager.default.removeItem(atPath: context.homeDirectory) }
    let output = BufferSink()
    let status = LandmarksApp.run(["map", "--svg", "-"], context: context.with(output: output, errors: BufferSink()))
    #expect(status == 0)
    #expect(output.text.utf8.count < 10_000_000)
    #expect(!output.text.contains("\u{1B}") && !output.text.contains("\u{7}"))
    _ = try Self.parseMarkers(output.text)  // fails when the XML does not parse
    let few = BufferSink()
    let small = try Self.syntheticContext(count: 3, columns: 80, hostileName: "Tom & <Jerry>\u{1B}[31m")
    defer { try? FileManager.default.removeItem(atPath: small.homeDirectory) }
    #expect(LandmarksApp.run(["map", "--svg", "-"], context: small.with(output: few, errors: BufferSink())) == 0)
    #expect(few.text.contains("Tom &amp; &lt;Jerry&gt;\\u{1b}[31m"))
    #expect(try Self.parseMarkers(few.text).count == 3)
  }

  @Test("--svg FILE writes the file, keeps an existing one unless --force")
  func svgFile() throws {
    let context = TestContext(environment: ["COLUMNS": "80"])
    defer { context.cleanUp() }
    try FileManager.default.createDirectory(at: context.home, withIntermediateDirectories: true)
    let path = context.home.appendingPathComponent("map.svg").path
    #expect(context.run("map", "fuji", "--svg", path) == 0)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.hasPrefix("<?xml"))
    #expect(context.run("map", "--svg", path) == 73)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == written)
    #expect(context.errors.text.contains("--force"))
    #expect(context.run("map", "--svg", path, "--force") == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) != written)
  }

  // MARK: - show's locator map

  @Test("show draws a locator map on a terminal 80 columns or wider, never piped or with --no-map")
  func locator() {
    let wide = run(["show", "fuji"], columns: 100, isTerminal: true).output
    #expect(wide.contains("◉"))
    #expect(wide.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    #expect(!run(["show", "fuji", "--no-map"], columns: 100, isTerminal: true).output.contains("◉"))
    #expect(!run(["show", "fuji"], columns: 79, isTerminal: true).output.contains("◉"))
    #expect(!run(["show", "fuji"], columns: 100).output.contains("◉"))
    #expect(run(["show", "fuji", "--no-map", "--json"]).status == 0)
  }

  // MARK: - Helpers

  /// Escape sequences removed.
  private func stripped(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  /// A context whose catalog is `count` landmarks spread over the land and sea, as an import
  /// of a large file would be; the first is named `hostileName` when given.
  static func syntheticContext(count: Int, columns: Int, hostileName: String? = nil) throws -> CommandContext {
    let countries = try Catalog.builtIn().countries
    let landmarks = (0..<count).map { index in
      // A deterministic scatter: golden-angle longitudes, latitudes sweeping pole to pole.
      let latitude = -80 + 160 * Double(index) / Double(max(1, count - 1))
      let longitude = Coordinate.normalized(Double(index) * 137.508)
      return Landmark(
        id: 100_000 + index, slug: "synthetic-\(index)",
        name: index == 0 ? (hostileName ?? "Synthetic 0") : "Synthetic \(index)", continent: .asia, country: "JP",
        location: "Nowhere", latitude: latitude, longitude: longitude)
    }
    let catalog = try Catalog(landmarks: landmarks, countries: countries, featuredID: 100_000)
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-map-\(UUID().uuidString)")
    return CommandContext(
      environment: ["LANDMARKS_HOME": home.path, "COLUMNS": String(columns)], standardOutput: BufferSink(),
      standardError: BufferSink(),
      terminal: Terminal(outputIsTerminal: false, inputIsTerminal: false, reportedWidth: nil),
      homeDirectory: home.path, loadCatalog: { catalog })
  }

  /// The marker circles of an SVG by landmark id, read with an XML parser (which also proves it parses).
  static func parseMarkers(_ document: String) throws -> [Int: (x: Double, y: Double)] {
    let delegate = MarkerCollector()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = delegate
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    return delegate.markers
  }

  /// Runs `xmllint --noout` on the document; a missing xmllint is a failure here, as the tests
  /// that call this run only where it is installed or under CI (.ci/run installs it).
  static func xmllint(_ document: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(UUID().uuidString).svg")
    try Data(document.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let tool = try #require(ExternalTool.path("xmllint"), "xmllint is missing: install libxml2-utils (.ci/run does)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--noout", file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
  }
}

/// Collects `<g class="marker" data-id>` groups and their circle's centre.
private final class MarkerCollector: NSObject, XMLParserDelegate, @unchecked Sendable {
  var markers: [Int: (x: Double, y: Double)] = [:]
  private var current: Int?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if elementName == "g", attributes["class"] == "marker" { current = attributes["data-id"].flatMap { Int($0) } }
    if elementName == "circle", let id = current, let x = attributes["cx"].flatMap(Double.init),
      let y = attributes["cy"].flatMap(Double.init)
    {
      markers[id] = (x, y)
    }
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    if elementName == "g" { current = nil }
  }
}

extension CommandContext {
  /// The same context writing to other sinks.
  fileprivate func with(output: BufferSink, errors: BufferSink) -> CommandContext {
    CommandContext(
      environment: environment, standardOutput: output, standardError: errors, terminal: terminal,
      homeDirectory: homeDirectory, timeZone: timeZone, now: now, readLine: readLine, makeIdentifier: makeIdentifier,
      loadCatalog: loadCatalog, lockTimeout: lockTimeout)
  }
}
