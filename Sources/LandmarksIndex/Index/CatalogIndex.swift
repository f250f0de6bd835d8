import Foundation
import LandmarksModels

/// A read-only view of one index file (see `IndexLayout`): the built-in catalog or one source.
///
/// Opening checks the header and that every section lies inside the file; every read checks
/// the offsets it follows, so a damaged file throws `IndexError.damaged` instead of crashing.
/// Nothing is decoded until it is asked for: showing one landmark reads one record.
package struct CatalogIndex: Sendable {
  /// The file's bytes; the search reads of `CatalogIndex+Search` copy records out of them.
  let storage: IndexStorage
  /// The file the index was read from, or the name it was given: what its errors name.
  package let path: String
  /// How many landmarks the index holds.
  package let count: Int
  /// Where each section (`IndexLayout.Section`) lies in the file.
  let sections: [Range<Int>]

  /// Opens the index held by `storage`; `path` names it in errors.
  init(storage: IndexStorage, path: String) throws {
    self.storage = storage
    self.path = path
    func fail(_ reason: String) -> IndexError { .damaged(path: path, reason: reason) }
    let size = storage.bytes.count
    // Read apart from the mapping (see `IndexStorage.withBytes`): opening touches none of its pages.
    let header = try storage.withBytes(in: 0..<min(size, IndexLayout.sectionsStart), path: path) { Array($0) }
    guard header.count >= 12 else { throw fail("shorter than its header") }
    guard Array(header[0..<8]) == IndexLayout.magic else { throw fail("not an index file") }
    func number<Value: FixedWidthInteger>(_ offset: Int, as type: Value.Type) -> Value {
      header.withUnsafeBytes { Value(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: Value.self)) }
    }
    let version = number(8, as: UInt32.self)
    guard version >= IndexLayout.version else { throw IndexError.outdated(path: path, version: version) }
    guard version == IndexLayout.version else {
      throw fail("format version \(version), this build reads \(IndexLayout.version)")
    }
    guard header.count == IndexLayout.sectionsStart else { throw fail("shorter than its header") }
    let records = Int(number(12, as: UInt32.self))
    let sectionCount = Int(number(16, as: UInt32.self))
    guard sectionCount == IndexLayout.Section.allCases.count else { throw fail("\(sectionCount) sections") }
    var ranges: [Range<Int>] = []
    for section in 0..<sectionCount {
      let entry = IndexLayout.headerSize + section * IndexLayout.sectionEntrySize
      let offset = number(entry, as: UInt64.self)
      let length = number(entry + 8, as: UInt64.self)
      guard offset >= UInt64(IndexLayout.sectionsStart), offset <= UInt64(size), length <= UInt64(size) - offset
      else { throw fail("section \(section) lies outside the file") }
      ranges.append(Int(offset)..<Int(offset + length))
    }
    for section in [IndexLayout.Section.offsets, .ids, .slugs] where ranges[section.rawValue].count != records * 4 {
      throw fail("the \(section) section does not fit \(records) records")
    }
    for (table, sample) in [(IndexLayout.Section.names, IndexLayout.Section.nameSample), (.words, .wordSample)] {
      let samples = ranges[sample.rawValue].count
      guard samples.isMultiple(of: IndexLayout.sampleEntrySize), samples > 0 || ranges[table.rawValue].isEmpty else {
        throw fail("the \(sample) section does not fit the \(table) section")
      }
    }
    // One slug sample entry per block of slugs and one id sample entry per block of ids, each
    // with its top: what lookups rely on to stay inside the sections, checked once here.
    let slugBlocks = IndexLayout.topEntries(records, stride: IndexLayout.blockSize)
    let idBlocks = IndexLayout.topEntries(records, stride: IndexLayout.idBlockSize)
    let sampled: [(IndexLayout.Section, Int)] = [
      (.slugSample, slugBlocks * IndexLayout.sampleEntrySize),
      (.slugTop, IndexLayout.topEntries(slugBlocks, stride: IndexLayout.slugTopStride) * IndexLayout.sampleEntrySize),
      (.idSample, idBlocks * IndexLayout.idSampleEntrySize),
      (.idTop, IndexLayout.topEntries(idBlocks, stride: IndexLayout.idTopStride) * IndexLayout.idSampleEntrySize),
    ]
    for (section, size) in sampled where ranges[section.rawValue].count != size {
      throw fail("the \(section) section does not fit \(records) records")
    }
    guard records == 0 || !ranges[IndexLayout.Section.slugKeys.rawValue].isEmpty else {
      throw fail("the slugKeys section is empty")
    }
    let directory = ranges[IndexLayout.Section.cellDirectory.rawValue].count
    guard directory >= IndexLayout.cellDirectoryEntrySize, directory.isMultiple(of: IndexLayout.cellDirectoryEntrySize)
    else { throw fail("the cell directory is cut short") }
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
  ///
  /// The file is read a few megabytes at a time, each piece's pages handed back before the next:
  /// an import replacing a large source checks it first, and a whole mapped file counted as its
  /// memory would be held through the rest of the import.
  package func checksumMatches() -> Bool {
    let bytes = storage.bytes
    let stored = bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self).littleEndian
    var hash = IndexChecksum()
    var start = IndexLayout.sectionsStart
    while start < bytes.count {
      let end = min(bytes.count, start + Self.checksumPiece)
      hash.add(UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
      releaseResidentPages()
      start = end
    }
    return hash.value == stored
  }

  /// How many bytes `checksumMatches` reads between handing pages back.
  static let checksumPiece = 4 << 20

  // MARK: - Records

  /// The place at a display position (0 ..< count).
  ///
  /// Read apart from the mapping (see `withRecord`): the few records a lookup shows keep none of the
  /// file's pages; a pass over every record reads them with `landmark(at:)`.
  package func place(at position: Int) throws -> IndexedPlace {
    try withRecord(at: position) { record in
      let (landmark, kindNames) = try record.landmarkAndKinds()
      return IndexedPlace(
        landmark: landmark, kindNames: kindNames, source: landmark.source ?? "", importance: record.importance)
    }
  }

  /// The landmark at a display position (0 ..< count): `place(at:)` without the index's own extras,
  /// for readers that go through every record (`list`, `export`).
  package func landmark(at position: Int) throws -> Landmark {
    var record = try RecordReader(self, position: position)
    return try record.landmarkAndKinds().landmark
  }

  /// The country code of the landmark at a display position, as `place(at:)` gives it.
  package func country(at position: Int) throws -> String {
    try RecordReader(self, position: position).country
  }

  /// The two country bytes of a record, without the blanks that pad a shorter code.
  static func country(_ first: UInt8, _ second: UInt8) -> String {
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
    try RecordReader(self, position: position).id
  }

  /// The continent of the landmark at a display position.
  package func continent(at position: Int) throws -> Continent {
    try RecordReader(self, position: position).continent
  }

  /// The folded main name of the landmark at a display position.
  package func foldedName(at position: Int) throws -> String {
    try foldedNames(at: position).first ?? ""
  }

  /// The bytes of the folded main name of the landmark at a display position, read in place: what
  /// merging sources into display order compares, without making a string of each. The bytes stay
  /// valid as long as this index (or a copy of it) is alive.
  package func foldedNameBytes(at position: Int) throws -> UnsafeRawBufferPointer {
    var record = try RecordReader(self, position: position)
    return try record.names().folded
  }

  /// The folded name and alternate names of the landmark at a display position, in the order of
  /// `[name] + alternateNames`: folded once, when the index was written.
  package func foldedNames(at position: Int) throws -> [String] {
    var record = try RecordReader(self, position: position)
    return try record.foldedNames()
  }

  /// The slug of the landmark at a display position.
  package func slug(at position: Int) throws -> String {
    String(decoding: try slugBytes(atPosition: position), as: UTF8.self)
  }

  /// The slug bytes of the record at a display position, in place: the record is skipped through
  /// to its end as a search reads it, without decoding names and alternates into arrays, as an
  /// import replacing a source reads the slug of each of its million places.
  private func slugBytes(atPosition position: Int) throws -> UnsafeRawBufferPointer {
    let start = try recordStart(position)
    let end = sections[IndexLayout.Section.records.rawValue].upperBound
    return try SearchRecordScan(UnsafeRawBufferPointer(rebasing: storage.bytes[start..<end]), path: path).slug()
  }

  /// The kind names of the landmark at a display position.
  package func kindNames(at position: Int) throws -> [String] {
    var record = try RecordReader(self, position: position)
    _ = try record.names()
    return try record.kindNames
  }

  /// The largest id in the index, read from the end of the id table: how wide a column of ids gets.
  /// The largest id in the index, read from the end of the id table: how wide a column of ids gets.
  package func largestID() throws -> Int? {
    guard count > 0 else { return nil }
    let table = sections[IndexLayout.Section.ids.rawValue]
    return try id(at: Int(try u32(table.lowerBound + (count - 1) * 4)))
  }

  /// Every landmark's id and display position in id order, as one pass over the records reads
  /// them (see `IndexKeys`), then one pass over the id table: walking these beside another sorted
  /// list of ids matches a million landmarks without a binary search for each. The pages read are
  /// handed back as it goes (see `releaseResidentPages`).
  package func keys() throws -> IndexKeys {
    let byPosition = try idsByPosition()
    let (ids, positions) = try inIDOrder(byPosition)
    return IndexKeys(ids: ids, positions: positions)
  }

  /// Every landmark's id, ascending: `keys().ids` without the rest.
  package func idsInAscendingOrder() throws -> [Int] {
    try inIDOrder(try idsByPosition()).ids
  }

  /// The id of every record, by display position, read in file order, handing the pages read
  /// back every few megabytes. Only each record's head is read, straight from the bytes: a reader
  /// of the record would decode its coordinates too, a million times over.
  private func idsByPosition() throws -> [Int] {
    let bytes = storage.bytes
    let records = sections[IndexLayout.Section.records.rawValue]
    let offsets = sections[IndexLayout.Section.offsets.rawValue]
    var byPosition = [Int](repeating: 0, count: count)
    try byPosition.withUnsafeMutableBufferPointer { byPosition in
      for position in 0..<byPosition.count {
        // The offsets section was checked on opening to hold `count` entries.
        let offset = Int(
          bytes.loadUnaligned(fromByteOffset: offsets.lowerBound + position * 4, as: UInt32.self).littleEndian)
        var start = records.lowerBound + offset
        // The flags byte, then the id.
        guard offset < records.count else { throw damaged("record \(position) lies outside its section") }
        start += 1
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
          guard start < records.upperBound, shift < 64 else { throw damaged("record \(position) has no id") }
          let byte = bytes[start]
          start += 1
          value |= UInt64(byte & 0x7f) << shift
          if byte < 0x80 { break }
          shift += 7
        }
        byPosition[position] = Int(Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
        if position % Self.recordsBetweenReleases == Self.recordsBetweenReleases - 1 { releaseResidentPages() }
      }
    }
    releaseResidentPages()
    return byPosition
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

  /// The handle of every slug (see `slugBytes(atOffset:)`), in ascending slug order: the slug
  /// table as it lies in the file.
  package func slugOffsetsInSlugOrder() throws -> [UInt32] {
    let table = sections[IndexLayout.Section.slugs.rawValue]
    var handles: [UInt32] = []
    handles.reserveCapacity(count)
    for rank in 0..<count {
      let position = try u32(table.lowerBound + rank * 4)
      guard Int(position) < count else { throw damaged("the slug table names record \(position)") }
      handles.append(position)
    }
    return handles
  }

  /// The display position of the landmark whose slug is `rank`-th in ascending slug order.
  package func position(atSlugRank rank: Int) throws -> Int {
    guard rank >= 0, rank < count else { throw damaged("slug rank \(rank) does not exist") }
    let position = Int(try u32(sections[IndexLayout.Section.slugs.rawValue].lowerBound + rank * 4))
    guard position < count else { throw damaged("the slug table names record \(position)") }
    return position
  }

  /// The first byte of the record at a display position, 0 for one that does not exist: read
  /// ahead of a record's slug, in a loop of such reads, so that their waits on memory overlap.
  package func firstByte(ofRecordAt position: Int) -> UInt8 {
    guard position >= 0, position < count else { return 0 }
    let bytes = storage.bytes
    let records = sections[IndexLayout.Section.records.rawValue]
    let offsets = sections[IndexLayout.Section.offsets.rawValue]
    // The offsets section was checked on opening to hold `count` entries.
    let offset = Int(
      bytes.loadUnaligned(fromByteOffset: offsets.lowerBound + position * 4, as: UInt32.self).littleEndian)
    guard offset < records.count else { return 0 }
    return bytes[records.lowerBound + offset]
  }

  /// The bytes of a slug by its handle (the record's display position, as `slugOffsetsInSlugOrder`
  /// gives them), read in place: valid as long as this index (or a copy of it) is alive.
  package func slugBytes(atOffset offset: UInt32) throws -> UnsafeRawBufferPointer {
    try slugBytes(atPosition: Int(offset))
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

  /// The display positions of the landmarks on `continent`: records are sorted by continent first,
  /// so they are one run, found by two binary searches.
  package func positions(on continent: Continent) throws -> Range<Int> {
    guard let wanted = Continent.allCases.firstIndex(of: continent) else { return 0..<0 }
    func firstPosition(atLeast target: Int) throws -> Int {
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        let found = try RecordReader(self, position: middle).continentIndex
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
    let record = try RecordReader(self, position: position)
    return (record.latitude, record.longitude)
  }

  // MARK: - Lookups

  /// The display position of the landmark with this id.
  ///
  /// The id top and one page of the id sample give the block of `idBlockSize` entries of `ids` the
  /// id may be in; only that block is searched, through its records.
  package func position(ofID id: Int) throws -> Int? {
    let wanted = Int64(id)
    func sampledID(_ entry: UnsafeRawBufferPointer) -> Int64 {
      Int64(littleEndian: entry.loadUnaligned(as: Int64.self))
    }
    let found = try lastSampleEntry(
      sample: sections[IndexLayout.Section.idSample.rawValue], top: sections[IndexLayout.Section.idTop.rawValue],
      entrySize: IndexLayout.idSampleEntrySize, stride: IndexLayout.idTopStride, notAfter: { sampledID($0) <= wanted },
      found: { block, entry, _ in (block, sampledID(entry) == wanted) })
    guard let found else { return nil }
    let (block, isFirst) = found
    let first = block * IndexLayout.idBlockSize
    let end = min(count, first + IndexLayout.idBlockSize)
    guard first < end else { throw damaged("the id sample names rank \(first)") }
    let table = sections[IndexLayout.Section.ids.rawValue]
    return try withBytes(table.lowerBound + first * 4..<table.lowerBound + end * 4) { ranks in
      func position(_ rank: Int) throws -> Int {
        let position = Int(
          UInt32(littleEndian: ranks.loadUnaligned(fromByteOffset: (rank - first) * 4, as: UInt32.self)))
        guard position < count else { throw damaged("the id table names record \(position)") }
        return position
      }
      // The sample holds the block's first id itself.
      if isFirst { return try position(first) }
      var low = first + 1
      var high = end
      while low < high {
        let middle = (low + high) / 2
        let at = try position(middle)
        let found = try withRecord(at: at) { $0.id }
        if found == id { return at }
        if found < id { low = middle + 1 } else { high = middle }
      }
      return nil
    }
  }

  /// The display position of the landmark with this slug.
  ///
  /// The slug top and one page of the slug sample give the block of slug keys the slug may be in;
  /// that block is read, and the slug's rank there is its entry in `slugs`. No record is read.
  package func position(ofSlug slug: String) throws -> Int? {
    let key = Array(slug.utf8)
    let keys = sections[IndexLayout.Section.slugKeys.rawValue]
    let sample = sections[IndexLayout.Section.slugSample.rawValue]
    let entrySize = IndexLayout.sampleEntrySize
    func blockOffset(_ entry: UnsafeRawBufferPointer) throws -> Int {
      let offset = Int(
        UInt32(littleEndian: entry.loadUnaligned(fromByteOffset: 4 + IndexLayout.samplePrefix, as: UInt32.self)))
      guard offset <= keys.count else { throw damaged("a slug sample points outside its table") }
      return offset
    }
    let found = try lastSampleEntry(
      sample: sample, top: sections[IndexLayout.Section.slugTop.rawValue], entrySize: entrySize,
      stride: IndexLayout.slugTopStride, notAfter: { try sampledKey($0, isNotAfter: key, in: keys) },
      found: { block, entry, next in (block, try blockOffset(entry), try next.map(blockOffset) ?? keys.count) })
    guard let found else { return nil }
    let (block, start, end) = found
    guard start <= end else { throw damaged("the slug sample is out of order") }
    let rank: Int? = try withBytes(keys.lowerBound + start..<keys.lowerBound + end) { bytes in
      var reader = try IndexDictionaryReader(
        bytes, bounds: 0..<bytes.count, start: 0, count: count, path: path, positions: false)
      for entry in 0..<IndexLayout.blockSize {
        guard try reader.next(path: path) else { break }
        if reader.key == key { return block * IndexLayout.blockSize + entry }
        if key.lexicographicallyPrecedes(reader.key) { break }
      }
      return nil
    }
    guard let rank else { return nil }
    guard rank < count else { throw damaged("slug rank \(rank) does not exist") }
    let entry = sections[IndexLayout.Section.slugs.rawValue].lowerBound + rank * 4
    let position = Int(try withBytes(entry..<entry + 4) { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) })
    guard position < count else { throw damaged("the slug table names record \(position)") }
    return position
  }

  /// Whether the key a slug sample (or top) entry starts its block with comes before `key` or
  /// equals it: told by the entry's own bytes when they can, else by the block's first key.
  private func sampledKey(_ entry: UnsafeRawBufferPointer, isNotAfter key: [UInt8], in keys: Range<Int>) throws -> Bool
  {
    let length = Int(UInt32(littleEndian: entry.loadUnaligned(as: UInt32.self)))
    let stored = min(length, IndexLayout.samplePrefix)
    for index in 0..<min(stored, key.count) {
      let byte = entry[4 + index]
      if byte != key[index] { return byte < key[index] }
    }
    // The whole sampled key is known: it is not after `key` when it is `key` or starts it.
    if stored == length { return length <= key.count }
    // A longer sampled key that starts with the whole of `key` comes after it.
    if key.count <= stored { return false }
    let start = Int(
      UInt32(littleEndian: entry.loadUnaligned(fromByteOffset: 4 + IndexLayout.samplePrefix, as: UInt32.self)))
    guard start < keys.count else { throw damaged("a slug sample points outside its table") }
    // A block's first entry shares nothing: a zero, the key's length, then the key.
    let head = try withBytes(keys.lowerBound + start..<min(keys.upperBound, keys.lowerBound + start + 11)) { bytes in
      var cursor = try IndexCursor(bytes, from: 0, to: bytes.count, path: path)
      guard try cursor.count() == 0 else { throw damaged("a slug block's first key shares bytes") }
      let length = try cursor.count()
      return (cursor.offset, length)
    }
    let first = keys.lowerBound + start + head.0
    guard head.1 <= keys.upperBound - first else { throw damaged("a slug runs past its table") }
    return try withBytes(first..<first + head.1) { !key.lexicographicallyPrecedes($0) }
  }

  /// Calls `body` with the last entry of a sample (see `IndexLayout`) for which `notAfter` holds
  /// (its key is not after the one looked for): its number, its bytes and the next entry's, if any.
  /// Returns nil when `notAfter` holds for none; it must hold for a prefix of the entries.
  ///
  /// The top, which copies every `stride`-th entry, is read first, then the one run of `stride`
  /// entries it points to: two small reads, whatever the sample's size.
  private func lastSampleEntry<Result>(
    sample: Range<Int>, top: Range<Int>, entrySize: Int, stride: Int,
    notAfter: (UnsafeRawBufferPointer) throws -> Bool,
    found body: (_ number: Int, _ entry: UnsafeRawBufferPointer, _ next: UnsafeRawBufferPointer?) throws -> Result
  ) throws -> Result? {
    func entry(_ number: Int, of bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
      UnsafeRawBufferPointer(rebasing: bytes[(number * entrySize)..<((number + 1) * entrySize)])
    }
    let run = try withBytes(top) { bytes -> Int in
      var low = 0
      var high = bytes.count / entrySize
      while low < high {
        let middle = (low + high) / 2
        if try notAfter(entry(middle, of: bytes)) { low = middle + 1 } else { high = middle }
      }
      return low
    }
    guard run > 0 else { return nil }
    let entries = sample.count / entrySize
    let first = (run - 1) * stride
    guard first < entries else { throw damaged("the sample's top points past it") }
    // The run, and the entry after it when there is one: where the last block of the run ends.
    let end = min(entries, first + stride + 1)
    return try withBytes(sample.lowerBound + first * entrySize..<sample.lowerBound + end * entrySize) { bytes in
      var low = 1
      var high = min(end - first, stride)
      while low < high {
        let middle = (low + high) / 2
        if try notAfter(entry(middle, of: bytes)) { low = middle + 1 } else { high = middle }
      }
      let found = low - 1
      return try body(
        first + found, entry(found, of: bytes), found + 1 < end - first ? entry(found + 1, of: bytes) : nil)
    }
  }

  /// Calls `body` with the bytes of `range` (file offsets), read apart from the mapping when the
  /// index is a mapped file (see `IndexStorage.withBytes`).
  private func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Result) throws
    -> Result
  {
    try storage.withBytes(in: range, path: path, body)
  }

  /// Calls `body` with a reader of the record at a display position: the record alone read apart
  /// from the mapping when the index is a mapped file, so a point lookup keeps none of its pages.
  fileprivate func withRecord<Result>(at position: Int, _ body: (inout RecordReader) throws -> Result) throws
    -> Result
  {
    guard storage.isMapped else {
      var record = try RecordReader(self, position: position)
      return try body(&record)
    }
    guard position >= 0, position < count else { throw damaged("record \(position) does not exist") }
    let records = sections[IndexLayout.Section.records.rawValue]
    let entry = sections[IndexLayout.Section.offsets.rawValue].lowerBound + position * 4
    // A record ends where the next one starts; the last one, at the end of the section.
    let (start, end) = try withBytes(entry..<entry + (position + 1 < count ? 8 : 4)) { bytes in
      (
        Int(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self))),
        bytes.count == 8
          ? Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self))) : records.count
      )
    }
    guard start < end, end <= records.count else { throw damaged("record \(position) lies outside its section") }
    return try withBytes(records.lowerBound + start..<records.lowerBound + end) { bytes in
      var record = try RecordReader(
        self, cursor: try IndexCursor(bytes, from: 0, to: bytes.count, path: path), apart: true)
      return try body(&record)
    }
  }

  /// Display positions of landmarks with a name or alternate name that folds to `folded`
  /// exactly, or (with `prefix`) starts with it; each position once, in display order.
  /// `limit` bounds how many name entries are read (a short prefix of a million names).
  package func positions(named folded: String, prefix: Bool = false, limit: Int = .max) throws -> [Int] {
    try lookUp(Array(folded.utf8), in: .names, sample: .nameSample, prefix: prefix, limit: limit)
  }

  /// Display positions of landmarks with a name in which a word starts with `folded`; at most
  /// `limit` word entries are read.
  package func positions(withWordPrefix folded: String, limit: Int = .max) throws -> [Int] {
    try lookUp(Array(folded.utf8), in: .words, sample: .wordSample, prefix: true, limit: limit)
  }

  /// Every distinct folded name with the positions that carry it, in name order: the input of
  /// scans for substrings and typos. The bytes are valid during the call only.
  package func forEachName(_ body: (_ folded: UnsafeRawBufferPointer, _ position: Int) throws -> Void) throws {
    var reader = try IndexDictionaryReader(
      storage.bytes, bounds: sections[IndexLayout.Section.names.rawValue], start: 0, count: count, path: path)
    while try reader.next(path: path) {
      try reader.key.withUnsafeBytes { try body($0, reader.position) }
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
    let directory = sections[IndexLayout.Section.cellDirectory.rawValue]
    let entries = directory.count / IndexLayout.cellDirectoryEntrySize
    // The first directory entry not before `cell`; the last entry is the end marker.
    var low = 0
    var high = entries - 1
    while low < high {
      let middle = (low + high) / 2
      if try u32(directory.lowerBound + middle * IndexLayout.cellDirectoryEntrySize) < cell {
        low = middle + 1
      } else {
        high = middle
      }
    }
    let base = directory.lowerBound + low * IndexLayout.cellDirectoryEntrySize
    guard low < entries - 1, try u32(base) == cell else { return }
    let cells = sections[IndexLayout.Section.cells.rawValue]
    let first = Int(try u32(base + 4))
    let end = Int(try u32(base + IndexLayout.cellDirectoryEntrySize + 4))
    guard first <= end, end <= cells.count else {
      throw damaged("the cell table's run of cell \(cell) lies outside it")
    }
    var cursor = try IndexCursor(
      storage.bytes, from: cells.lowerBound + first, to: cells.lowerBound + end, path: path)
    let corner = IndexLayout.corner(ofCell: cell)
    var position = 0
    while !cursor.isAtEnd {
      let step = try cursor.varint()
      guard step >> 1 < UInt64(count - position) else { throw damaged("the cell table names a record past the end") }
      position += Int(step >> 1)
      let id = Int(try cursor.signed())
      let (latitude, longitude) = try cursor.coordinates(raw: step & 1 == 1, base: corner)
      try body(position, id, latitude, longitude)
    }
  }

  // MARK: - Reading bytes

  /// The positions of the entries of a front-coded section whose key equals `key` (or starts
  /// with it, with `prefix`), at most `limit` entries read from the first match; each position
  /// once, ascending.
  ///
  /// The sample's binary search picks the block in which the first match may lie; the entries are
  /// then read in order from that block's start, so a lookup reads the sample and a block or two.
  /// A mapped file's bytes are read apart from the mapping (see `IndexStorage.withBytes`): a
  /// search's lookups read thousands of entries, whose pages would count as its memory.
  private func lookUp(
    _ key: [UInt8], in table: IndexLayout.Section, sample: IndexLayout.Section, prefix: Bool, limit: Int
  ) throws -> [Int] {
    let bounds = sections[table.rawValue]
    guard !bounds.isEmpty, limit > 0 else { return [] }
    let buffer = IndexReadBuffer(capacity: IndexDictionaryScan.windowSize)
    let start = try firstBlockStart(for: key, table: bounds, sample: sections[sample.rawValue], buffer: buffer)
    var scan = try IndexDictionaryScan(storage, bounds: bounds, start: start, count: count, path: path, buffer: buffer)
    var positions: [Int] = []
    var read = 0
    while try scan.next() {
      let found = scan.key
      let matches = prefix ? found.starts(with: key) : found == key
      if !matches {
        if found.lexicographicallyPrecedes(key) { continue }
        break
      }
      positions.append(scan.position)
      read += 1
      if read >= limit { break }
    }
    return Self.uniqueSorted(positions)
  }

  /// Where in `table` the block starts in which the first key not before `key` may lie: found by a
  /// binary search of the sample, whose far probes read an entry each and whose last steps read
  /// the page's worth of entries left in one go.
  private func firstBlockStart(
    for key: [UInt8], table: Range<Int>, sample: Range<Int>, buffer: IndexReadBuffer
  ) throws -> Int {
    let entrySize = IndexLayout.sampleEntrySize
    let blocks = sample.count / entrySize
    var low = 0
    var high = blocks
    while high - low > Self.sampleRun {
      let middle = (low + high) / 2
      let base = sample.lowerBound + middle * entrySize
      let entry = try buffer.read(base..<(base + entrySize), of: storage, path: path)
      if try samplePrecedes(entry, key: key, table: table, buffer: buffer) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    // The run left, and the entry before it: block `low` is the first whose first key is not
    // before `key`, and the first match may lie at the end of the block before it.
    let first = max(0, low - 1)
    let run = try buffer.read(
      (sample.lowerBound + first * entrySize)..<(sample.lowerBound + high * entrySize), of: storage, path: path)
    // `samplePrecedes` may read the buffer again: the run is copied out first.
    let entries = Array(run)
    return try entries.withUnsafeBytes { entries in
      func entry(_ number: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: entries[((number - first) * entrySize)..<((number - first + 1) * entrySize)])
      }
      while low < high {
        let middle = (low + high) / 2
        if try samplePrecedes(entry(middle), key: key, table: table, buffer: buffer) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      guard blocks > 0 else { return 0 }
      let chosen = entry(max(0, low - 1))
      let start = Int(
        UInt32(littleEndian: chosen.loadUnaligned(fromByteOffset: 4 + IndexLayout.samplePrefix, as: UInt32.self)))
      guard start <= table.count else { throw damaged("a sample points outside its table") }
      return start
    }
  }

  /// How many sample entries the binary search of `firstBlockStart` reads at once: a page of them.
  static let sampleRun = 4096 / IndexLayout.sampleEntrySize

  /// Whether the first key of a block comes before `key`, from its sample `entry`'s inline bytes
  /// when they tell, else from the block's first entry.
  private func samplePrecedes(
    _ entry: UnsafeRawBufferPointer, key: [UInt8], table: Range<Int>, buffer: IndexReadBuffer
  ) throws -> Bool {
    let length = Int(UInt32(littleEndian: entry.loadUnaligned(as: UInt32.self)))
    let stored = min(length, IndexLayout.samplePrefix)
    for offset in 0..<min(stored, key.count) {
      let byte = entry[4 + offset]
      if byte != key[offset] { return byte < key[offset] }
    }
    // The whole sampled key is known: it comes first when it is shorter.
    if stored == length { return length < key.count }
    // A longer key that starts with the whole of `key` comes after it.
    if key.count <= stored { return false }
    let start = Int(
      UInt32(littleEndian: entry.loadUnaligned(fromByteOffset: 4 + IndexLayout.samplePrefix, as: UInt32.self)))
    guard start <= table.count else { throw damaged("a sample points outside its table") }
    var scan = try IndexDictionaryScan(storage, bounds: table, start: start, count: count, path: path, buffer: buffer)
    guard try scan.next() else { throw damaged("a sample points past its table") }
    return scan.key.lexicographicallyPrecedes(key)
  }

  /// `positions` in ascending order, each once: sorted in place rather than hashed into a set,
  /// as a search gathers hundreds of them from several lookups.
  package static func uniqueSorted(_ positions: [Int]) -> [Int] {
    var sorted = positions
    sorted.sort()
    var kept = 0
    for index in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[index] {
      sorted[kept] = sorted[index]
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
  }

  func damaged(_ reason: String) -> IndexError { .damaged(path: path, reason: reason) }

  /// A cursor at the record of a display position, bounded by the records section.
  fileprivate func recordCursor(_ position: Int) throws -> IndexCursor {
    let records = sections[IndexLayout.Section.records.rawValue]
    return try IndexCursor(storage.bytes, from: try recordStart(position), to: records.upperBound, path: path)
  }

  /// Where the record at a display position starts in the file, checked against its section.
  private func recordStart(_ position: Int) throws -> Int {
    guard position >= 0, position < count else { throw damaged("record \(position) does not exist") }
    let records = sections[IndexLayout.Section.records.rawValue]
    let offset = Int(try u32(sections[IndexLayout.Section.offsets.rawValue].lowerBound + position * 4))
    guard offset < records.count else { throw damaged("record \(position) lies outside its section") }
    return records.lowerBound + offset
  }

  /// Calls `body` with a cursor at a shared value (see `IndexLayout`), bounded by the shared
  /// section; with `apart`, a small section is read whole apart from the mapping, as the record
  /// of a point lookup is.
  fileprivate func withSharedValue<Result>(
    _ number: Int, apart: Bool, _ body: (inout IndexCursor) throws -> Result
  ) throws -> Result {
    let shared = sections[IndexLayout.Section.shared.rawValue]
    guard apart, storage.isMapped, shared.count <= Self.sharedReadWhole else {
      var cursor = try sharedCursor(number, in: storage.bytes, at: shared.lowerBound, count: shared.count)
      return try body(&cursor)
    }
    return try withBytes(shared) { bytes in
      var cursor = try sharedCursor(number, in: bytes, at: 0, count: bytes.count)
      return try body(&cursor)
    }
  }

  /// A cursor at shared value `number` of the shared section, which lies at `data[start ..< start + count]`.
  private func sharedCursor(_ number: Int, in data: UnsafeRawBufferPointer, at start: Int, count: Int) throws
    -> IndexCursor
  {
    func u32(_ offset: Int) throws -> UInt32 {
      guard offset >= 0, offset <= count - 4 else { throw damaged("the shared section is cut short") }
      return UInt32(littleEndian: data.loadUnaligned(fromByteOffset: start + offset, as: UInt32.self))
    }
    let values = Int(try u32(0))
    guard number < values, values <= (count - 4) / 4 else {
      throw damaged("a record names shared value \(number), which does not exist")
    }
    let offset = Int(try u32(4 + number * 4))
    guard offset <= count else { throw damaged("a shared value lies outside its section") }
    return try IndexCursor(data, from: start + offset, to: start + count, path: path)
  }

  /// The largest shared section read whole for one value: the kinds and sources of most sources
  /// fit many times over.
  static let sharedReadWhole = 16 << 10

  private func check(_ offset: Int, _ size: Int) throws {
    guard offset >= 0, offset <= storage.bytes.count - size else { throw damaged("an offset points outside the file") }
  }

  private func u32(_ offset: Int) throws -> UInt32 {
    try check(offset, 4)
    return storage.bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian
  }
}

/// Decodes one record (see `IndexLayout`) field by field, in order: the fixed head on creation,
/// the names, the rest and the slug as they are asked for.
struct RecordReader {
  private let index: CatalogIndex
  private var cursor: IndexCursor
  private let flags: UInt8
  /// The landmark id.
  let id: Int
  /// The continent's index in `Continent.allCases`, checked.
  let continentIndex: Int
  private let countryBytes: (UInt8, UInt8)
  /// Latitude in decimal degrees.
  let latitude: Double
  /// Longitude in decimal degrees.
  let longitude: Double
  /// Ranks equal search hits.
  private(set) var importance = 0
  private var elevationLow: Double?
  private var elevationHigh: Double?
  private var area: Double?
  /// Where the shared value lies: inline in the record, or its number in the shared table.
  private var sharedValue: IndexCursor?
  private var sharedNumber = 0
  private var stage = 0

  /// Whether the record was read apart from the mapping (see `CatalogIndex.withRecord`): its
  /// shared value is then read the same way.
  private let readsApart: Bool

  /// The record at `position`, its head read.
  init(_ index: CatalogIndex, position: Int) throws {
    try self.init(index, cursor: try index.recordCursor(position), apart: false)
  }

  /// The record at `cursor`, read apart from the mapping when `apart`, its head read.
  init(_ index: CatalogIndex, cursor: IndexCursor, apart: Bool) throws {
    self.index = index
    self.cursor = cursor
    readsApart = apart
    flags = try self.cursor.byte()
    id = Int(try self.cursor.signed())
    continentIndex = Int(try self.cursor.byte())
    guard continentIndex < Continent.allCases.count else { throw index.damaged("a record names no continent") }
    countryBytes = (try self.cursor.byte(), try self.cursor.byte())
    (latitude, longitude) = try self.cursor.coordinates(raw: flags & IndexLayout.RecordFlag.rawCoordinates != 0)
  }

  /// The continent.
  var continent: Continent { Continent.allCases[continentIndex] }

  /// The country code, without padding.
  var country: String { CatalogIndex.country(countryBytes.0, countryBytes.1) }

  private func has(_ flag: UInt8) -> Bool { flags & flag != 0 }

  /// Reads the facts between the head and the names: importance, measures, the shared value.
  private mutating func readFacts() throws {
    importance = Int(try cursor.signed())
    if has(IndexLayout.RecordFlag.elevationLow) { elevationLow = try cursor.f64() }
    if has(IndexLayout.RecordFlag.elevationHigh) { elevationHigh = try cursor.f64() }
    if has(IndexLayout.RecordFlag.area) { area = try cursor.f64() }
    sharedNumber = try cursor.count()
    if sharedNumber == 0 {
      // Inline: skipped here, decoded only when asked for (`shared()`).
      sharedValue = cursor
      try Self.skipSharedValue(&cursor)
    }
  }

  /// Moves `cursor` past a shared value written inline: kinds, source, badge.
  static func skipSharedValue(_ cursor: inout IndexCursor) throws {
    let kinds = try cursor.count()
    for _ in 0..<kinds { try cursor.skipText() }
    try cursor.skipText()
    if try cursor.byte() != 0 {
      for _ in 0..<3 { try cursor.skipText() }
    }
  }

  /// The kinds, source and badge (after `names()`).
  func shared() throws -> (kinds: [String], source: String, badge: Badge?) {
    guard stage > 0 else { throw index.damaged("a record was read out of order") }
    if var sharedValue { return try Self.shared(&sharedValue, index: index) }
    return try index.withSharedValue(sharedNumber - 1, apart: readsApart) { try Self.shared(&$0, index: index) }
  }

  /// Every kind, known or not (after `names()`).
  var kindNames: [String] {
    get throws { try shared().kinds }
  }

  /// Reads a shared value: kinds, source, badge.
  private static func shared(
    _ value: inout IndexCursor, index: CatalogIndex
  ) throws -> (kinds: [String], source: String, badge: Badge?) {
    let kinds = try value.count()
    var names: [String] = []
    for _ in 0..<kinds { names.append(String(decoding: try value.text(), as: UTF8.self)) }
    let source = String(decoding: try value.text(), as: UTF8.self)
    switch try value.byte() {
    case 0: return (names, source, nil)
    case 1:
      let id = String(decoding: try value.text(), as: UTF8.self)
      let symbol = String(decoding: try value.text(), as: UTF8.self)
      let color = String(decoding: try value.text(), as: UTF8.self)
      // A look this build does not know falls back to one it does: the badge itself is kept.
      let badge = Badge(
        id: id, symbol: BadgeSymbol(rawValue: symbol) ?? .star, color: BadgeColor(rawValue: color) ?? .gray)
      return (names, source, badge)
    default: throw index.damaged("a badge flag is neither 0 nor 1")
    }
  }

  /// The name and folded name, in place (reading the facts before them).
  mutating func names() throws -> (name: UnsafeRawBufferPointer, folded: UnsafeRawBufferPointer) {
    guard stage == 0 else { throw index.damaged("a record was read out of order") }
    stage = 1
    try readFacts()
    let name = try cursor.text()
    let folded = has(IndexLayout.RecordFlag.foldedIsName) ? name : try cursor.text()
    return (name, folded)
  }

  /// The location, description and alternates with their folded names (after `names()`).
  mutating func rest() throws -> (
    location: UnsafeRawBufferPointer?, description: UnsafeRawBufferPointer?,
    alternates: [(name: UnsafeRawBufferPointer, folded: UnsafeRawBufferPointer)]
  ) {
    guard stage == 1 else { throw index.damaged("a record was read out of order") }
    stage = 2
    let location = has(IndexLayout.RecordFlag.location) ? try cursor.text() : nil
    let description = has(IndexLayout.RecordFlag.description) ? try cursor.text() : nil
    var alternates: [(UnsafeRawBufferPointer, UnsafeRawBufferPointer)] = []
    if has(IndexLayout.RecordFlag.alternates) {
      let count = try cursor.count()
      for _ in 0..<count {
        let name = try cursor.text()
        let tag = try cursor.count()
        alternates.append((name, tag == 0 ? name : try cursor.bytes(tag - 1)))
      }
    }
    return (location, description, alternates)
  }

  /// The slug, in place (reading whatever comes before it).
  mutating func slug() throws -> UnsafeRawBufferPointer {
    if stage == 0 { _ = try names() }
    if stage == 1 { _ = try rest() }
    return try cursor.text()
  }

  /// `[name] + alternateNames`, folded.
  mutating func foldedNames() throws -> [String] {
    let folded = try names().folded
    return [String(decoding: folded, as: UTF8.self)]
      + (try rest().alternates.map { String(decoding: $0.folded, as: UTF8.self) })
  }

  /// The whole landmark, with its kinds as the index holds them.
  mutating func landmarkAndKinds() throws -> (landmark: Landmark, kinds: [String]) {
    let name = String(decoding: try names().name, as: UTF8.self)
    let (location, description, alternates) = try rest()
    let slug = String(decoding: try slug(), as: UTF8.self)
    let (kindNames, source, badge) = try shared()
    let landmark = Landmark(
      id: id, slug: slug, name: name, alternateNames: alternates.map { String(decoding: $0.name, as: UTF8.self) },
      continent: continent, country: country,
      location: location.map { String(decoding: $0, as: UTF8.self) } ?? "",
      latitude: latitude, longitude: longitude, elevation: Elevation(low: elevationLow, high: elevationHigh),
      areaKm2: area, kinds: kindNames.map(LandmarkKind.init(rawValue:)),
      description: description.map { String(decoding: $0, as: UTF8.self) } ?? "",
      badge: badge, source: source.isEmpty ? nil : source)
    return (landmark, kindNames)
  }
}

extension CatalogIndex {
  /// Opens the first `count` bytes of an index compiled into the binary as words (see
  /// `EmbeddedBytes`), read in place.
  package init(embedded words: [UInt64], count: Int, name: String) throws {
    guard let storage = IndexStorage(embedded: words, count: count) else {
      throw IndexError.damaged(path: name, reason: "the embedded words hold fewer than \(count) bytes")
    }
    try self.init(storage: storage, path: name)
  }
}
