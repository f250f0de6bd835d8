import LandmarksModels

extension CatalogIndex {
  /// What a search matches and ranks a record by, read in place in one pass over it: no landmark
  /// is made, and the bytes stay valid as long as the records they were read from are alive.
  package struct SearchFields {
    /// The landmark id.
    package let id: Int
    /// The two country bytes, blank-padded: what a search's table of countries is keyed by,
    /// without a string made for every record.
    package let countryBytes: (UInt8, UInt8)
    /// How important the place is among its namesakes.
    package let importance: Int
    /// `[name] + alternateNames`, folded.
    package let foldedNames: [UnsafeRawBufferPointer]
    /// The location line, empty when the record has none.
    package let location: UnsafeRawBufferPointer

    /// The country code, as `place(at:)` gives it.
    package var country: String { CatalogIndex.country(countryBytes.0, countryBytes.1) }
  }

  /// The name (`number` 0) or alternate name `number` of the landmark at a display position, as
  /// written, in place; its name when it has no such alternate: the text a search hit reports,
  /// read without decoding the rest of the landmark.
  package func nameBytes(at position: Int, number: Int) throws -> UnsafeRawBufferPointer {
    var record = try RecordReader(self, position: position)
    let name = try record.names().name
    guard number > 0 else { return name }
    let alternates = try record.rest().alternates
    return alternates.indices.contains(number - 1) ? alternates[number - 1].name : name
  }

  /// The location line of the landmark at a display position, in place; empty when it has none.
  package func locationBytes(at position: Int) throws -> UnsafeRawBufferPointer {
    var record = try RecordReader(self, position: position)
    _ = try record.names()
    return try record.rest().location ?? UnsafeRawBufferPointer(start: nil, count: 0)
  }

  /// The records of the landmarks at `positions` (display positions, ascending, each once), copied
  /// out of the index for a search.
  ///
  /// A search reads hundreds of records scattered over the file. Read in place from a mapped file,
  /// each would fault in, and keep counted as the process's memory, the cached pages around it;
  /// they are read apart from the mapping instead (see `IndexStorage.withBytes`), records lying
  /// close together in one read, as are their entries of the offset table.
  package func searchRecords(at positions: [Int]) throws -> SearchRecords {
    for (number, position) in positions.enumerated() {
      guard position >= 0, position < count else { throw damaged("record \(position) does not exist") }
      guard number == 0 || positions[number - 1] < position else {
        throw damaged("the records a search reads are out of order")
      }
    }
    let bounds = try recordBounds(at: positions)
    // Runs of records with little between them, each read in one go.
    var runs: [(start: Int, end: Int)] = []
    for record in bounds {
      if let last = runs.last, record.start >= last.end, record.start - last.end <= Self.searchReadGap {
        runs[runs.count - 1].end = record.end
      } else {
        runs.append((record.start, record.end))
      }
    }
    let total = runs.reduce(0) { $0 + ($1.end - $1.start) }
    let memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, total), alignment: 8)
    let records = sections[IndexLayout.Section.records.rawValue]
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(bounds.count)
    do {
      var filled = 0
      var next = 0
      for run in runs {
        try storage.copy(
          (records.lowerBound + run.start)..<(records.lowerBound + run.end), to: memory + filled, path: path)
        while next < bounds.count, bounds[next].end <= run.end, bounds[next].start >= run.start {
          ranges.append((filled + bounds[next].start - run.start)..<(filled + bounds[next].end - run.start))
          next += 1
        }
        filled += run.end - run.start
      }
      guard ranges.count == bounds.count else { throw damaged("the records a search reads overlap") }
    } catch {
      memory.deallocate()
      throw error
    }
    return SearchRecords(index: self, positions: positions, memory: memory, ranges: ranges)
  }

  /// Where each record at `positions` (ascending) starts and ends in the records section, read
  /// from the offset table a run of nearby entries at a time.
  private func recordBounds(at positions: [Int]) throws -> [(start: Int, end: Int)] {
    let offsets = sections[IndexLayout.Section.offsets.rawValue]
    let records = sections[IndexLayout.Section.records.rawValue]
    let buffer = IndexReadBuffer(capacity: 4096)
    var bounds: [(start: Int, end: Int)] = []
    bounds.reserveCapacity(positions.count)
    var first = 0
    while first < positions.count {
      var last = first
      while last + 1 < positions.count, (positions[last + 1] - positions[last]) * 4 <= Self.searchReadGap {
        last += 1
      }
      let base = positions[first]
      // A record ends where the next one starts; the last one, at the end of the section.
      let end = min(count, positions[last] + 2)
      let table = try buffer.read(
        (offsets.lowerBound + base * 4)..<(offsets.lowerBound + end * 4), of: storage, path: path)
      for position in positions[first...last] {
        let entry = (position - base) * 4
        let start = Int(UInt32(littleEndian: table.loadUnaligned(fromByteOffset: entry, as: UInt32.self)))
        let end =
          position + 1 < count
          ? Int(UInt32(littleEndian: table.loadUnaligned(fromByteOffset: entry + 4, as: UInt32.self))) : records.count
        guard start < end, end <= records.count else { throw damaged("record \(position) lies outside its section") }
        bounds.append((start, end))
      }
      first = last + 1
    }
    return bounds
  }

  /// How many bytes between two records (or two offset entries) a search reads rather than read
  /// them apart: less than the cost of another read.
  static let searchReadGap = 1024

  /// Records copied out of an index for a search (see `CatalogIndex.searchRecords(at:)`), read
  /// field by field in place: the bytes they give stay valid as long as the records are alive.
  package final class SearchRecords: @unchecked Sendable {
    // Read-only after init: safe to share between threads.
    private let index: CatalogIndex
    /// The display position of each record, ascending.
    package let positions: [Int]
    private let memory: UnsafeMutableRawPointer
    private let ranges: [Range<Int>]

    fileprivate init(index: CatalogIndex, positions: [Int], memory: UnsafeMutableRawPointer, ranges: [Range<Int>]) {
      self.index = index
      self.positions = positions
      self.memory = memory
      self.ranges = ranges
    }

    deinit { memory.deallocate() }

    /// How many records there are.
    package var count: Int { ranges.count }

    /// How many bytes the records take in all.
    package var byteCount: Int { ranges.last?.upperBound ?? 0 }

    /// The bytes of record `number`.
    private func bytes(_ number: Int) throws -> UnsafeRawBufferPointer {
      guard ranges.indices.contains(number) else { throw index.damaged("search record \(number) does not exist") }
      let range = ranges[number]
      return UnsafeRawBufferPointer(start: memory + range.lowerBound, count: range.count)
    }

    /// A reader of record `number`, its head read.
    private func record(_ number: Int) throws -> RecordReader {
      let bytes = try bytes(number)
      return try RecordReader(
        index, cursor: try IndexCursor(bytes, from: 0, to: bytes.count, path: index.path), apart: true)
    }

    /// A scan of record `number` for a search, read up to its names.
    private func scan(_ number: Int) throws -> SearchRecordScan {
      try SearchRecordScan(try bytes(number), path: index.path)
    }

    /// The search fields of record `number`.
    package func fields(_ number: Int) throws -> SearchFields {
      var names: [UnsafeRawBufferPointer] = []
      return try fields(number, reusing: &names)
    }

    /// The search fields of record `number`, its folded names gathered in `names`: a search that
    /// reads hundreds of records passes the same array each time, so that they allocate none once
    /// the previous record's fields are gone.
    package func fields(_ number: Int, reusing names: inout [UnsafeRawBufferPointer]) throws -> SearchFields {
      let record = try scan(number)
      names.removeAll(keepingCapacity: true)
      names.append(record.folded)
      let location = try record.rest { _, folded in names.append(folded) }
      return SearchFields(
        id: record.id, countryBytes: record.countryBytes, importance: record.importance, foldedNames: names,
        location: location ?? UnsafeRawBufferPointer(start: nil, count: 0))
    }

    /// The name (`name` 0) or alternate name `name` of record `number`, as written; its name when
    /// it has no such alternate: the text a search hit reports.
    package func nameBytes(_ number: Int, name: Int) throws -> UnsafeRawBufferPointer {
      let record = try scan(number)
      let main = record.name
      guard name > 0 else { return main }
      var found: UnsafeRawBufferPointer?
      var alternate = 0
      _ = try record.rest { written, _ in
        alternate += 1
        if alternate == name { found = written }
      }
      return found ?? main
    }

    /// The location line of record `number`; empty when it has none.
    package func locationBytes(_ number: Int) throws -> UnsafeRawBufferPointer {
      try scan(number).rest { _, _ in } ?? UnsafeRawBufferPointer(start: nil, count: 0)
    }

    /// The country code of record `number`, as `place(at:)` gives it.
    package func country(_ number: Int) throws -> String {
      try scan(number).country
    }

    /// The landmark of record `number`, as `landmark(at:)` gives it.
    package func landmark(_ number: Int) throws -> Landmark {
      var record = try record(number)
      return try record.landmarkAndKinds().landmark
    }
  }
}
