import Foundation
import LandmarksJSON
import LandmarksTestSupport

@testable import LandmarksCore

/// Synthetic places for tests: accents, several scripts, many repeated names ("San José").
enum SyntheticPlaces {
  /// Names chosen to exercise folding, romanisation and slug suffixes.
  static let names = [
    "San José", "San Jose", "São Paulo", "Zürich", "Kraków", "Москва", "東京", "Αθήνα", "القاهرة", "Reykjavík",
    "Ōsaka", "Mount \"Quoted\", Peak", "Line\nBreak", "Ærø", "Łódź", "서울", "Mumbai", "Saint-Étienne",
  ]

  /// The countries the names are spread over.
  static let countries = ["CR", "US", "BR", "CH", "PL", "RU", "JP", "GR", "EG", "IS", "KR", "IN", "FR", "DK"]

  /// `count` places with ids `1...count` and random positions, reproducible from `seed`.
  static func places(count: Int, seed: UInt64 = 42) -> [ImportedPlace] {
    var random = SeededGenerator(seed: seed)
    return (1...max(1, count)).prefix(count).map { index in
      let name = names[Int.random(in: 0..<names.count, using: &random)]
      return ImportedPlace(
        sourceID: String(index), name: name, alternateNames: index % 3 == 0 ? ["Alt \(index)", "Другое"] : [],
        latitude: Double.random(in: -89.9...89.9, using: &random),
        longitude: Double.random(in: -179.9...179.9, using: &random),
        country: countries[Int.random(in: 0..<countries.count, using: &random)],
        description: index % 2 == 0 ? "A place, with \"quotes\",\nand a second line." : nil,
        kinds: index % 4 == 0 ? ["mountain", "ski-resort"] : [])
    }
  }

  /// Export records of `places`, numbered from 200,000.
  static func records(_ places: [ImportedPlace], source: String? = "synthetic") -> [ExportRecord] {
    places.enumerated().map { offset, place in
      ExportRecord(
        id: 200_000 + offset, source: source, slug: "slug-\(offset)", name: place.name,
        alternateNames: place.alternateNames, latitude: place.latitude, longitude: place.longitude,
        continent: .europe, country: place.country, location: place.location, description: place.description,
        kinds: place.kinds)
    }
  }
}

/// Reading helpers shared by the reader tests.
enum ReadAll {
  /// Every record `reader` yields.
  static func records<R: PlaceReader>(_ reader: R) throws -> [ImportRecord] {
    var reader = reader
    var records: [ImportRecord] = []
    while let record = try reader.next() { records.append(record) }
    return records
  }

  /// The places among `records`.
  static func places(_ records: [ImportRecord]) -> [ImportedPlace] {
    records.compactMap { record in
      if case .place(let place, _) = record { return place }
      return nil
    }
  }

  /// The problems among `records`.
  static func problems(_ records: [ImportRecord]) -> [ImportProblem] {
    records.compactMap { record in
      if case .problem(let problem) = record { return problem }
      return nil
    }
  }

  /// The records of a GeoJSON text, read in chunks of `chunkSize` bytes.
  static func geojson(_ text: String, chunkSize: Int = 1 << 16) throws -> [ImportRecord] {
    try records(GeoJSONReader(MemoryInput(text, chunkSize: chunkSize)))
  }

  /// The records of a CSV text.
  static func csv(_ text: String, chunkSize: Int = 1 << 16) throws -> [ImportRecord] {
    try records(CSVReader(MemoryInput(text, chunkSize: chunkSize)))
  }

  /// The records of a KML text.
  static func kml(_ text: String, chunkSize: Int = 1 << 16) throws -> [ImportRecord] {
    try records(KMLReader(MemoryInput(text, chunkSize: chunkSize)))
  }

  /// The records of a GeoNames text.
  static func geonames(_ text: String, chunkSize: Int = 1 << 16) throws -> [ImportRecord] {
    try records(GeoNamesReader(MemoryInput(text, chunkSize: chunkSize)))
  }

  /// The structural fault reading throws, if any.
  static func fault(_ read: () throws -> [ImportRecord]) -> ImportError? {
    do {
      _ = try read()
      return nil
    } catch let error as ImportError {
      return error
    } catch {
      return nil
    }
  }
}
