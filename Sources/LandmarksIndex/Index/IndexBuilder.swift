import Foundation
import LandmarksModels

/// Writes an index (see `IndexLayout`) from places given one at a time, in bounded memory.
///
/// Places are added in any order (`add`); `arrange()` puts them in display order and returns the
/// requests for slugs still to be decided, each with its display position; `setSlug(_:at:)`
/// answers them; `finish` writes the sections. Everything that grows with the number of places
/// (records, strings, the sorted tables) goes through spill files in `folder` past the memory
/// budget, so a 13-million-line dump needs no more memory than a million-line one. Without a
/// folder everything stays in memory.
package final class IndexBuilder {
  private enum Phase {
    case adding, arranged, finished
  }

  private let folder: String?
  private let budget: Int
  private let strings: StringPool
  private let display: ExternalSorter
  private var phase = Phase.adding
  private let scratch = ByteArena(capacity: 1 << 12)
  private let key = ByteArena(capacity: 256)
  private var aligned: [UInt32] = []
  private var unique: [Int] = []
  private var members: [UInt32] = []
  /// Places given a slug after `arrange()`; the others had one from the start.
  private var deferred = 0
  private var slugsSet = 0
  private var records: ByteStore?
  private let destination: String?
  /// Places from which the tables are fed and written on a second thread.
  private let threadsFrom: Int
  private var file: IndexFile?
  private var independent: BackgroundWork<FirstSections>?
  private let ids: ExternalSorter
  private let slugs: ExternalSorter
  private let slugOffsets: ExternalSorter
  private let names: ExternalSorter
  private let words: ExternalSorter
  private let cells: ExternalSorter

  /// How much memory sorting may hold before spilling, when there is a folder to spill to.
  package static let defaultBudget = 96 << 20

  /// A builder spilling to `folder` (the source's staging folder) or, when nil, in memory, that
  /// writes a new file at `destination`, or returns the bytes when nil.
  package convenience init(folder: String?, destination: String? = nil, budget: Int = IndexBuilder.defaultBudget) throws
  {
    try self.init(folder: folder, destination: destination, budget: budget, threadsFrom: 4096)
  }

  /// A builder that uses a second thread from `threadsFrom` places on (tests compare both ways).
  init(folder: String?, destination: String?, budget: Int, threadsFrom: Int) throws {
    self.threadsFrom = threadsFrom
    self.folder = folder
    self.destination = destination
    self.budget = budget
    strings = try StringPool(folder: folder)
    display = ExternalSorter(name: "display", folder: folder, budget: budget / 2)
    ids = ExternalSorter(name: "ids", folder: folder, budget: budget / 16)
    slugs = ExternalSorter(name: "slugs", folder: folder, budget: budget / 8)
    slugOffsets = ExternalSorter(name: "slug-offsets", folder: folder, budget: budget / 16)
    names = ExternalSorter(name: "names", folder: folder, budget: budget / 8)
    words = ExternalSorter(name: "words", folder: folder, budget: budget / 4)
    cells = ExternalSorter(name: "cells", folder: folder, budget: budget / 16)
  }

  /// Places added so far.
  package private(set) var count = 0

  /// Adds a place. Without a slug, `slugRequest` is handed back by `arrange()`: its `key` groups
  /// requests (they come back sorted by key, then in the order they were added) and `payload` is
  /// the caller's.
  package func add(
    _ entry: IndexEntry, slugRequest: (key: UnsafeRawBufferPointer, payload: UnsafeRawBufferPointer)? = nil
  )
    throws
  {
    guard phase == .adding else { throw IndexError.invalidInput(reason: "a place was added after arranging") }
    guard entry.foldedNames.count == entry.alternateNames.count + 1 else {
      throw IndexError.invalidInput(reason: "the folded names of \(entry.id) do not match its names")
    }
    // Names and folded names rarely repeat: they skip the pool's cache; short shared values use it.
    aligned.removeAll(keepingCapacity: true)
    unique.removeAll(keepingCapacity: true)
    for (index, folded) in entry.foldedNames.enumerated() {
      let offset = try strings.offset(of: folded, cached: false)
      aligned.append(offset)
      if !folded.isEmpty, !entry.foldedNames[..<index].contains(folded) { unique.append(index) }
    }
    scratch.removeAll()
    let record = scratch.appendZeros(IndexLayout.recordSize)
    let base = scratch.base + record
    func put<T: FixedWidthInteger>(_ value: T, _ field: Int) {
      (base + field).storeBytes(of: value.littleEndian, as: T.self)
    }
    put(Int64(entry.id), IndexLayout.Field.id)
    put(entry.latitude.bitPattern, IndexLayout.Field.latitude)
    put(entry.longitude.bitPattern, IndexLayout.Field.longitude)
    put((entry.elevation.low ?? .nan).bitPattern, IndexLayout.Field.elevationLow)
    put((entry.elevation.high ?? .nan).bitPattern, IndexLayout.Field.elevationHigh)
    put((entry.areaKm2 ?? .nan).bitPattern, IndexLayout.Field.area)
    put(Int64(entry.importance), IndexLayout.Field.importance)
    let continent = UInt8(Continent.allCases.firstIndex(of: entry.continent) ?? 0)
    put(continent, IndexLayout.Field.continent)
    let country = entry.country.utf8
    put(country.first ?? 0x20, IndexLayout.Field.country)
    put(country.dropFirst().first ?? 0x20, IndexLayout.Field.country + 1)
    put(UInt8(entry.badge == nil ? 0 : 1), IndexLayout.Field.flags)
    if let slug = entry.slug { put(try strings.offset(of: slug, cached: false), IndexLayout.Field.slug) }
    put(try strings.offset(of: entry.name, cached: false), IndexLayout.Field.name)
    put(
      try aligned.withUnsafeBufferPointer { try strings.offset(ofList: $0, cached: false) },
      IndexLayout.Field.foldedNames)
    put(try strings.offset(of: entry.location), IndexLayout.Field.location)
    put(try strings.offset(of: entry.description), IndexLayout.Field.description)
    put(try list(entry.alternateNames), IndexLayout.Field.alternateNames)
    put(try list(entry.kindNames), IndexLayout.Field.kinds)
    put(try strings.offset(of: entry.badge?.id ?? ""), IndexLayout.Field.badgeID)
    put(try strings.offset(of: entry.badge?.symbol.rawValue ?? ""), IndexLayout.Field.badgeSymbol)
    put(try strings.offset(of: entry.badge?.color.rawValue ?? ""), IndexLayout.Field.badgeColor)
    put(try strings.offset(of: entry.source), IndexLayout.Field.source)
    // After the record: how the slug is settled, then the unique folded names for the name tables.
    if let slug = entry.slug {
      scratch.append(UInt8(0))
      append(utf8: slug)
    } else if let slugRequest {
      deferred += 1
      scratch.append(UInt8(1))
      append(slugRequest.key)
      append(slugRequest.payload)
    } else {
      throw IndexError.invalidInput(reason: "the place \(entry.id) has no slug")
    }
    scratch.append(UInt32(unique.count).littleEndian)
    for index in unique {
      scratch.append(aligned[index].littleEndian)
      append(utf8: entry.foldedNames[index])
    }
    key.removeAll()
    key.append(continent)
    if let first = unique.first { key.append(utf8: entry.foldedNames[first]) }
    try display.add(key: key.bytes, tie: Self.order(of: entry.id), payload: scratch.bytes)
    count += 1
  }

  /// The offset of a list of strings, each looked for in the pool's cache.
  private func list(_ items: [String]) throws -> UInt32 {
    members.removeAll(keepingCapacity: true)
    for item in items { members.append(try strings.offset(of: item)) }
    return try members.withUnsafeBufferPointer { try strings.offset(ofList: $0) }
  }

  /// Appends a length-prefixed string to the scratch payload.
  private func append(utf8 text: String) {
    scratch.append(UInt32(text.utf8.count).littleEndian)
    scratch.append(utf8: text)
  }

  /// Appends a length-prefixed byte string to the scratch payload.
  private func append(_ bytes: UnsafeRawBufferPointer) {
    scratch.append(UInt32(bytes.count).littleEndian)
    scratch.append(bytes)
  }

  /// An id as an unsigned number that orders as the id does.
  private static func order(of id: Int) -> UInt64 {
    UInt64(bitPattern: Int64(id)) ^ (1 << 63)
  }

  /// Puts the places in display order (continent, folded name, id) and returns the slug requests
  /// (see `add`), each payload prefixed with the place's display position as a little-endian u32,
  /// each tie the order its place was added in (from 0).
  package func arrange() throws -> ExternalSorter {
    guard phase == .adding else { throw IndexError.invalidInput(reason: "the places were arranged twice") }
    phase = .arranged
    guard count <= Int(UInt32.max) else { throw IndexError.invalidInput(reason: "more places than an index holds") }
    let requests = ExternalSorter(name: "slug-requests", folder: folder, budget: budget / 8)
    let records = try ByteStore(name: "records", folder: folder)
    self.records = records
    let file = try destination.map { try IndexFile(path: $0) }
    self.file = file
    // The id, cell, name and word tables are fed and written by another thread, for large indexes:
    // this one merges the display order and keeps the records and slug requests.
    let sorters = Handoff(value: (ids, names, words, cells))
    let chunks = HandoffChannel<[UInt8]>(capacity: 8)
    let threaded = count >= threadsFrom
    let work: BackgroundWork<FirstSections>? =
      threaded
      ? BackgroundWork {
        let (ids, names, words, cells) = sorters.value
        do {
          while let chunk = chunks.receive() {
            try chunk.withUnsafeBytes { try Self.addTables($0, ids: ids, names: names, words: words, cells: cells) }
          }
        } catch {
          chunks.refuse()
          throw error
        }
        return try Self.writeFirstSections(ids: ids, names: names, words: words, cells: cells, file: file)
      } : nil
    let chunk = ByteArena(capacity: 1 << 18)
    func deliver() throws {
      guard chunk.count > 0 else { return }
      if threaded {
        guard chunks.send(Array(chunk.bytes)) else { throw IndexError.invalidInput(reason: "the table thread stopped") }
      } else {
        try Self.addTables(chunk.bytes, ids: ids, names: names, words: words, cells: cells)
      }
      chunk.removeAll()
    }
    do {
      try mergeDisplayOrder(records: records, requests: requests, chunk: chunk) {
        if chunk.count >= 1 << 18 { try deliver() }
      }
      try deliver()
    } catch {
      chunks.close()
      // The table thread's own failure, if it stopped first, says more than "it stopped".
      if let work, case .failure(let failure) = work.wait() { throw failure }
      throw error
    }
    chunks.close()
    independent =
      work
      ?? BackgroundWork(
        finished: Result {
          try Self.writeFirstSections(ids: ids, names: names, words: words, cells: cells, file: file)
        })
    return requests
  }

  /// Reads the places in display order: writes each record, keeps each slug request (or settled
  /// slug), and appends what the id, cell, name and word tables need to `chunk`, calling `flush`
  /// after each place.
  private func mergeDisplayOrder(
    records: ByteStore, requests: ExternalSorter, chunk: ByteArena, flush: () throws -> Void
  ) throws {
    var position: UInt32 = 0
    let payload = ByteArena(capacity: 256)
    try display.drain { entry in
      guard let start = entry.payload.baseAddress, entry.payload.count >= IndexLayout.recordSize + 1 else {
        throw IndexError.invalidInput(reason: "a sorted entry is cut short")
      }
      var reader = PayloadReader(entry.payload, from: IndexLayout.recordSize)
      try records.append(UnsafeRawBufferPointer(start: start, count: IndexLayout.recordSize))
      payload.removeAll()
      payload.append(position.littleEndian)
      if try reader.byte() == 0 {
        try slugs.add(key: try reader.bytes(), payload: payload.bytes)
      } else {
        let key = try reader.bytes()
        payload.append(try reader.bytes())
        try requests.add(key: key, tie: entry.sequence, payload: payload.bytes)
      }
      // position u32 · id, latitude, longitude (24 bytes as in the record) · the unique names.
      chunk.append(position.littleEndian)
      chunk.append(UnsafeRawBufferPointer(start: start, count: 24))
      chunk.append(UnsafeRawBufferPointer(rebasing: entry.payload[reader.offset...]))
      position += 1
      try flush()
    }
  }

  /// Adds the entries of a chunk `mergeDisplayOrder` wrote to the id, cell, name and word tables.
  private static func addTables(
    _ chunk: UnsafeRawBufferPointer, ids: ExternalSorter, names: ExternalSorter, words: ExternalSorter,
    cells: ExternalSorter
  ) throws {
    var reader = PayloadReader(chunk, from: 0)
    let payload = ByteArena(capacity: 64)
    while !reader.isAtEnd {
      let position = try reader.u32()
      let id = try reader.u64()
      let latitude = Double(bitPattern: try reader.u64())
      let longitude = Double(bitPattern: try reader.u64())
      let tie = UInt64(position)
      payload.removeAll()
      payload.append(position.littleEndian)
      try ids.add(key: order(of: Int(Int64(bitPattern: id))), payload: payload.bytes)
      // The cell entry carries the id and position as the record holds them (the 24 bytes read).
      payload.removeAll()
      payload.append(id.littleEndian)
      payload.append(latitude.bitPattern.littleEndian)
      payload.append(longitude.bitPattern.littleEndian)
      try cells.add(
        key: UInt64(IndexLayout.cell(latitude: latitude, longitude: longitude)), tie: tie, payload: payload.bytes)
      let count = try reader.u32()
      for _ in 0..<count {
        let offset = try reader.u32()
        let name = try reader.bytes()
        payload.removeAll()
        payload.append(offset.littleEndian)
        try names.add(key: name, tie: tie, payload: payload.bytes)
        payload.append(UInt32(0))
        for wordStart in 0..<name.count where wordStart == 0 || name[wordStart - 1] == 0x20 {
          (payload.base + 4).storeBytes(of: UInt32(wordStart).littleEndian, as: UInt32.self)
          try words.add(key: UnsafeRawBufferPointer(rebasing: name[wordStart...]), tie: tie, payload: payload.bytes)
        }
      }
    }
  }

  /// Gives the place at display `position` the slug of these bytes (a request `arrange()` returned).
  package func setSlug(bytes slug: UnsafeRawBufferPointer, at position: Int) throws {
    guard phase == .arranged else { throw IndexError.invalidInput(reason: "a slug was set before arranging") }
    guard position >= 0, position < count else { throw IndexError.invalidInput(reason: "no place at \(position)") }
    let offset = try strings.offset(ofBytes: slug, cached: false)
    var positionValue = UInt32(position).littleEndian
    try withUnsafeBytes(of: &positionValue) { positionBytes in
      try slugs.add(key: slug, payload: positionBytes)
    }
    var offsetValue = offset.littleEndian
    try withUnsafeBytes(of: &offsetValue) { offsetBytes in
      try slugOffsets.add(key: UInt64(position), payload: offsetBytes)
    }
    slugsSet += 1
  }

  /// Gives the place at display `position` its slug (a request `arrange()` returned).
  package func setSlug(_ slug: String, at position: Int) throws {
    guard phase == .arranged else { throw IndexError.invalidInput(reason: "a slug was set before arranging") }
    guard position >= 0, position < count else { throw IndexError.invalidInput(reason: "no place at \(position)") }
    let offset = try strings.offset(of: slug, cached: false)
    var slug = slug
    try slug.withUTF8 { slugBytes in
      try withUnsafeBytes(of: UInt32(position).littleEndian) { positionBytes in
        try slugs.add(key: UnsafeRawBufferPointer(slugBytes), payload: positionBytes)
      }
    }
    try withUnsafeBytes(of: offset.littleEndian) { offsetBytes in
      try slugOffsets.add(key: UInt64(position), payload: offsetBytes)
    }
    slugsSet += 1
  }

  /// Writes the index to `destination` (synced), or returns its bytes when there is none.
  /// Throws `IndexError.invalidInput` when two places share an id or a slug.
  @discardableResult
  package func finish() throws -> [UInt8]? {
    if phase == .adding { _ = try arrange() }
    guard phase == .arranged, let records, let independent else {
      throw IndexError.invalidInput(reason: "the index was finished twice")
    }
    phase = .finished
    guard slugsSet == deferred else {
      throw IndexError.invalidInput(reason: "\(deferred - slugsSet) places have no slug")
    }
    let first = try independent.wait().get()
    let count = self.count
    let sink = IndexSink(
      file: file, start: IndexLayout.sectionsStart + first.size, seed: first.checksum, checksumThread: true)
    // Records, with the slugs decided after arranging put in place.
    let recordsStart = try sink.beginSection()
    let reader = try records.makeReader()
    var copied = 0
    try slugOffsets.drain { entry in
      let position = Int(Self.number(entry.key))
      guard position >= copied, position < count, entry.payload.count == 4 else {
        throw IndexError.invalidInput(reason: "a slug was set twice")
      }
      while copied < position {
        try sink.append(try reader.next(IndexLayout.recordSize))
        copied += 1
      }
      var record = Array(try reader.next(IndexLayout.recordSize))
      guard record.count == IndexLayout.recordSize else { throw IndexError.invalidInput(reason: "a record is missing") }
      for index in 0..<4 { record[IndexLayout.Field.slug + index] = entry.payload[index] }
      try record.withUnsafeBytes { try sink.append($0) }
      copied += 1
    }
    while copied < count {
      try sink.append(try reader.next(IndexLayout.recordSize))
      copied += 1
    }
    let recordsEnd = sink.offset
    let stringsStart = try sink.beginSection()
    try strings.read { try sink.append($0) }
    let slugsStart = try sink.beginSection()
    var previousSlug: [UInt8]?
    try slugs.drain { entry in
      if let previousSlug, entry.key.elementsEqual(previousSlug) {
        throw IndexError.invalidInput(reason: "the slug \(String(decoding: entry.key, as: UTF8.self)) is used twice")
      }
      previousSlug = Array(entry.key)
      try sink.append(entry.payload)
    }
    let end = sink.offset
    let second = try sink.finish()
    let sections: [Range<Int>] = [
      recordsStart..<recordsEnd, stringsStart..<(stringsStart + strings.size), first.ids,
      slugsStart..<end, first.names, first.words, first.cells, first.cellStarts, first.nameSample, first.wordSample,
    ]
    let header = Self.header(sections: sections, count: count, checksum: sink.checksum)
    guard let file else { return header + (first.bytes ?? []) + (second ?? []) }
    try header.withUnsafeBytes { try file.write($0, at: 0) }
    try file.sync()
    return nil
  }

  /// The sections that do not wait for slugs (all but records, strings and slugs), written first in the
  /// file: on another thread while the caller settles slugs, for large indexes.
  private struct FirstSections: Sendable {
    var ids: Range<Int>
    var names: Range<Int>
    var words: Range<Int>
    var cells: Range<Int>
    var cellStarts: Range<Int>
    var nameSample: Range<Int>
    var wordSample: Range<Int>
    var size: Int
    var checksum: UInt64
    var bytes: [UInt8]?
  }

  /// Writes the ids, names, words, cells, cell starts and sample sections from the start of the body.
  private static func writeFirstSections(
    ids: ExternalSorter, names: ExternalSorter, words: ExternalSorter, cells: ExternalSorter, file: IndexFile?
  ) throws -> FirstSections {
    let sink = IndexSink(file: file, start: IndexLayout.sectionsStart)
    let idsStart = try sink.beginSection()
    var previous: UInt64?
    try ids.drain { entry in
      let order = Self.number(entry.key)
      if order == previous {
        throw IndexError.invalidInput(reason: "the id \(Int64(bitPattern: order ^ (1 << 63))) is used twice")
      }
      previous = order
      try sink.append(entry.payload)
    }
    let idsEnd = sink.offset
    let namesStart = try sink.beginSection()
    var nameSample = ByteBuffer()
    var sampled = 0
    try names.drain { entry in
      if sampled % IndexLayout.sampleInterval == 0 { Self.appendSample(entry.key, to: &nameSample) }
      sampled += 1
      try sink.append(entry.payload)
      try sink.append(UInt32(truncatingIfNeeded: entry.tie))
    }
    let namesEnd = sink.offset
    let wordsStart = try sink.beginSection()
    var wordSample = ByteBuffer()
    sampled = 0
    try words.drain { entry in
      if sampled % IndexLayout.sampleInterval == 0 { Self.appendSample(entry.key, to: &wordSample) }
      sampled += 1
      try sink.append(entry.payload)
      try sink.append(UInt32(truncatingIfNeeded: entry.tie))
    }
    let wordsEnd = sink.offset
    let cellsStart = try sink.beginSection()
    var perCell = [UInt32](repeating: 0, count: IndexLayout.cellCount)
    try cells.drain { entry in
      let cell = Int(Self.number(entry.key))
      guard cell < perCell.count, entry.payload.count == 24 else {
        throw IndexError.invalidInput(reason: "a cell entry is out of the grid")
      }
      perCell[cell] += 1
      try sink.append(UInt32(truncatingIfNeeded: entry.tie))
      try sink.append(entry.payload)
    }
    let cellsEnd = sink.offset
    let cellStartsStart = try sink.beginSection()
    let placed = perCell.reduce(0) { $0 + Int($1) }
    if placed >= IndexLayout.cellDirectoryThreshold {
      var start: UInt32 = 0
      for count in perCell {
        try sink.append(start)
        start &+= count
      }
      try sink.append(start)
    }
    let cellStartsEnd = sink.offset
    let nameSampleStart = try sink.beginSection()
    try nameSample.bytes.withUnsafeBytes { try sink.append($0) }
    let nameSampleEnd = sink.offset
    let wordSampleStart = try sink.beginSection()
    try wordSample.bytes.withUnsafeBytes { try sink.append($0) }
    let end = sink.offset
    let bytes = try sink.finish()
    return FirstSections(
      ids: idsStart..<idsEnd, names: namesStart..<namesEnd, words: wordsStart..<wordsEnd,
      cells: cellsStart..<cellsEnd, cellStarts: cellStartsStart..<cellStartsEnd,
      nameSample: nameSampleStart..<nameSampleEnd, wordSample: wordSampleStart..<end,
      size: end - IndexLayout.sectionsStart, checksum: sink.checksum, bytes: bytes)
  }

  /// Appends a sample entry for a sorted key: its length, then its first bytes, zero-padded.
  private static func appendSample(_ key: UnsafeRawBufferPointer, to sample: inout ByteBuffer) {
    sample.append(UInt32(truncatingIfNeeded: key.count))
    let kept = min(key.count, IndexLayout.samplePrefix)
    sample.bytes += key.prefix(kept)
    sample.bytes += repeatElement(0, count: IndexLayout.samplePrefix - kept)
  }

  /// A key written by `ExternalSorter.add(key: UInt64 ...)`, read back.
  private static func number(_ key: UnsafeRawBufferPointer) -> UInt64 {
    guard key.count == 8, let start = key.baseAddress else { return 0 }
    return UInt64(bigEndian: start.loadUnaligned(as: UInt64.self))
  }

  /// Header and section table for `sections` (file offsets, in `IndexLayout.Section` order).
  private static func header(sections: [Range<Int>], count: Int, checksum: UInt64) -> [UInt8] {
    var header = ByteBuffer()
    header.bytes += IndexLayout.magic
    header.append(IndexLayout.version)
    header.append(UInt32(count))
    header.append(UInt32(sections.count))
    header.append(UInt32(0))
    header.append(checksum)
    for section in sections {
      header.append(UInt64(section.lowerBound))
      header.append(UInt64(section.count))
    }
    return header.bytes
  }
}
