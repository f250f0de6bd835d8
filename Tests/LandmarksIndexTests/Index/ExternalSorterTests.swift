import Foundation
import Testing

@testable import LandmarksIndex

@Suite("External sorting: spilled runs merge to the order one run in memory gives")
struct ExternalSorterTests {
  /// One entry as a test sees it.
  struct Seen: Equatable {
    var key: [UInt8]
    var tie: UInt64
    var sequence: UInt64
    var payload: [UInt8]
  }

  /// Sorts `count` seeded entries (few distinct keys, so ties abound) with the given budget.
  static func sorted(count: Int, folder: String?, budget: Int, seed: UInt64) throws -> [Seen] {
    let sorter = ExternalSorter(name: "test", folder: folder, budget: budget)
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    for index in 0..<count {
      let key = (0..<Int(next() % 12)).map { _ in UInt8(0x61 + next() % 3) }
      let payload = (0..<Int(next() % 40)).map { _ in UInt8(truncatingIfNeeded: index &+ Int(next())) }
      try payload.withUnsafeBytes { try sorter.add(key: key, tie: next() % 4, payload: $0) }
    }
    var seen: [Seen] = []
    try sorter.drain { entry in
      seen.append(Seen(key: Array(entry.key), tie: entry.tie, sequence: entry.sequence, payload: Array(entry.payload)))
    }
    return seen
  }

  @Test("Many small runs on disk merge to the in-memory order", arguments: [UInt64(1), 2, 3])
  func spilledEqualsInMemory(seed: UInt64) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sorter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let inMemory = try Self.sorted(count: 20_000, folder: nil, budget: 0, seed: seed)
    let spilled = try Self.sorted(count: 20_000, folder: folder.path, budget: 1 << 16, seed: seed)
    #expect(spilled == inMemory)
    // The spill files are gone with the sorter: nothing is left in the folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(
    "Long keys and payloads, wide ties and late sequence numbers survive a spill",
    arguments: [(UInt64(4), 1 << 16), (5, 1 << 17)])
  func denseRunsRoundTrip(seed: UInt64, budget: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sorter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func run(_ folder: String?) throws -> [Seen] {
      let sorter = ExternalSorter(name: "dense", folder: folder, budget: budget)
      var state = seed
      func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 20
      }
      let ties: [UInt64] = [0, 1, 127, 128, (1 << 49) - 1, 1 << 49, 1 << 63, .max]
      for index in 0..<3_000 {
        // Some entries are longer than a varint's byte, a few longer than a run cursor's buffer.
        let keyLength = index % 97 == 0 ? 70_000 : Int(next() % 300)
        let key = (0..<keyLength).map { _ in UInt8(0x61 + next() % 2) }
        let payload = (0..<Int(next() % (index % 89 == 0 ? 90_000 : 200))).map { _ in UInt8(truncatingIfNeeded: next())
        }
        try payload.withUnsafeBytes { try sorter.add(key: key, tie: ties[Int(next() % 8)], payload: $0) }
      }
      var seen: [Seen] = []
      try sorter.drain { entry in
        seen.append(
          Seen(key: Array(entry.key), tie: entry.tie, sequence: entry.sequence, payload: Array(entry.payload)))
      }
      return seen
    }
    let spilled = try run(folder.path)
    #expect(spilled.count == 3_000)
    #expect(spilled == (try run(nil)))
    #expect(Set(spilled.map(\.sequence)) == Set((0..<3_000).map(UInt64.init)))
  }

  @Test("Runs of mapped arenas whose unused pages go back before merging come back whole")
  func mappedArenasGiveBackPages() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sorter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A budget of two megabytes is mapped (see `RawBlock`); 110,000 entries of about 40 bytes spill
    // two full runs and leave a short one in memory, past which the arena's pages are given back.
    let count = 110_000
    let inMemory = try Self.sorted(count: count, folder: nil, budget: 0, seed: 11)
    let spilled = try Self.sorted(count: count, folder: folder.path, budget: 2 << 20, seed: 11)
    #expect(spilled.count == count)
    #expect(spilled == inMemory)
  }

  @Test("An arena's pages past its bytes go back, and the bytes in use stay")
  func arenaReleasesOnlyUnusedPages() {
    let arena = ByteArena(capacity: 4 << 20)
    let filler = [UInt8](repeating: 0xAB, count: 3 << 20)
    filler.withUnsafeBytes { arena.append($0) }
    arena.removeAll()
    let kept = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    kept.withUnsafeBytes { arena.append($0) }
    arena.releaseUnusedPages()
    #expect(Array(arena.bytes) == kept)
    // The arena goes on filling past the pages given back.
    filler.withUnsafeBytes { arena.append($0) }
    #expect(arena.count == kept.count + filler.count)
    #expect(Array(arena.bytes.prefix(kept.count)) == kept)
    #expect(arena.bytes.suffix(filler.count).allSatisfy { $0 == 0xAB })
  }

  @Test("Entries come back by key bytes, then tie, then the order they were added")
  func totalOrder() throws {
    let seen = try Self.sorted(count: 5_000, folder: nil, budget: 0, seed: 9)
    #expect(seen.count == 5_000)
    for (earlier, later) in zip(seen, seen.dropFirst()) {
      let ordered =
        earlier.key.lexicographicallyPrecedes(later.key)
        || (earlier.key == later.key
          && (earlier.tie < later.tie || (earlier.tie == later.tie && earlier.sequence < later.sequence)))
      #expect(ordered)
    }
  }

  @Test(
    "Keys that agree but for trailing zero bytes come back shorter first, either side of 16 bytes",
    arguments: [UInt64(4), 5, 6])
  func zeroPaddedKeys(seed: UInt64) throws {
    let sorter = ExternalSorter(name: "zeros", folder: nil, budget: 0)
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    // Mostly zeros, lengths up to 24: many keys share their zero-padded first 8 and 16 bytes.
    var added: [Seen] = []
    for index in 0..<3_000 {
      let key = (0..<Int(next() % 25)).map { _ in next() % 8 == 0 ? UInt8(1) : 0 }
      let tie = next() % 3
      try sorter.add(key: key, tie: tie, payload: UnsafeRawBufferPointer(start: nil, count: 0))
      added.append(Seen(key: key, tie: tie, sequence: UInt64(index), payload: []))
    }
    var seen: [Seen] = []
    try sorter.drain { entry in
      seen.append(Seen(key: Array(entry.key), tie: entry.tie, sequence: entry.sequence, payload: []))
    }
    let expected = added.sorted { lhs, rhs in
      if lhs.key != rhs.key { return lhs.key.lexicographicallyPrecedes(rhs.key) }
      if lhs.tie != rhs.tie { return lhs.tie < rhs.tie }
      return lhs.sequence < rhs.sequence
    }
    #expect(seen == expected)
  }

  @Test("Numbers as keys sort as numbers")
  func numberKeys() throws {
    let sorter = ExternalSorter(name: "numbers", folder: nil, budget: 0)
    let numbers: [UInt64] = [300, 2, 1 << 40, 0, 255, 256, .max]
    for number in numbers { try sorter.add(key: number, payload: UnsafeRawBufferPointer(start: nil, count: 0)) }
    var back: [UInt64] = []
    try sorter.drain { entry in back.append(UInt64(bigEndian: entry.key.loadUnaligned(as: UInt64.self))) }
    #expect(back == numbers.sorted())
  }
}
