/// Keys looked up by their UTF-8 bytes as they lie in a file, so a reader classifies a member
/// without making its key a `String`.
struct ByteKeyTable: Sendable {
  /// A key: where its bytes lie in `keyBytes`, its first byte (compared before the rest) and its
  /// code.
  private struct Entry: Sendable {
    let start: Int
    let first: UInt8
    let code: Int
  }

  /// Every key's bytes, end to end: one buffer to compare against rather than an array a key,
  /// each of which a look-up would retain and release.
  private let keyBytes: [UInt8]
  /// The entries, shortest keys first.
  private let entries: [Entry]
  /// The entries of keys `length` bytes long are `entries[ends[length - 1] ..< ends[length]]`
  /// (from 0 for the empty key); a key is compared only with the few of its own length.
  private let ends: [Int]
  /// Keys starting with one of these get `prefixCode`.
  private let prefixes: [[UInt8]]
  private let prefixCode: Int
  /// What a key in none of the entries gets.
  let otherCode: Int

  /// A table giving each key in `codes` its code, keys starting with one of `prefixes`
  /// `prefixCode`, and any other key `otherCode`.
  init(_ codes: [String: Int], prefixes: [String] = [], prefixCode: Int = -1, otherCode: Int) {
    let keys = codes.map { (bytes: Array($0.key.utf8), code: $0.value) }.sorted { $0.bytes.count < $1.bytes.count }
    var keyBytes: [UInt8] = []
    var entries: [Entry] = []
    var ends: [Int] = []
    for key in keys {
      while ends.count <= key.bytes.count { ends.append(entries.count) }
      entries.append(Entry(start: keyBytes.count, first: key.bytes.first ?? 0, code: key.code))
      keyBytes += key.bytes
      ends[key.bytes.count] = entries.count
    }
    self.keyBytes = keyBytes
    self.entries = entries
    self.ends = ends
    self.prefixes = prefixes.map { Array($0.utf8) }
    self.prefixCode = prefixCode
    self.otherCode = otherCode
  }

  /// The code of the key whose UTF-8 is `key`.
  func code(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    let count = key.count
    if count < ends.count {
      let found = entries.withUnsafeBufferPointer { entries in
        keyBytes.withUnsafeBufferPointer { bytes in
          Self.find(key, among: entries[(count == 0 ? 0 : ends[count - 1])..<ends[count]], in: bytes)
        }
      }
      if let found { return found }
    }
    for prefix in prefixes where prefix.count <= key.count && Self.same(prefix, key, count: prefix.count) {
      return prefixCode
    }
    return otherCode
  }

  /// The code of the entry among `candidates` (all as long as `key`) whose bytes in `bytes` are
  /// `key`'s; keys are short, so a loop here beats a call to `memcmp`.
  @inline(__always)
  private static func find(
    _ key: UnsafeBufferPointer<UInt8>, among candidates: Slice<UnsafeBufferPointer<Entry>>,
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    guard let first = key.first else { return candidates.first?.code }
    for entry in candidates where entry.first == first {
      var offset = 1
      while offset < key.count, bytes[entry.start + offset] == key[offset] { offset += 1 }
      if offset == key.count { return entry.code }
    }
    return nil
  }

  /// Whether the first `count` bytes of `own` and `other` are the same.
  private static func same(_ own: [UInt8], _ other: UnsafeBufferPointer<UInt8>, count: Int) -> Bool {
    own.withUnsafeBufferPointer { bytes in
      for offset in 0..<count where bytes[offset] != other[offset] { return false }
      return true
    }
  }
}
