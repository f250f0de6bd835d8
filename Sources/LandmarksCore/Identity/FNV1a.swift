/// The 64-bit FNV-1a hash: tiny, stable across runs and platforms (unlike `Hasher`, which is seeded).
struct FNV1a {
  /// The hash so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Adds `text` with its length first, so ("ab", "c") and ("a", "bc") hash differently.
  mutating func add(_ text: String) {
    var length = UInt64(text.utf8.count)
    for _ in 0..<8 {
      add(byte: UInt8(truncatingIfNeeded: length))
      length >>= 8
    }
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes { add(byte: byte) }
    }
  }

  @inline(__always)
  private mutating func add(byte: UInt8) {
    value ^= UInt64(byte)
    value &*= 0x0000_0100_0000_01b3
  }
}
