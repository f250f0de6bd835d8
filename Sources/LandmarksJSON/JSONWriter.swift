/// The project's one JSON writer: every output, the store and the config write their strings with
/// its one escaper, their numbers in its one format, and their documents in its one layout.
///
/// Strings: a quote, a backslash and the control characters are escaped (`\b \t \n \f \r`, else
/// `\u00XX`), and so are U+2028 and U+2029, which JavaScript and line-splitting tools (Python's
/// `splitlines`) take for line breaks; slashes and everything else are written as they are.
public struct JSONWriter: Sendable {
  /// The UTF-8 written so far.
  public var bytes: [UInt8] = []

  /// A writer with room for `capacity` bytes.
  public init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends text of the layout itself (brackets, keys known to need no escape) as it is.
  public mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends text known to need no escape (a number's literal) as it is.
  public mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends `text` as a quoted JSON string.
  public mutating func string(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      bytes.append(0x22)
      // Most text needs no escape: copied whole.
      if Self.needsEscape(utf8) {
        appendEscaped(utf8)
      } else {
        bytes.append(contentsOf: utf8)
      }
      bytes.append(0x22)
    }
  }

  /// Appends `text` as a quoted JSON string, or `null`.
  public mutating func string(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  /// Appends a finite number in the one number format; `false`, writing nothing, when it is not
  /// finite.
  @discardableResult
  public mutating func number(_ value: Double) -> Bool {
    guard let text = Self.numberText(value) else { return false }
    raw(text)
    return true
  }

  /// The one number format: the shortest text that reads back as `value` (Swift's description),
  /// without a trailing ".0", as Foundation's encoder writes a `Double`: `8848`, `-33.8568`,
  /// `1e+20`; `nil` for a value that is not finite, which JSON cannot hold.
  public static func numberText<Value: BinaryFloatingPoint & CustomStringConvertible>(_ value: Value) -> String? {
    guard value.isFinite else { return nil }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// `text` as a quoted JSON string.
  public static func quoted(_ text: String) -> String {
    var writer = JSONWriter(capacity: text.utf8.count + 2)
    writer.string(text)
    return writer.text
  }

  /// `text` quoted, or `null`.
  public static func quoted(_ text: String?) -> String {
    text.map { quoted($0) } ?? "null"
  }

  /// Whether any byte of `utf8` needs an escape: a quote, a backslash, a control character, or the
  /// first byte of U+2028 or U+2029 (`E2 80 A8`, `E2 80 A9`; the exact check is left to the slow path).
  public static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }
  }

  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    let hex: StaticString = "0123456789abcdef"
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      index += 1
      switch byte {
      case 0x22: raw("\\\"")
      case 0x5C: raw("\\\\")
      case 0x08: raw("\\b")
      case 0x09: raw("\\t")
      case 0x0A: raw("\\n")
      case 0x0C: raw("\\f")
      case 0x0D: raw("\\r")
      case 0..<0x20:
        raw("\\u00")
        hex.withUTF8Buffer { digits in
          bytes.append(digits[Int(byte >> 4)])
          bytes.append(digits[Int(byte & 0x0F)])
        }
      case 0xE2
      where index + 1 < utf8.count && utf8[index] == 0x80 && (utf8[index + 1] == 0xA8 || utf8[index + 1] == 0xA9):
        raw(utf8[index + 1] == 0xA8 ? "\\u2028" : "\\u2029")
        index += 2
      default:
        bytes.append(byte)
      }
    }
  }
}
