import Foundation

/// Lays places out in the index format (see `IndexLayout`).
///
/// Names are folded here, once, so that no later run folds what it does not show.
public enum IndexWriter {
  /// The index bytes for `places`; throws when two share an id or a slug.
  public static func bytes(for places: [IndexedPlace]) throws -> [UInt8] {
    var strings = StringTable()
    // Fold every name once; the display order, the name table and the word table share them.
    // Aligned with `[name] + alternateNames`, as readers that pair names with their folds expect.
    let aligned = places.map { place in ([place.landmark.name] + place.landmark.alternateNames).map(TextFolding.fold) }
    let folded = aligned.map { Self.unique($0.filter { !$0.isEmpty }) }
    // Sort keys laid out once: comparing whole landmarks would copy (retain and release) every
    // field of both on each of the ~20 million comparisons a million places take.
    let continents = places.map { Continent.allCases.firstIndex(of: $0.landmark.continent) ?? 0 }
    let firstNames = folded.map { Array(($0.first ?? "").utf8) }
    let placeIDs = places.map(\.landmark.id)
    let order = places.indices.sorted { lhs, rhs in
      if continents[lhs] != continents[rhs] { return continents[lhs] < continents[rhs] }
      if firstNames[lhs] != firstNames[rhs] { return firstNames[lhs].lexicographicallyPrecedes(firstNames[rhs]) }
      return placeIDs[lhs] < placeIDs[rhs]
    }
    var records = ByteBuffer()
    var nameEntries: [(name: UInt32, bytes: [UInt8], record: UInt32)] = []
    var wordEntries: [(name: UInt32, start: UInt32, suffix: ArraySlice<UInt8>, record: UInt32)] = []
    var cells: [(cell: UInt32, record: UInt32)] = []
    var seenIDs = Set<Int>()
    var seenSlugs = Set<String>()
    for (position, index) in order.enumerated() {
      let place = places[index]
      let landmark = place.landmark
      guard seenIDs.insert(landmark.id).inserted else {
        throw IndexError.invalidInput(reason: "the id \(landmark.id) is used twice")
      }
      guard seenSlugs.insert(landmark.slug).inserted else {
        throw IndexError.invalidInput(reason: "the slug \(landmark.slug) is used twice")
      }
      let record = UInt32(position)
      let names = folded[index]
      let nameOffsets = names.map { strings.offset(of: $0) }
      records.append(Int64(landmark.id))
      records.append(landmark.latitude)
      records.append(landmark.longitude)
      records.append(landmark.elevation.low ?? .nan)
      records.append(landmark.elevation.high ?? .nan)
      records.append(landmark.areaKm2 ?? .nan)
      records.append(Int64(place.importance))
      records.append(UInt8(Continent.allCases.firstIndex(of: landmark.continent) ?? 0))
      let country = Array(landmark.country.utf8.prefix(2))
      records.append(country.first ?? 0x20)
      records.append(country.dropFirst().first ?? 0x20)
      records.append(UInt8(landmark.badge == nil ? 0 : 1))
      records.append(strings.offset(of: landmark.slug))
      records.append(strings.offset(of: landmark.name))
      records.append(strings.offset(ofList: aligned[index]))
      records.append(strings.offset(of: landmark.location))
      records.append(strings.offset(of: landmark.description))
      records.append(strings.offset(ofList: landmark.alternateNames))
      records.append(strings.offset(ofList: place.kindNames))
      records.append(strings.offset(of: landmark.badge?.id ?? ""))
      records.append(strings.offset(of: landmark.badge?.symbol.rawValue ?? ""))
      records.append(strings.offset(of: landmark.badge?.color.rawValue ?? ""))
      records.append(strings.offset(of: place.source))
      for (name, offset) in zip(names, nameOffsets) {
        let bytes = Array(name.utf8)
        nameEntries.append((offset, bytes, record))
        for start in Self.wordStarts(bytes) {
          wordEntries.append((offset, UInt32(start), bytes[start...], record))
        }
      }
      cells.append((IndexLayout.cell(latitude: landmark.latitude, longitude: landmark.longitude), record))
    }
    let orderedIDs = order.map { placeIDs[$0] }
    let ids = order.indices.sorted { orderedIDs[$0] < orderedIDs[$1] }
    let orderedSlugs = order.map { Array(places[$0].landmark.slug.utf8) }
    let slugs = order.indices.sorted { orderedSlugs[$0].lexicographicallyPrecedes(orderedSlugs[$1]) }
    nameEntries.sort { $0.bytes == $1.bytes ? $0.record < $1.record : $0.bytes.lexicographicallyPrecedes($1.bytes) }
    wordEntries.sort {
      $0.suffix == $1.suffix ? $0.record < $1.record : $0.suffix.lexicographicallyPrecedes($1.suffix)
    }
    cells.sort { $0.cell == $1.cell ? $0.record < $1.record : $0.cell < $1.cell }

    var sections: [ByteBuffer] = Array(repeating: ByteBuffer(), count: IndexLayout.Section.allCases.count)
    sections[IndexLayout.Section.records.rawValue] = records
    sections[IndexLayout.Section.strings.rawValue] = strings.buffer
    for position in ids { sections[IndexLayout.Section.ids.rawValue].append(UInt32(position)) }
    for position in slugs { sections[IndexLayout.Section.slugs.rawValue].append(UInt32(position)) }
    for entry in nameEntries {
      sections[IndexLayout.Section.names.rawValue].append(entry.name)
      sections[IndexLayout.Section.names.rawValue].append(entry.record)
    }
    for entry in wordEntries {
      sections[IndexLayout.Section.words.rawValue].append(entry.name)
      sections[IndexLayout.Section.words.rawValue].append(entry.start)
      sections[IndexLayout.Section.words.rawValue].append(entry.record)
    }
    for entry in cells {
      sections[IndexLayout.Section.cells.rawValue].append(entry.cell)
      sections[IndexLayout.Section.cells.rawValue].append(entry.record)
    }
    return assemble(sections, recordCount: UInt32(order.count))
  }

  /// Header, section table and sections, with the checksum over everything after the table.
  private static func assemble(_ sections: [ByteBuffer], recordCount: UInt32) -> [UInt8] {
    var body: [UInt8] = []
    var table = ByteBuffer()
    var offset = UInt64(IndexLayout.sectionsStart)
    for section in sections {
      // Sections start on 8-byte boundaries so that readers of aligned values stay cheap.
      let padding = (8 - body.count % 8) % 8
      body += [UInt8](repeating: 0, count: padding)
      offset += UInt64(padding)
      table.append(offset)
      table.append(UInt64(section.bytes.count))
      body += section.bytes
      offset += UInt64(section.bytes.count)
    }
    var header = ByteBuffer()
    header.bytes += IndexLayout.magic
    header.append(IndexLayout.version)
    header.append(recordCount)
    header.append(UInt32(sections.count))
    header.append(UInt32(0))
    header.append(body.withUnsafeBytes(IndexLayout.checksum))
    return header.bytes + table.bytes + body
  }

  /// Byte offsets where a word starts in a folded name (words are separated by single spaces).
  static func wordStarts(_ bytes: [UInt8]) -> [Int] {
    bytes.indices.filter { $0 == 0 || bytes[$0 - 1] == 0x20 }
  }

  private static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}

/// A growing little-endian byte buffer.
struct ByteBuffer {
  var bytes: [UInt8] = []

  mutating func append(_ value: UInt8) { bytes.append(value) }
  mutating func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func append(_ value: Int64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func append(_ value: Double) { append(value.bitPattern) }
}

/// The strings section: each distinct string and list stored once.
struct StringTable {
  private(set) var buffer = ByteBuffer()
  private var offsets: [String: UInt32] = [:]
  private var lists: [[String]: UInt32] = [:]

  /// The offset of `text`, adding it the first time.
  mutating func offset(of text: String) -> UInt32 {
    if let known = offsets[text] { return known }
    let offset = UInt32(buffer.bytes.count)
    let utf8 = Array(text.utf8)
    buffer.append(UInt32(utf8.count))
    buffer.bytes += utf8
    offsets[text] = offset
    return offset
  }

  /// The offset of a list of strings, adding it the first time.
  mutating func offset(ofList items: [String]) -> UInt32 {
    if let known = lists[items] { return known }
    let members = items.map { self.offset(of: $0) }
    let start = UInt32(buffer.bytes.count)
    buffer.append(UInt32(members.count))
    for member in members { buffer.append(member) }
    lists[items] = start
    return start
  }
}
