import Foundation
import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

@Suite("Search reads: lookups and candidate records read apart from the mapping give what in place gives")
struct SearchReadsTests {
  /// An index of enough places that the name sample is searched in steps before its last page,
  /// and its entries span many windows, opened from a file (read with pread) and from memory.
  private static func indexes() throws -> (mapped: CatalogIndex, inMemory: CatalogIndex, folder: URL) {
    let entries = IndexBuilderTests.entries(count: 12_000, seed: 31)
    let bytes = try IndexBuilderTests.build(entries, folder: nil, destination: nil, budget: .max)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-reads-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("index.lmk").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return (try CatalogIndex(contentsOf: path), try CatalogIndex(bytes: bytes, name: "in memory"), folder)
  }

  @Test("Every name and name prefix finds the positions a walk over every record finds")
  func lookups() throws {
    let (mapped, inMemory, folder) = try Self.indexes()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      mapped.sections[IndexLayout.Section.nameSample.rawValue].count / IndexLayout.sampleEntrySize
        > CatalogIndex.sampleRun)
    var byName: [String: Set<Int>] = [:]
    for position in 0..<mapped.count {
      for name in try inMemory.foldedNames(at: position) { byName[name, default: []].insert(position) }
    }
    for index in [mapped, inMemory] {
      for (name, positions) in byName {
        #expect(try index.positions(named: name) == positions.sorted())
      }
      #expect(try index.positions(named: "zzz").isEmpty)
      #expect(try index.positions(named: "").isEmpty)
      for prefix in ["san", "m", "alt 1", "x", "москва", "saint-etienne 4"] {
        let expected = byName.filter { $0.key.hasPrefix(prefix) }.values.reduce(Set<Int>()) { $0.union($1) }
        #expect(try index.positions(named: prefix, prefix: true) == expected.sorted())
      }
    }
  }

  @Test("Candidate records read in runs give the fields and landmarks read one by one")
  func records() throws {
    let (mapped, inMemory, folder) = try Self.indexes()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Neighbours (one read), far apart ones, the first and the last.
    let positions = [0, 1, 2, 3, 40, 41, 900, 5_000, 5_001, 11_998, 11_999]
    for index in [mapped, inMemory] {
      let records = try index.searchRecords(at: positions)
      #expect(records.positions == positions)
      for (number, position) in positions.enumerated() {
        let fields = try records.fields(number)
        #expect(fields.id == (try inMemory.id(at: position)))
        #expect(
          fields.foldedNames.map { String(decoding: $0, as: UTF8.self) } == (try inMemory.foldedNames(at: position)))
        #expect(try records.landmark(number) == (try inMemory.landmark(at: position)))
        #expect(try records.country(number) == (try inMemory.country(at: position)))
        #expect(
          String(decoding: try records.nameBytes(number, name: 0), as: UTF8.self)
            == (try inMemory.landmark(at: position)).name)
      }
      #expect(throws: IndexError.self) { try index.searchRecords(at: [3, 2]) }
      #expect(throws: IndexError.self) { try index.searchRecords(at: [12_000]) }
    }
  }
}
