/// Makes text from users or imports safe to print: it can never drive the terminal.
enum SafeText {
  /// `text` with control characters (escape sequences, carriage returns, bells…) shown as
  /// visible `\u{…}` escapes instead of being sent to the terminal.
  static func clean(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let category = scalar.properties.generalCategory
      if category == .control || (category == .format && scalar.value >= 0x202A && scalar.value <= 0x202E)
        || (scalar.value >= 0x2066 && scalar.value <= 0x2069)
      {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
