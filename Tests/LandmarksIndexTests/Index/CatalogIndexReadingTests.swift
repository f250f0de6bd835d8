import Foundation
import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

/// The readers a pass over every record uses: they must give what the general readers give.
@Suite("Catalog index: the readers of a full pass")
struct CatalogIndexReadingTests {
  /// Places whose countries need trimming or are not ASCII, and whose names fold differently.
  static let places: [IndexedPlace] = [
    ("A", "Ærø"), ("", "Zürich"), ("\tX", "Mount Fuji"), (" Y", "Ötzi"), ("É", "Lake"), ("JP", "富士山"), ("FR", "!"),
  ].enumerated().map { index, pair in
    IndexedPlace(
      landmark: Landmark(
        id: 10 + index * 1_000, slug: "place-\(index)", name: pair.1, alternateNames: index == 2 ? ["Fuji"] : [],
        continent: .europe, country: pair.0, location: "", latitude: 1, longitude: 2))
  }

  private func index() throws -> CatalogIndex {
    try CatalogIndex(bytes: try IndexWriter.bytes(for: Self.places), name: "test")
  }

  @Test("landmark(at:) and country(at:) give what place(at:) gave, trimmed as Foundation trims")
  func landmarks() throws {
    let index = try index()
    for position in 0..<index.count {
      let landmark = try index.landmark(at: position)
      #expect(landmark == (try index.place(at: position)).landmark)
      #expect(try index.country(at: position) == landmark.country)
      let original = try #require(Self.places.first { $0.landmark.id == landmark.id }).landmark.country
      let stored = Array(original.utf8.prefix(2)) + Array(repeating: 0x20, count: max(0, 2 - original.utf8.count))
      #expect(landmark.country == String(decoding: stored, as: UTF8.self).trimmingCharacters(in: .whitespaces))
    }
  }

  @Test("The folded name's bytes, read in place, are those of foldedName(at:)")
  func foldedNameBytes() throws {
    let index = try index()
    for position in 0..<index.count {
      #expect(Array(try index.foldedNameBytes(at: position)) == Array(try index.foldedName(at: position).utf8))
    }
  }

  @Test("The largest id comes from the end of the id table; an empty index has none")
  func largestID() throws {
    #expect(try index().largestID() == Self.places.map(\.landmark.id).max())
    #expect(try CatalogIndex(bytes: try IndexWriter.bytes(for: []), name: "empty").largestID() == nil)
  }

  @Test("Pages handed back are read again from the file; an index in memory is left alone")
  func releasingPages() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-index-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(try IndexWriter.bytes(for: Self.places)).write(to: file)
    for index in [try CatalogIndex(contentsOf: file.path), try index()] {
      let before = try (0..<index.count).map { try index.landmark(at: $0) }
      index.releaseResidentPages()
      #expect(try (0..<index.count).map { try index.landmark(at: $0) } == before)
    }
  }
}
