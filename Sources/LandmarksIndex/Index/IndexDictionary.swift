/// Writes a front-coded section (`names`, `words`, `slug keys`; see `IndexLayout`) and its sample,
/// one sorted key at a time.
final class IndexDictionaryWriter {
  private var previous: [UInt8] = []
  private var entries = 0
  private let entry = ByteArena(capacity: 256)
  /// The sample section's bytes so far.
  private(set) var sample = ByteBuffer()

  /// Appends the entry for `key` at record `position` to `sink`, whose section began at `start`.
  func append(key: UnsafeRawBufferPointer, position: UInt64, to sink: IndexSink, sectionStart start: Int) throws {
    try sink.append(entry(for: key, position: position, at: sink.offset - start))
  }

  /// Appends the entry for `key`, without a position (the slug keys), to `store`, which holds
  /// the section from its start.
  func append(key: UnsafeRawBufferPointer, to store: ByteStore) throws {
    try store.append(entry(for: key, position: nil, at: store.count))
  }

  /// The entry for `key` at byte `offset` of its section, sampled when it starts a block.
  private func entry(for key: UnsafeRawBufferPointer, position: UInt64?, at offset: Int) -> UnsafeRawBufferPointer {
    var shared = 0
    if entries % IndexLayout.blockSize == 0 {
      sample.append(UInt32(truncatingIfNeeded: key.count))
      let kept = min(key.count, IndexLayout.samplePrefix)
      sample.bytes += key.prefix(kept)
      sample.bytes += repeatElement(0, count: IndexLayout.samplePrefix - kept)
      sample.append(UInt32(truncatingIfNeeded: offset))
    } else {
      // Compared through one borrow of the property: indexing it in the loop would check exclusive
      // access at every byte.
      shared = previous.withUnsafeBytes { previous in
        let limit = min(key.count, previous.count)
        var common = 0
        while common < limit, key[common] == previous[common] { common += 1 }
        return common
      }
    }
    entry.removeAll()
    entry.appendVarint(UInt64(shared))
    entry.appendText(UnsafeRawBufferPointer(rebasing: key[shared...]))
    if let position { entry.appendVarint(position) }
    previous.removeSubrange(shared...)
    previous.append(contentsOf: key[shared...])
    entries += 1
    return entry.bytes
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
