/// How an entry of an `ExternalSorter` is written in a run file, more densely than in memory (see
/// `SortEntry`): most keys and payloads are short, most ties and sequence numbers small, and the
/// fixed 24-byte header would be a good part of every byte spilled and read back.
///
/// ```
/// varint (key length << 1 | wide tie) · varint payload length · varint (sequence − the run's first)
/// · tie (8 bytes little-endian when wide, else a varint) · key bytes · payload bytes
/// ```
///
/// A tie is wide when a varint would take more than 7 bytes (ids turned into orders are).
enum RunEntryCoding {
  /// The most bytes a header takes.
  static let maximumHeaderSize = 5 + 5 + 10 + 10

  /// Ties from here on are written as 8 fixed bytes.
  private static let wideTie: UInt64 = 1 << 49

  /// Writes the in-memory entry at `entry` at `destination`, which has room for
  /// `maximumHeaderSize` bytes plus its key and payload; returns the bytes written.
  @inline(__always)
  static func encode(
    _ entry: UnsafeRawPointer, sequenceBase: UInt64, to destination: UnsafeMutableRawPointer
  ) -> Int {
    let keyLength = entry.loadUnaligned(as: UInt32.self)
    let payloadLength = entry.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
    let tie = entry.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    let sequence = entry.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
    let wide = tie >= wideTie
    var at = Varint.write(UInt64(keyLength) << 1 | (wide ? 1 : 0), at: destination)
    at += Varint.write(UInt64(payloadLength), at: destination + at)
    at += Varint.write(sequence &- sequenceBase, at: destination + at)
    if wide {
      (destination + at).storeBytes(of: tie.littleEndian, as: UInt64.self)
      at += 8
    } else {
      at += Varint.write(tie, at: destination + at)
    }
    let body = Int(keyLength) + Int(payloadLength)
    (destination + at).copyMemory(from: entry + SortEntry.headerSize, byteCount: body)
    return at + body
  }

  /// The header of the entry at `start`, of which `available` bytes are at hand (at least
  /// `maximumHeaderSize`, or all that is left of the run): the key and payload lengths, tie,
  /// sequence, and where the key starts. Nil when the bytes are not a header.
  @inline(__always)
  static func header(at start: UnsafeRawPointer, available: Int, sequenceBase: UInt64) -> (
    keyLength: Int, payloadLength: Int, tie: UInt64, sequence: UInt64, headerSize: Int
  )? {
    var at = 0
    guard let first = load(start, &at, available), first >> 1 <= UInt64(UInt32.max),
      let payloadLength = load(start, &at, available), payloadLength <= UInt64(UInt32.max),
      let sequence = load(start, &at, available)
    else { return nil }
    let tie: UInt64
    if first & 1 == 1 {
      guard available - at >= 8 else { return nil }
      tie = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: at, as: UInt64.self))
      at += 8
    } else {
      guard let small = load(start, &at, available) else { return nil }
      tie = small
    }
    return (Int(first >> 1), Int(payloadLength), tie, sequence &+ sequenceBase, at)
  }

  /// Loads an unsigned LEB128 number at `at`, moving past it; nil when it runs past `available`
  /// or past ten bytes.
  @inline(__always)
  private static func load(_ start: UnsafeRawPointer, _ at: inout Int, _ available: Int) -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while at < available, shift < 64 {
      let byte = start.load(fromByteOffset: at, as: UInt8.self)
      at += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
    return nil
  }
}
