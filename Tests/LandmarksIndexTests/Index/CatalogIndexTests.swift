import Foundation
import LandmarksCore
import LandmarksTestSupport
import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

@Suite("Catalog index: layout, lookups and damage")
struct CatalogIndexTests {
  static let catalog: Catalog? = try? Catalog.builtIn()

  private func builtIn() throws -> (Catalog, CatalogIndex) {
    let catalog = try #require(Self.catalog)
    let bytes = try IndexWriter.bytes(for: catalog.landmarks.map { IndexedPlace(landmark: $0) })
    return (catalog, try CatalogIndex(bytes: bytes, name: "built-in"))
  }

  @Test("Every landmark comes back as it went in, in the catalog's display order")
  func roundTrip() throws {
    let (catalog, index) = try builtIn()
    #expect(try index.count == catalog.landmarks.count)
    for (position, landmark) in try catalog.landmarks.enumerated() {
      let place = try index.place(at: position)
      #expect(place.landmark == landmark)
      #expect(place.source == "")
      #expect(place.kindNames == landmark.kinds.map(\.rawValue))
    }
    #expect(index.checksumMatches())
  }

  @Test("Ids and slugs are found by binary search; unknown ones are not")
  func idsAndSlugs() throws {
    let (catalog, index) = try builtIn()
    for (position, landmark) in try catalog.landmarks.enumerated() {
      #expect(try index.position(ofID: landmark.id) == position)
      #expect(try index.position(ofSlug: landmark.slug) == position)
    }
    #expect(try index.position(ofID: 1013) == nil)
    #expect(try index.position(ofID: -1) == nil)
    #expect(try index.position(ofSlug: "mount-fujj") == nil)
    #expect(try index.position(ofSlug: "") == nil)
  }

  @Test("Names, alternate names, name prefixes and word prefixes")
  func names() throws {
    let (catalog, index) = try builtIn()
    let fuji = try #require(try catalog.landmark(slug: "mount-fuji"))
    let position = try #require(try index.position(ofID: fuji.id))
    #expect(try index.positions(named: "mount fuji") == [position])
    #expect(try index.positions(named: TextFolding.fold("富士山")) == [position])
    #expect(try index.positions(named: "mount fuj").isEmpty)
    #expect(try index.positions(named: "mount fuj", prefix: true) == [position])
    #expect(try index.positions(withWordPrefix: "fuji").contains(position))
    // Every landmark whose folded names have a word starting with "mount", counted by hand.
    let expected = try catalog.landmarks.indices.filter { position in
      let landmark = try catalog.landmarks[position]
      return ([landmark.name] + landmark.alternateNames).contains { name in
        TextFolding.words(name).contains { $0.hasPrefix("mount") }
      }
    }
    #expect(try index.positions(withWordPrefix: "mount") == expected)
    #expect(try index.foldedName(at: position) == "mount fuji")
  }

  @Test("Grid cells hold each landmark where it lies, with its id and exact coordinates, in display order")
  func cells() throws {
    let (catalog, index) = try builtIn()
    var seen = 0
    for (position, landmark) in try catalog.landmarks.enumerated() {
      let cell = IndexLayout.cell(latitude: landmark.latitude, longitude: landmark.longitude)
      #expect(try index.positions(inCell: cell).contains(position))
      var previous = -1
      try index.forEachPlace(inCell: cell) { found, id, latitude, longitude in
        #expect(found > previous)
        previous = found
        guard found == position else { return }
        seen += 1
        #expect(id == landmark.id)
        #expect(latitude.bitPattern == landmark.latitude.bitPattern)
        #expect(longitude.bitPattern == landmark.longitude.bitPattern)
      }
    }
    #expect(seen == index.count)
    // Every landmark is in exactly one cell.
    var total = 0
    for cell in 0..<UInt32(IndexLayout.cellCount) { total += try index.positions(inCell: cell).count }
    #expect(total == index.count)
  }

  @Test("Open vocabularies and unknown figures survive the trip")
  func openValues() throws {
    let landmark = Landmark(
      id: 9_000_001, slug: "somewhere", name: "Somewhere", continent: .europe, country: "", location: "",
      latitude: -0.5, longitude: 179.99)
    let place = IndexedPlace(
      landmark: landmark, kindNames: ["lighthouse", "tea-house"], source: "mine", importance: 42)
    let index = try CatalogIndex(bytes: try IndexWriter.bytes(for: [place]), name: "t")
    let back = try index.place(at: 0)
    #expect(back.kindNames == ["lighthouse", "tea-house"])
    #expect(back.landmark.kinds == [.lighthouse, LandmarkKind(rawValue: "tea-house")])
    #expect(back.landmark.source == "mine")
    #expect(back.landmark.elevation.isUnknown)
    #expect(back.landmark.areaKm2 == nil)
    #expect(back.source == "mine")
    #expect(back.importance == 42)
    #expect(back.landmark.country == "")
  }

  @Test("A repeated id or slug is refused")
  func invariants() throws {
    let one = Landmark(
      id: 1, slug: "a", name: "A", continent: .asia, country: "JP", location: "", latitude: 0, longitude: 0)
    let sameID = Landmark(
      id: 1, slug: "b", name: "B", continent: .asia, country: "JP", location: "", latitude: 0, longitude: 0)
    let sameSlug = Landmark(
      id: 2, slug: "a", name: "C", continent: .asia, country: "JP", location: "", latitude: 0, longitude: 0)
    #expect(throws: IndexError.self) { try IndexWriter.bytes(for: [one, sameID].map { IndexedPlace(landmark: $0) }) }
    #expect(throws: IndexError.self) { try IndexWriter.bytes(for: [one, sameSlug].map { IndexedPlace(landmark: $0) }) }
  }

  @Test("An empty index opens and finds nothing")
  func empty() throws {
    let index = try CatalogIndex(bytes: try IndexWriter.bytes(for: []), name: "empty")
    #expect(index.count == 0)
    #expect(try index.position(ofID: 1) == nil)
    #expect(try index.positions(withWordPrefix: "a").isEmpty)
  }

  /// Reads everything an index offers, so damage anywhere is reached.
  private func readEverything(_ index: CatalogIndex) throws {
    for position in 0..<index.count {
      _ = try index.place(at: position)
      let point = try index.coordinates(at: position)
      try index.forEachPlace(inCell: CatalogIndex.cell(latitude: point.latitude, longitude: point.longitude)) {
        _, _, _, _ in
      }
    }
    _ = try index.position(ofID: 1016)
    _ = try index.position(ofSlug: "mount-fuji")
    _ = try index.positions(named: "uluru")
    _ = try index.positions(withWordPrefix: "m")
    try index.forEachName { _, _ in }
    _ = try index.positions(inCell: 0)
  }

  @Test("Every truncation is refused or read without a crash")
  func truncations() throws {
    let (catalog, _) = try builtIn()
    let bytes = try IndexWriter.bytes(for: catalog.landmarks.prefix(12).map { IndexedPlace(landmark: $0) })
    for length in stride(from: 0, to: bytes.count, by: 7) {
      // Either opening fails or reading fails cleanly; a crash fails the whole test run.
      if let index = try? CatalogIndex(bytes: Array(bytes.prefix(length)), name: "cut") {
        _ = try? readEverything(index)
      }
    }
    #expect(throws: IndexError.self) { try CatalogIndex(bytes: Array(bytes.prefix(40)), name: "cut") }
  }

  @Test(
    "A checksum taken in pieces is the checksum of the whole", arguments: [1, 7, 8, 31, 32, 33, 64, 100, 4_096])
  func piecewiseChecksum(piece: Int) throws {
    var generator = SeededGenerator(seed: 20_261_202)
    let bytes = (0..<10_007).map { _ in UInt8.random(in: 0...255, using: &generator) }
    try bytes.withUnsafeBytes { whole in
      var hash = IndexChecksum()
      var start = 0
      while start < whole.count {
        let end = min(whole.count, start + piece)
        hash.add(UnsafeRawBufferPointer(rebasing: whole[start..<end]))
        start = end
      }
      #expect(hash.value == IndexChecksum(of: whole).value)
      #expect(hash.value != IndexChecksum().value)
      let base = try #require(whole.baseAddress)
      #expect(IndexChecksum(of: UnsafeRawBufferPointer(start: base, count: 0)).value == IndexChecksum().value)
    }
  }

  @Test(
    "Every byte counts in the checksum: each flip, each length, each order of two words", arguments: [0, 5, 40, 999])
  func checksumSeesEveryByte(length: Int) {
    var generator = SeededGenerator(seed: 20_261_207)
    let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let whole = bytes.withUnsafeBytes { IndexChecksum(of: $0).value }
    // One byte longer with a zero, or one shorter: a length change alone is caught.
    #expect((bytes + [0]).withUnsafeBytes { IndexChecksum(of: $0).value } != whole)
    if !bytes.isEmpty {
      #expect(bytes.dropLast().withUnsafeBytes { IndexChecksum(of: $0).value } != whole)
    }
    for offset in 0..<length {
      for bit in [0, 3, 7] {
        var flipped = bytes
        flipped[offset] ^= 1 << bit
        #expect(flipped.withUnsafeBytes { IndexChecksum(of: $0).value } != whole, "a flip at \(offset) went unnoticed")
      }
    }
    // Two different words swapped within a lane and across lanes.
    if length >= 72 {
      var swapped = bytes
      for index in 0..<8 { swapped.swapAt(index, 32 + index) }
      if swapped != bytes { #expect(swapped.withUnsafeBytes { IndexChecksum(of: $0).value } != whole) }
      var across = bytes
      for index in 0..<8 { across.swapAt(index, 8 + index) }
      if across != bytes { #expect(across.withUnsafeBytes { IndexChecksum(of: $0).value } != whole) }
    }
  }

  @Test("Flipped bytes are caught by the checksum and never crash a reader")
  func flips() throws {
    let (catalog, _) = try builtIn()
    let bytes = try IndexWriter.bytes(for: catalog.landmarks.prefix(12).map { IndexedPlace(landmark: $0) })
    var generator = SeededGenerator(seed: 20_261_130)
    for _ in 0..<400 {
      var damaged = bytes
      let offset = Int.random(in: IndexLayout.sectionsStart..<damaged.count, using: &generator)
      damaged[offset] ^= UInt8.random(in: 1...255, using: &generator)
      guard let index = try? CatalogIndex(bytes: damaged, name: "flipped") else { continue }
      #expect(!index.checksumMatches(), "a flip at \(offset) went unnoticed")
      _ = try? readEverything(index)
    }
  }

  @Test("An older format version is told apart from damage, to be rebuilt from its source")
  func olderVersion() throws {
    var bytes = try IndexWriter.bytes(for: [])
    bytes[8] = UInt8(IndexLayout.version - 1)
    #expect(throws: IndexError.outdated(path: "old", version: IndexLayout.version - 1)) {
      try CatalogIndex(bytes: bytes, name: "old")
    }
  }

  @Test("Another format version is refused with a message naming both")
  func version() throws {
    var bytes = try IndexWriter.bytes(for: [])
    bytes[8] = 99
    #expect {
      try CatalogIndex(bytes: bytes, name: "old")
    } throws: { error in
      (error as? IndexError)?.errorDescription?.contains("version 99") == true
    }
  }

  @Test("An index file is mapped and read like one in memory")
  func mappedFile() throws {
    let (catalog, _) = try builtIn()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = try IndexWriter.bytes(for: catalog.landmarks.map { IndexedPlace(landmark: $0) })
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let index = try CatalogIndex(contentsOf: path)
    #expect(try index.place(at: 5).landmark == catalog.landmarks[5])
    // Lookups and the records they show are read apart from the mapping: the same answers.
    for (position, landmark) in try catalog.landmarks.enumerated() {
      #expect(try index.position(ofSlug: landmark.slug) == position)
      #expect(try index.position(ofID: landmark.id) == position)
      #expect(try index.place(at: position).landmark == landmark)
    }
    #expect(try index.position(ofSlug: "no-such-slug") == nil)
    #expect(throws: IndexError.self) { try CatalogIndex(contentsOf: path + ".missing") }
    #expect(throws: IndexError.self) { try CatalogIndex(contentsOf: FileManager.default.temporaryDirectory.path) }
  }

  @Test("A mapped file damaged, or cut short after it was opened, fails its point reads cleanly")
  func mappedFileDamaged() throws {
    let (catalog, _) = try builtIn()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = try IndexWriter.bytes(for: try catalog.landmarks.prefix(40).map { IndexedPlace(landmark: $0) })
    var generator = SeededGenerator(seed: 17)
    for _ in 0..<60 {
      var damaged = bytes
      let offset = Int.random(in: IndexLayout.sectionsStart..<damaged.count, using: &generator)
      damaged[offset] ^= UInt8.random(in: 1...255, using: &generator)
      try Data(damaged).write(to: URL(fileURLWithPath: path))
      if let index = try? CatalogIndex(contentsOf: path) { _ = try? readEverything(index) }
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let index = try CatalogIndex(contentsOf: path)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(IndexLayout.sectionsStart))
    try handle.close()
    let last = try #require(try catalog.landmarks.prefix(40).last)
    #expect(throws: IndexError.self) { try index.place(at: 39) }
    #expect(throws: IndexError.self) { try index.position(ofSlug: last.slug) }
    #expect(throws: IndexError.self) { try index.position(ofID: last.id) }
  }
}
