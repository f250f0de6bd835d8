import Foundation
import LandmarksCore
import LandmarksTestSupport
import Testing

@testable import LandmarksCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `map --svg` as a person sees it: land as closed outlines, labels that never overlap or leave
/// the frame, a legend for what is numbered, a small file, and (with a real renderer) the right
/// colours in the right places.
@Suite("map --svg: outlines, labels and legend")
struct MapSVGTests {
  /// The maps checked: a continent, the world, a country, a radius map, across the antimeridian.
  static let maps: [[String]] = [
    ["map", "--continent", "europe"], ["map"], ["map", "--country", "JP"], ["map", "fuji"],
    ["map", "--continent", "oceania"], ["map", "--continent", "antarctica"],
  ]

  /// The document `arguments` (without `--svg -`) print.
  private func document(_ arguments: [String]) throws -> String {
    let context = TestContext(environment: ["COLUMNS": "80"])
    defer { context.cleanUp() }
    let status = context.run(arguments: arguments + ["--svg", "-"])
    try #require(status == 0, "\(context.errors.text)")
    return context.output.text
  }

  /// The picture `MapCommand` draws for the built-in catalog's `filter` (all of it without one).
  private func picture(_ filter: LandmarkFilter?) throws -> MapSVG {
    let catalog = try Catalog.builtIn()
    let selected = try filter.map { try catalog.landmarks(matching: $0) } ?? catalog.landmarks
    let markers = selected.map { landmark in
      MapMarker(landmark: landmark, status: .none, isHighlighted: landmark.id == catalog.featuredID, distanceKm: nil)
    }
    let frame = try #require(MapFrame.fitting(selected.map(Coordinate.init)))
    return MapSVG(frame: frame, markers: markers, title: "Test")
  }

  // MARK: - Labels

  @Test(
    "placed labels: no two boxes intersect, none covers a marker or leaves the frame, every landmark named or numbered",
    arguments: [LandmarkFilter(continents: [.europe]), nil])
  func placement(filter: LandmarkFilter?) throws {
    let picture = try picture(filter)
    let viewport = picture.viewport
    let labels = try #require(picture.labels(in: viewport))
    let boxes = labels.labels.map(\.box)
    for (index, box) in boxes.enumerated() {
      #expect(box.isInside(width: Double(viewport.dotsWide), height: Double(viewport.dotsHigh)), "\(box)")
      for other in boxes[(index + 1)...] { #expect(!box.intersects(other), "\(box) and \(other)") }
      for item in labels.items {
        let marker = LabelBox(
          x: item.x - item.radius, y: item.y - item.radius, width: 2 * item.radius, height: 2 * item.radius)
        #expect(!box.intersects(marker), "\(box) covers \(item.name)")
      }
    }
    let named = Set(labels.labels.filter { !$0.isNumber }.flatMap(\.items))
    #expect(named.count + labels.numbered.count == labels.items.count)
    #expect(named.isDisjoint(with: labels.numbered))
    #expect(labels.unmarked.isEmpty)
    // Every number on the map stands for the landmarks the legend lists under it.
    for label in labels.labels where label.isNumber {
      #expect(label.items.allSatisfy { labels.numberOf[$0].map(String.init) == label.text })
    }
  }

  @Test("the Europe map names the landmarks the old labels printed over each other or off the edge")
  func europeNames() throws {
    let europe = try picture(LandmarkFilter(continents: [.europe]))
    let placed = try #require(europe.labels(in: europe.viewport))
    let names = Set(placed.labels.filter { !$0.isNumber }.map(\.text))
    for name in [
      "Stonehenge", "White Cliffs of Dover", "Alps", "Dolomites", "Lake Bled", "Eiffel Tower", "Mont-Saint-Michel",
      "Saint Basil's Cathedral", "Mount Elbrus",
    ] {
      #expect(names.contains(name), "\(name)")
    }
  }

  @Test("in the document: label boxes read back from the text do not intersect or leave the frame", arguments: maps)
  func documentLabels(arguments: [String]) throws {
    let svg = try SVGDocument(try document(arguments))
    let frame = try #require(svg.frame)
    // The document rounds to a tenth of a pixel: boxes may move by half of that.
    let slack = 0.06
    let boxes = svg.labels.map { label in
      let box = MapLabels.box(
        text: label.text, x: label.x, baseline: label.y, anchor: label.anchor, fontSize: label.fontSize,
        isBold: label.isBold)
      return LabelBox(
        x: box.x + slack, y: box.y + slack, width: box.width - 2 * slack, height: box.height - 2 * slack)
    }
    #expect(!boxes.isEmpty)
    for (index, box) in boxes.enumerated() {
      #expect(box.isInside(width: frame.width, height: frame.height), "\(svg.labels[index].text): \(box)")
      for (otherIndex, other) in boxes.enumerated() where otherIndex > index {
        #expect(!box.intersects(other), "\(svg.labels[index].text) and \(svg.labels[otherIndex].text)")
      }
    }
    // The root says how many are numbered, and the legend lists exactly those.
    let numbered = svg.labels.filter(\.isNumber)
    #expect(svg.numberedCount == svg.legend.count)
    #expect(Set(numbered.map(\.text)) == Set(svg.legend.map(\.number)))
    #expect(svg.namedCount == svg.labels.count - numbered.count)
    #expect(svg.summary.contains("\(svg.numberedCount) numbered"))
    // The legend sits beside the map, inside the widened picture.
    for entry in svg.legend { #expect(entry.x > frame.width && entry.x < svg.width) }
  }

  @Test("the world map numbers what it cannot name, Europe and Japan included, and marks every number")
  func worldLegend() throws {
    let svg = try SVGDocument(try document(["map"]))
    #expect(svg.numberedCount > 0)
    #expect(!svg.legend.contains { $0.name.contains("too crowded") })
    #expect(svg.legend.contains { $0.name == "Stonehenge" })
    #expect(svg.width > 960)
    let europe = try SVGDocument(try document(["map", "--continent", "europe"]))
    #expect(europe.numberedCount <= 3)
  }

  @Test("the key names the marker colours and the land's source, in small print")
  func key() throws {
    let text = try document(["map", "fuji"])
    for words in ["badge earned", "activities started", "not started", "Mount Fuji (centre)", MapSVG.landSource] {
      #expect(text.contains(XMLText.escaped(words)), "\(words)")
    }
    #expect(try document(["map"]).contains("Mount Fuji (featured)"))
  }

  // MARK: - Land

  @Test("the land is one evenodd path of closed rings inside the frame", arguments: maps)
  func landPath(arguments: [String]) throws {
    let svg = try SVGDocument(try document(arguments))
    let frame = try #require(svg.frame)
    let path = try #require(svg.landPath)
    #expect(svg.landFillRule == "evenodd")
    let rings = try LandPath.rings(path)
    #expect(!rings.isEmpty)
    for ring in rings {
      #expect(ring.count >= 3)
      // Traced one dot past the frame, so the clip cuts a coast running off the edge.
      #expect(ring.allSatisfy { $0.x >= -3 && $0.y >= -3 && $0.x <= frame.width + 3 && $0.y <= frame.height + 3 })
    }
  }

  @Test("the files are smaller than the raster's: Europe was 426 KB, the world 136 KB")
  func sizes() throws {
    #expect(try document(["map", "--continent", "europe"]).utf8.count < 64_000)
    #expect(try document(["map"]).utf8.count < 100_000)
    #expect(try document(["map", "fuji"]).utf8.count < 64_000)
  }

  @Test("the same map is the same document every time")
  func deterministic() throws {
    #expect(try document(["map"]) == document(["map"]))
  }

  // MARK: - Rendered

  @Test(
    "rendered by rsvg-convert: land under Paris, sea west of Portugal, the Eiffel Tower's marker in its grey",
    .enabled(if: ExternalTool.available("rsvg-convert"), ExternalTool.missing("rsvg-convert")),
    .enabled(if: ExternalTool.available("gdallocationinfo"), ExternalTool.missing("gdallocationinfo")))
  func rendered() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let land = try Self.rgb(MapSVG.landColor)
    let sea = try Self.rgb(MapSVG.seaColor)
    let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
    let atlantic = Coordinate(latitude: 39.5, longitude: -11.5)

    // Land alone, so nothing covers the points read.
    let europe = try picture(LandmarkFilter(continents: [.europe]))
    let bare = MapSVG(frame: europe.frame, markers: [], title: "Europe")
    let bareImage = try Self.render(bare.document(mask: try LandMask.builtIn()), in: folder, name: "bare")
    #expect(try Self.pixel(bareImage, at: Self.pixel(of: paris, in: bare)) ~= land)
    #expect(try Self.pixel(bareImage, at: Self.pixel(of: atlantic, in: bare)) ~= sea)

    // The whole world: central Africa is land, the middle of the Pacific sea (both off the
    // graticule's lines, every 30°).
    let world = MapSVG(frame: .world, markers: [], title: "World")
    let worldImage = try Self.render(world.document(mask: try LandMask.builtIn()), in: folder, name: "world")
    let africa = try Self.pixel(worldImage, at: Self.pixel(of: Coordinate(latitude: 5, longitude: 22), in: world))
    #expect(africa ~= land, "\(africa)")
    let pacific = try Self.pixel(worldImage, at: Self.pixel(of: Coordinate(latitude: 10, longitude: -145), in: world))
    #expect(pacific ~= sea, "\(pacific)")

    // The map a person gets: the Eiffel Tower's marker is drawn over Paris, and no label covers
    // the sea read west of Portugal.
    let full = try document(["map", "--continent", "europe"])
    let fullImage = try Self.render(full, in: folder, name: "europe")
    let marker = try Self.rgb(MapSVG.fill(.none))
    let tower = try #require(try Catalog.builtIn().landmarks.first { $0.name == "Eiffel Tower" })
    #expect(try Self.pixel(fullImage, at: Self.pixel(of: Coordinate(tower), in: europe)) ~= marker)
    let point = Self.pixel(of: atlantic, in: europe)
    let labels = try SVGDocument(full).labels.map {
      MapLabels.box(text: $0.text, x: $0.x, baseline: $0.y, anchor: $0.anchor, fontSize: $0.fontSize, isBold: $0.isBold)
    }
    let mapPoint = (x: Double(point.x), y: Double(point.y) - MapSVG.titleHeight)
    try #require(
      !labels.contains { $0.x <= mapPoint.x && mapPoint.x <= $0.maxX && $0.y <= mapPoint.y && mapPoint.y <= $0.maxY })
    #expect(try Self.pixel(fullImage, at: point) ~= sea)
  }

  // MARK: - Helpers

  /// The image pixel (from the picture's top-left corner) of a coordinate on `picture`'s map.
  private static func pixel(of coordinate: Coordinate, in picture: MapSVG) -> (x: Int, y: Int) {
    let viewport = picture.viewport
    let dot = viewport.dot(of: picture.frame.projection.project(coordinate))
    return (Int(dot.x.rounded(.down)), Int((dot.y + MapSVG.titleHeight).rounded(.down)))
  }

  /// `#rrggbb` as three channels.
  private static func rgb(_ hex: String) throws -> Colour {
    let value = try #require(Int(hex.dropFirst(), radix: 16))
    return Colour(red: value >> 16, green: value >> 8 & 0xFF, blue: value & 0xFF)
  }

  /// Writes `document` and renders it to a PNG with `rsvg-convert` at one pixel a unit.
  private static func render(_ document: String, in folder: URL, name: String) throws -> URL {
    let svg = folder.appendingPathComponent(name + ".svg")
    let png = folder.appendingPathComponent(name + ".png")
    try Data(document.utf8).write(to: svg)
    _ = try run("rsvg-convert", ["--format", "png", "--output", png.path, svg.path])
    return png
  }

  /// The colour of one pixel of a PNG, read by `gdallocationinfo` (bands red, green, blue, alpha).
  private static func pixel(_ image: URL, at point: (x: Int, y: Int)) throws -> Colour {
    let output = try run("gdallocationinfo", ["-valonly", image.path, String(point.x), String(point.y)])
    let bands = output.split(whereSeparator: \.isNewline).compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    try #require(bands.count >= 3, "gdallocationinfo printed \(output)")
    return Colour(red: bands[0], green: bands[1], blue: bands[2])
  }

  /// Runs an external tool and returns its standard output; fails the test on a non-zero exit.
  private static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let path = try #require(ExternalTool.path(tool), "\(tool) is missing: \(ExternalTool.missing(tool).rawValue)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read before waiting, so a full pipe cannot stall the tool.
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " ")): \(complaint)")
    return printed
  }
}

/// A pixel's colour, compared with a little room for antialiasing.
struct Colour: Equatable, CustomStringConvertible {
  /// The red channel, 0–255.
  let red: Int
  /// The green channel, 0–255.
  let green: Int
  /// The blue channel, 0–255.
  let blue: Int

  /// As a test failure names it.
  var description: String { "rgb(\(red), \(green), \(blue))" }

  /// Whether the two are the same colour within 6 of 255 per channel.
  static func ~= (pixel: Colour, expected: Colour) -> Bool {
    abs(pixel.red - expected.red) <= 6 && abs(pixel.green - expected.green) <= 6 && abs(pixel.blue - expected.blue) <= 6
  }
}

/// The land path's data read back: absolute points per ring.
enum LandPath {
  /// What is wrong with path data.
  struct Invalid: Error, CustomStringConvertible {
    /// What was found where.
    let description: String
  }

  /// The rings of `data`, which may hold only `M`, `m`, `l` and `z`: each ring must start with a
  /// move and end with `z`.
  static func rings(_ data: String) throws -> [[(x: Double, y: Double)]] {
    var tokens: [String] = []
    var number = ""
    for character in data {
      if character.isLetter {
        if !number.isEmpty { tokens.append(number) }
        number = ""
        tokens.append(String(character))
      } else if character == " " || character == "," {
        if !number.isEmpty { tokens.append(number) }
        number = ""
      } else if character == "-" {
        if !number.isEmpty { tokens.append(number) }
        number = "-"
      } else {
        number.append(character)
      }
    }
    if !number.isEmpty { tokens.append(number) }
    var rings: [[(x: Double, y: Double)]] = []
    var ring: [(x: Double, y: Double)] = []
    var command = ""
    var pen = (x: 0.0, y: 0.0)
    var start = (x: 0.0, y: 0.0)
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.first?.isLetter == true {
        guard ["M", "m", "l", "z"].contains(token) else { throw Invalid(description: "command \(token)") }
        if token == "z" {
          guard !ring.isEmpty else { throw Invalid(description: "z without a ring") }
          rings.append(ring)
          ring = []
          pen = start
        } else if (token == "M" || token == "m") && !ring.isEmpty {
          throw Invalid(description: "a ring not closed before \(token)")
        } else if token == "l" && ring.isEmpty {
          throw Invalid(description: "l before a move")
        }
        command = token
        index += 1
        continue
      }
      guard index + 1 < tokens.count, let x = Double(token), let y = Double(tokens[index + 1]) else {
        throw Invalid(description: "not a pair at token \(index): \(token)")
      }
      switch command {
      case "M": pen = (x, y)
      case "m", "l": pen = (pen.x + x, pen.y + y)
      default: throw Invalid(description: "numbers after \(command)")
      }
      if command != "l" {
        start = pen
        // More pairs after a move are lines.
        command = "l"
      }
      ring.append(pen)
      index += 2
    }
    guard ring.isEmpty else { throw Invalid(description: "the last ring is not closed") }
    return rings
  }
}

/// What the tests read of an SVG map, parsed with an XML parser (which also proves it parses).
final class SVGDocument: NSObject, XMLParserDelegate, @unchecked Sendable {
  /// A label on the map.
  struct Label {
    /// What it says.
    let text: String
    /// Its `x`: where the anchor is.
    let x: Double
    /// Its `y`: the baseline.
    let y: Double
    /// Its `text-anchor`.
    let anchor: MapLabels.Anchor
    /// Its `font-size`.
    let fontSize: Double
    /// Whether it is bold.
    let isBold: Bool
    /// Whether it is a number (`class="number"`) rather than a name.
    let isNumber: Bool
  }

  /// The picture's width.
  private(set) var width = 0.0
  /// The map's frame: the clip rectangle.
  private(set) var frame: (width: Double, height: Double)?
  /// How many are numbered, as the root's `data-numbered` says.
  private(set) var numberedCount = -1
  /// How many are named, as the root's `data-named` says.
  private(set) var namedCount = -1
  /// The `<desc>`.
  private(set) var summary = ""
  /// The labels and numbers on the map.
  private(set) var labels: [Label] = []
  /// The legend's entries: number, name and where the name starts.
  private(set) var legend: [(number: String, name: String, x: Double)] = []
  /// The land path's data.
  private(set) var landPath: String?
  /// The land path's fill rule.
  private(set) var landFillRule: String?

  /// The elements open, outermost first.
  private var elements: [(name: String, attributes: [String: String])] = []
  /// The text of the element open.
  private var text = ""
  /// A legend number waiting for the name after it.
  private var pendingNumber: String?

  /// Parses `document`; throws when it is not well-formed XML.
  init(_ document: String) throws {
    super.init()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw LandPath.Invalid(description: parser.parserError.map(String.init(describing:)) ?? "unparsable")
    }
  }

  /// Reads the root's counts, the frame, the land path; opens an element.
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
    text = ""
    switch elementName {
    case "svg":
      width = attributes["width"].flatMap(Double.init) ?? 0
      numberedCount = attributes["data-numbered"].flatMap { Int($0) } ?? -1
      namedCount = attributes["data-named"].flatMap { Int($0) } ?? -1
    case "rect" where elements.contains { $0.name == "clipPath" }:
      frame = (attributes["width"].flatMap(Double.init) ?? 0, attributes["height"].flatMap(Double.init) ?? 0)
    case "path" where attributes["class"] == "land":
      landPath = attributes["d"]
      landFillRule = attributes["fill-rule"]
    default: break
    }
  }

  /// Collects the text of the element open.
  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  /// Closes an element: a label, a legend entry or the description is complete.
  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    guard let element = elements.popLast() else { return }
    let attributes = element.attributes
    if elementName == "desc" { summary = text }
    if elementName == "text", let kind = attributes["class"], kind == "label" || kind == "number" {
      labels.append(
        Label(
          text: text, x: attributes["x"].flatMap(Double.init) ?? 0, y: attributes["y"].flatMap(Double.init) ?? 0,
          anchor: attributes["text-anchor"].flatMap(MapLabels.Anchor.init(rawValue:)) ?? .start,
          fontSize: attributes["font-size"].flatMap(Double.init) ?? 0, isBold: attributes["font-weight"] == "bold",
          isNumber: kind == "number"))
    }
    if elementName == "text", elements.contains(where: { $0.attributes["class"] == "legend" }) {
      // The legend is pairs: a bold number, then its name.
      if attributes["font-weight"] == "bold" && attributes["text-anchor"] == "end" {
        pendingNumber = text
      } else if let number = pendingNumber {
        legend.append((number, text, attributes["x"].flatMap(Double.init) ?? 0))
        pendingNumber = nil
      }
    }
    text = ""
  }
}
