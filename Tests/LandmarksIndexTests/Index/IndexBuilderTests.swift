import Foundation
import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

@Suite("Building an index through spill files gives the bytes building it in memory gives")
struct IndexBuilderTests {
  /// Seeded places: a few names shared by many (ties in every table), some alternate names and
  /// kinds, distinct ids.
  static func entries(count: Int, seed: UInt64) -> [IndexEntry] {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let names = ["San José", "Mount Fuji", "Lake", "Москва", "東京", "a b c d", "Saint-Étienne", "x"]
    return (0..<count).map { index in
      let name = names[Int(next() % UInt64(names.count))] + (next() % 3 == 0 ? " \(next() % 50)" : "")
      let alternates = next() % 4 == 0 ? ["Alt \(next() % 20)", name] : []
      return IndexEntry(
        id: 100_000 + index * 7, slug: nil, name: name, alternateNames: alternates,
        foldedNames: ([name] + alternates).map(TextFolding.fold),
        continent: Continent.allCases[Int(next() % UInt64(Continent.allCases.count))], country: "CR",
        location: next() % 2 == 0 ? "" : "Somewhere", description: "", latitude: Double(next() % 180) - 90,
        longitude: Double(next() % 360) - 180, kindNames: next() % 3 == 0 ? ["mountain"] : [], source: "test",
        importance: Int(next() % 1000))
    }
  }

  /// The index of `entries`, slugs given after arranging (in reverse position order).
  static func build(
    _ entries: [IndexEntry], folder: String?, destination: String?, budget: Int, threadsFrom: Int = 4096
  ) throws -> [UInt8] {
    let builder = try IndexBuilder(folder: folder, destination: destination, budget: budget, threadsFrom: threadsFrom)
    for entry in entries {
      let key = [UInt8](entry.name.utf8.prefix(3))
      let payload = [UInt8](entry.name.utf8)
      try key.withUnsafeBytes { key in
        try payload.withUnsafeBytes { payload in try builder.add(entry, slugRequest: (key, payload)) }
      }
    }
    var requests: [(position: Int, sequence: UInt64)] = []
    try builder.arrange().drain { entry in
      requests.append((Int(UInt32(littleEndian: entry.payload.loadUnaligned(as: UInt32.self))), entry.sequence))
    }
    for request in requests.reversed() {
      try builder.setSlug("slug-\(request.sequence)", at: request.position)
    }
    if let bytes = try builder.finish() { return bytes }
    return Array(try Data(contentsOf: URL(fileURLWithPath: destination ?? "")))
  }

  @Test("Spilled and in-memory builds are byte for byte the same", arguments: [UInt64(11), 12])
  func spilledEqualsInMemory(seed: UInt64) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("builder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Enough places for several runs at the smallest budget, and for the second thread.
    let entries = Self.entries(count: 6_000, seed: seed)
    let inMemory = try Self.build(entries, folder: nil, destination: nil, budget: .max)
    // One thread or two, the same bytes.
    #expect(try Self.build(entries, folder: nil, destination: nil, budget: .max, threadsFrom: .max) == inMemory)
    let destination = folder.appendingPathComponent("index.lmk").path
    let spilled = try Self.build(entries, folder: folder.path, destination: destination, budget: 1 << 19)
    #expect(spilled == inMemory)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.lmk"])
    let index = try CatalogIndex(bytes: spilled, name: "spilled")
    #expect(index.count == entries.count)
    #expect(index.checksumMatches())
    for entry in entries.prefix(200) {
      let position = try #require(try index.position(ofID: entry.id))
      let place = try index.place(at: position)
      #expect(place.landmark.name == entry.name && place.landmark.alternateNames == entry.alternateNames)
      #expect(try index.position(ofSlug: place.landmark.slug) == position)
      #expect(try index.positions(named: entry.foldedNames[0]).contains(position))
    }
  }

  @Test("A repeated id is refused either way")
  func repeatedIDs() throws {
    var entries = Self.entries(count: 300, seed: 5)
    entries[200].id = entries[17].id
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("builder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: IndexError.self) { try Self.build(entries, folder: nil, destination: nil, budget: .max) }
    #expect(throws: IndexError.self) {
      try Self.build(entries, folder: folder.path, destination: folder.appendingPathComponent("i").path, budget: 0)
    }
  }

  @Test("A repeated slug is refused, in memory and through a spill folder", arguments: [false, true])
  func repeatedSlugs(spilling: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("builder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var entries = Self.entries(count: 300, seed: 6)
    for index in entries.indices { entries[index].slug = "place-\(index)" }
    let builder = try IndexBuilder(
      folder: spilling ? folder.path : nil, destination: spilling ? folder.appendingPathComponent("i").path : nil,
      budget: spilling ? 0 : .max, threadsFrom: 4096)
    for entry in entries { try builder.add(entry) }
    // One slug differs from another only in length, one repeats another.
    var longer = entries[0]
    longer.id = 1
    longer.slug = "place-1000"
    try builder.add(longer)
    var repeated = entries[0]
    repeated.id = 2
    repeated.slug = "place-123"
    try builder.add(repeated)
    #expect(throws: IndexError.invalidInput(reason: "the slug place-123 is used twice")) { try builder.finish() }
  }
}
