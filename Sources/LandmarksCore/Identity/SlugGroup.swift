/// Which places' slugs can meet, so that slugs are decided a group at a time in bounded memory.
///
/// A place's candidates are its plain slug `base`, `base-cc` (its country) and `base[-cc]-N`: every
/// candidate is `base` with two-letter country tokens and numbers added. Stripping those tokens
/// from the end of a slug gives its group: all candidates of a place share its base's group, so
/// two places can only ever compete for a slug within one group. Taking the groups one by one, each
/// in file order, gives exactly the slugs one pass over the whole file would.
struct SlugGroup {
  /// Two-byte suffixes as bits of `(first << 8) | second`; every country's is two letters.
  private var twoByte = [UInt64](repeating: 0, count: 1024)
  /// Any other suffix (none today), compared as text.
  private var others: Set<String> = []

  /// Groups for these country suffixes.
  init(suffixes: Set<String>) {
    for suffix in suffixes {
      let bytes = Array(suffix.utf8)
      if bytes.count == 2 {
        let value = Int(bytes[0]) << 8 | Int(bytes[1])
        twoByte[value >> 6] |= 1 << UInt64(value & 63)
      } else {
        others.insert(suffix)
      }
    }
  }

  /// The group of a slug: the slug without trailing number and country-suffix tokens, keeping the
  /// first token.
  static func key(of slug: String, suffixes: Set<String>) -> [UInt8] {
    let group = SlugGroup(suffixes: suffixes)
    var slug = slug
    return slug.withUTF8 { Array($0[..<group.keyLength(of: UnsafeRawBufferPointer($0))]) }
  }

  /// How many leading bytes of `slug` its group key is.
  func keyLength(of slug: UnsafeRawBufferPointer) -> Int {
    var end = slug.count
    while true {
      // The last token is slug[start..<end]; the first token always stays.
      var start = end
      while start > 0, slug[start - 1] != UInt8(ascii: "-") { start -= 1 }
      guard start > 0 else { return end }
      let token = UnsafeRawBufferPointer(rebasing: slug[start..<end])
      guard isStripped(token) else { return end }
      end = start - 1
    }
  }

  private func isStripped(_ token: UnsafeRawBufferPointer) -> Bool {
    if !token.isEmpty, token.allSatisfy({ (0x30...0x39).contains($0) }) { return true }
    if token.count == 2 {
      let value = Int(token[0]) << 8 | Int(token[1])
      return twoByte[value >> 6] & (1 << UInt64(value & 63)) != 0
    }
    return !others.isEmpty && others.contains(String(decoding: token, as: UTF8.self))
  }
}
