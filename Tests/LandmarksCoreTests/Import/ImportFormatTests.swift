import Foundation
import Testing

@testable import LandmarksCore

/// Recognising a file's format from its first bytes, then its extension.
@Suite struct ImportFormatTests {
  @Test(arguments: [
    ("\u{FEFF}  \n{\"type\":\"FeatureCollection\"", nil as String?, ImportFormat.geojson),
    ("name,lat,lon\nA,1,2", nil, .csv),
    ("name;lat;lon", nil, .csv),
    ("name\tlatitude\tlongitude\n", "txt", .csv),
    (GeoNamesReaderTests.line(), "txt", .geonames),
    (GeoNamesReaderTests.line(), nil, .geonames),
    ("just words", "geojson", .geojson),
    ("just words", "CSV", .csv),
  ])
  func detects(prefix: String, fileExtension: String?, format: ImportFormat) {
    #expect(ImportFormat.detect(prefix: Array(prefix.utf8), fileExtension: fileExtension) == format)
  }

  @Test func unknownContentWithoutAHelpfulExtensionIsNil() {
    #expect(ImportFormat.detect(prefix: Array("just words".utf8), fileExtension: "pdf") == nil)
    #expect(ImportFormat.detect(prefix: [], fileExtension: nil) == nil)
  }
}
