/// Text for the XML 1.0 documents landmarks writes: GPX exports and SVG maps.
package enum XMLText {
  /// `text` safe in XML 1.0 content and attributes: markup escaped, and the characters XML 1.0
  /// has no way to write, not even as references (C0 controls but tab and line breaks, U+FFFE,
  /// U+FFFF), dropped.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
