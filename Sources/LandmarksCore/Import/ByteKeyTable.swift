/// Keys looked up by their UTF-8 bytes as they lie in a file, so a reader classifies a member
/// without making its key a `String`.
struct ByteKeyTable: Sendable {
  private struct Entry: Sendable {
    let key: [UInt8]
    let code: Int
  }

  /// The entries grouped by the length of their keys: a key is compared only with the few of its
  /// own length.
  private let entriesByLength: [[Entry]]
  /// Keys starting with one of these get `prefixCode`.
  private let prefixes: [[UInt8]]
  private let prefixCode: Int
  /// What a key in none of the entries gets.
  let otherCode: Int

  /// A table giving each key in `codes` its code, keys starting with one of `prefixes`
  /// `prefixCode`, and any other key `otherCode`.
  init(_ codes: [String: Int], prefixes: [String] = [], prefixCode: Int = -1, otherCode: Int) {
    var byLength: [[Entry]] = []
    for (key, code) in codes {
      let bytes = Array(key.utf8)
      while byLength.count <= bytes.count { byLength.append([]) }
      byLength[bytes.count].append(Entry(key: bytes, code: code))
    }
    entriesByLength = byLength
    self.prefixes = prefixes.map { Array($0.utf8) }
    self.prefixCode = prefixCode
    self.otherCode = otherCode
  }

  /// The code of the key whose UTF-8 is `key`.
  func code(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    if key.count < entriesByLength.count {
      for entry in entriesByLength[key.count] where Self.same(entry.key, key, count: key.count) {
        return entry.code
      }
    }
    for prefix in prefixes where prefix.count <= key.count && Self.same(prefix, key, count: prefix.count) {
      return prefixCode
    }
    return otherCode
  }

  /// Whether the first `count` bytes of `own` and `other` are the same; keys are short, so a loop
  /// here beats a call to `memcmp`.
  private static func same(_ own: [UInt8], _ other: UnsafeBufferPointer<UInt8>, count: Int) -> Bool {
    own.withUnsafeBufferPointer { bytes in
      for offset in 0..<count where bytes[offset] != other[offset] { return false }
      return true
    }
  }
}
