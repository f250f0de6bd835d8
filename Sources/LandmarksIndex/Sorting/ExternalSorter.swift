/// Sorts entries (see `SortEntry`) of any number in bounded memory: entries gather in memory up to
/// a budget, are sorted and written out as a run, and the runs are merged when read back.
///
/// Without a folder to spill to, everything stays in memory (small imports, rebuilds, the built-in
/// catalog). The order is total, so the same entries come back in the same order however they were
/// split into runs.
package final class ExternalSorter {
  private let name: String
  private let folder: String?
  private let budget: Int
  private let arena: ByteArena
  private let items: SortItems
  private var spill: SpillFile?
  /// Runs written to `spill`: their byte ranges, and the sequence of the first entry added to each.
  private var runs: [(range: Range<Int>, sequenceBase: UInt64)] = []
  private var nextSequence: UInt64 = 0
  /// The sequence of the first entry in memory.
  private var sequenceBase: UInt64 = 0
  /// What `writeRun` read ahead, kept only so that the reads stay in the compiled code.
  private var lookaheadSum: UInt32 = 0

  /// A sorter named `name` (for its spill file) that spills to `folder` past `budget` bytes, or
  /// keeps everything in memory when `folder` is nil.
  package init(name: String, folder: String?, budget: Int) {
    self.name = name
    self.folder = folder
    self.budget = max(1 << 16, budget)
    // A spilling sorter never holds more than its budget: mapping it all at once costs no memory
    // until used, and saves copying as the run grows.
    arena = ByteArena(capacity: folder == nil ? 1 << 12 : self.budget)
    items = SortItems(capacity: folder == nil ? 1024 : self.budget / MemoryLayout<SortItems.Item>.stride)
  }

  /// Entries added so far.
  package var count: Int { Int(nextSequence) }

  /// Adds an entry; may write a run.
  @inline(__always)
  package func add(key: UnsafeRawBufferPointer, tie: UInt64 = 0, payload: UnsafeRawBufferPointer) throws {
    let start = arena.count
    let sequence = nextSequence
    // Written in one go after one check for room, rather than part by part.
    let size = SortEntry.headerSize + key.count + payload.count
    arena.append(atMost: size) { entry in
      entry.storeBytes(of: UInt32(key.count), as: UInt32.self)
      entry.storeBytes(of: UInt32(payload.count), toByteOffset: 4, as: UInt32.self)
      entry.storeBytes(of: tie, toByteOffset: 8, as: UInt64.self)
      entry.storeBytes(of: sequence, toByteOffset: 16, as: UInt64.self)
      if let bytes = key.baseAddress, key.count > 0 {
        (entry + SortEntry.headerSize).copyMemory(from: bytes, byteCount: key.count)
      }
      if let bytes = payload.baseAddress, payload.count > 0 {
        (entry + SortEntry.headerSize + key.count).copyMemory(from: bytes, byteCount: payload.count)
      }
      return size
    }
    nextSequence = sequence + 1
    items.append(SortItems.Item(prefix: SortEntry.prefix(of: key), offset: start))
    if folder != nil, arena.count + items.count * MemoryLayout<SortItems.Item>.stride >= budget {
      try writeRun()
    }
  }

  /// Adds an entry whose key is `key`'s bytes.
  package func add(key: [UInt8], tie: UInt64 = 0, payload: UnsafeRawBufferPointer) throws {
    try key.withUnsafeBytes { try add(key: $0, tie: tie, payload: payload) }
  }

  /// Adds an entry whose key is a number, ordered as numbers are.
  @inline(__always)
  package func add(key number: UInt64, tie: UInt64 = 0, payload: UnsafeRawBufferPointer) throws {
    var bigEndian = number.bigEndian
    try withUnsafeBytes(of: &bigEndian) { try add(key: $0, tie: tie, payload: payload) }
  }

  /// Sorts the entries in memory: a radix sort on the key prefixes, then a comparison sort of
  /// each run of equal prefixes.
  private func sortItems() {
    let base = UnsafeRawPointer(arena.base)
    let sorted = items.buffer
    guard sorted.count >= 256 else {
      var all = sorted
      all.sort { lhs, rhs in
        if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
        return SortEntry.precedes(base + lhs.offset, base + rhs.offset)
      }
      return
    }
    RadixSort.sort(sorted)
    // Runs of equal prefixes are ordered by the next eight key bytes first, as numbers, and only
    // then entry by entry: names share their first words often.
    var run: [(next: UInt64, offset: Int)] = []
    var start = 0
    while start < sorted.count {
      var end = start + 1
      while end < sorted.count, sorted[end].prefix == sorted[start].prefix { end += 1 }
      if end - start > 1 {
        run.removeAll(keepingCapacity: true)
        for item in sorted[start..<end] {
          let entry = SortEntry(at: base + item.offset)
          let rest =
            entry.key.count > 8
            ? UnsafeRawBufferPointer(rebasing: entry.key[8...]) : UnsafeRawBufferPointer(start: nil, count: 0)
          run.append((SortEntry.prefix(of: rest), item.offset))
        }
        run.sort { lhs, rhs in
          if lhs.next != rhs.next { return lhs.next < rhs.next }
          let left = base + lhs.offset
          let right = base + rhs.offset
          // Keys of at most 16 bytes that agree on all 16 (zero-padded) differ only in length:
          // their bytes need no second look.
          if SortEntry.keyLength(at: left) <= 16, SortEntry.keyLength(at: right) <= 16 {
            return SortEntry.precedesPastKeyBytes(left, right)
          }
          return SortEntry.precedes(left, right)
        }
        for (index, member) in run.enumerated() { sorted[start + index].offset = member.offset }
      }
      start = end
    }
  }

  private func writeRun() throws {
    guard items.count > 0, let folder else { return }
    sortItems()
    let file = try spill ?? SpillFile(folder: folder, name: name)
    spill = file
    let start = file.size
    let output = ByteArena(capacity: 1 << 20)
    let base = UnsafeRawPointer(arena.base)
    let sequenceBase = sequenceBase
    let sorted = items.buffer
    // In sorted order the entries lie all over the arena, and reading each waits on memory. A
    // block's entries are read ahead in loops of their own, their first bytes and then their last,
    // before the block before them is written: loops that small keep every read of a block in
    // flight at once, where reads between the writing of entries overlapped a few at a time. The
    // sum, kept, stops the compiler from dropping the reads.
    let block = 32
    var touched: UInt32 = 0
    for (index, item) in sorted.enumerated() {
      if index % block == 0, index + block < sorted.count {
        let ahead = (index + block)..<min(sorted.count, index + 2 * block)
        for next in ahead { touched &+= base.loadUnaligned(fromByteOffset: sorted[next].offset, as: UInt32.self) }
        for next in ahead {
          let entry = base + sorted[next].offset
          touched &+= UInt32((entry + SortEntry.size(at: entry) - 1).load(as: UInt8.self))
        }
      }
      let entry = base + item.offset
      output.append(atMost: RunEntryCoding.maximumHeaderSize + SortEntry.size(at: entry) - SortEntry.headerSize) {
        RunEntryCoding.encode(entry, sequenceBase: sequenceBase, to: $0)
      }
      if output.count >= 1 << 20 {
        try file.append(output.bytes)
        output.removeAll()
      }
    }
    try file.append(output.bytes)
    lookaheadSum = touched
    runs.append((start..<file.size, sequenceBase))
    self.sequenceBase = nextSequence
    items.removeAll()
    arena.removeAll()
  }

  /// Hands every entry to `body` in order, then forgets them all. The buffers `body` sees are
  /// valid only during the call.
  package func drain(_ body: (SortEntry) throws -> Void) throws {
    defer {
      items.removeAll(shrinking: true)
      runs = []
      sequenceBase = nextSequence
      spill = nil
      arena.removeAll(shrinking: true)
    }
    sortItems()
    // Every run spilled filled the arena to the budget; the last, merged from memory, holds what
    // came after: the pages past it are given back for the time the merge takes.
    if !runs.isEmpty {
      arena.releaseUnusedPages()
      items.releaseUnusedPages()
    }
    let base = UnsafeRawPointer(arena.base)
    let sorted = items.buffer
    guard let spill, !runs.isEmpty else {
      for item in sorted { try body(SortEntry(at: base + item.offset)) }
      return
    }
    // The last entries stay in memory as one more run; each run on disk gets a share of the budget.
    let share = max(1 << 16, min(1 << 20, budget / (runs.count + 1)))
    let opened = try runs.map {
      try RunCursor(file: spill, range: $0.range, sequenceBase: $0.sequenceBase, bufferSize: share)
    }
    let memoryCursor = opened.count
    // The merge's state lies in buffers the closures below capture as constants, so reaching it
    // costs no exclusivity check: each run's cursor, current entry, and key prefix (most
    // comparisons end at the prefixes).
    let cursors = UnsafeMutableBufferPointer<RunCursor>.allocate(capacity: memoryCursor)
    _ = cursors.initialize(from: opened)
    let heads = UnsafeMutableBufferPointer<SortEntry?>.allocate(capacity: memoryCursor + 1)
    heads.initialize(repeating: nil)
    let prefixes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: memoryCursor + 1)
    prefixes.initialize(repeating: 0)
    defer {
      cursors.deinitialize().deallocate()
      heads.deinitialize().deallocate()
      prefixes.deallocate()
    }
    var memoryIndex = 0
    /// Reads the current entry of run `index` into `heads` and `prefixes`; the run in memory is at
    /// `memoryIndex`.
    func refresh(_ index: Int, memoryIndex: Int) {
      let entry: SortEntry?
      if index == memoryCursor {
        entry = memoryIndex < sorted.count ? SortEntry(at: base + sorted[memoryIndex].offset) : nil
        prefixes[index] = memoryIndex < sorted.count ? sorted[memoryIndex].prefix : 0
      } else {
        entry = cursors[index].current
        prefixes[index] = entry.map { SortEntry.prefix(of: $0.key) } ?? 0
      }
      heads[index] = entry
    }
    let precedes = { (lhs: Int, rhs: Int) -> Bool in
      if prefixes[lhs] != prefixes[rhs] { return prefixes[lhs] < prefixes[rhs] }
      guard let left = heads[lhs], let right = heads[rhs] else { return heads[lhs] != nil }
      return SortEntry.precedes(left, right)
    }
    var heap = MergeHeap()
    for index in 0...memoryCursor {
      refresh(index, memoryIndex: memoryIndex)
      if heads[index] != nil { heap.push(index, by: precedes) }
    }
    while let top = heap.top, let entry = heads[top] {
      try body(entry)
      if top == memoryCursor {
        memoryIndex += 1
      } else {
        try cursors[top].advance()
      }
      refresh(top, memoryIndex: memoryIndex)
      if heads[top] == nil {
        heap.pop(by: precedes)
      } else {
        heap.siftDownTop(by: precedes)
      }
    }
  }
}

/// A binary min-heap of run numbers for a k-way merge; the caller says how two runs compare.
struct MergeHeap {
  private var runs: [Int] = []

  /// The run whose current entry comes first.
  var top: Int? { runs.first }

  /// Adds a run.
  mutating func push(_ run: Int, by precedes: (Int, Int) -> Bool) {
    runs.append(run)
    var child = runs.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(runs[child], runs[parent]) else { break }
      runs.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the top run (used up).
  mutating func pop(by precedes: (Int, Int) -> Bool) {
    guard let last = runs.popLast() else { return }
    guard !runs.isEmpty else { return }
    runs[0] = last
    siftDownTop(by: precedes)
  }

  /// Restores the order after the top run moved on to its next entry.
  mutating func siftDownTop(by precedes: (Int, Int) -> Bool) {
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < runs.count else { return }
      var smallest = left
      if left + 1 < runs.count, precedes(runs[left + 1], runs[left]) { smallest = left + 1 }
      guard precedes(runs[smallest], runs[parent]) else { return }
      runs.swapAt(smallest, parent)
      parent = smallest
    }
  }
}

/// Reads one sorted run back from a spill file an entry at a time, through a buffer.
struct RunCursor {
  private let file: SpillFile
  private let buffer: ByteArena
  /// The file offset of the buffer's first byte.
  private var bufferStart: Int
  /// The offset in the buffer of the current entry.
  private var position = 0
  /// The bytes the current entry takes in the run.
  private var currentSize = 0
  private let end: Int
  private let chunk: Int
  private let sequenceBase: UInt64
  /// The current entry, or nil when the run is used up.
  private(set) var current: SortEntry?

  /// A cursor on the first entry of `range` in `file`, whose first entry added has sequence
  /// `sequenceBase`, reading `bufferSize` bytes at a time.
  init(file: SpillFile, range: Range<Int>, sequenceBase: UInt64, bufferSize: Int) throws {
    self.file = file
    end = range.upperBound
    bufferStart = range.lowerBound
    self.sequenceBase = sequenceBase
    chunk = bufferSize
    buffer = ByteArena(capacity: bufferSize)
    try load()
  }

  /// Moves to the next entry.
  mutating func advance() throws {
    guard current != nil else { return }
    position += currentSize
    try load()
  }

  /// Makes the entry at `position` whole in the buffer, reading more of the run when needed.
  private mutating func load() throws {
    let left = end - (bufferStart + position)
    if left <= 0 {
      current = nil
      return
    }
    try ensure(min(RunEntryCoding.maximumHeaderSize, left))
    guard
      let header = RunEntryCoding.header(
        at: buffer.base + position, available: min(buffer.count - position, left), sequenceBase: sequenceBase)
    else {
      throw IndexWriteError(path: file.path, reason: "a sorted run is damaged")
    }
    let size = header.headerSize + header.keyLength + header.payloadLength
    guard size <= left else { throw IndexWriteError(path: file.path, reason: "a sorted run is cut short") }
    try ensure(size)
    let key = UnsafeRawPointer(buffer.base + position + header.headerSize)
    currentSize = size
    current = SortEntry(
      key: UnsafeRawBufferPointer(start: key, count: header.keyLength), tie: header.tie, sequence: header.sequence,
      payload: UnsafeRawBufferPointer(start: key + header.keyLength, count: header.payloadLength))
  }
  /// Makes `size` bytes from `position` available in the buffer.
  private mutating func ensure(_ size: Int) throws {
    let available = buffer.count - position
    guard available < size else { return }
    // Keep the unread tail, drop the rest, and read on after it.
    buffer.dropFront(position)
    bufferStart += position
    position = 0
    let fileOffset = bufferStart + available
    let wanted = min(max(chunk, size) - available, end - fileOffset)
    guard wanted > 0 else {
      throw IndexWriteError(path: file.path, reason: "a sorted run is cut short")
    }
    let start = buffer.appendZeros(wanted)
    let read = try file.read(into: buffer.base + start, count: wanted, at: fileOffset)
    guard read == wanted, available + read >= size else {
      throw IndexWriteError(path: file.path, reason: "a sorted run is cut short")
    }
  }
}
