/// Reads the fields an `IndexBuilder` packed after a record in a sort entry's payload, checking
/// every length against the payload.
struct PayloadReader {
  private let data: UnsafeRawBufferPointer
  private var position: Int

  /// Reads `bytes` from `position`.
  init(_ bytes: UnsafeRawBufferPointer, from position: Int) {
    self.data = bytes
    self.position = position
  }

  /// One byte.
  mutating func byte() throws -> UInt8 {
    guard position < data.count else { throw Self.cutShort }
    defer { position += 1 }
    return data[position]
  }

  /// A little-endian u32.
  mutating func u32() throws -> UInt32 {
    guard position + 4 <= data.count, let start = data.baseAddress else { throw Self.cutShort }
    defer { position += 4 }
    return UInt32(littleEndian: start.loadUnaligned(fromByteOffset: position, as: UInt32.self))
  }

  /// A little-endian u64.
  mutating func u64() throws -> UInt64 {
    guard position + 8 <= data.count, let start = data.baseAddress else { throw Self.cutShort }
    defer { position += 8 }
    return UInt64(littleEndian: start.loadUnaligned(fromByteOffset: position, as: UInt64.self))
  }

  /// Where the next field starts.
  var offset: Int { position }

  /// Whether every byte was read.
  var isAtEnd: Bool { position >= data.count }

  /// A u32 length and that many bytes.
  mutating func bytes() throws -> UnsafeRawBufferPointer {
    let length = Int(try u32())
    guard position + length <= data.count else { throw Self.cutShort }
    defer { position += length }
    return UnsafeRawBufferPointer(rebasing: data[position..<(position + length)])
  }

  private static var cutShort: IndexError { .invalidInput(reason: "a sorted entry is cut short") }
}
