import Foundation
import LandmarksModels
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// KML 2.2 placemarks: well-formed XML whatever the names hold, one per landmark, styled by badge.
@Suite struct KMLWriterTests {
  /// What an XML parser sees of each placemark.
  struct Seen: Equatable {
    var name = ""
    var coordinates = ""
    var styleURL = ""
    var data: [String: String] = [:]
  }

  /// Collects placemarks and style ids as an XML parser sees them (the tests' check is not ours).
  final class Collector: NSObject, XMLParserDelegate {
    var placemarks: [Seen] = []
    var styles: [String: String] = [:]
    private var current: Seen?
    private var dataName: String?
    private var styleID: String?
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      text = ""
      switch elementName {
      case "Placemark": current = Seen()
      case "Data": dataName = attributes["name"]
      case "Style": styleID = attributes["id"]
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      switch elementName {
      case "name": current?.name = text
      case "coordinates": current?.coordinates = text
      case "styleUrl": current?.styleURL = text
      case "value": if let dataName { current?.data[dataName] = text }
      case "color": if let styleID { styles[styleID] = text }
      case "Placemark":
        if let current { placemarks.append(current) }
        current = nil
      default: break
      }
    }
  }

  /// The placemarks and styles of `text`, failing the test when it does not parse.
  static func parse(_ text: String) -> Collector {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    return collector
  }

  @Test func theBuiltInCatalogIsOnePlacemarkPerLandmarkWithItsIdSourceAndBadgeStyle() throws {
    let landmarks = try Catalog.builtIn().landmarks
    let text = try ExportRoundTripTests.text { try KMLWriter.write(landmarks.map { ExportRecord($0) }, to: $0) }
    let collector = Self.parse(text)
    try #require(collector.placemarks.count == landmarks.count)
    for (landmark, seen) in zip(landmarks, collector.placemarks) {
      #expect(seen.name == landmark.name)
      #expect(
        seen.coordinates
          == "\(CoordinateFormat.decimal(landmark.longitude)),\(CoordinateFormat.decimal(landmark.latitude))")
      #expect(seen.data["id"] == String(landmark.id))
      #expect(seen.data["source"] == "")
      #expect(seen.styleURL == "#" + (landmark.badge.map { "badge-\($0.color.rawValue)" } ?? "badge-none"))
    }
    #expect(landmarks.contains { $0.badge != nil })
    #expect(collector.styles.count == BadgeColor.allCases.count + 1)
    #expect(collector.styles["badge-orange"] == "ff0095ff")
    #expect(collector.styles["badge-blue"] == "ffff7a00")
    #expect(collector.styles["badge-none"] == "ffffffff")
  }

  @Test func hostileTextIsEscapedAndControlCharactersDropped() throws {
    let records = [
      ExportRecord(
        id: 200_001, source: "trips & <co>", slug: "x", name: "A ]]> \"quoted\" 'name' & <tag>\u{1}\u{1B}",
        latitude: -0.000_000_01, longitude: -179.999_999_9, description: "<![CDATA[ x ]]> & </description>",
        kinds: ["mountain", "ski-resort"], badgeColor: .teal)
    ]
    let text = try ExportRoundTripTests.text { try KMLWriter.write(records, to: $0) }
    #expect(!text.contains("\u{1}") && !text.contains("\u{1B}"))
    #expect(!text.contains("]]>"))
    let seen = try #require(Self.parse(text).placemarks.first)
    #expect(seen.name == "A ]]> \"quoted\" 'name' & <tag>")
    #expect(seen.coordinates == "-179.9999999,0")
    #expect(seen.data["source"] == "trips & <co>")
    #expect(seen.data["kinds"] == "mountain,ski-resort")
    #expect(seen.styleURL == "#badge-teal")
  }

  @Test func anEmptyExportIsAValidDocument() throws {
    let text = try ExportRoundTripTests.text { try KMLWriter.write([], to: $0) }
    #expect(Self.parse(text).placemarks.isEmpty)
    #expect(text.hasSuffix("</kml>\n"))
  }

  /// Apart from the tests above, so that where xmllint is missing only this check is skipped.
  @Test(
    "xmllint finds the built-in catalog's KML well-formed",
    .enabled(if: ExternalTool.available("xmllint"), ExternalTool.missing("xmllint")))
  func passesXmllint() throws {
    let result = try Self.runTool("xmllint", ["--noout"], on: try Self.catalogKML())
    #expect(result.status == 0, "\(result.output)")
  }

  /// GDAL's KML driver is what QGIS and ogr2ogr read KML through: it must see every placemark.
  @Test(
    "ogrinfo opens the built-in catalog's KML and counts its placemarks",
    .enabled(if: ExternalTool.available("ogrinfo"), ExternalTool.missing("ogrinfo")))
  func opensInOgrinfo() throws {
    let count = try Catalog.builtIn().landmarks.count
    let result = try Self.runTool("ogrinfo", ["-ro", "-al", "-so"], on: try Self.catalogKML())
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("Feature Count: \(count)"), "\(result.output)")
    // GDAL's LIBKML driver reads the ExtendedData as fields: the id survives the trip.
    #expect(result.output.contains("id: String"), "\(result.output)")
  }

  /// The built-in catalog as KML.
  static func catalogKML() throws -> String {
    let landmarks = try Catalog.builtIn().landmarks
    return try ExportRoundTripTests.text { try KMLWriter.write(landmarks.map { ExportRecord($0) }, to: $0) }
  }

  /// Runs `tool ARGUMENTS FILE` on `document` saved to a temporary `.kml` file; its status and
  /// everything it printed.
  static func runTool(_ tool: String, _ arguments: [String], on document: String) throws -> (
    status: Int32, output: String
  ) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(UUID().uuidString).kml")
    try Data(document.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let path = try #require(ExternalTool.path(tool), "\(tool) is missing: .ci/run installs it")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments + [file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
