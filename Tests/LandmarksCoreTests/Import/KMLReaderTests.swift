import Foundation
import LandmarksJSON
import Testing

@testable import LandmarksCore

/// KML as Google My Maps and Google Earth write it: placemarks in folders, routes mixed in.
@Suite struct KMLReaderTests {
  /// A My Maps export in miniature: a Document, two Folders (one nested), a route, CDATA, entities.
  static let myMaps = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- exported by a map app -->
    <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
      <Document>
        <name>Trip &amp; friends</name>
        <Style id="icon-1"><IconStyle><color>ff0288d1</color></IconStyle></Style>
        <Folder>
          <name>Sights</name>
          <Placemark>
            <name>Caf&#233; &lt;Central&gt; &#x1F600;</name>
            <description><![CDATA[<b>Best</b> coffee & cake]]></description>
            <styleUrl>#icon-1</styleUrl>
            <ExtendedData>
              <Data name="country"><value>AT</value></Data>
              <Data name="kinds"><value>cafe, museum</value></Data>
              <Data name="ignored"><value>x</value></Data>
            </ExtendedData>
            <Point>
              <coordinates>
                16.3655,48.2104,0
              </coordinates>
            </Point>
          </Placemark>
          <Folder>
            <Placemark id="p2">
              <name>Summit</name>
              <Point><coordinates>13.6 , 47.07 , 3798</coordinates></Point>
            </Placemark>
          </Folder>
        </Folder>
        <Folder>
          <name>Routes</name>
          <Placemark>
            <name>Walk</name>
            <LineString><coordinates>16.36,48.21,0 16.37,48.22,0</coordinates></LineString>
          </Placemark>
          <Placemark>
            <name>Park</name>
            <Polygon><outerBoundaryIs><LinearRing><coordinates>1,2 3,4 5,6 1,2</coordinates></LinearRing></outerBoundaryIs></Polygon>
          </Placemark>
        </Folder>
      </Document>
    </kml>
    """

  @Test func readsPlacemarksInFoldersAndCountsRoutesAndAreas() throws {
    let records = try ReadAll.kml(Self.myMaps)
    #expect(ReadAll.problems(records).isEmpty)
    let places = ReadAll.places(records)
    try #require(places.count == 2)
    #expect(places[0].name == "Café <Central> 😀")
    #expect(places[0].description == "<b>Best</b> coffee & cake")
    #expect(places[0].latitude == 48.2104 && places[0].longitude == 16.3655)
    #expect(places[0].elevation == nil)
    #expect(places[0].country == "AT")
    #expect(places[0].kinds == ["cafe", "museum"])
    #expect(places[1].name == "Summit" && places[1].elevation == 3798 && places[1].sourceID == "p2")
    let skipped = records.compactMap { record -> String? in
      if case .withoutPoint(_, let geometry) = record { return geometry }
      return nil
    }
    #expect(skipped == ["LineString", "Polygon"])
    if case .place(_, let location) = records[0] { #expect(location.line == 9) }
  }

  /// The tokenizer must not care where a chunk ends: inside a name, an entity, a CDATA end, a BOM.
  @Test func theSamePlacesWhateverTheChunking() throws {
    let text = "\u{FEFF}" + Self.myMaps
    let expected = try ReadAll.kml(text)
    for chunkSize in 1...text.utf8.count {
      #expect(try ReadAll.kml(text, chunkSize: chunkSize) == expected, "chunk size \(chunkSize)")
    }
  }

  @Test func anInvalidPointIsAProblemNotAFault() throws {
    for (coordinates, reason) in [
      ("200,10", "longitude 200.0 is off the globe"), ("10,north", "are not numbers"), ("nan,1", "are not numbers"),
      ("", "without coordinates"), ("1,2 3,4", "not numbers"), ("1", "not one"), ("0x10,1", "not numbers"),
    ] {
      let text =
        "<kml><Placemark><name>P</name><Point><coordinates>\(coordinates)</coordinates></Point></Placemark></kml>"
      let problems = ReadAll.problems(try ReadAll.kml(text))
      #expect(problems.count == 1 && problems.first?.reason.contains(reason) == true, "\(coordinates): \(problems)")
    }
    let unnamed = ReadAll.problems(
      try ReadAll.kml("<kml><Placemark><Point><coordinates>1,2</coordinates></Point></Placemark></kml>"))
    #expect(unnamed.map(\.reason) == ["no name"])
  }

  @Test(arguments: [
    ("<kml><Document><Placemark><name>x", "the file ends inside <name> (opened on line 1)"),
    ("<kml>\n<Document>\n</Folder></kml>", "line 3: </Folder> where </Document> was expected (opened on line 2)"),
    ("<kml><a b='1' b='2'/></kml>", "given twice"),
    ("<kml>&bogus;</kml>", "not one of XML's five"),
    ("<kml>&#0;</kml>", "not a character XML allows"),
    ("<kml>&</kml>", "starts no reference"),
    ("<!DOCTYPE kml [<!ENTITY a \"aaaa\">]><kml>&a;</kml>", "a DOCTYPE with declarations"),
    ("<gpx></gpx>", "the root element is <gpx>, not <kml>"),
    ("<kml></kml><kml></kml>", "a second root element"),
    ("junk", "text outside the root element"),
    ("", "the file has no root element"),
    ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><kml/>", "save it as UTF-8"),
    ("<kml><x a=b/></kml>", "without quotes"),
    ("<kml><![CDATA[ unterminated", "inside a CDATA section"),
  ])
  func brokenXMLIsRefusedNamingTheLine(text: String, expected: String) {
    let fault = ReadAll.fault { try ReadAll.kml(text) }
    guard case .malformed(let location, let reason) = fault else {
      Issue.record("\(text): \(String(describing: fault))")
      return
    }
    #expect("\(location): \(reason)".contains(expected), "\(location): \(reason)")
  }

  @Test func invalidUTF8IsRefusedAtItsLine() {
    let bytes = Array("<kml>\n<name>".utf8) + [0xFF] + Array("</name></kml>".utf8)
    let fault = ReadAll.fault { try ReadAll.records(KMLReader(MemoryInput(bytes: bytes, chunkSize: 3))) }
    #expect(fault == .malformed(ImportLocation(line: 2), reason: "invalid UTF-8 in a text"))
  }

  @Test func aBareDoctypeIsReadPast() throws {
    let text =
      "<!DOCTYPE kml SYSTEM \"a>b\"><kml><Placemark><name>A</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>"
    #expect(ReadAll.places(try ReadAll.kml(text)).map(\.name) == ["A"])
  }

  @Test func deepNestingAndLongNamesAreBounded() {
    let deep = String(repeating: "<Folder>", count: 10_000)
    let fault = ReadAll.fault { try ReadAll.kml("<kml>" + deep) }
    guard case .malformed(_, let reason) = fault else {
      Issue.record("\(String(describing: fault))")
      return
    }
    #expect(reason.contains("nested deeper than \(ImportLimits.xmlDepth)"))
    let longName = ReadAll.fault { try ReadAll.kml("<kml><" + String(repeating: "a", count: 100_000)) }
    guard case .malformed(_, let nameReason) = longName else {
      Issue.record("\(String(describing: longName))")
      return
    }
    #expect(nameReason.contains("a name longer than"))
    let longText = "<kml><Placemark><name>" + String(repeating: "x", count: ImportLimits.fieldBytes + 10)
    guard case .malformed = ReadAll.fault({ try ReadAll.kml(longText) }) else {
      Issue.record("a text over the limit was read")
      return
    }
  }

  @Test func thisToolsExportKeepsItsIdentity() throws {
    let records = [
      ExportRecord(id: 1016, source: nil, slug: "fuji", name: "Mount Fuji", latitude: 35.36, longitude: 138.72),
      ExportRecord(id: 200_001, source: "trips", slug: "x", name: "Hut", latitude: 1, longitude: 2),
    ]
    let text = try ExportRoundTripTests.text { try KMLWriter.write(records, to: $0) }
    let places = ReadAll.places(try ReadAll.kml(text, chunkSize: 7))
    #expect(
      places.map(\.exported) == [
        ExportedIdentity(id: 1016, source: nil), ExportedIdentity(id: 200_001, source: "trips"),
      ])
  }

  @Test(arguments: [
    (
      "<?xml version=\"1.0\"?>\n<!-- a > b -->\n<kml xmlns=\"http://www.opengis.net/kml/2.2\">", nil as String?,
      ImportFormat.kml as ImportFormat?
    ),
    ("\u{FEFF}  <kml:kml xmlns:kml=\"x\">", nil, .kml),
    ("<?xml version=\"1.0\"?><gpx version=\"1.1\">", nil, nil),
    ("<?xml version=\"1.0\"?><gpx version=\"1.1\">", "kml", .kml),
    ("<Document>", "KML", .kml),
  ])
  func detectsKMLByItsRootElement(prefix: String, fileExtension: String?, format: ImportFormat?) {
    #expect(ImportFormat.detect(prefix: Array(prefix.utf8), fileExtension: fileExtension) == format)
  }

  @Test func aZipIsRefusedWhateverItsName() {
    #expect(
      ImportFormat.refusal(prefix: [0x50, 0x4B, 0x03, 0x04, 0x14], fileExtension: "kml") == .zipArchive(isKMZ: false))
    #expect(ImportFormat.refusal(prefix: [0x50, 0x4B, 0x03, 0x04], fileExtension: "kmz") == .zipArchive(isKMZ: true))
    #expect(ImportFormat.refusal(prefix: Array("<kml/>".utf8), fileExtension: "kml") == nil)
    #expect(ImportError.zipArchive(isKMZ: true).errorDescription?.contains("Unzip it first") == true)
  }
}
