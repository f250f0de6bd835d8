/// JSON string literals written by hand, for the streaming GeoJSON writer.
enum JSONText {
  /// `text` as a quoted JSON string; slashes stay unescaped, U+2028 and U+2029 are escaped.
  static func quoted(_ text: String) -> String {
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

  /// `text` quoted, or `null`.
  static func quoted(_ text: String?) -> String {
    text.map { quoted($0) } ?? "null"
  }

  /// A JSON array of strings.
  static func array(_ texts: [String]) -> String {
    "[" + texts.map { quoted($0) }.joined(separator: ",") + "]"
  }
}
