import Foundation
import LandmarksCore
import Testing

@testable import LandmarksIndex

/// What an import that replaces an index reads of it in one pass: ids in order, slugs by offset.
@Suite("Catalog index keys: ids in ascending order and slugs by offset")
struct CatalogIndexKeysTests {
  private func builtIn() throws -> (Catalog, [UInt8]) {
    let catalog = try Catalog.builtIn()
    let bytes = try IndexWriter.bytes(for: catalog.landmarks.map { IndexedPlace(landmark: $0) })
    return (catalog, bytes)
  }

  @Test func idsComeInAscendingOrderWithTheirPositionsAndSlugs() throws {
    let (catalog, bytes) = try builtIn()
    let index = try CatalogIndex(bytes: bytes, name: "built-in")
    let keys = try index.keys()
    #expect(try keys.ids == catalog.landmarks.map(\.id).sorted())
    #expect(try index.idsInAscendingOrder() == keys.ids)
    #expect(keys.positions.count == keys.ids.count && keys.ids.count == index.count)
    for (id, position) in zip(keys.ids, keys.positions) {
      #expect(try index.position(ofID: id) == Int(position))
    }
    for position in 0..<index.count {
      let slug = try index.slugBytes(atOffset: UInt32(position))
      #expect(String(decoding: slug, as: UTF8.self) == (try index.landmark(at: position).slug))
    }
  }

  @Test func slugOffsetsComeInSlugOrder() throws {
    let (catalog, bytes) = try builtIn()
    let index = try CatalogIndex(bytes: bytes, name: "built-in")
    let slugs = try index.slugOffsetsInSlugOrder().map {
      String(decoding: try index.slugBytes(atOffset: $0), as: UTF8.self)
    }
    #expect(try slugs == catalog.landmarks.map(\.slug).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test func anEmptyIndexHasNoKeys() throws {
    let index = try CatalogIndex(bytes: try IndexWriter.bytes(for: []), name: "empty")
    let keys = try index.keys()
    #expect(keys.ids.isEmpty && keys.positions.isEmpty)
    #expect(try index.slugOffsetsInSlugOrder().isEmpty)
  }

  @Test func anIDTableOutOfOrderIsDamageNotAQuietMiss() throws {
    var (_, bytes) = try builtIn()
    // The id table is the third section: swap its first two entries.
    let entry = IndexLayout.headerSize + IndexLayout.Section.ids.rawValue * IndexLayout.sectionEntrySize
    let start = Int(bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: entry, as: UInt64.self).littleEndian })
    let first = Array(bytes[start..<(start + 4)])
    bytes.replaceSubrange(start..<(start + 4), with: bytes[(start + 4)..<(start + 8)])
    bytes.replaceSubrange((start + 4)..<(start + 8), with: first)
    let index = try CatalogIndex(bytes: bytes, name: "damaged")
    #expect(throws: IndexError.self) { try index.keys() }
    #expect(throws: IndexError.self) { try index.idsInAscendingOrder() }
  }

  @Test func aSlugHandleOutsideTheRecordsIsDamage() throws {
    let (_, bytes) = try builtIn()
    let index = try CatalogIndex(bytes: bytes, name: "built-in")
    #expect(throws: IndexError.self) { try index.slugBytes(atOffset: UInt32.max) }
  }
}
