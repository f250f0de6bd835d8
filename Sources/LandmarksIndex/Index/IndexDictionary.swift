/// Writes a front-coded section (`names`, `words`, `slug keys`; see `IndexLayout`) and its sample,
/// one sorted key at a time.
///
/// A value, held in a local variable by the loop that feeds it: a class's stored properties would
/// be checked for exclusive access at every key.
struct IndexDictionaryWriter {
  /// The key before (its first `previousCount` bytes), in a buffer as long as the longest key.
  private var previous: [UInt8] = []
  private var previousCount = 0
  private var entries = 0
  /// An entry being encoded for a store.
  private var encoded: [UInt8] = []
  /// The sample section's bytes so far.
  private(set) var sample = ByteBuffer()

  /// Appends the entry for `key` at record `position` to `sink`, whose section began at `start`.
  mutating func append(key: UnsafeRawBufferPointer, position: UInt64, to sink: IndexSink, sectionStart start: Int)
    throws
  {
    let shared = advance(to: key, at: sink.offset - start)
    try sink.write(upTo: key.count + 3 * Varint.maximumSize) { target in
      Self.encode(key, shared: shared, position: position, at: target)
    }
  }

  /// Appends the entry for `key`, without a position (the slug keys), to `store`, which holds
  /// the section from its start.
  mutating func append(key: UnsafeRawBufferPointer, to store: ByteStore) throws {
    let shared = advance(to: key, at: store.count)
    let room = key.count + 2 * Varint.maximumSize
    if encoded.count < room { encoded = [UInt8](repeating: 0, count: room) }
    try encoded.withUnsafeMutableBytes { buffer in
      guard let target = buffer.baseAddress else { return }
      let count = Self.encode(key, shared: shared, position: nil, at: target)
      try store.append(UnsafeRawBufferPointer(start: target, count: count))
    }
  }

  /// Samples `key` when it starts a block (its entry at byte `offset` of the section), keeps it as
  /// the key before the next, and returns how many of its first bytes the entry shares.
  private mutating func advance(to key: UnsafeRawBufferPointer, at offset: Int) -> Int {
    var shared = 0
    if entries % IndexLayout.blockSize == 0 {
      sample.append(UInt32(truncatingIfNeeded: key.count))
      let kept = min(key.count, IndexLayout.samplePrefix)
      sample.bytes += key.prefix(kept)
      sample.bytes += repeatElement(0, count: IndexLayout.samplePrefix - kept)
      sample.append(UInt32(truncatingIfNeeded: offset))
    }
    if previous.count < key.count {
      previous.append(contentsOf: repeatElement(0, count: max(key.count, 2 * previous.count) - previous.count))
    }
    let isBlockStart = entries % IndexLayout.blockSize == 0
    let previousCount = self.previousCount
    previous.withUnsafeMutableBytes { previous in
      if !isBlockStart, let keyStart = key.baseAddress, let previousStart = previous.baseAddress {
        let limit = min(key.count, previousCount)
        // Eight bytes at a time first: sorted keys often share more than a few.
        while shared + 8 <= limit,
          keyStart.loadUnaligned(fromByteOffset: shared, as: UInt64.self)
            == previousStart.loadUnaligned(fromByteOffset: shared, as: UInt64.self)
        {
          shared += 8
        }
        while shared < limit, key[shared] == previous[shared] { shared += 1 }
      }
      if let source = key.baseAddress, let target = previous.baseAddress, key.count > shared {
        (target + shared).copyMemory(from: source + shared, byteCount: key.count - shared)
      }
    }
    self.previousCount = key.count
    entries += 1
    return shared
  }

  /// Writes the entry of `key` sharing its first `shared` bytes with the key before, with its
  /// `position` when it has one, at `target`; returns the bytes written.
  @inline(__always)
  private static func encode(
    _ key: UnsafeRawBufferPointer, shared: Int, position: UInt64?, at target: UnsafeMutableRawPointer
  ) -> Int {
    var count = Varint.write(UInt64(shared), at: target)
    count += Varint.writeText(UnsafeRawBufferPointer(rebasing: key[shared...]), at: target + count)
    if let position { count += Varint.write(position, at: target + count) }
    return count
  }

  /// The top level of a sample (see `IndexLayout`): every `stride`-th entry of `entrySize` bytes.
  static func top(of sample: [UInt8], entrySize: Int, stride: Int) -> [UInt8] {
    var top: [UInt8] = []
    var start = 0
    while start + entrySize <= sample.count {
      top += sample[start..<(start + entrySize)]
      start += entrySize * stride
    }
    return top
  }
}

/// Reads a front-coded section entry by entry from a block start, rebuilding each key.
struct IndexDictionaryReader {
  private var cursor: IndexCursor
  private let count: Int
  /// Whether each entry ends with a record position (all but the slug keys).
  private let hasPositions: Bool
  /// The key of the entry read last.
  private(set) var key: [UInt8] = []
  /// The record position of the entry read last.
  private(set) var position = 0

  /// A reader from byte `start` of the section `bounds`, holding records 0 ..< `count`; its
  /// entries carry no position when `positions` is false.
  init(
    _ bytes: UnsafeRawBufferPointer, bounds: Range<Int>, start: Int, count: Int, path: String, positions: Bool = true
  ) throws {
    cursor = try IndexCursor(bytes, from: bounds.lowerBound + start, to: bounds.upperBound, path: path)
    self.count = count
    hasPositions = positions
    key.reserveCapacity(64)
  }

  /// Reads the next entry; false at the section's end.
  mutating func next(path: String) throws -> Bool {
    guard !cursor.isAtEnd else { return false }
    position = try Self.entry(&cursor, key: &key, positions: hasPositions, count: count, path: path)
    return true
  }

  /// Reads the entry at `cursor` onto `key`, which holds the key of the entry before it (or nothing
  /// at a block's start): the entry's record position, 0 when entries carry none.
  static func entry(
    _ cursor: inout IndexCursor, key: inout [UInt8], positions: Bool, count: Int, path: String
  ) throws -> Int {
    let shared = try cursor.count()
    guard shared <= key.count else { throw IndexError.damaged(path: path, reason: "a key shares more than it follows") }
    let suffix = try cursor.text()
    key.removeSubrange(shared...)
    key.append(contentsOf: suffix)
    guard positions else { return 0 }
    let position = try cursor.count()
    guard position < count else { throw IndexError.damaged(path: path, reason: "a name names record \(position)") }
    return position
  }
}
