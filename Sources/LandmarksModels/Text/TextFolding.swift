import Foundation

/// Reduces text to a comparison key: lowercase, no accents, usual ASCII spellings, single spaces.
public enum TextFolding {
  /// Letters that Unicode does not decompose but people write in ASCII some other way.
  private static let spellings: [Character: String] = [
    "ø": "o", "ł": "l", "đ": "d", "æ": "ae", "ß": "ss", "œ": "oe", "þ": "th", "ð": "d",
    "ı": "i", "ħ": "h", "ŧ": "t", "ŋ": "ng", "ĸ": "k", "ſ": "s", "ɨ": "i",
  ]

  private static let apostrophes: Set<Character> = ["'", "’", "‘", "ʻ", "ʼ", "`", "´"]

  /// The folded form of `text`: "São Tomé" and "sao  tome" fold alike; "富士山" stays itself.
  public static func fold(_ text: String) -> String {
    // Foundation's folding costs microseconds a name: scalars it was asked about once are known.
    foldIfASCII(text) ?? SharedScalarFoldTable.shared.fold(text) ?? foldUnicode(text)
  }

  /// `fold(text)` when `text` is all ASCII, else nil.
  static func foldIfASCII(_ text: String) -> String? {
    // Most names and places are plain ASCII, where Foundation's folding (the costly part) has
    // nothing to do: the byte loop gives the same key, as a test checks on random text.
    withASCII(text) { foldedASCII($0) }
  }

  /// The fold of ASCII bytes, written straight into the string: it is never longer than they are.
  private static func foldedASCII(_ ascii: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: ascii.count) { buffer in
      var count = 0
      forEachFoldedASCII(ascii) { byte in
        buffer[count] = byte
        count += 1
      }
      return count
    }
  }

  /// `fold` for text that is all ASCII: lowercase letters and digits, apostrophes dropped, every
  /// other run of characters one space.
  static func foldASCII(_ text: String) -> String {
    var copy = text
    return copy.withUTF8 { foldedASCII($0) }
  }

  /// Appends the folded form of `text` to `scalars` as scalar values: how a search lays every
  /// name and place end to end in one buffer without a string for each.
  public static func appendFolded(_ text: String, to scalars: inout [UInt32]) {
    let wasASCII = withASCII(text) { appendFoldedASCII($0, to: &scalars) } != nil
    if !wasASCII {
      for scalar in fold(text).unicodeScalars { scalars.append(scalar.value) }
    }
  }

  /// `body` over the text's UTF-8 when it is all ASCII, else `nil`: read as a buffer, since a walk
  /// of a string's UTF-8 view costs several times as much a byte.
  public static func withASCII<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    var copy = text
    return copy.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? body(bytes) : nil }
  }

  /// The ASCII folding loop, writing code units of any width after what `output` holds.
  private static func appendFoldedASCII<Unit: FixedWidthInteger>(
    _ utf8: UnsafeBufferPointer<UInt8>, to output: inout [Unit]
  ) {
    forEachFoldedASCII(utf8) { output.append(Unit($0)) }
  }

  /// The ASCII folding loop: hands `emit` each byte of the fold in turn.
  @inline(__always)
  private static func forEachFoldedASCII(_ utf8: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Void) {
    var wrote = false
    var pendingSpace = false
    for byte in utf8 {
      let lowered = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
      if lowered == 0x27 || lowered == 0x60 { continue }  // ' and `
      if (0x61...0x7A).contains(lowered) || (0x30...0x39).contains(lowered) {
        if pendingSpace && wrote { emit(0x20) }
        pendingSpace = false
        wrote = true
        emit(lowered)
      } else {
        pendingSpace = true
      }
    }
  }

  /// What `text` adds to the fold of a longer text it is part of, as bytes where a space stands for
  /// a break between words (at either end too): its characters folded one at a time. Only for text
  /// whose characters never join a neighbour's (see `isComposable`); nil when a character folds to a
  /// control or format character, which could join or part what comes next.
  package static func foldedPiece(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    for character in text {
      let scalars = character.unicodeScalars
      if let only = scalars.first, only.value < 0x80, scalars.index(after: scalars.startIndex) == scalars.endIndex {
        let byte = UInt8(only.value)
        let lowered = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        if lowered == 0x27 || lowered == 0x60 { continue }  // ' and `
        let kept = (0x61...0x7A).contains(lowered) || (0x30...0x39).contains(lowered)
        bytes.append(kept ? lowered : 0x20)
        continue
      }
      guard let folded = ScalarFoldTable.foundationFold(ofCharacter: String(character)) else { return nil }
      bytes += folded
    }
    return bytes
  }

  /// Whether the characters of `text` never join those of a text before or after it: it is made of
  /// printable ASCII, Latin letters and signs and combining marks, and does not start with a mark.
  /// Folding such texts one after another gives the fold of the whole (`foldedPiece`).
  package static func isComposable(_ text: String) -> Bool {
    var isFirst = true
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x20...0x7E, 0xA0...0x2FF, 0x1E00...0x1EFF: break
      case 0x300...0x36F where !isFirst: break
      default: return false
      }
      isFirst = false
    }
    return true
  }

  /// `fold` for any text, through Foundation's case, accent and width folding.
  static func foldUnicode(_ text: String) -> String {
    let lowered = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .lowercased()
    var result = ""
    result.reserveCapacity(lowered.utf8.count)
    var pendingSpace = false
    for character in lowered {
      switch role(of: character) {
      case .dropped:
        continue
      case .text(let text):
        if pendingSpace && !result.isEmpty { result.append(" ") }
        pendingSpace = false
        result += text
      case .separator:
        pendingSpace = true
      }
    }
    return result
  }

  /// What a folded character becomes in a key.
  enum Role {
    /// Nothing: an apostrophe.
    case dropped
    /// This text: a letter or digit, or a usual ASCII spelling.
    case text(String)
    /// A break between words.
    case separator
  }

  /// The role of a character of lowercased, folded text.
  static func role(of character: Character) -> Role {
    // Apostrophes join a word rather than split it: "K'gari" folds to "kgari", "Hawaiʻi" to
    // "hawaii". Checked first: the ʻokina and ʼ count as letters.
    if apostrophes.contains(character) { return .dropped }
    if let spelled = spellings[character] { return .text(spelled) }
    if character.isLetter || character.isNumber { return .text(String(character)) }
    return .separator
  }

  /// `text` without regard to case, accents, width or emoji variation selectors, but keeping its
  /// symbols and punctuation, so "🏔" and "🏔️" fold alike and "🌋" stays apart; single spaces.
  public static func foldKeepingSymbols(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    let lowered = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .lowercased()
    // Variation selectors only choose how a symbol is drawn; people rarely type them.
    for scalar in lowered.unicodeScalars where !isVariationSelector(scalar) { scalars.append(scalar) }
    var result = ""
    var pendingSpace = false
    for character in String(scalars) {
      if character.isWhitespace {
        pendingSpace = true
        continue
      }
      if pendingSpace && !result.isEmpty { result.append(" ") }
      pendingSpace = false
      if let spelled = spellings[character] { result += spelled } else { result.append(character) }
    }
    return result
  }

  private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
    (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
  }

  /// The words of the folded text.
  public static func words(_ text: String) -> [Substring] {
    fold(text).split(separator: " ")
  }
}
