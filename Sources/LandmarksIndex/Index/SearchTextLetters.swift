/// The ASCII letters of each built-in landmark's search texts, worked out by the build (see
/// `embeddedSearchTextLetters`), so that a search passes over the landmarks its query cannot match
/// without reading their texts: per line of the texts, the set's low and high 64 bits, then the
/// line's byte offset with `shortFormFlag` set when a name may hold a short form. With them, the
/// letters of each text on its own (see `embeddedSearchTextSets`), per line: a word holding how
/// many names (low 32 bits) and places (high 32 bits) follow, then for each name or translated
/// name its set's two words and a word that is 1 when it may hold a short form, then for each
/// country name, code and place its set's two words.
package enum SearchTextLetters {
  /// How many words each line takes.
  package static let wordsPerLine = 3
  /// Set in the offset word when a name or translated name may hold a short form.
  package static let shortFormFlag: UInt64 = 1 << 63

  /// Adds every ASCII byte of `bytes` to a 128-bit set.
  package static func add(_ bytes: UnsafeBufferPointer<UInt8>, to low: inout UInt64, _ high: inout UInt64) {
    for byte in bytes where byte < 0x80 {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }
  }

  /// Whether folded text may hold a short form that a search spells out ("mt", "st", "ft",
  /// "natl"…): each holds "mt", "st", "ft" or "nat", and only a name with one has a spelling laid
  /// out beside it with letters it lacks.
  package static func mayHoldShortForm(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
    for offset in field.indices.dropFirst() where field[offset] == 0x74 {
      switch field[offset - 1] {
      case 0x6D, 0x73, 0x66: return true
      case 0x61: if offset >= 2, field[offset - 2] == 0x6E { return true }
      default: break
      }
    }
    return false
  }
}
