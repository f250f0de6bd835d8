/// Makes text from users or imports safe to print: it can never drive the terminal.
enum SafeText {
  /// `text` with control characters (escape sequences, carriage returns, bells…), line and
  /// paragraph separators and bidirectional controls shown as visible `\u{…}` escapes instead
  /// of being sent to the terminal.
  static func clean(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 and C1 controls, U+2028/U+2029, and the marks, embeddings, overrides and isolates that
  /// reorder text (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069).
  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: scalar.properties.generalCategory == .control
    }
  }
}
