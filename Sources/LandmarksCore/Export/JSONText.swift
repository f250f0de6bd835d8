/// JSON string literals written by hand, for the streaming GeoJSON writer.
enum JSONText {
  /// `text` as a quoted JSON string; slashes stay unescaped, U+2028 and U+2029 are escaped.
  static func quoted(_ text: String) -> String {
    // Most text needs no escape: quoted whole rather than scalar by scalar.
    guard needsEscapes(text) else { return "\"" + text + "\"" }
    var result = "\""
    result.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{2028}", "\u{2029}": result += "\\u\(String(scalar.value, radix: 16))"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Whether `quoted` escapes anything in `text`: a quote, a backslash, a control character, or
  /// U+2028 or U+2029 (`E2 80 A8`, `E2 80 A9`).
  private static func needsEscapes(_ text: String) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
      if beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 { return true }
      beforePrevious = previous
      previous = byte
    }
    return false
  }

  /// `text` quoted, or `null`.
  static func quoted(_ text: String?) -> String {
    text.map { quoted($0) } ?? "null"
  }

  /// A JSON array of strings.
  static func array(_ texts: [String]) -> String {
    "[" + texts.map { quoted($0) }.joined(separator: ",") + "]"
  }
}
