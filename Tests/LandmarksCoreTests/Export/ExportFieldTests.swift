import Foundation
import LandmarksJSON
import Testing

@testable import LandmarksCore

/// The byte-level shortcuts of CSV quoting and JSON quoting decide as the Character rules did.
@Suite("Export fields: quoting decided from bytes")
struct ExportFieldTests {
  /// Texts at every edge: blanks and separators, non-ASCII whitespace, combining marks, prepended
  /// characters, escapes.
  static let texts: [String] = [
    "", "plain", " lead", "trail ", "\tTab", "tab\t", "a,b", "a;b", "say \"hi\"", "two\nlines", "cr\r", "\u{A0}nbsp",
    "nbsp\u{A0}", "\u{2003}em", "em\u{2003}", "\u{3000}ideo", "é", " \u{301}", "a \u{301}", "\u{600}a", "a\u{600}",
    "\u{85}next", "next\u{85}", "Río", "田", "x\u{2028}y", "\u{2029}", "\u{8}bs", "ff\u{C}", "€\u{2028}", "back\\slash",
    "\u{1}ctl", "ok/slash", "\u{7F}",
  ]

  @Test("CSV: a field is quoted exactly when the Character rules quote it", arguments: texts)
  func csvQuoting(text: String) {
    let old =
      text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D || $0 == 0x3B }
      || text.first?.isWhitespace == true || text.last?.isWhitespace == true
    #expect(CSVWriter.needsQuotes(text) == old)
    #expect(CSVWriter.field(text) == text || old)
  }

  @Test("JSON: text is quoted whole only when no scalar needs an escape", arguments: texts)
  func jsonQuoting(text: String) {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case "\u{8}": escaped += "\\b"
      case "\u{C}": escaped += "\\f"
      case "\u{2028}", "\u{2029}": escaped += "\\u\(String(scalar.value, radix: 16))"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    #expect(JSONWriter.quoted(text) == escaped + "\"")
  }
}
