import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

@Suite("Index format 6: varints, coordinates, front-coded blocks, slug and id samples, shared values and damage")
struct IndexFormatTests {
  /// A place named `name` at a position, its id and slug derived from `number`.
  static func place(
    _ number: Int, name: String, alternates: [String] = [], latitude: Double = 10, longitude: Double = 20,
    badge: Badge? = nil, kinds: [String] = ["city"], source: String = "test"
  ) -> IndexedPlace {
    IndexedPlace(
      landmark: Landmark(
        id: number * 3 - 1_000, slug: "slug-\(number)", name: name, alternateNames: alternates, continent: .europe,
        country: "CH", location: "", latitude: latitude, longitude: longitude, badge: badge),
      kindNames: kinds, source: source, importance: number % 7)
  }

  static func index(_ places: [IndexedPlace]) throws -> CatalogIndex {
    try CatalogIndex(bytes: try IndexWriter.bytes(for: places), name: "test")
  }

  @Test(
    "Varints and zigzag numbers come back as they went in",
    arguments: [Int64.min, Int64.min + 1, -300, -1, 0, 1, 63, 64, 127, 128, 16_383, 16_384, Int64.max])
  func varints(value: Int64) throws {
    let arena = ByteArena(capacity: 32)
    arena.appendSigned(value)
    arena.appendVarint(UInt64(bitPattern: value))
    let bytes = Array(arena.bytes)
    try bytes.withUnsafeBytes { raw in
      var cursor = try IndexCursor(raw, from: 0, to: raw.count, path: "varint")
      #expect(try cursor.signed() == value)
      #expect(try cursor.varint() == UInt64(bitPattern: value))
      #expect(cursor.isAtEnd)
    }
  }

  @Test("A varint too long, or cut short, is damage")
  func badVarints() throws {
    for bytes in [
      [UInt8](repeating: 0xFF, count: 11), [0x80, 0x80], [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02],
    ] {
      try bytes.withUnsafeBytes { raw in
        var cursor = try IndexCursor(raw, from: 0, to: raw.count, path: "varint")
        #expect(throws: IndexError.self) { try cursor.varint() }
      }
    }
  }

  @Test(
    "Coordinates exact in 1e-5 degrees are counted, others kept as they are",
    arguments: [0.0, 47.36667, -33.86785, 180, -180, 90, -90, 8.55, 1e-5, 123.45678])
  func scaledCoordinates(value: Double) throws {
    let count = try #require(IndexLayout.scaled(value))
    #expect(IndexLayout.degrees(count).bitPattern == value.bitPattern)
  }

  @Test("Coordinates no count of 1e-5 degrees gives back exactly are not counted")
  func rawCoordinates() {
    for value in [-0.0, 1.0 / 3, 47.366671, .pi, .nan, .infinity, 1e300, .leastNonzeroMagnitude] {
      #expect(IndexLayout.scaled(value) == nil, "\(value)")
    }
  }

  @Test("Raw and counted coordinates, NaN and known measures survive records and cells")
  func coordinatesAndMeasures() throws {
    let points: [(Double, Double)] = [(47.36667, 8.55), (1.0 / 3, -2.0 / 3), (-0.0, 179.99999), (90, -180), (-90, 180)]
    var places = points.enumerated().map {
      Self.place($0.offset, name: "p\($0.offset)", latitude: $0.element.0, longitude: $0.element.1)
    }
    places.append(
      IndexedPlace(
        landmark: Landmark(
          id: 77, slug: "measured", name: "Measured", continent: .asia, country: "J", location: "Here",
          latitude: 1, longitude: 2, elevation: Elevation(low: .nan, high: 3_776.5), areaKm2: 0.25,
          description: "Tall."),
        importance: -5))
    let index = try Self.index(places)
    for place in places {
      let position = try #require(try index.position(ofID: place.landmark.id))
      let read = try index.place(at: position)
      #expect(read.landmark.latitude.bitPattern == place.landmark.latitude.bitPattern)
      #expect(read.landmark.longitude.bitPattern == place.landmark.longitude.bitPattern)
      #expect(read.importance == place.importance)
      var found = false
      let cell = CatalogIndex.cell(latitude: place.landmark.latitude, longitude: place.landmark.longitude)
      try index.forEachPlace(inCell: cell) { at, id, latitude, longitude in
        guard at == position else { return }
        found =
          id == place.landmark.id && latitude.bitPattern == place.landmark.latitude.bitPattern
          && longitude.bitPattern == place.landmark.longitude.bitPattern
      }
      #expect(found, "\(place.landmark.name) in its cell")
    }
    let measured = try index.place(at: try #require(try index.position(ofID: 77))).landmark
    #expect(measured.elevation == Elevation(low: nil, high: 3_776.5))
    #expect(measured.areaKm2 == 0.25 && measured.location == "Here" && measured.description == "Tall.")
    #expect(measured.country == "J")
  }

  @Test("Exact and prefix lookups find every key around block boundaries", arguments: [1, 63, 64, 65, 128, 129, 200])
  func blockBoundaries(count: Int) throws {
    // Long keys sharing more than a sample holds, non-ASCII keys, and keys shared by two places.
    let stem = "a very long shared beginning of a name "
    let names = (0..<count).map { number -> String in
      switch number % 4 {
      case 0: return stem + String(format: "%04d", number / 2)
      case 1: return "Zürich \(number / 8)"
      case 2: return "東京 \(number)"
      default: return "k\(number)"
      }
    }
    let places = names.enumerated().map { Self.place($0.offset, name: $0.element) }
    let index = try Self.index(places)
    for (number, name) in names.enumerated() {
      let position = try #require(try index.position(ofID: places[number].landmark.id))
      let folded = TextFolding.fold(name)
      let expected = places.indices.filter { TextFolding.fold(names[$0]) == folded }.map {
        try? index.position(ofID: places[$0].landmark.id)
      }
      #expect(try index.positions(named: folded) == expected.compactMap { $0 }.sorted())
      #expect(try index.positions(named: folded, prefix: true).contains(position))
      #expect(try index.positions(named: String(folded.dropLast()), prefix: true).contains(position))
      if let word = folded.split(separator: " ").last {
        #expect(try index.positions(withWordPrefix: String(word)).contains(position))
      }
    }
    #expect(try index.positions(named: "a very long", prefix: true).count == (count + 3) / 4)
    #expect(try index.positions(named: "a very long", prefix: true, limit: 3).count == min(3, (count + 3) / 4))
    #expect(try index.positions(named: "zz").isEmpty)
    #expect(try index.positions(named: "").isEmpty)
    #expect(try index.positions(named: "", prefix: true).count == count)
    var seen: [String] = []
    try index.forEachName { folded, _ in seen.append(String(decoding: folded, as: UTF8.self)) }
    #expect(seen == names.map(TextFolding.fold).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test(
    "Every slug and id is found across blocks, sample pages and top entries; others are not",
    arguments: [1, 15, 16, 17, 63, 64, 65, 1_000, 8_193, 9_000])
  func slugAndIDLookups(count: Int) throws {
    // Slugs longer than a sample holds and sharing all of it, short ones, and ids with gaps of
    // every size, negative ones included: each lookup path in both directions.
    var generator = SeededGenerator(seed: UInt64(count))
    var id = -5_000
    let places = (0..<count).map { number -> IndexedPlace in
      id += [1, 2, 3, 1_000, 1 << 40][Int.random(in: 0..<5, using: &generator)]
      let slug =
        number % 3 == 0 ? "a-very-long-slug-shared-by-many-\(number)" : number % 3 == 1 ? "s\(number)" : "\(number)-x"
      return IndexedPlace(
        landmark: Landmark(
          id: id, slug: slug, name: "n\(number % 50)", continent: .europe, country: "CH", location: "", latitude: 1,
          longitude: 2),
        kindNames: [], source: "s", importance: 0)
    }
    let index = try Self.index(places)
    let ids = places.map(\.landmark.id)
    let idSet = Set(ids)
    let slugs = Set(places.map(\.landmark.slug))
    for position in 0..<count {
      let landmark = try index.landmark(at: position)
      #expect(try index.position(ofSlug: landmark.slug) == position, "\(landmark.slug)")
      #expect(try index.position(ofID: landmark.id) == position, "\(landmark.id)")
      #expect((try index.position(ofID: landmark.id + 1) != nil) == idSet.contains(landmark.id + 1))
      for other in [landmark.slug + "-", String(landmark.slug.dropLast()), landmark.slug + "0"] {
        #expect((try index.position(ofSlug: other) != nil) == slugs.contains(other), "\(other)")
      }
    }
    for missing in [Int.min, -5_000, (ids.min() ?? 0) - 1, (ids.max() ?? 0) + 1, Int.max] {
      #expect(try index.position(ofID: missing) == nil, "\(missing)")
    }
    for missing in ["", "-", "0", "a", "a-very-long-slug-shared-by-many-", "a-very-long-slug-shared-by-many-zz", "zzz"]
    {
      #expect(try index.position(ofSlug: missing) == nil, "\(missing)")
    }
  }

  @Test("A slug or id sample, or its top, that does not fit the records is refused on opening")
  func sampleSizes() throws {
    let bytes = try IndexWriter.bytes(for: (0..<100).map { Self.place($0, name: "n\($0)") })
    for section in [IndexLayout.Section.slugSample, .slugTop, .idSample, .idTop] {
      var damaged = bytes
      let entry = IndexLayout.headerSize + section.rawValue * IndexLayout.sectionEntrySize + 8
      let length = damaged.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: entry, as: UInt64.self) }
      withUnsafeBytes(of: (length - 1).littleEndian) { damaged.replaceSubrange(entry..<(entry + 8), with: $0) }
      #expect(throws: IndexError.self, "\(section)") { try CatalogIndex(bytes: damaged, name: "damaged") }
    }
  }

  @Test("An empty index and an index of one place answer every question")
  func emptyAndOne() throws {
    let empty = try Self.index([])
    #expect(empty.count == 0)
    #expect(try empty.positions(named: "a", prefix: true).isEmpty)
    #expect(try empty.positions(withWordPrefix: "a").isEmpty)
    #expect(try empty.positions(inCell: 0).isEmpty)
    #expect(try empty.position(ofID: 1) == nil)
    #expect(try empty.position(ofSlug: "a") == nil)
    let one = try Self.index([Self.place(1, name: "Solo Peak", alternates: ["Der Gipfel", "solo peak"])])
    #expect(try one.positions(named: "solo peak") == [0])
    #expect(try one.positions(named: "der gipfel") == [0])
    #expect(try one.positions(withWordPrefix: "gip") == [0])
    #expect(try one.foldedNames(at: 0) == ["solo peak", "der gipfel", "solo peak"])
    #expect(try one.place(at: 0).landmark.alternateNames == ["Der Gipfel", "solo peak"])
    #expect(try one.positions(inCell: CatalogIndex.cell(latitude: 10, longitude: 20)) == [0])
    #expect(try one.slugBytes(atOffset: try one.slugOffsetsInSlugOrder()[0]).elementsEqual("slug-1".utf8))
  }

  @Test("Values past the shared table's limit are kept inline and read back the same")
  func sharedOverflow() throws {
    let count = IndexLayout.sharedLimit + 40
    let places = (0..<count).map { number in
      Self.place(
        number, name: "n\(number)", badge: Badge(id: "badge-\(number)", symbol: .star, color: .gray),
        kinds: number % 2 == 0 ? ["city", "k\(number % 5)"] : [], source: "s")
    }
    let index = try Self.index(places)
    for number in [0, 1, IndexLayout.sharedLimit - 1, IndexLayout.sharedLimit, count - 1] {
      let position = try #require(try index.position(ofID: places[number].landmark.id))
      let read = try index.place(at: position)
      #expect(read.landmark.badge?.id == "badge-\(number)")
      #expect(read.kindNames == places[number].kindNames && read.source == "s")
      #expect(try index.kindNames(at: position) == places[number].kindNames)
      // A slug read on its own skips an inline shared value as the whole record's reader does.
      #expect(try index.slugBytes(atOffset: UInt32(position)).elementsEqual(places[number].landmark.slug.utf8))
    }
  }

  @Test("A slug read on its own is the one the whole record gives, for records of every shape")
  func slugsOfEveryShape() throws {
    var places = [
      Self.place(1, name: "Zürich", alternates: ["Zurigo", "zurich", "チューリッヒ"]),
      Self.place(2, name: "bern", latitude: 1.0 / 3, longitude: -2.0 / 3),
      Self.place(3, name: "東京", badge: Badge(id: "b", symbol: .star, color: .gray), kinds: []),
      Self.place(4, name: "Ａｂｃ", alternates: [""], latitude: -90, longitude: 180),
    ]
    places.append(
      IndexedPlace(
        landmark: Landmark(
          id: 77, slug: "measured-place-with-a-long-slug", name: "Measured", continent: .asia, country: "J",
          location: "Here", latitude: 1, longitude: 2, elevation: Elevation(low: .nan, high: 3_776.5),
          areaKm2: 0.25, description: String(repeating: "Tall. ", count: 40)),
        importance: -5))
    places.append(
      IndexedPlace(
        landmark: Landmark(
          id: -1 << 40, slug: "low", name: "Low", continent: .antarctica, country: "AQ", location: "",
          latitude: -77.846_323_1, longitude: 166.668_235_9, elevation: Elevation(low: -10, high: nil)),
        importance: 1 << 30))
    let index = try Self.index(places)
    #expect(index.count == places.count)
    for position in 0..<index.count {
      let slug = String(decoding: try index.slugBytes(atOffset: UInt32(position)), as: UTF8.self)
      #expect(slug == (try index.landmark(at: position).slug))
    }
    #expect(Set(try (0..<index.count).map { try index.landmark(at: $0).slug }) == Set(places.map(\.landmark.slug)))
  }

  @Test("Damage at every byte of a small index is refused or read without a crash")
  func damageAtEveryByte() throws {
    let places = [
      Self.place(1, name: "Zürich", alternates: ["Zurigo"]), Self.place(2, name: "Bern", latitude: 1.0 / 3),
      Self.place(3, name: "東京", badge: Badge(id: "b", symbol: .star, color: .gray)),
    ]
    let bytes = try IndexWriter.bytes(for: places)
    for offset in IndexLayout.headerSize..<bytes.count {
      for value: UInt8 in [0xFF, 0x00, bytes[offset] ^ 0x80] {
        var damaged = bytes
        damaged[offset] = value
        // Either opening fails or reading fails cleanly; a crash fails the whole test run.
        guard let index = try? CatalogIndex(bytes: damaged, name: "damaged") else { continue }
        for position in 0..<index.count {
          _ = try? index.place(at: position)
          _ = try? index.foldedNameBytes(at: position)
          _ = try? index.slug(at: position)
          _ = try? index.coordinates(at: position)
        }
        _ = try? index.keys()
        _ = try? index.slugOffsetsInSlugOrder()
        for place in places {
          _ = try? index.position(ofID: place.landmark.id)
          _ = try? index.position(ofSlug: place.landmark.slug)
        }
        _ = try? index.position(ofID: 0)
        _ = try? index.position(ofSlug: "slug-0")
        _ = try? index.positions(named: "z", prefix: true)
        _ = try? index.positions(named: "bern")
        _ = try? index.positions(withWordPrefix: "t")
        _ = try? index.forEachName { _, _ in }
        _ = try? index.positions(on: .europe)
        for cell in [
          CatalogIndex.cell(latitude: 10, longitude: 20), CatalogIndex.cell(latitude: 1.0 / 3, longitude: 20),
        ] {
          _ = try? index.positions(inCell: cell)
        }
      }
    }
  }
}
