/// Keys looked up by their UTF-8 bytes as they lie in a file, so a reader classifies a member
/// without making its key a `String`.
package struct ByteKeyTable: Sendable {
  /// Up to 16 bytes packed little-endian into two words, the rest zero: with the length, two
  /// comparisons tell keys apart rather than one a byte.
  private struct Packed: Sendable, Equatable {
    var low: UInt64
    var high: UInt64
  }

  private struct Entry: Sendable {
    let words: Packed
    let code: Int
  }

  private struct Prefix: Sendable {
    let bytes: [UInt8]
    /// The first 16 bytes.
    let words: Packed
  }

  /// The packed keys ordered by length; those of length `n` are at
  /// `firstOfLength[n]..<firstOfLength[n + 1]`.
  private let packed: [Entry]
  private let firstOfLength: [Int]
  /// Keys too long to pack, compared byte by byte.
  private let long: [(key: [UInt8], code: Int)]
  /// Keys starting with one of these get `prefixCode`.
  private let prefixes: [Prefix]
  private let prefixCode: Int
  /// What a key in none of the entries gets.
  package let otherCode: Int

  /// The longest key or prefix packed.
  private static let packedBytes = 16

  /// A table giving each key in `codes` its code, keys starting with one of `prefixes`
  /// `prefixCode`, and any other key `otherCode`.
  package init(_ codes: [String: Int], prefixes: [String] = [], prefixCode: Int = -1, otherCode: Int) {
    var byLength = [[Entry]](repeating: [], count: Self.packedBytes + 1)
    var long: [(key: [UInt8], code: Int)] = []
    for (key, code) in codes {
      let bytes = Array(key.utf8)
      if bytes.count <= Self.packedBytes {
        byLength[bytes.count].append(Entry(words: bytes.withUnsafeBufferPointer { Self.pack($0) }, code: code))
      } else {
        long.append((bytes, code))
      }
    }
    var first: [Int] = []
    var packed: [Entry] = []
    for entries in byLength {
      first.append(packed.count)
      packed += entries
    }
    first.append(packed.count)
    self.packed = packed
    firstOfLength = first
    self.long = long
    self.prefixes = prefixes.map { prefix in
      let bytes = Array(prefix.utf8)
      return Prefix(bytes: bytes, words: bytes.withUnsafeBufferPointer { Self.pack($0) })
    }
    self.prefixCode = prefixCode
    self.otherCode = otherCode
  }

  /// The code of the key whose UTF-8 is `key`.
  package func code(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    if key.count <= Self.packedBytes {
      return code(count: key.count, low: 0, high: 0, packing: key)
    }
    for entry in long where entry.key.count == key.count && entry.key.elementsEqual(key) {
      return entry.code
    }
    let words = Self.pack(key)
    return prefixed(count: key.count, words, key) ? prefixCode : otherCode
  }

  /// The code of the key of `count` bytes (at most 16) whose bytes, packed little-endian into two
  /// words with the rest zero, are `low` and `high`: what a reader that loads a key's words has.
  package func code(count: Int, low: UInt64, high: UInt64) -> Int {
    code(count: count, low: low, high: high, packing: nil)
  }

  @inline(__always)
  private func code(count: Int, low: UInt64, high: UInt64, packing key: UnsafeBufferPointer<UInt8>?) -> Int {
    guard count >= 0, count <= Self.packedBytes else { return otherCode }
    let words = key.map(Self.pack) ?? Packed(low: low, high: high)
    var slot = firstOfLength[count]
    let end = firstOfLength[count + 1]
    while slot < end {
      let entry = packed[slot]
      if entry.words == words { return entry.code }
      slot += 1
    }
    return prefixed(count: count, words, nil) ? prefixCode : otherCode
  }

  /// Whether a key of `count` bytes whose first 16 are packed in `words` starts with a prefix;
  /// its bytes, `key`, are needed only for prefixes longer than 16 bytes.
  private func prefixed(count: Int, _ words: Packed, _ key: UnsafeBufferPointer<UInt8>?) -> Bool {
    for prefix in prefixes where prefix.bytes.count <= count {
      let length = prefix.bytes.count
      let low = length >= 8 ? UInt64.max : Self.firstBytes(length)
      let high = length <= 8 ? 0 : length >= 16 ? UInt64.max : Self.firstBytes(length - 8)
      guard words.low & low == prefix.words.low && words.high & high == prefix.words.high else { continue }
      if length <= Self.packedBytes { return true }
      if let key, key.starts(with: prefix.bytes) { return true }
    }
    return false
  }

  /// A mask of the first `count` (0 ... 7) bytes of a little-endian word.
  @inline(__always)
  private static func firstBytes(_ count: Int) -> UInt64 {
    (1 &<< UInt64(count &* 8)) &- 1
  }

  /// The bytes of `key` (at most 16) packed little-endian.
  @inline(__always)
  private static func pack(_ key: UnsafeBufferPointer<UInt8>) -> Packed {
    var words = Packed(low: 0, high: 0)
    for offset in 0..<min(key.count, 8) { words.low |= UInt64(key[offset]) << (offset &* 8) }
    if key.count > 8 {
      for offset in 8..<min(key.count, 16) { words.high |= UInt64(key[offset]) << ((offset &- 8) &* 8) }
    }
    return words
  }
}
