import Foundation
import LandmarksJSON
import LandmarksModels

@testable import LandmarksCore

/// A temporary data folder with a store and its sources, and helpers to import text into it.
struct SourceFixture {
  let home: URL
  let library: SourceLibrary

  init() {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-sources-\(UUID().uuidString)")
    library = SourceLibrary(store: StateStore(location: StoreLocation(directory: home), lockTimeout: 2))
  }

  /// The built-in catalog with every source imported so far.
  func catalog() throws -> Catalog {
    try library.catalog(builtIn: try Catalog.builtIn())
  }

  /// Imports `text` as `source`.
  @discardableResult
  func importText(
    _ text: String, format: ImportFormat, source: String, continent: Continent? = nil, skipInvalid: Bool = false
  ) throws -> ImportOutcome {
    try library.importPlaces(
      from: MemoryInput(text, chunkSize: 7), format: format,
      options: ImportOptions(source: source, fallbackContinent: continent, skipInvalid: skipInvalid), file: "test",
      catalog: try catalog(), now: Date(timeIntervalSince1970: 1_795_953_600))
  }

  /// A GeoJSON FeatureCollection of `features` (each a feature object's text).
  static func collection(_ features: [String]) -> String {
    "{\"type\":\"FeatureCollection\",\"features\":[\n" + features.joined(separator: ",\n") + "\n]}\n"
  }

  /// A Point feature.
  static func feature(id: String?, name: String, lon: Double, lat: Double, extra: String = "") -> String {
    let identifier = id.map { "\"id\":\"\($0)\"," } ?? ""
    return "{\"type\":\"Feature\",\(identifier)\"geometry\":{\"type\":\"Point\",\"coordinates\":[\(lon),\(lat)]},"
      + "\"properties\":{\"name\":\"\(name)\"\(extra)}}"
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: home)
  }
}
