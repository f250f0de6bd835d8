import Foundation
import LandmarksTestSupport
import Testing

/// `export --format kml` and `import` of KML files through the real binary.
@Suite struct KMLImportTests {
  /// A Google My Maps–style export: a Document, a Folder, two points, a route, CDATA and entities.
  static let myMaps = """
    <?xml version="1.0" encoding="UTF-8"?>
    <kml xmlns="http://www.opengis.net/kml/2.2">
      <Document>
        <name>Vienna</name>
        <Folder>
          <name>Untitled layer</name>
          <Placemark>
            <name>Caf&#233; Central</name>
            <description><![CDATA[Coffee & <i>cake</i>]]></description>
            <ExtendedData><Data name="country"><value>AT</value></Data></ExtendedData>
            <Point><coordinates>16.3655,48.2104,0</coordinates></Point>
          </Placemark>
          <Placemark>
            <name>Prater &amp; Riesenrad</name>
            <ExtendedData><Data name="country"><value>AT</value></Data></ExtendedData>
            <Point><coordinates>16.3958,48.2166,0</coordinates></Point>
          </Placemark>
          <Placemark>
            <name>Walk</name>
            <LineString><coordinates>16.36,48.21,0 16.39,48.21,0</coordinates></LineString>
          </Placemark>
        </Folder>
      </Document>
    </kml>
    """

  @Test func aMyMapsFileImportsItsPointsAndCountsItsRoutes() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let file = try ImportTests.write(Self.myMaps, named: "vienna.kml", in: landmarks)
    let imported = try landmarks.run(["import", file])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("Imported 2 landmarks as source 'vienna' (kml)"), "\(imported.stdout)")
    #expect(
      imported.stdout.contains("1 placemark without a point (routes or areas) was skipped."), "\(imported.stdout)")
    let shown = try landmarks.run(["show", "cafe central"])
    #expect(shown.status == 0 && shown.stdout.contains("Café Central"), "\(shown.stdout)\(shown.stderr)")
    let listed = try landmarks.run(["list", "--source", "vienna", "--json"])
    #expect(listed.stdout.contains("Prater & Riesenrad"), "\(listed.stdout)")
  }

  /// GDAL writes KML its own way (a Schema, SimpleData, a Folder per layer): what QGIS and
  /// ogr2ogr users bring must import whole.
  @Test(
    "A KML written by GDAL's ogr2ogr imports every placemark",
    .enabled(if: ExternalTool.available("ogr2ogr"), ExternalTool.missing("ogr2ogr")))
  func aGDALWrittenFileImports() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let exported = try landmarks.run(["export", "--format", "geojson"])
    #expect(exported.status == 0, "\(exported.stderr)")
    let geojson = try ImportTests.write(exported.stdout, named: "catalog.geojson", in: landmarks)
    let kml = (geojson as NSString).deletingLastPathComponent + "/gdal.kml"
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    let converted = try InstallTests.run(
      "/usr/bin/env", ["ogr2ogr", "-f", "KML", kml, geojson], environment: environment)
    try #require(converted.status == 0, "\(converted.stderr)")
    let written = try String(contentsOfFile: kml, encoding: .utf8)
    #expect(written.contains("<SimpleData"), "GDAL wrote its fields as SimpleData")
    let imported = try landmarks.run(["import", kml, "--name", "gdal"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("Imported 160 landmarks as source 'gdal' (kml)"), "\(imported.stdout)")
    let listed = try landmarks.run(["list", "--source", "gdal", "--json"])
    #expect(listed.stdout.contains("Mount Fuji"), "\(listed.stdout.prefix(300))")
  }

  @Test func aBadPointRefusesTheFileUnlessSkipped() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let text = Self.myMaps.replacingOccurrences(of: "16.3958,48.2166,0", with: "16.3958,98.2166,0")
    let file = try ImportTests.write(text, named: "bad.kml", in: landmarks)
    let refused = try landmarks.run(["import", file])
    #expect(refused.status == 65, "\(refused.stdout)\(refused.stderr)")
    #expect(refused.stderr.contains("latitude 98.2166 is off the globe"), "\(refused.stderr)")
    let skipped = try landmarks.run(["import", file, "--skip-invalid"])
    #expect(skipped.status == 0, "\(skipped.stderr)")
    #expect(skipped.stdout.contains("Imported 1 landmark") && skipped.stdout.contains("Skipped 1 invalid place"))
  }

  @Test func aKMZAndBrokenXMLAreRefused() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let zip = landmarks.home.appendingPathComponent("trip.kmz")
    try FileManager.default.createDirectory(at: landmarks.home, withIntermediateDirectories: true)
    try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]).write(to: zip)
    for arguments in [["import", zip.path], ["import", zip.path, "--format", "kml"]] {
      let refused = try landmarks.run(arguments)
      #expect(refused.status == 65, "\(refused.stderr)")
      #expect(refused.stderr.contains("Unzip it first"), "\(refused.stderr)")
    }
    // Cut off in the middle of the route: the message names the line the file ends on.
    let cut = Self.myMaps.components(separatedBy: "<LineString>")[0]
    let lastLine = cut.split(separator: "\n", omittingEmptySubsequences: false).count
    let truncated = try ImportTests.write(cut, named: "cut.kml", in: landmarks)
    let broken = try landmarks.run(["import", truncated])
    #expect(broken.status == 65, "\(broken.stderr)")
    #expect(broken.stderr.contains("damaged at line \(lastLine)"), "\(broken.stderr)")
    #expect(broken.stderr.contains("the file ends inside <Placemark>"), "\(broken.stderr)")
  }

  @Test func theCatalogExportsAsKMLAndImportsBackWithItsIds() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let exported = try landmarks.run(["export", "--format", "kml"])
    #expect(exported.status == 0, "\(exported.stderr)")
    #expect(exported.stdout.hasPrefix("<?xml") && exported.stdout.contains("<Style id=\"badge-orange\">"))
    let other = LandmarksProcess()
    defer { other.cleanUp() }
    let file = try ImportTests.write(exported.stdout, named: "catalog.kml", in: other)
    let imported = try other.run(["import", file, "--json"])
    #expect(imported.status == 0, "\(imported.stderr)")
    let summary = try #require(EndToEndJSON.object(imported.stdout))
    let all = try #require(EndToEndJSON.array(try landmarks.run(["list", "--json"]).stdout))
    #expect(summary["format"] as? String == "kml")
    #expect(EndToEndJSON.int(summary["matched"]) == all.count && EndToEndJSON.int(summary["added"]) == 0)
  }

  @Test func helpAndCompletionOfferKML() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    #expect(try landmarks.run(["help", "export"]).stdout.contains("kml"))
    #expect(try landmarks.run(["help", "import"]).stdout.contains("kml"))
    // The completion scripts ask the binary for the values of an option.
    #expect(try landmarks.run(["__complete", "export", "--format", ""]).stdout.contains("kml"))
    #expect(try landmarks.run(["__complete", "import", "--format", "k"]).stdout.contains("kml"))
  }
}
