/// Cleans imported text so it can never drive a terminal or reorder what people read.
///
/// Removes C0 and C1 control characters (with the whole escape sequence they start: CSI, OSC, DCS…),
/// DEL, bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and stray byte-order
/// marks. A removal is counted, not refused: the report says how much was cleaned.
package enum TextCleaning {
  /// Cleaned text and how many characters or sequences were removed or replaced.
  package struct Result: Sendable, Hashable {
    /// The clean text.
    package let text: String
    /// Removals and replacements made.
    package let cleaned: Int
  }

  /// Cleans one-line text (names, locations): line breaks and tabs become single spaces too
  /// (not counted: they are layout, not an attack), and the ends are trimmed.
  package static func line(_ text: String) -> Result {
    clean(text, keepingLineBreaks: false)
  }

  /// Cleans running text (descriptions): line breaks are kept as `\n` (CRLF and CR become LF).
  package static func paragraph(_ text: String) -> Result {
    clean(text, keepingLineBreaks: true)
  }

  /// Cleans every text field of `place`; returns the place and the total removals.
  package static func place(_ place: ImportedPlace) -> (place: ImportedPlace, cleaned: Int) {
    if isClean(place) { return (place, 0) }
    var result = place
    var count = 0
    func line(_ text: String) -> String {
      let cleaned = TextCleaning.line(text)
      count += cleaned.cleaned
      return cleaned.text
    }
    result.name = line(place.name)
    result.alternateNames = place.alternateNames.map(line).filter { !$0.isEmpty }
    result.location = place.location.map(line)
    result.country = place.country.map(line)
    result.sourceID = place.sourceID.map(line)
    result.kinds = place.kinds.map(line)
    if let description = place.description {
      let cleaned = paragraph(description)
      count += cleaned.cleaned
      result.description = cleaned.text
    }
    return (result, count)
  }

  /// Whether cleaning would leave every text field of `place` as it is: checked field by field
  /// without building a new place, which most places need nothing of.
  static func isClean(_ place: borrowing ImportedPlace) -> Bool {
    isUntouched(place.name) && place.alternateNames.allSatisfy({ !$0.isEmpty && isUntouched($0) })
      && (place.location.map(isUntouched) ?? true) && (place.country.map(isUntouched) ?? true)
      && (place.sourceID.map(isUntouched) ?? true) && place.kinds.allSatisfy(isUntouched)
      && (place.description.map(isUntouched) ?? true)
  }

  private static func clean(_ text: String, keepingLineBreaks: Bool) -> Result {
    // The common case, nothing to remove, needs no work and no copy.
    if !needsCleaning(text) {
      return Result(text: trimSpaces(text), cleaned: 0)
    }
    var output = String.UnicodeScalarView()
    var cleaned = 0
    var scalars = Array(text.unicodeScalars)[...]
    var pendingSpace = false
    func appendSpace() {
      pendingSpace = true
    }
    while let scalar = scalars.popFirst() {
      let value = scalar.value
      switch value {
      case 0x0A, 0x0D, 0x2028, 0x2029:
        if value == 0x0D, scalars.first == "\n" { scalars.removeFirst() }
        if keepingLineBreaks {
          pendingSpace = false
          output.append("\n")
        } else {
          appendSpace()
        }
      case 0x09:
        appendSpace()
      case 0x1B:
        skipEscapeSequence(&scalars)
        cleaned += 1
      case 0x9B:
        skipControlSequence(&scalars)
        cleaned += 1
      case 0x90, 0x9D, 0x9E, 0x9F:
        skipString(&scalars)
        cleaned += 1
      case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
        cleaned += 1
      default:
        if pendingSpace {
          if let last = output.last, last != "\n", last != " " { output.append(" ") }
          pendingSpace = false
        }
        output.append(scalar)
      }
    }
    return Result(text: trimSpaces(String(output)), cleaned: cleaned)
  }

  /// Whether `text` holds anything `clean` removes or changes: C0 controls and DEL, C1 controls
  /// (C2 80–9F), line and paragraph separators, bidi embeddings, overrides and isolates
  /// (E2 80 A8–AE, E2 81 A6–A9) or a byte-order mark (EF BB BF). Read as bytes, so text in any
  /// script is checked without decoding it.
  static func needsCleaning(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { needsCleaning($0) }
  }

  /// `needsCleaning` of the text whose UTF-8 is `bytes`.
  private static func needsCleaning(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return true }
      if byte >= 0xC2 {
        let next = index + 1 < count ? bytes[index + 1] : 0
        let third = index + 2 < count ? bytes[index + 2] : 0
        switch byte {
        case 0xC2 where (0x80...0x9F).contains(next): return true
        case 0xE2 where next == 0x80 && (0xA8...0xAE).contains(third): return true
        case 0xE2 where next == 0x81 && (0xA6...0xA9).contains(third): return true
        case 0xEF where next == 0xBB && third == 0xBF: return true
        default: break
        }
      }
      index += 1
    }
    return false
  }

  /// ESC and what follows it: a CSI (`ESC [`), a string (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`)
  /// or a two-character sequence.
  private static func skipEscapeSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    guard let next = scalars.first else { return }
    switch next {
    case "[":
      scalars.removeFirst()
      skipControlSequence(&scalars)
    case "]", "P", "X", "^", "_":
      scalars.removeFirst()
      skipString(&scalars)
    default:
      // ESC ( B and similar carry one intermediate, then a final character.
      while let byte = scalars.first, (0x20...0x2F).contains(byte.value) { scalars.removeFirst() }
      if let final = scalars.first, (0x30...0x7E).contains(final.value) { scalars.removeFirst() }
    }
  }

  /// A CSI's parameters and intermediates, up to and including its final character.
  private static func skipControlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    while let scalar = scalars.first, (0x20...0x3F).contains(scalar.value) { scalars.removeFirst() }
    if let final = scalars.first, (0x40...0x7E).contains(final.value) { scalars.removeFirst() }
  }

  /// An OSC, DCS or similar string, up to BEL, ST (`ESC \` or U+009C) or the end of the text.
  private static func skipString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    while let scalar = scalars.popFirst() {
      if scalar.value == 0x07 || scalar.value == 0x9C { return }
      if scalar.value == 0x1B {
        if scalars.first == "\\" { scalars.removeFirst() }
        return
      }
    }
  }

  /// Whether cleaning, as a line or a paragraph, gives `text` back as it is: nothing to remove and
  /// no white space at either end.
  static func isUntouched(_ text: String) -> Bool {
    var text = text
    // The ends are read from the bytes: walking the string's scalars from either end costs more
    // than the whole check.
    return text.withUTF8 { bytes in
      guard !needsCleaning(bytes) else { return false }
      guard let first = firstScalar(bytes), let last = lastScalar(bytes) else { return true }
      return !PlaceValidation.isWhitespace(first) && !PlaceValidation.isWhitespace(last)
    }
  }

  /// The first scalar of valid UTF-8 `bytes`; nil when they are empty or it is cut short.
  private static func firstScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    scalar(bytes, from: 0)
  }

  /// The last scalar of valid UTF-8 `bytes`; nil when they are empty or it is cut short.
  private static func lastScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    var start = bytes.count - 1
    // Continuation bytes (10xxxxxx) belong to the scalar whose lead byte is before them.
    while start > 0 && start > bytes.count - 4 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return scalar(bytes, from: start)
  }

  /// The scalar whose UTF-8 starts at `start` of `bytes`; nil when there is none there.
  private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Unicode.Scalar? {
    guard start >= 0, start < bytes.count else { return nil }
    let lead = bytes[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return Unicode.Scalar(lead)
    case 0xC0...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF7: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard start + length <= bytes.count else { return nil }
    for offset in 1..<length { value = value << 6 | UInt32(bytes[start + offset] & 0x3F) }
    return Unicode.Scalar(value)
  }

  private static func trimSpaces(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      PlaceValidation.isWhitespace(first) || PlaceValidation.isWhitespace(last)
    else { return text }
    return PlaceValidation.trimmed(text) ?? ""
  }
}

/// Shortens text that is echoed back in messages, so a huge argument cannot flood the terminal.
package enum Excerpt {
  /// `text` itself when short, else its first `limit` characters and an ellipsis.
  package static func of(_ text: String, limit: Int = 60) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
  }
}
