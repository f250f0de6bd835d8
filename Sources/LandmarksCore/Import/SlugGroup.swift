/// Which places' slugs can meet, so that slugs are decided a group at a time in bounded memory.
///
/// A place's candidates are its plain slug `base`, `base-cc` (its country) and `base[-cc]-N`: every
/// candidate is `base` with two-letter country tokens and numbers added. Stripping those tokens
/// from the end of a slug gives its group: all candidates of a place share its base's group, so
/// two places can only ever compete for a slug within one group. Taking the groups one by one, each
/// in file order, gives exactly the slugs one pass over the whole file would.
enum SlugGroup {
  /// The group of a slug: the slug without trailing number and country-suffix tokens, keeping the
  /// first token.
  static func key(of slug: String, suffixes: Set<String>) -> [UInt8] {
    var tokens = slug.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    while tokens.count > 1, let last = tokens.last,
      last.allSatisfy({ (0x30...0x39).contains($0) }) || suffixes.contains(String(decoding: last, as: UTF8.self))
    {
      tokens.removeLast()
    }
    var key: [UInt8] = []
    for (index, token) in tokens.enumerated() {
      if index > 0 { key.append(UInt8(ascii: "-")) }
      key += token
    }
    return key
  }
}
