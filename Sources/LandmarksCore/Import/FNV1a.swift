/// The 64-bit FNV-1a hash: tiny, stable across runs and platforms (unlike `Hasher`, which is seeded).
struct FNV1a {
  /// The hash so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Adds `text` with its length first, so ("ab", "c") and ("a", "bc") hash differently.
  mutating func add(_ text: String) {
    add(bytes: withUnsafeBytes(of: UInt64(text.utf8.count).littleEndian, Array.init))
    add(bytes: text.utf8)
  }

  private mutating func add<S: Sequence>(bytes: S) where S.Element == UInt8 {
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
  }
}
