import Foundation
import Testing

@testable import LandmarksCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// GPX 1.1 waypoints: well-formed XML whatever the names hold.
@Suite struct GPXWriterTests {
  /// Counts waypoints and collects their names as an XML parser sees them.
  final class Collector: NSObject, XMLParserDelegate {
    var waypoints = 0
    var names: [String] = []
    var ids: [String] = []
    private var element = ""
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if elementName == "wpt" { waypoints += 1 }
      element = elementName
      text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      if elementName == "name" { names.append(text) }
      if elementName == "landmarks:id" || elementName == "id" { ids.append(text) }
    }
  }

  @Test func writesWellFormedWaypointsWithEscapedText() throws {
    let records = [
      ExportRecord(
        id: 1016, source: nil, slug: "mount-fuji", name: "Mount Fuji", latitude: 35.36072, longitude: 138.72744,
        description: "Tall & <snowy>", kinds: ["mountain", "volcano"]),
      ExportRecord(
        id: 200_001, source: "trips & <co>", slug: "x", name: "A \"quoted\" 'name' & <tag>\u{1}",
        latitude: -0.000_000_01, longitude: -179.999_999_9),
    ]
    let text = try ExportRoundTripTests.text { try GPXWriter.write(records, to: $0) }
    #expect(text.contains("<wpt lat=\"35.36072\" lon=\"138.72744\">"))
    #expect(text.contains("<wpt lat=\"0\" lon=\"-179.9999999\">"))
    #expect(text.contains("<type>mountain, volcano</type>"))
    #expect(!text.contains("e-"))
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    #expect(collector.waypoints == 2)
    #expect(collector.names == ["Mount Fuji", "A \"quoted\" 'name' & <tag>"])
    #expect(collector.ids == ["1016", "200001"])
  }

  @Test func anEmptyExportIsAValidDocument() throws {
    let text = try ExportRoundTripTests.text { try GPXWriter.write([], to: $0) }
    let parser = XMLParser(data: Data(text.utf8))
    #expect(parser.parse())
    #expect(text.hasSuffix("</gpx>\n"))
  }
}
