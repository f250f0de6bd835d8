import Foundation
import LandmarksIndex
import LandmarksJSON
import Testing

@testable import LandmarksCore

/// An import whose sorts spill to disk gives the index an import in memory gives, with the slugs
/// one pass over the file in order would hand out.
@Suite struct SpilledImportTests {
  /// A GeoJSON file of `places`.
  static func geojson(_ places: [ImportedPlace]) -> String {
    SourceFixture.collection(
      places.map { place in
        SourceFixture.feature(
          id: place.sourceID,
          name: place.name.replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n"),
          lon: place.longitude, lat: place.latitude, extra: ",\"country\":\"\(place.country ?? "")\"")
      })
  }

  /// The index bytes of importing `text` as the source "synthetic".
  static func index(_ text: String, catalog: Catalog, folder: String?, budget: Int) throws -> [UInt8] {
    let destination = folder.map { ($0 as NSString).appendingPathComponent("index.lmk") }
    let builder = try IndexBuilder(folder: folder, destination: destination, budget: budget)
    var reader: any PlaceReader = FormatReader(
      format: .geojson, input: ErasedInput(MemoryInput(text, chunkSize: 4096)))
    _ = try Importer(options: ImportOptions(source: "synthetic"), catalog: catalog, folder: folder)
      .run(&reader, into: builder)
    if let bytes = try builder.finish() { return bytes }
    return Array(try Data(contentsOf: URL(fileURLWithPath: destination ?? "")))
  }

  @Test func spilledEqualsInMemoryAndSlugsFollowFileOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spilled-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Names whose plain slugs are other names' candidates ("san-jose-cr", "san-jose-cr-2"): the
    // groups must bring them together.
    var places = SyntheticPlaces.places(count: 6_000)
    let tricky = ["San José CR", "San Jose CR 2", "San José 3", "1984", "Place 12", "San José CR CR", "San José US"]
    for (offset, name) in tricky.enumerated() {
      for copy in 0..<4 {
        var place = places[offset * 500 + copy * 37]
        place.name = name
        place.sourceID = "tricky-\(offset)-\(copy)"
        places.insert(place, at: offset * 700 + copy * 100)
      }
    }
    let text = Self.geojson(places)
    let catalog = try Catalog.builtIn()
    let inMemory = try Self.index(text, catalog: catalog, folder: nil, budget: .max)
    let spilled = try Self.index(text, catalog: catalog, folder: folder.path, budget: 1 << 19)
    #expect(spilled == inMemory)
    // The reference: one slug assigner over the places in file order, as imports always did.
    let index = try CatalogIndex(bytes: spilled, name: "synthetic")
    var assigner = SlugAssigner(taken: try catalog.landmarks.map(\.slug))
    let placement = ContinentPlacement(countries: catalog.countries)
    for place in places {
      let cleaned = TextCleaning.place(place).place
      let id = LandmarkIdentity.id(source: "synthetic", place: cleaned)
      let country = placement.place(cleaned)?.country
      let expected = assigner.assign(name: cleaned.name, country: country, id: id)
      let position = try #require(try index.position(ofID: id))
      #expect(try index.slug(at: position) == expected, "\(cleaned.name)")
    }
  }
}
