import LandmarksIndex
import LandmarksModels

/// Tells from the ASCII letters a landmark's texts hold that a query cannot match any of them,
/// before they are laid out for matching: a letter of the query that occurs in none of the texts
/// costs a typo however a near miss is measured (see `SearchMatcher.typoBound`), and whole,
/// prefix, word-start, inner, place and code matches allow none.
struct SearchLetterFilter {
  /// The query's ASCII letters, spaces aside, each as often as it occurs; other letters are taken
  /// to be present, which only lets more through.
  private let letters: [UInt8]
  /// How many of them an entry may lack and still be a near miss.
  private let allowed: Int

  /// A filter for the folded query.
  init(folded query: String) {
    let scalars = Array(query.unicodeScalars.lazy.map(\.value))
    letters = scalars.compactMap { $0 < 0x80 && $0 != 0x20 ? UInt8($0) : nil }
    guard EditDistance.allowance(forLength: scalars.count) > 0 else {
      allowed = 0
      return
    }
    let words = scalars.split(separator: 0x20).map(\.count)
    allowed = SearchMatcher.typoBound(length: scalars.count, wordLengths: words)
  }

  /// Whether texts holding the ASCII bytes of `present` may match the query.
  func mayMatch(_ present: ASCIISet) -> Bool {
    var missing = 0
    for letter in letters where !present.contains(letter) {
      missing += 1
      if missing > allowed { return false }
    }
    return true
  }

  /// Whether one text holding the ASCII bytes of `present` may match the query with no typo, as
  /// a place or a code must: whole, by its start or by a word's start.
  func mayMatchExactly(_ present: ASCIISet) -> Bool {
    letters.allSatisfy(present.contains)
  }
}

/// A set of ASCII bytes, as 128 bits.
struct ASCIISet: Equatable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The set of the bytes whose bits are set: byte `b` is bit `b` of `low` below 64, else bit
  /// `b - 64` of `high`.
  init(low: UInt64 = 0, high: UInt64 = 0) {
    self.low = low
    self.high = high
  }

  /// Every ASCII byte.
  static let all = ASCIISet(low: .max, high: .max)

  /// Adds every ASCII byte of `bytes`, capital letters as small ones.
  mutating func formUnion(lowercased bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes where byte < 0x80 {
      let lowered = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
      if lowered < 64 { low |= 1 << UInt64(lowered) } else { high |= 1 << UInt64(lowered - 64) }
    }
  }

  /// Adds every ASCII byte of `bytes`.
  mutating func formUnion(_ bytes: UnsafeBufferPointer<UInt8>) {
    for byte in bytes where byte < 0x80 {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }
  }

  /// Adds the bytes of another set.
  mutating func formUnion(_ other: ASCIISet) {
    low |= other.low
    high |= other.high
  }

  /// Whether the set holds `byte`.
  func contains(_ byte: UInt8) -> Bool {
    guard byte < 0x80 else { return false }
    return byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
  }
}
