import Foundation
import Testing

@testable import LandmarksCore

/// An export of this tool imports back with the same landmarks, names, coordinates and ids.
@Suite struct ExportRoundTripTests {
  static func text(_ write: (@escaping (String) throws -> Void) throws -> Void) rethrows -> String {
    let box = TextBox()
    try write { box.text += $0 }
    return box.text
  }

  @Test(arguments: [ImportFormat.geojson, .csv, .kml])
  func builtInCatalogRoundTrips(format: ImportFormat) throws {
    let catalog = try Catalog.builtIn()
    let records = try catalog.landmarks.map { ExportRecord($0) }
    let places = try Self.roundTrip(records, format: format)
    try #require(try places.count == catalog.landmarks.count)
    for (landmark, place) in zip(try catalog.landmarks, places) {
      #expect(place.name == landmark.name)
      #expect(abs(place.latitude - landmark.latitude) <= 1e-6)
      #expect(abs(place.longitude - landmark.longitude) <= 1e-6)
      #expect(place.exported == ExportedIdentity(id: landmark.id, source: nil))
      #expect(place.continent == landmark.continent)
      #expect(place.country == landmark.country)
      #expect(place.description == (landmark.description.isEmpty ? nil : landmark.description))
      #expect(place.kinds == landmark.kinds.map(\.rawValue))
      #expect(place.alternateNames == landmark.alternateNames)
    }
  }

  @Test(arguments: [ImportFormat.geojson, .csv, .kml])
  func awkwardTextRoundTrips(format: ImportFormat) throws {
    let records = SyntheticPlaces.records(SyntheticPlaces.places(count: 500))
    let places = try Self.roundTrip(records, format: format)
    try #require(places.count == records.count)
    for (record, place) in zip(records, places) {
      #expect(place.name == record.name)
      #expect(place.description == record.description)
      #expect(place.exported == ExportedIdentity(id: record.id, source: "synthetic"))
      #expect(abs(place.latitude - record.latitude) <= 1e-6 && abs(place.longitude - record.longitude) <= 1e-6)
      #expect(place.kinds == record.kinds)
    }
  }

  @Test func emptyExportsAreValidAndReadBackEmpty() throws {
    #expect(try Self.roundTrip([], format: .geojson).isEmpty)
    #expect(try Self.roundTrip([], format: .csv).isEmpty)
    #expect(try Self.roundTrip([], format: .kml).isEmpty)
  }

  @Test func writersHandTheSinkChunksNotOneCallPerLandmark() throws {
    let records = SyntheticPlaces.records(SyntheticPlaces.places(count: 3_000))
    let calls = TextBox()
    try GeoJSONWriter.write(records) { _ in calls.count += 1 }
    #expect(calls.count > 1 && calls.count < 100)
  }

  static func roundTrip(_ records: [ExportRecord], format: ImportFormat) throws -> [ImportedPlace] {
    switch format {
    case .geojson:
      let text = try text { try GeoJSONWriter.write(records, to: $0) }
      let records = try ReadAll.geojson(text, chunkSize: 997)
      #expect(ReadAll.problems(records).isEmpty)
      return ReadAll.places(records)
    case .csv:
      let text = try text { try CSVWriter.write(records, to: $0) }
      let records = try ReadAll.csv(text, chunkSize: 997)
      #expect(ReadAll.problems(records).isEmpty)
      return ReadAll.places(records)
    case .kml:
      let text = try text { try KMLWriter.write(records, to: $0) }
      let records = try ReadAll.kml(text, chunkSize: 997)
      #expect(ReadAll.problems(records).isEmpty)
      return ReadAll.places(records)
    case .geonames:
      return []
    }
  }
}

/// Collects what a writer's sink receives.
final class TextBox: @unchecked Sendable {
  var text = ""
  var count = 0
}
