import Foundation
import LandmarksModels

/// A read-only view of one index file (see `IndexLayout`): the built-in catalog or one source.
///
/// Opening checks the header and that every section lies inside the file; every read checks
/// the offsets it follows, so a damaged file throws `IndexError.damaged` instead of crashing.
/// Nothing is decoded until it is asked for: showing one landmark reads one record.
package struct CatalogIndex: Sendable {
  private let storage: IndexStorage
  /// The file the index was read from, or the name it was given: what its errors name.
  package let path: String
  /// How many landmarks the index holds.
  package let count: Int
  private let sections: [Range<Int>]

  /// Opens the index held by `storage`; `path` names it in errors.
  init(storage: IndexStorage, path: String) throws {
    self.storage = storage
    self.path = path
    let bytes = storage.bytes
    func fail(_ reason: String) -> IndexError { .damaged(path: path, reason: reason) }
    guard bytes.count >= IndexLayout.sectionsStart else { throw fail("shorter than its header") }
    guard Array(bytes[0..<8]) == IndexLayout.magic else { throw fail("not an index file") }
    let version = bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self).littleEndian
    guard version >= IndexLayout.version else { throw IndexError.outdated(path: path, version: version) }
    guard version == IndexLayout.version else {
      throw fail("format version \(version), this build reads \(IndexLayout.version)")
    }
    let records = Int(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self).littleEndian)
    let sectionCount = Int(bytes.loadUnaligned(fromByteOffset: 16, as: UInt32.self).littleEndian)
    guard sectionCount == IndexLayout.Section.allCases.count else { throw fail("\(sectionCount) sections") }
    var ranges: [Range<Int>] = []
    for section in 0..<sectionCount {
      let entry = IndexLayout.headerSize + section * IndexLayout.sectionEntrySize
      let offset = bytes.loadUnaligned(fromByteOffset: entry, as: UInt64.self).littleEndian
      let length = bytes.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self).littleEndian
      guard offset >= UInt64(IndexLayout.sectionsStart), offset <= UInt64(bytes.count),
        length <= UInt64(bytes.count) - offset
      else { throw fail("section \(section) lies outside the file") }
      ranges.append(Int(offset)..<Int(offset + length))
    }
    let expected: [(IndexLayout.Section, Int)] = [
      (.records, records * IndexLayout.recordSize), (.ids, records * 4), (.slugs, records * 4),
      (.cells, records * IndexLayout.cellEntrySize),
      (.cellStarts, records >= IndexLayout.cellDirectoryThreshold ? (IndexLayout.cellCount + 1) * 4 : 0),
    ]
    for (section, size) in expected where ranges[section.rawValue].count != size {
      throw fail("the \(section) section does not fit \(records) records")
    }
    for (section, size) in [
      (IndexLayout.Section.names, IndexLayout.nameEntrySize), (.words, IndexLayout.wordEntrySize),
    ] where !ranges[section.rawValue].count.isMultiple(of: size) {
      throw fail("the \(section) section is cut short")
    }
    for (table, size, sample) in [
      (IndexLayout.Section.names, IndexLayout.nameEntrySize, IndexLayout.Section.nameSample),
      (.words, IndexLayout.wordEntrySize, .wordSample),
    ] {
      let samples = (ranges[table.rawValue].count / size + IndexLayout.sampleInterval - 1) / IndexLayout.sampleInterval
      guard ranges[sample.rawValue].count == samples * IndexLayout.sampleEntrySize else {
        throw fail("the \(sample) section does not fit the \(table) section")
      }
    }
    count = records
    sections = ranges
  }

  /// Opens an index held in memory.
  package init(bytes: [UInt8], name: String) throws {
    try self.init(storage: IndexStorage(copying: bytes), path: name)
  }

  /// Opens the index file at `path` by mapping it.
  package init(contentsOf path: String) throws {
    try self.init(storage: try IndexStorage.mapping(path: path), path: path)
  }

  /// Whether the checksum over the sections matches: reads the whole file, for repair and `doctor`.
  package func checksumMatches() -> Bool {
    let bytes = storage.bytes
    let stored = bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self).littleEndian
    return IndexLayout.checksum(UnsafeRawBufferPointer(rebasing: bytes[IndexLayout.sectionsStart...])) == stored
  }

  // MARK: - Records

  /// The place at a display position (0 ..< count).
  package func place(at position: Int) throws -> IndexedPlace {
    let record = try recordOffset(position)
    let landmark = try landmark(record: record)
    return IndexedPlace(
      landmark: landmark, kindNames: landmark.kinds.map(\.rawValue), source: landmark.source ?? "",
      importance: Int(try i64(record + IndexLayout.Field.importance)))
  }

  /// The landmark at a display position (0 ..< count): `place(at:)` without the index's own extras,
  /// for readers that go through every record (`list`, `export`).
  package func landmark(at position: Int) throws -> Landmark {
    try landmark(record: try recordOffset(position))
  }

  /// Decodes the record at byte offset `record`.
  private func landmark(record: Int) throws -> Landmark {
    let continentIndex = Int(try u8(record + IndexLayout.Field.continent))
    guard continentIndex < Continent.allCases.count else { throw damaged("a record names no continent") }
    let source = try string(at: record + IndexLayout.Field.source)
    var badge: Badge?
    if try u8(record + IndexLayout.Field.flags) & 1 == 1 {
      let symbol = try string(at: record + IndexLayout.Field.badgeSymbol)
      let color = try string(at: record + IndexLayout.Field.badgeColor)
      // A look this build does not know falls back to one it does: the badge itself is kept.
      badge = Badge(
        id: try string(at: record + IndexLayout.Field.badgeID),
        symbol: BadgeSymbol(rawValue: symbol) ?? .star, color: BadgeColor(rawValue: color) ?? .gray)
    }
    return Landmark(
      id: Int(try i64(record + IndexLayout.Field.id)),
      slug: try string(at: record + IndexLayout.Field.slug),
      name: try string(at: record + IndexLayout.Field.name),
      alternateNames: try list(at: record + IndexLayout.Field.alternateNames),
      continent: Continent.allCases[continentIndex],
      country: try country(record: record),
      location: try string(at: record + IndexLayout.Field.location),
      latitude: try f64(record + IndexLayout.Field.latitude),
      longitude: try f64(record + IndexLayout.Field.longitude),
      elevation: Elevation(
        low: Self.known(try f64(record + IndexLayout.Field.elevationLow)),
        high: Self.known(try f64(record + IndexLayout.Field.elevationHigh))),
      areaKm2: Self.known(try f64(record + IndexLayout.Field.area)),
      kinds: try list(at: record + IndexLayout.Field.kinds).map(LandmarkKind.init(rawValue:)),
      description: try string(at: record + IndexLayout.Field.description),
      badge: badge, source: source.isEmpty ? nil : source)
  }

  /// The country code of the landmark at a display position, as `place(at:)` gives it.
  package func country(at position: Int) throws -> String {
    try country(record: try recordOffset(position))
  }

  /// The two country bytes of the record at `record`, without the blanks that pad a shorter code.
  private func country(record: Int) throws -> String {
    let first = try u8(record + IndexLayout.Field.country)
    let second = try u8(record + IndexLayout.Field.country + 1)
    guard first < 0x80, second < 0x80 else {
      // Half of a longer character: decoded (and repaired) the general way.
      return String(decoding: [first, second], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
    // Among ASCII, `CharacterSet.whitespaces` holds the space and the tab only; in two bytes a
    // blank is always at an end, so trimming is keeping the bytes that are not blank.
    let keepsFirst = first != 0x20 && first != 0x09
    let keepsSecond = second != 0x20 && second != 0x09
    return String(unsafeUninitializedCapacity: 2) { buffer in
      var count = 0
      if keepsFirst, count < buffer.count {
        buffer[count] = first
        count += 1
      }
      if keepsSecond, count < buffer.count {
        buffer[count] = second
        count += 1
      }
      return count
    }
  }

  /// The id of the landmark at a display position, without decoding the rest.
  package func id(at position: Int) throws -> Int {
    Int(try i64(try recordOffset(position) + IndexLayout.Field.id))
  }

  /// The continent of the landmark at a display position.
  package func continent(at position: Int) throws -> Continent {
    let index = Int(try u8(try recordOffset(position) + IndexLayout.Field.continent))
    guard index < Continent.allCases.count else { throw damaged("a record names no continent") }
    return Continent.allCases[index]
  }

  /// The folded main name of the landmark at a display position.
  package func foldedName(at position: Int) throws -> String {
    try foldedNames(at: position).first ?? ""
  }

  /// The bytes of the folded main name of the landmark at a display position, read in place: what
  /// merging sources into display order compares, without making a string of each. The bytes stay
  /// valid as long as this index (or a copy of it) is alive.
  package func foldedNameBytes(at position: Int) throws -> UnsafeRawBufferPointer {
    let strings = sections[IndexLayout.Section.strings.rawValue]
    let offset = Int(try u32(try recordOffset(position) + IndexLayout.Field.foldedNames))
    guard offset >= 0, offset <= strings.count - 4 else { throw damaged("a list lies outside its section") }
    guard try u32(strings.lowerBound + offset) > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    guard offset <= strings.count - 8 else { throw damaged("a list runs past its section") }
    return try rawString(atOffset: Int(try u32(strings.lowerBound + offset + 4)))
  }

  /// The largest id in the index, read from the end of the id table: how wide a column of ids gets.
  package func largestID() throws -> Int? {
    guard count > 0 else { return nil }
    let table = sections[IndexLayout.Section.ids.rawValue]
    return try id(at: Int(try u32(table.lowerBound + (count - 1) * 4)))
  }

  /// Every landmark's id and slug as one pass over the records reads them (see `IndexKeys`), then
  /// one pass over the id table: walking these beside another sorted list of ids matches a million
  /// landmarks without a binary search for each, and their slugs are read later without touching
  /// the records again. The pages read are handed back as it goes (see `releaseResidentPages`).
  package func keys() throws -> IndexKeys {
    var byPosition = [Int](repeating: 0, count: count)
    var slugOffsets = [UInt32](repeating: 0, count: count)
    try forEachRecord { position, record in
      byPosition[position] = Int(try i64(record + IndexLayout.Field.id))
      slugOffsets[position] = try u32(record + IndexLayout.Field.slug)
    }
    let (ids, positions) = try inIDOrder(byPosition)
    return IndexKeys(ids: ids, positions: positions, slugOffsets: slugOffsets)
  }

  /// Every landmark's id, ascending: `keys().ids` without the rest.
  package func idsInAscendingOrder() throws -> [Int] {
    var byPosition = [Int](repeating: 0, count: count)
    try forEachRecord { position, record in byPosition[position] = Int(try i64(record + IndexLayout.Field.id)) }
    return try inIDOrder(byPosition).ids
  }

  /// Calls `body` with each display position and the byte offset of its record, in file order,
  /// handing the pages read back every few megabytes.
  private func forEachRecord(_ body: (_ position: Int, _ record: Int) throws -> Void) throws {
    for position in 0..<count {
      try body(position, try recordOffset(position))
      if position % Self.recordsBetweenReleases == Self.recordsBetweenReleases - 1 { releaseResidentPages() }
    }
    releaseResidentPages()
  }

  /// The ids `byPosition` holds (one per display position) in the id table's order, with their
  /// positions; throws when the table is not in ascending order.
  private func inIDOrder(_ byPosition: [Int]) throws -> (ids: [Int], positions: [UInt32]) {
    let table = sections[IndexLayout.Section.ids.rawValue]
    var ids: [Int] = []
    var positions: [UInt32] = []
    ids.reserveCapacity(count)
    positions.reserveCapacity(count)
    for rank in 0..<count {
      let position = try u32(table.lowerBound + rank * 4)
      guard Int(position) < byPosition.count else { throw damaged("the id table names record \(position)") }
      let id = byPosition[Int(position)]
      // A table out of order would make a walk beside it miss landmarks silently.
      if let last = ids.last, last >= id { throw damaged("the id table is out of order") }
      ids.append(id)
      positions.append(position)
    }
    return (ids, positions)
  }

  /// Where every slug lies among the strings, in ascending slug order: one pass over the records
  /// as they lie in the file, then one over the slug table. With `slugBytes(atOffset:)`, a walk
  /// through the slugs in order touches neither again. The pages read are handed back as it goes.
  package func slugOffsetsInSlugOrder() throws -> [UInt32] {
    var byPosition = [UInt32](repeating: 0, count: count)
    try forEachRecord { position, record in byPosition[position] = try u32(record + IndexLayout.Field.slug) }
    let table = sections[IndexLayout.Section.slugs.rawValue]
    var offsets: [UInt32] = []
    offsets.reserveCapacity(count)
    for rank in 0..<count {
      let position = Int(try u32(table.lowerBound + rank * 4))
      guard position < count else { throw damaged("the slug table names record \(position)") }
      offsets.append(byPosition[position])
    }
    return offsets
  }

  /// The display position of the landmark whose slug is `rank`-th in ascending slug order.
  package func position(atSlugRank rank: Int) throws -> Int {
    guard rank >= 0, rank < count else { throw damaged("slug rank \(rank) does not exist") }
    let position = Int(try u32(sections[IndexLayout.Section.slugs.rawValue].lowerBound + rank * 4))
    guard position < count else { throw damaged("the slug table names record \(position)") }
    return position
  }

  /// The bytes of a slug by where it lies among the strings (one of `keys().slugOffsets`), read
  /// in place: valid as long as this index (or a copy of it) is alive.
  package func slugBytes(atOffset offset: UInt32) throws -> UnsafeRawBufferPointer {
    try rawString(atOffset: Int(offset))
  }

  /// How many records a pass over every one reads between handing the pages back: a few
  /// megabytes of the file, whatever its size.
  static let recordsBetweenReleases = 1 << 15

  /// Hands the pages read so far back to the system: a pass over every record (`list`, `export`)
  /// would otherwise keep the whole mapped file counted as the process's memory. Later reads fault
  /// the pages in again from the file cache; an index held in memory is left as it is.
  package func releaseResidentPages() {
    storage.releaseResidentPages()
  }

  /// The folded name and alternate names of the landmark at a display position, in the order of
  /// `[name] + alternateNames`: folded once, when the index was written.
  package func foldedNames(at position: Int) throws -> [String] {
    try list(at: try recordOffset(position) + IndexLayout.Field.foldedNames)
  }

  /// The slug of the landmark at a display position.
  package func slug(at position: Int) throws -> String {
    try string(at: try recordOffset(position) + IndexLayout.Field.slug)
  }

  /// The kind names of the landmark at a display position.
  package func kindNames(at position: Int) throws -> [String] {
    try list(at: try recordOffset(position) + IndexLayout.Field.kinds)
  }

  /// The display positions of the landmarks on `continent`: records are sorted by continent first,
  /// so they are one run, found by two binary searches.
  package func positions(on continent: Continent) throws -> Range<Int> {
    guard let wanted = Continent.allCases.firstIndex(of: continent) else { return 0..<0 }
    func firstPosition(atLeast target: Int) throws -> Int {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        let found = Int(try u8(try recordOffset(middle) + IndexLayout.Field.continent))
        // A byte naming no continent would end every run early and hide the records silently.
        guard found < Continent.allCases.count else { throw damaged("a record names no continent") }
        if found < target { low = middle + 1 } else { high = middle }
      }
      return low
    }
    let start = try firstPosition(atLeast: wanted)
    let end = try firstPosition(atLeast: wanted + 1)
    return start..<max(start, end)
  }

  /// The 1° grid cell of a position, as `positions(inCell:)` takes it: 360 columns by 181 rows.
  package static func cell(latitude: Double, longitude: Double) -> UInt32 {
    IndexLayout.cell(latitude: latitude, longitude: longitude)
  }

  /// The position and coordinates of the landmark at a display position.
  package func coordinates(at position: Int) throws -> (latitude: Double, longitude: Double) {
    let record = try recordOffset(position)
    return (try f64(record + IndexLayout.Field.latitude), try f64(record + IndexLayout.Field.longitude))
  }

  // MARK: - Lookups

  /// The display position of the landmark with this id.
  package func position(ofID id: Int) throws -> Int? {
    let table = sections[IndexLayout.Section.ids.rawValue]
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let position = Int(try u32(table.lowerBound + middle * 4))
      let found = try self.id(at: position)
      if found == id { return position }
      if found < id { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The display position of the landmark with this slug.
  package func position(ofSlug slug: String) throws -> Int? {
    let key = Array(slug.utf8)
    let table = sections[IndexLayout.Section.slugs.rawValue]
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let position = Int(try u32(table.lowerBound + middle * 4))
      let found = try stringBytes(at: try recordOffset(position) + IndexLayout.Field.slug)
      if found.elementsEqual(key) { return position }
      if found.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Display positions of landmarks with a name or alternate name that folds to `folded`
  /// exactly, or (with `prefix`) starts with it; each position once, in display order.
  /// `limit` bounds how many name entries are read (a short prefix of a million names).
  package func positions(named folded: String, prefix: Bool = false, limit: Int = .max) throws -> [Int] {
    let key = Array(folded.utf8)
    let table = sections[IndexLayout.Section.names.rawValue]
    let range = try equalRange(
      entries: table.count / IndexLayout.nameEntrySize, key: key, prefix: prefix, limit: limit, sample: .nameSample
    ) { entry in
      try stringBytes(atOffset: Int(try u32(table.lowerBound + entry * IndexLayout.nameEntrySize)))[...]
    }
    return try Self.uniqueSorted(
      range.map { Int(try u32(table.lowerBound + $0 * IndexLayout.nameEntrySize + 4)) })
  }

  /// Display positions of landmarks with a name in which a word starts with `folded`; at most
  /// `limit` word entries are read.
  package func positions(withWordPrefix folded: String, limit: Int = .max) throws -> [Int] {
    let key = Array(folded.utf8)
    let table = sections[IndexLayout.Section.words.rawValue]
    let range = try equalRange(
      entries: table.count / IndexLayout.wordEntrySize, key: key, prefix: true, limit: limit, sample: .wordSample
    ) { entry in
      let base = table.lowerBound + entry * IndexLayout.wordEntrySize
      let name = try stringBytes(atOffset: Int(try u32(base)))
      let start = Int(try u32(base + 4))
      guard start <= name.count else { throw damaged("a word starts outside its name") }
      return name[start...]
    }
    return try Self.uniqueSorted(
      range.map { Int(try u32(table.lowerBound + $0 * IndexLayout.wordEntrySize + 8)) })
  }

  /// Every distinct folded name with the positions that carry it, in name order: the input of
  /// scans for substrings and typos.
  package func forEachName(_ body: (_ folded: UnsafeRawBufferPointer, _ position: Int) throws -> Void) throws {
    let table = sections[IndexLayout.Section.names.rawValue]
    for entry in 0..<(table.count / IndexLayout.nameEntrySize) {
      let base = table.lowerBound + entry * IndexLayout.nameEntrySize
      let offset = Int(try u32(base))
      let position = Int(try u32(base + 4))
      try body(try rawString(atOffset: offset), position)
    }
  }

  /// Display positions in the 1° grid cell `cell`, in display order.
  package func positions(inCell cell: UInt32) throws -> [Int] {
    var positions: [Int] = []
    try forEachPlace(inCell: cell) { position, _, _, _ in positions.append(position) }
    return positions
  }

  /// Calls `body` with the display position, id and coordinates of each landmark in the 1° grid
  /// cell `cell`, in display order, read from the cell's run of the cell table alone: a nearby
  /// search ranks a ring of cells without touching a record.
  package func forEachPlace(
    inCell cell: UInt32, _ body: (_ position: Int, _ id: Int, _ latitude: Double, _ longitude: Double) throws -> Void
  ) throws {
    guard Int(cell) < IndexLayout.cellCount else { return }
    let table = sections[IndexLayout.Section.cells.rawValue].lowerBound
    let first: Int
    let end: Int
    if sections[IndexLayout.Section.cellStarts.rawValue].isEmpty {
      // A small index: the run is found by the cells of the entries' coordinates, in their order.
      func firstEntry(after target: UInt32) throws -> Int {
        var low = 0
        var high = count
        while low < high {
          let middle = (low + high) / 2
          let base = table + middle * IndexLayout.cellEntrySize
          let found = IndexLayout.cell(latitude: try f64(base + 12), longitude: try f64(base + 20))
          if found < target { low = middle + 1 } else { high = middle }
        }
        return low
      }
      first = try firstEntry(after: cell)
      end = try firstEntry(after: cell + 1)
    } else {
      let starts = sections[IndexLayout.Section.cellStarts.rawValue].lowerBound + Int(cell) * 4
      first = Int(try u32(starts))
      end = Int(try u32(starts + 4))
    }
    guard first <= end, end <= count else { throw damaged("the cell table's run of cell \(cell) lies outside it") }
    for entry in first..<end {
      let base = table + entry * IndexLayout.cellEntrySize
      let position = Int(try u32(base))
      guard position < count else { throw damaged("the cell table names record \(position)") }
      try body(
        position, Int(try i64(base + 4)), try f64(base + 12), try f64(base + 20))
    }
  }

  // MARK: - Reading bytes

  /// The range of sorted entries whose key equals `key` (or starts with it, with `prefix`), cut
  /// to its first `limit` entries.
  ///
  /// The end is found by galloping from the start, then by binary search in the last stride: the
  /// keys read grow with the logarithm of the run, so a name shared by thousands of places reads a
  /// dozen of their strings, not every one.
  private func equalRange(
    entries: Int, key: [UInt8], prefix: Bool, limit: Int = .max, sample: IndexLayout.Section,
    keyAt: (Int) throws -> ArraySlice<UInt8>
  ) throws -> Range<Int> {
    var (low, high) = try sampledBounds(entries: entries, key: key, sample: sample, keyAt: keyAt)
    while low < high {
      let middle = (low + high) / 2
      if try keyAt(middle).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
    }
    func matches(_ entry: Int) throws -> Bool {
      let found = try keyAt(entry)
      return prefix ? found.starts(with: key) : found.elementsEqual(key)
    }
    let cap = limit >= entries - low ? entries : low + limit
    guard low < cap, try matches(low) else { return low..<low }
    // Entries from `low` match up to some end: `matching` is known to match, `failing` is the
    // first known not to (or the cap).
    var matching = low
    var failing = cap
    var stride = 1
    while matching + stride < cap {
      if try matches(matching + stride) {
        matching += stride
        stride *= 2
      } else {
        failing = matching + stride
        break
      }
    }
    var first = matching + 1
    while first < failing {
      let middle = (first + failing) / 2
      if try matches(middle) { first = middle + 1 } else { failing = middle }
    }
    return low..<first
  }

  /// The stretch of a sorted table in which the first entry not before `key` lies, found by
  /// binary search through the table's sample (every `sampleInterval`-th key, its first bytes
  /// inline): at most one stretch of entries is left to search with their strings.
  private func sampledBounds(
    entries: Int, key: [UInt8], sample: IndexLayout.Section, keyAt: (Int) throws -> ArraySlice<UInt8>
  ) throws -> (low: Int, high: Int) {
    let table = sections[sample.rawValue]
    let samples = table.count / IndexLayout.sampleEntrySize
    /// Whether the sampled key `index` comes before `key`, from its inline bytes when they tell.
    func precedes(_ index: Int) throws -> Bool {
      let base = table.lowerBound + index * IndexLayout.sampleEntrySize
      try check(base, IndexLayout.sampleEntrySize)
      let length = Int(try u32(base))
      let stored = min(length, IndexLayout.samplePrefix)
      let bytes = storage.bytes
      for offset in 0..<min(stored, key.count) {
        let byte = bytes[base + 4 + offset]
        if byte != key[offset] { return byte < key[offset] }
      }
      // The whole sampled key is known: it comes first when it is shorter.
      if stored == length { return length < key.count }
      // A longer key that starts with the whole of `key` comes after it.
      if key.count <= stored { return false }
      return try keyAt(index * IndexLayout.sampleInterval).lexicographicallyPrecedes(key)
    }
    var low = 0
    var high = samples
    while low < high {
      let middle = (low + high) / 2
      if try precedes(middle) { low = middle + 1 } else { high = middle }
    }
    // Sample `low` is the first not before `key`: the answer lies after the sample before it.
    let start = low == 0 ? 0 : (low - 1) * IndexLayout.sampleInterval + 1
    let end = low < samples ? low * IndexLayout.sampleInterval : entries
    return (min(start, entries), min(max(start, end), entries))
  }

  private static func uniqueSorted(_ positions: [Int]) -> [Int] {
    Array(Set(positions)).sorted()
  }

  private static func known(_ value: Double) -> Double? { value.isNaN ? nil : value }

  private func damaged(_ reason: String) -> IndexError { .damaged(path: path, reason: reason) }

  private func recordOffset(_ position: Int) throws -> Int {
    guard position >= 0, position < count else { throw damaged("record \(position) does not exist") }
    return sections[IndexLayout.Section.records.rawValue].lowerBound + position * IndexLayout.recordSize
  }

  private func check(_ offset: Int, _ size: Int) throws {
    guard offset >= 0, offset <= storage.bytes.count - size else { throw damaged("an offset points outside the file") }
  }

  private func u8(_ offset: Int) throws -> UInt8 {
    try check(offset, 1)
    return storage.bytes[offset]
  }

  private func u32(_ offset: Int) throws -> UInt32 {
    try check(offset, 4)
    return storage.bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian
  }

  private func i64(_ offset: Int) throws -> Int64 {
    try check(offset, 8)
    return storage.bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self).littleEndian
  }

  private func f64(_ offset: Int) throws -> Double {
    try check(offset, 8)
    return Double(bitPattern: storage.bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
  }

  /// The string whose offset is stored in the record field at `field`.
  private func string(at field: Int) throws -> String {
    String(decoding: try rawString(atOffset: Int(try u32(field))), as: UTF8.self)
  }

  private func stringBytes(at field: Int) throws -> UnsafeRawBufferPointer {
    try rawString(atOffset: Int(try u32(field)))
  }

  private func stringBytes(atOffset offset: Int) throws -> [UInt8] {
    Array(try rawString(atOffset: offset))
  }

  /// The bytes of the string at `offset` in the strings section, checked against the section.
  private func rawString(atOffset offset: Int) throws -> UnsafeRawBufferPointer {
    let strings = sections[IndexLayout.Section.strings.rawValue]
    guard offset >= 0, offset <= strings.count - 4 else { throw damaged("a string lies outside its section") }
    let start = strings.lowerBound + offset
    let length = Int(try u32(start))
    guard length <= strings.upperBound - start - 4 else { throw damaged("a string runs past its section") }
    return UnsafeRawBufferPointer(rebasing: storage.bytes[(start + 4)..<(start + 4 + length)])
  }

  private func list(at field: Int) throws -> [String] {
    let strings = sections[IndexLayout.Section.strings.rawValue]
    let offset = Int(try u32(field))
    guard offset >= 0, offset <= strings.count - 4 else { throw damaged("a list lies outside its section") }
    let start = strings.lowerBound + offset
    let count = Int(try u32(start))
    guard count <= (strings.upperBound - start - 4) / 4 else { throw damaged("a list runs past its section") }
    return try (0..<count).map { member in
      String(decoding: try rawString(atOffset: Int(try u32(start + 4 + member * 4))), as: UTF8.self)
    }
  }
}

extension CatalogIndex {
  /// Opens an index compiled into the binary as a string literal (see `EmbeddedBytes`).
  package init(embedded literal: StaticString, name: String) throws {
    // StaticString's accessor takes no throwing closure: the failure is carried out as nil.
    let storage = literal.withUTF8Buffer { IndexStorage(decoding: $0) }
    guard let storage else {
      throw IndexError.damaged(path: name, reason: "the embedded literal holds a scalar above U+00FF")
    }
    try self.init(storage: storage, path: name)
  }
}
