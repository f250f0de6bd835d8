import Foundation
import LandmarksModels

/// Writes an index (see `IndexLayout`) from places given one at a time, in bounded memory.
///
/// Places are added in any order (`add`); `arrange()` puts them in display order and returns the
/// requests for slugs still to be decided, each with its display position; `setSlug(_:at:)`
/// answers them; `finish` writes the sections. Everything that grows with the number of places
/// (records, the sorted tables) goes through spill files in `folder` past the memory
/// budget, so a 13-million-line dump needs no more memory than a million-line one. Without a
/// folder everything stays in memory.
package final class IndexBuilder {
  private enum Phase {
    case adding, arranged, finished
  }

  private let folder: String?
  private let budget: Int
  private let shared = SharedValues()
  private let display: ExternalSorter
  private var phase = Phase.adding
  private let scratch = ByteArena(capacity: 1 << 12)
  private let key = ByteArena(capacity: 256)
  /// Places given a slug after `arrange()`; the others had one from the start.
  private var deferred = 0
  private var slugsSet = 0
  private var records: ByteStore?
  private let destination: String?
  /// Places from which the tables are fed and written on a second thread.
  private let threadsFrom: Int
  private var file: IndexFile?
  private var independent: BackgroundWork<FirstSections>?
  /// Slugs set after arranging, gathered for the thread that sorts them, for large indexes: the
  /// caller deciding slugs and the sorting of what it decided share the two cores.
  private let slugChunk = ByteArena(capacity: 1 << 16)
  private var slugChannel: HandoffChannel<[UInt8]>?
  private var slugWork: BackgroundWork<Void>?
  private let ids: ExternalSorter
  private let slugs: ExternalSorter
  private let lateSlugs: ExternalSorter
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
    display = ExternalSorter(name: "display", folder: folder, budget: budget / 2)
    ids = ExternalSorter(name: "ids", folder: folder, budget: budget / 16)
    slugs = ExternalSorter(name: "slugs", folder: folder, budget: budget / 8)
    lateSlugs = ExternalSorter(name: "late-slugs", folder: folder, budget: budget / 16)
    names = ExternalSorter(name: "names", folder: folder, budget: budget / 8)
    words = ExternalSorter(name: "words", folder: folder, budget: budget / 4)
    cells = ExternalSorter(name: "cells", folder: folder, budget: budget / 16)
  }

  deinit {
    // A builder given up before `finish` (an import that failed after arranging) lets its slug
    // thread end and waits for its threads, which write into the folder the caller then removes.
    slugChannel?.close()
    _ = slugWork?.wait()
    _ = independent?.wait()
  }

  /// Places added so far.
  package var count: Int { placeCount }
  /// What `count` reads: private, so that its uses here (a few a place) need no exclusivity check
  /// at run time.
  private var placeCount = 0

  /// Adds a place. Without a slug, `slugRequest` is handed back by `arrange()`: its `key` groups
  /// requests (they come back sorted by key, then in the order they were added) and `payload` is
  /// the caller's.
  package func add(
    _ entry: IndexEntry, slugRequest: (key: UnsafeRawBufferPointer, payload: UnsafeRawBufferPointer)? = nil
  )
    throws
  {
    try add(
      id: entry.id, slug: entry.slug, name: entry.name, alternateNames: entry.alternateNames,
      foldedNames: entry.foldedNames, continent: entry.continent, country: entry.country, location: entry.location,
      description: entry.description, latitude: entry.latitude, longitude: entry.longitude,
      elevation: entry.elevation, areaKm2: entry.areaKm2, kindNames: entry.kindNames, badge: entry.badge,
      source: entry.source, importance: entry.importance, slugRequest: slugRequest)
  }

  /// Adds a place given as the parts of an `IndexEntry` (see `add(_:slugRequest:)`): the caller
  /// lends them, so no entry is built, copied and destroyed for each place.
  package func add(
    id: Int, slug: String?, name: String, alternateNames: [String], foldedNames: [String], continent: Continent,
    country: String, location: String, description: String, latitude: Double, longitude: Double,
    elevation: Elevation, areaKm2: Double?, kindNames: [String], badge: Badge?, source: String, importance: Int,
    slugRequest: (key: UnsafeRawBufferPointer, payload: UnsafeRawBufferPointer)?
  ) throws {
    guard phase == .adding else { throw IndexError.invalidInput(reason: "a place was added after arranging") }
    guard foldedNames.count == alternateNames.count + 1 else {
      throw IndexError.invalidInput(reason: "the folded names of \(id) do not match its names")
    }
    let scratch = self.scratch
    scratch.removeAll()
    // id, latitude and longitude as they are, for the id and cell tables, then the record's length.
    scratch.append(UInt64(bitPattern: Int64(id)).littleEndian)
    scratch.append(latitude.bitPattern.littleEndian)
    scratch.append(longitude.bitPattern.littleEndian)
    let lengthAt = scratch.appendZeros(4)
    let continentCode = Self.code(of: continent)
    appendRecord(
      id: id, name: name, alternateNames: alternateNames, foldedNames: foldedNames, continent: continentCode,
      country: country, location: location, description: description, latitude: latitude, longitude: longitude,
      elevation: elevation, areaKm2: areaKm2, kindNames: kindNames, badge: badge, source: source,
      importance: importance, to: scratch)
    let length = scratch.count - lengthAt - 4
    (scratch.base + lengthAt).storeBytes(of: UInt32(length).littleEndian, as: UInt32.self)
    // After the record: how the slug is settled, then the unique folded names for the name tables,
    // save the first, which the key holds.
    if let slug {
      scratch.append(UInt8(0))
      append(utf8: slug)
    } else if let slugRequest {
      deferred += 1
      scratch.append(UInt8(1))
      append(slugRequest.key)
      append(slugRequest.payload)
    } else {
      throw IndexError.invalidInput(reason: "the place \(id) has no slug")
    }
    // The indexes of the unique folded names, on the stack: an array kept in the builder would be
    // checked for exclusive access at each change.
    try withUnsafeTemporaryAllocation(of: Int.self, capacity: foldedNames.count) { unique in
      var uniqueCount = 0
      for (index, folded) in foldedNames.enumerated()
      where !folded.isEmpty && !foldedNames[..<index].contains(folded) {
        unique[uniqueCount] = index
        uniqueCount += 1
      }
      scratch.append(UInt32(uniqueCount).littleEndian)
      if uniqueCount > 1 {
        for rank in 1..<uniqueCount { append(utf8: foldedNames[unique[rank]]) }
      }
      let key = self.key
      key.removeAll()
      key.append(continentCode)
      if uniqueCount > 0 { key.append(utf8: foldedNames[unique[0]]) }
      try display.add(key: key.bytes, tie: Self.order(of: id), payload: scratch.bytes)
    }
    placeCount += 1
  }

  /// The number a continent is written as: its place in `Continent.allCases`.
  private static func code(of continent: Continent) -> UInt8 {
    switch continent {
    case .asia: 0
    case .africa: 1
    case .antarctica: 2
    case .australiaOceania: 3
    case .europe: 4
    case .northAmerica: 5
    case .southAmerica: 6
    }
  }

  /// Appends the record of a place (see `IndexLayout`), without its slug, to `scratch`.
  private func appendRecord(
    id: Int, name: String, alternateNames: [String], foldedNames: [String], continent: UInt8, country: String,
    location: String, description: String, latitude rawLatitude: Double, longitude rawLongitude: Double,
    elevation: Elevation, areaKm2: Double?, kindNames: [String], badge: Badge?, source: String, importance: Int,
    to scratch: ByteArena
  ) {
    let latitude = IndexLayout.scaled(rawLatitude)
    let longitude = IndexLayout.scaled(rawLongitude)
    let folded = foldedNames.first ?? ""
    var flags: UInt8 = 0
    if latitude == nil || longitude == nil { flags |= IndexLayout.RecordFlag.rawCoordinates }
    // An unknown measure (nil, or NaN as some sources say it) is read back as nil.
    let low = Self.known(elevation.low)
    let high = Self.known(elevation.high)
    let area = Self.known(areaKm2)
    if low != nil { flags |= IndexLayout.RecordFlag.elevationLow }
    if high != nil { flags |= IndexLayout.RecordFlag.elevationHigh }
    if area != nil { flags |= IndexLayout.RecordFlag.area }
    if !location.isEmpty { flags |= IndexLayout.RecordFlag.location }
    if !description.isEmpty { flags |= IndexLayout.RecordFlag.description }
    if !alternateNames.isEmpty { flags |= IndexLayout.RecordFlag.alternates }
    let foldedIsName = folded == name
    if foldedIsName { flags |= IndexLayout.RecordFlag.foldedIsName }
    scratch.append(flags)
    scratch.appendSigned(Int64(id))
    scratch.append(continent)
    // The code's two letters, or spaces where it is shorter: read from the text's bytes, where a
    // view's dropFirst costs a hundred instructions a place.
    let letters =
      country.utf8.withContiguousStorageIfAvailable { bytes in
        (bytes.first ?? 0x20, bytes.count > 1 ? bytes[1] : 0x20)
      } ?? (country.utf8.first ?? 0x20, country.utf8.dropFirst().first ?? 0x20)
    scratch.append(letters.0)
    scratch.append(letters.1)
    if let latitude, let longitude {
      scratch.appendSigned(latitude)
      scratch.appendSigned(longitude)
    } else {
      scratch.append(rawLatitude.bitPattern.littleEndian)
      scratch.append(rawLongitude.bitPattern.littleEndian)
    }
    scratch.appendSigned(Int64(importance))
    if let low { scratch.append(low.bitPattern.littleEndian) }
    if let high { scratch.append(high.bitPattern.littleEndian) }
    if let area { scratch.append(area.bitPattern.littleEndian) }
    shared.append(kindNames: kindNames, source: source, badge: badge, to: scratch)
    scratch.appendText(name)
    if !foldedIsName { scratch.appendText(folded) }
    if !location.isEmpty { scratch.appendText(location) }
    if !description.isEmpty { scratch.appendText(description) }
    if !alternateNames.isEmpty {
      scratch.appendVarint(UInt64(alternateNames.count))
      for (alternate, folded) in zip(alternateNames, foldedNames.dropFirst()) {
        scratch.appendText(alternate)
        if folded == alternate {
          scratch.appendVarint(0)
        } else {
          scratch.appendVarint(UInt64(folded.utf8.count) + 1)
          scratch.append(utf8: folded)
        }
      }
    }
  }

  /// A measure, or nil when it is unknown (nil or NaN).
  private static func known(_ value: Double?) -> Double? {
    value?.isNaN == false ? value : nil
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
    // The id, name and word tables are fed and written by another thread, for large indexes: this
    // one merges the display order, keeps the records and slug requests, and feeds the cell table,
    // which the other thread writes once the chunks end (the channel's closing orders the two).
    let sorters = Handoff(value: (ids, names, words, cells))
    let folder = self.folder
    let chunks = HandoffChannel<[UInt8]>(capacity: 8)
    let threaded = count >= threadsFrom
    let work: BackgroundWork<FirstSections>? =
      threaded
      ? BackgroundWork {
        let (ids, names, words, cells) = sorters.value
        do {
          while let chunk = chunks.receive() {
            try chunk.withUnsafeBytes { try Self.addTables($0, ids: ids, names: names, words: words) }
          }
        } catch {
          chunks.refuse()
          throw error
        }
        return try Self.writeFirstSections(
          ids: ids, names: names, words: words, cells: cells, file: file, folder: folder, cellsApart: true)
      } : nil
    let chunk = ByteArena(capacity: 1 << 18)
    func deliver() throws {
      guard chunk.count > 0 else { return }
      if threaded {
        guard chunks.send(Array(chunk.bytes)) else { throw IndexError.invalidInput(reason: "the table thread stopped") }
      } else {
        try Self.addTables(chunk.bytes, ids: ids, names: names, words: words)
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
          try Self.writeFirstSections(
            ids: ids, names: names, words: words, cells: cells, file: file, folder: folder, cellsApart: false)
        })
    if threaded {
      // Started only now: the settled slugs the merge added come first in the slug sort, as
      // without a thread.
      let slugChannel = HandoffChannel<[UInt8]>(capacity: 8)
      let slugSorters = Handoff(value: (slugs, lateSlugs))
      slugWork = BackgroundWork {
        let (slugs, lateSlugs) = slugSorters.value
        do {
          while let chunk = slugChannel.receive() {
            try chunk.withUnsafeBytes { try Self.addSlugs($0, slugs: slugs, lateSlugs: lateSlugs) }
          }
        } catch {
          slugChannel.refuse()
          throw error
        }
      }
      self.slugChannel = slugChannel
    }
    return requests
  }

  /// Reads the places in display order: writes each record, keeps each slug request (or settled
  /// slug), adds each cell entry, and appends what the id, name and word tables need to `chunk`,
  /// calling `flush` after each place.
  private func mergeDisplayOrder(
    records: ByteStore, requests: ExternalSorter, chunk: ByteArena, flush: () throws -> Void
  ) throws {
    var position: UInt32 = 0
    let payload = ByteArena(capacity: 256)
    try display.drain { entry in
      var reader = PayloadReader(entry.payload, from: 24)
      _ = try reader.bytes()
      guard let start = entry.payload.baseAddress else {
        throw IndexError.invalidInput(reason: "a sorted entry is cut short")
      }
      // The record as the store keeps it: u32 length · record · settled slug (u32 length + bytes)
      // or u32.max when the slug comes later. The payload holds the record, and a settled slug,
      // with their lengths just so.
      try records.append(UnsafeRawBufferPointer(rebasing: entry.payload[24..<reader.offset]))
      payload.removeAll()
      payload.append(position.littleEndian)
      if try reader.byte() == 0 {
        let slugStart = reader.offset
        let slug = try reader.bytes()
        try records.append(UnsafeRawBufferPointer(rebasing: entry.payload[slugStart..<reader.offset]))
        try slugs.add(key: slug, payload: payload.bytes)
      } else {
        try records.append(UInt32.max)
        let key = try reader.bytes()
        payload.append(try reader.bytes())
        try requests.add(key: key, tie: entry.sequence, payload: payload.bytes)
      }
      // The cell entry is added here, the rest on the table thread, which has more to add per place
      // than this one has to merge: id, latitude and longitude as the payload holds them.
      try Self.addCell(UnsafeRawBufferPointer(start: start, count: 24), position: position, cells: cells)
      // position u32 · id (8 bytes) · the unique names, the first of which is the key's after its
      // continent byte.
      chunk.append(position.littleEndian)
      chunk.append(UnsafeRawBufferPointer(start: start, count: 8))
      let names = try reader.u32()
      chunk.append(names.littleEndian)
      if names > 0 {
        let first = UnsafeRawBufferPointer(rebasing: entry.key.dropFirst())
        chunk.append(UInt32(first.count).littleEndian)
        chunk.append(first)
      }
      chunk.append(UnsafeRawBufferPointer(rebasing: entry.payload[reader.offset...]))
      position += 1
      try flush()
    }
  }

  /// Adds the cell entry of the place at `position`, whose id, latitude and longitude (24 bytes,
  /// little-endian) are `place`: the entry carries them as they are.
  private static func addCell(_ place: UnsafeRawBufferPointer, position: UInt32, cells: ExternalSorter) throws {
    let latitude = Double(bitPattern: UInt64(littleEndian: place.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    let longitude = Double(bitPattern: UInt64(littleEndian: place.loadUnaligned(fromByteOffset: 16, as: UInt64.self)))
    try cells.add(
      key: UInt64(IndexLayout.cell(latitude: latitude, longitude: longitude)), tie: UInt64(position), payload: place)
  }

  /// Adds the entries of a chunk `mergeDisplayOrder` wrote to the id, name and word tables.
  private static func addTables(
    _ chunk: UnsafeRawBufferPointer, ids: ExternalSorter, names: ExternalSorter, words: ExternalSorter
  ) throws {
    var reader = PayloadReader(chunk, from: 0)
    while !reader.isAtEnd {
      let start = reader.offset
      let position = try reader.u32()
      let id = try reader.u64()
      let tie = UInt64(position)
      // The id entry carries the position as the chunk holds it (little-endian): passed in place.
      try ids.add(
        key: order(of: Int(Int64(bitPattern: id))),
        payload: UnsafeRawBufferPointer(rebasing: chunk[start..<(start + 4)]))
      let count = try reader.u32()
      for _ in 0..<count {
        let name = try reader.bytes()
        try names.add(key: name, tie: tie, payload: UnsafeRawBufferPointer(start: nil, count: 0))
        for wordStart in 0..<name.count where wordStart == 0 || name[wordStart - 1] == 0x20 {
          try words.add(
            key: UnsafeRawBufferPointer(rebasing: name[wordStart...]), tie: tie,
            payload: UnsafeRawBufferPointer(start: nil, count: 0))
        }
      }
    }
  }

  /// Gives the place at display `position` the slug of these bytes (a request `arrange()` returned).
  package func setSlug(bytes slug: UnsafeRawBufferPointer, at position: Int) throws {
    guard phase == .arranged else { throw IndexError.invalidInput(reason: "a slug was set before arranging") }
    guard position >= 0, position < count else { throw IndexError.invalidInput(reason: "no place at \(position)") }
    slugsSet += 1
    let chunk = slugChunk
    chunk.append(UInt32(position).littleEndian)
    chunk.append(UInt32(slug.count).littleEndian)
    chunk.append(slug)
    if slugChannel == nil || chunk.count >= 1 << 16 { try deliverSlugs() }
  }

  /// Hands the slugs gathered to the slug thread, or sorts them here when there is none.
  private func deliverSlugs() throws {
    guard slugChunk.count > 0 else { return }
    defer { slugChunk.removeAll() }
    guard let slugChannel else {
      try Self.addSlugs(slugChunk.bytes, slugs: slugs, lateSlugs: lateSlugs)
      return
    }
    guard slugChannel.send(Array(slugChunk.bytes)) else {
      // The thread's own failure says more than "it stopped".
      if let slugWork, case .failure(let failure) = slugWork.wait() { throw failure }
      throw IndexError.invalidInput(reason: "the slug thread stopped")
    }
  }

  /// Adds the slugs of a chunk `setSlug` wrote (position u32 · length u32 · bytes, each) to the
  /// slug table and to the late slugs the records are finished with.
  private static func addSlugs(
    _ chunk: UnsafeRawBufferPointer, slugs: ExternalSorter, lateSlugs: ExternalSorter
  ) throws {
    var reader = PayloadReader(chunk, from: 0)
    while !reader.isAtEnd {
      let position = try reader.u32()
      let slug = try reader.bytes()
      var positionValue = position.littleEndian
      try withUnsafeBytes(of: &positionValue) { positionBytes in
        try slugs.add(key: slug, payload: positionBytes)
      }
      try lateSlugs.add(key: UInt64(position), payload: slug)
    }
  }

  /// Waits for the slug thread to sort every slug set.
  private func settleSlugs() throws {
    try deliverSlugs()
    guard let slugChannel, let slugWork else { return }
    slugChannel.close()
    self.slugChannel = nil
    self.slugWork = nil
    try slugWork.wait().get()
  }

  /// Gives the place at display `position` its slug (a request `arrange()` returned).
  package func setSlug(_ slug: String, at position: Int) throws {
    var slug = slug
    try slug.withUTF8 { try setSlug(bytes: UnsafeRawBufferPointer($0), at: position) }
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
    try settleSlugs()
    // The slug table is sorted out on another thread, for large indexes, while this one copies the
    // records.
    let slugSorter = Handoff(value: slugs)
    let folder = self.folder
    let slugTable =
      count >= threadsFrom
      ? BackgroundWork { Handoff(value: try Self.slugTable(slugSorter.value, folder: folder)) }
      : BackgroundWork(finished: Result { Handoff(value: try Self.slugTable(slugSorter.value, folder: folder)) })
    let first: FirstSections
    do {
      first = try independent.wait().get()
    } catch {
      _ = slugTable.wait()
      throw error
    }
    let count = self.count
    let sink = IndexSink(
      file: file, start: IndexLayout.sectionsStart + first.size, seed: first.checksum, checksumThread: true)
    // Records, each ended with its slug, the slugs decided after arranging put in place.
    let recordsStart = try sink.beginSection()
    let offsets = try ByteStore(name: "offsets", folder: folder)
    let reader = try records.makeReader()
    // Records copied so far, behind a pointer: a variable captured by both closures below would be
    // checked for exclusive access at every use.
    let copied = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    copied.initialize(to: 0)
    defer { copied.deallocate() }
    /// Copies the next record; its slug is `late` when it was decided after arranging.
    func copyRecord(late: UnsafeRawBufferPointer?) throws {
      let recordOffset = sink.offset - recordsStart
      guard recordOffset <= Int(UInt32.max) else {
        throw IndexError.invalidInput(reason: "their records pass the 4 GB an index holds")
      }
      try offsets.append(UInt32(recordOffset))
      let length = try Self.storedLength(reader)
      // The record and the u32 after it, which says how its slug is stored, in one piece.
      let stored = try reader.next(length + 4)
      guard stored.count == length + 4, let record = stored.baseAddress else {
        throw IndexError.invalidInput(reason: "a record is missing")
      }
      let slugCount = stored.loadUnaligned(fromByteOffset: length, as: UInt32.self).littleEndian
      if slugCount == UInt32.max {
        guard let late else { throw IndexError.invalidInput(reason: "a place has no slug") }
        try Self.write(record: record, length: length, slug: late, to: sink)
      } else {
        guard late == nil else { throw IndexError.invalidInput(reason: "a slug was set twice") }
        // The record's bytes go before the slug is read: reading may move them.
        try sink.append(UnsafeRawBufferPointer(start: record, count: length))
        let slug = try reader.next(Int(slugCount))
        guard slug.count == Int(slugCount) else { throw IndexError.invalidInput(reason: "a record is missing") }
        try sink.write(upTo: slug.count + Varint.maximumSize) { Varint.writeText(slug, at: $0) }
      }
      copied.pointee += 1
    }
    do {
      try lateSlugs.drain { entry in
        let position = Int(Self.number(entry.key))
        guard position >= copied.pointee, position < count else {
          throw IndexError.invalidInput(reason: "a slug was set twice")
        }
        while copied.pointee < position { try copyRecord(late: nil) }
        try copyRecord(late: entry.payload)
      }
      while copied.pointee < count { try copyRecord(late: nil) }
    } catch {
      _ = slugTable.wait()
      throw error
    }
    let recordsEnd = sink.offset
    let offsetsStart = try sink.beginSection()
    try offsets.read { try sink.append($0) }
    let offsetsEnd = sink.offset
    let sharedStart = try sink.beginSection()
    try shared.section.withUnsafeBytes { try sink.append($0) }
    let sharedEnd = sink.offset
    let table = try slugTable.wait().get().value
    let slugsStart = try sink.beginSection()
    try table.positions.read { try sink.append($0) }
    let slugsEnd = sink.offset
    let slugKeysStart = try sink.beginSection()
    try table.keys.read { try sink.append($0) }
    let slugKeysEnd = sink.offset
    let slugSampleStart = try sink.beginSection()
    try table.writer.sample.bytes.withUnsafeBytes { try sink.append($0) }
    let slugSampleEnd = sink.offset
    let slugTopStart = try sink.beginSection()
    let slugTop = IndexDictionaryWriter.top(
      of: table.writer.sample.bytes, entrySize: IndexLayout.sampleEntrySize, stride: IndexLayout.slugTopStride)
    try slugTop.withUnsafeBytes { try sink.append($0) }
    let end = sink.offset
    let second = try sink.finish()
    let sections: [Range<Int>] = [
      recordsStart..<recordsEnd, offsetsStart..<offsetsEnd, first.ids, slugsStart..<slugsEnd, first.names,
      first.words, first.cells, first.cellDirectory, first.nameSample, first.wordSample, sharedStart..<sharedEnd,
      slugKeysStart..<slugKeysEnd, slugSampleStart..<slugSampleEnd, slugTopStart..<end, first.idSample, first.idTop,
    ]
    let header = Self.header(sections: sections, count: count, checksum: sink.checksum)
    guard let file else { return header + (first.bytes ?? []) + (second ?? []) }
    try header.withUnsafeBytes { try file.write($0, at: 0) }
    try file.sync()
    return nil
  }

  /// The slug section (each slug's record position, in slug order) and the slug keys section with
  /// its sample, not yet in the file.
  private struct SlugTable {
    var positions: ByteStore
    var keys: ByteStore
    var writer: IndexDictionaryWriter
  }

  /// Reads every slug back in order into a `SlugTable`; throws when two places share a slug.
  private static func slugTable(_ slugs: ExternalSorter, folder: String?) throws -> SlugTable {
    let positions = try ByteStore(name: "slug-positions", folder: folder)
    let keys = try ByteStore(name: "slug-keys", folder: folder)
    var writer = IndexDictionaryWriter()
    let previous = ByteArena(capacity: 256)
    var first = true
    try slugs.drain { entry in
      if !first, Self.sameBytes(entry.key, previous.bytes) {
        throw IndexError.invalidInput(reason: "the slug \(String(decoding: entry.key, as: UTF8.self)) is used twice")
      }
      first = false
      previous.removeAll()
      previous.append(entry.key)
      try writer.append(key: entry.key, to: keys)
      try positions.append(entry.payload)
    }
    return SlugTable(positions: positions, keys: keys, writer: writer)
  }

  /// Writes a record of `length` bytes at `record`, then its slug, to `sink` in one piece.
  @inline(__always)
  private static func write(
    record: UnsafeRawPointer, length: Int, slug: UnsafeRawBufferPointer, to sink: IndexSink
  ) throws {
    try sink.write(upTo: length + slug.count + Varint.maximumSize) { target in
      target.copyMemory(from: record, byteCount: length)
      return length + Varint.writeText(slug, at: target + length)
    }
  }

  /// Whether two byte strings are equal, compared in one call rather than a byte at a time.
  private static func sameBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    return memcmp(left, right, lhs.count) == 0
  }

  /// The u32 length that starts a record in the store.
  private static func storedLength(_ reader: ByteStore.Reader) throws -> Int {
    let bytes = try reader.next(4)
    guard bytes.count == 4 else { throw IndexError.invalidInput(reason: "a record is missing") }
    return Int(bytes.loadUnaligned(as: UInt32.self).littleEndian)
  }

  /// The sections that do not wait for slugs (all but records, offsets, shared and slugs), written
  /// first in the file: on another thread while the caller settles slugs, for large indexes.
  private struct FirstSections: Sendable {
    var ids: Range<Int>
    var names: Range<Int>
    var words: Range<Int>
    var cells: Range<Int>
    var cellDirectory: Range<Int>
    var nameSample: Range<Int>
    var wordSample: Range<Int>
    var idSample: Range<Int>
    var idTop: Range<Int>
    var size: Int
    var checksum: IndexChecksum
    var bytes: [UInt8]?
  }

  /// The cell section (see `IndexLayout`), made apart from the file: its bytes, and its directory,
  /// whose offsets count from the section's start.
  private struct CellSection {
    var bytes: ByteStore
    var directory: ByteBuffer
  }

  /// Reads the cell entries back in order into a `CellSection`, spilling to `folder`.
  private static func cellSection(_ cells: ExternalSorter, folder: String?) throws -> CellSection {
    let bytes = try ByteStore(name: "cell-section", folder: folder)
    // Entries are encoded into a chunk held in locals, handed to the store as it fills.
    let chunkSize = 1 << 16
    let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { chunk.deallocate() }
    var used = 0
    var stored = 0
    var directory = ByteBuffer()
    var currentCell: UInt64?
    var previousPosition: UInt64 = 0
    try cells.drain { entry in
      let cell = Self.number(entry.key)
      guard cell < UInt64(IndexLayout.cellCount), entry.payload.count == 24 else {
        throw IndexError.invalidInput(reason: "a cell entry is out of the grid")
      }
      if cell != currentCell {
        currentCell = cell
        previousPosition = 0
        directory.append(UInt32(cell))
        directory.append(UInt32(truncatingIfNeeded: stored + used))
      }
      let id = Int64(bitPattern: entry.payload.loadUnaligned(as: UInt64.self).littleEndian)
      let latitude = Double(bitPattern: entry.payload.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian)
      let longitude = Double(
        bitPattern: entry.payload.loadUnaligned(fromByteOffset: 16, as: UInt64.self).littleEndian)
      let corner = IndexLayout.corner(ofCell: UInt32(cell))
      let scaledLatitude = IndexLayout.scaled(latitude)
      let scaledLongitude = IndexLayout.scaled(longitude)
      let raw: UInt64 = scaledLatitude == nil || scaledLongitude == nil ? 1 : 0
      let step = (entry.tie - previousPosition) << 1 | raw
      previousPosition = entry.tie
      if used > chunkSize - 4 * Varint.maximumSize {
        try bytes.append(UnsafeRawBufferPointer(start: chunk, count: used))
        stored += used
        used = 0
      }
      used += Varint.write(step, at: chunk + used)
      used += Varint.writeSigned(id, at: chunk + used)
      if let scaledLatitude, let scaledLongitude {
        used += Varint.writeSigned(scaledLatitude &- corner.0, at: chunk + used)
        used += Varint.writeSigned(scaledLongitude &- corner.1, at: chunk + used)
      } else {
        (chunk + used).storeBytes(of: latitude.bitPattern.littleEndian, as: UInt64.self)
        (chunk + used + 8).storeBytes(of: longitude.bitPattern.littleEndian, as: UInt64.self)
        used += 16
      }
    }
    try bytes.append(UnsafeRawBufferPointer(start: chunk, count: used))
    stored += used
    directory.append(UInt32(IndexLayout.cellCount))
    directory.append(UInt32(truncatingIfNeeded: stored))
    return CellSection(bytes: bytes, directory: directory)
  }

  /// Writes the ids, names, words, cells, cell directory, sample and id top sections from the start
  /// of the body; with `cellsApart`, the cell section is made on a thread of its own meanwhile
  /// (spilling to `folder`) and copied in after the words.
  private static func writeFirstSections(
    ids: ExternalSorter, names: ExternalSorter, words: ExternalSorter, cells: ExternalSorter, file: IndexFile?,
    folder: String?, cellsApart: Bool
  ) throws -> FirstSections {
    // The cells are the last of these sections and need nothing from the others: sorting them out
    // beside the ids, names and words takes the longest serial stretch after reading apart.
    let cellSorter = Handoff(value: cells)
    let cellWork =
      cellsApart ? BackgroundWork { Handoff(value: try Self.cellSection(cellSorter.value, folder: folder)) } : nil
    // Waited for on every way out: it writes into the folder the caller removes after a failure.
    defer { _ = cellWork?.wait() }
    // Few chunks wait for the checksum: these sections are written while the slugs are sorted.
    let sink = IndexSink(file: file, start: IndexLayout.sectionsStart, checksumThread: true, queued: 2)
    let idsStart = try sink.beginSection()
    var previous: UInt64?
    var idSample = ByteBuffer()
    var rank = 0
    try ids.drain { entry in
      let order = Self.number(entry.key)
      if order == previous {
        throw IndexError.invalidInput(reason: "the id \(Int64(bitPattern: order ^ (1 << 63))) is used twice")
      }
      previous = order
      if rank % IndexLayout.idBlockSize == 0 { idSample.append(Int64(bitPattern: order ^ (1 << 63))) }
      rank += 1
      try sink.append(entry.payload)
    }
    let idsEnd = sink.offset
    let namesStart = try sink.beginSection()
    var nameWriter = IndexDictionaryWriter()
    try names.drain { entry in
      try nameWriter.append(key: entry.key, position: entry.tie, to: sink, sectionStart: namesStart)
    }
    let namesEnd = sink.offset
    let wordsStart = try sink.beginSection()
    var wordWriter = IndexDictionaryWriter()
    try words.drain { entry in
      try wordWriter.append(key: entry.key, position: entry.tie, to: sink, sectionStart: wordsStart)
    }
    let wordsEnd = sink.offset
    let cellsStart = try sink.beginSection()
    let cellSection = try cellWork.map { try $0.wait().get().value } ?? Self.cellSection(cells, folder: folder)
    try cellSection.bytes.read { try sink.append($0) }
    let cellsEnd = sink.offset
    let directory = cellSection.directory
    let directoryStart = try sink.beginSection()
    try directory.bytes.withUnsafeBytes { try sink.append($0) }
    let directoryEnd = sink.offset
    let nameSampleStart = try sink.beginSection()
    try nameWriter.sample.bytes.withUnsafeBytes { try sink.append($0) }
    let nameSampleEnd = sink.offset
    let wordSampleStart = try sink.beginSection()
    try wordWriter.sample.bytes.withUnsafeBytes { try sink.append($0) }
    let wordSampleEnd = sink.offset
    let idSampleStart = try sink.beginSection()
    try idSample.bytes.withUnsafeBytes { try sink.append($0) }
    let idSampleEnd = sink.offset
    let idTopStart = try sink.beginSection()
    let idTop = IndexDictionaryWriter.top(
      of: idSample.bytes, entrySize: IndexLayout.idSampleEntrySize, stride: IndexLayout.idTopStride)
    try idTop.withUnsafeBytes { try sink.append($0) }
    let end = sink.offset
    let bytes = try sink.finish()
    return FirstSections(
      ids: idsStart..<idsEnd, names: namesStart..<namesEnd, words: wordsStart..<wordsEnd,
      cells: cellsStart..<cellsEnd, cellDirectory: directoryStart..<directoryEnd,
      nameSample: nameSampleStart..<nameSampleEnd, wordSample: wordSampleStart..<wordSampleEnd,
      idSample: idSampleStart..<idSampleEnd, idTop: idTopStart..<end,
      size: end - IndexLayout.sectionsStart, checksum: sink.checksum, bytes: bytes)
  }

  /// A key written by `ExternalSorter.add(key: UInt64 ...)`, read back.
  private static func number(_ key: UnsafeRawBufferPointer) -> UInt64 {
    guard key.count == 8, let start = key.baseAddress else { return 0 }
    return UInt64(bigEndian: start.loadUnaligned(as: UInt64.self))
  }

  /// Header and section table for `sections` (file offsets, in `IndexLayout.Section` order).
  private static func header(sections: [Range<Int>], count: Int, checksum: IndexChecksum) -> [UInt8] {
    var header = ByteBuffer()
    header.bytes += IndexLayout.magic
    header.append(IndexLayout.version)
    header.append(UInt32(count))
    header.append(UInt32(sections.count))
    header.append(UInt32(0))
    header.append(checksum.value)
    for section in sections {
      header.append(UInt64(section.lowerBound))
      header.append(UInt64(section.count))
    }
    return header.bytes
  }
}
