/// Reads the variable-length values of an index (see `IndexLayout`) from one section, checking
/// every length and every varint against the section's end: damaged bytes throw, never trap.
struct IndexCursor {
  private let data: UnsafeRawBufferPointer
  /// The next byte to read, as a file offset.
  private(set) var offset: Int
  /// Where the section ends: nothing at or past it is read.
  let end: Int
  private let path: String

  /// A cursor over `bytes[offset..<end]`; `path` names the file in errors.
  init(_ bytes: UnsafeRawBufferPointer, from offset: Int, to end: Int, path: String) throws {
    guard offset >= 0, offset <= end, end <= bytes.count else {
      throw IndexError.damaged(path: path, reason: "an offset points outside its section")
    }
    data = bytes
    self.offset = offset
    self.end = end
    self.path = path
  }

  /// Whether every byte of the section was read.
  var isAtEnd: Bool { offset >= end }

  private func cutShort() -> IndexError { .damaged(path: path, reason: "a value runs past its section") }

  /// One byte.
  mutating func byte() throws -> UInt8 {
    guard offset < end else { throw cutShort() }
    defer { offset += 1 }
    return data[offset]
  }

  /// An unsigned LEB128 number of at most ten bytes.
  mutating func varint() throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset < end else { throw cutShort() }
      let byte = data[offset]
      offset += 1
      guard shift < 64, shift < 63 || byte <= 1 else {
        throw IndexError.damaged(path: path, reason: "a number is too long")
      }
      value |= UInt64(byte & 0x7f) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// A varint that must fit an `Int` (a length, a count, a position).
  mutating func count() throws -> Int {
    let value = try varint()
    guard value <= UInt64(Int32.max) else { throw IndexError.damaged(path: path, reason: "a count is too large") }
    return Int(value)
  }

  /// A zigzag-coded signed number.
  mutating func signed() throws -> Int64 {
    let value = try varint()
    return Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
  }

  /// A little-endian u32.
  mutating func u32() throws -> UInt32 {
    guard end - offset >= 4 else { throw cutShort() }
    defer { offset += 4 }
    return data.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian
  }

  /// A little-endian f64.
  mutating func f64() throws -> Double {
    guard end - offset >= 8 else { throw cutShort() }
    defer { offset += 8 }
    return Double(bitPattern: data.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
  }

  /// `count` bytes, in place.
  mutating func bytes(_ count: Int) throws -> UnsafeRawBufferPointer {
    guard count >= 0, end - offset >= count else { throw cutShort() }
    defer { offset += count }
    return UnsafeRawBufferPointer(rebasing: data[offset..<(offset + count)])
  }

  /// A varint length and that many bytes, in place.
  mutating func text() throws -> UnsafeRawBufferPointer {
    try bytes(try count())
  }

  /// Skips a varint length and that many bytes.
  mutating func skipText() throws {
    let length = try count()
    guard end - offset >= length else { throw cutShort() }
    offset += length
  }

  /// A coordinate pair: two raw f64 when `raw`, else two zigzag counts of 1e-5 degrees from `base`.
  mutating func coordinates(raw: Bool, base: (Int64, Int64) = (0, 0)) throws -> (Double, Double) {
    if raw { return (try f64(), try f64()) }
    let latitude = try signed() &+ base.0
    let longitude = try signed() &+ base.1
    return (IndexLayout.degrees(latitude), IndexLayout.degrees(longitude))
  }
}

extension ByteArena {
  /// Appends an unsigned LEB128 number.
  @inline(__always)
  func appendVarint(_ value: UInt64) {
    // One room check for the whole number rather than one a byte.
    append(atMost: Varint.maximumSize) { Varint.write(value, at: $0) }
  }

  /// Appends a zigzag-coded signed number.
  func appendSigned(_ value: Int64) {
    appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
  }

  /// Appends a varint length and the bytes.
  func appendText(_ bytes: UnsafeRawBufferPointer) {
    appendVarint(UInt64(bytes.count))
    append(bytes)
  }

  /// Appends a varint length and the UTF-8 of `text`.
  func appendText(_ text: String) {
    appendVarint(UInt64(text.utf8.count))
    append(utf8: text)
  }
}
