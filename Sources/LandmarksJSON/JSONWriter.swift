/// The project's one JSON writer: every output, the store and the config write their strings with
/// its one escaper, their numbers in its one format, and their documents in its one layout.
///
/// Strings: a quote, a backslash and the control characters are escaped (`\b \t \n \f \r`, else
/// `\u00XX`), and so are U+2028 and U+2029, which JavaScript and line-splitting tools (Python's
/// `splitlines`) take for line breaks; slashes and everything else are written as they are.
package struct JSONWriter: Sendable {
  /// The UTF-8 written so far.
  package var bytes: [UInt8] = []

  /// A writer with room for `capacity` bytes.
  package init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends text of the layout itself (brackets, keys known to need no escape) as it is.
  package mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends text known to need no escape (a number's literal) as it is.
  package mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends `text` as a quoted JSON string.
  package mutating func string(_ text: String) {
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
  package mutating func string(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  /// Appends a finite number in the one number format; `false`, writing nothing, when it is not
  /// finite.
  @discardableResult
  package mutating func number(_ value: Double) -> Bool {
    guard let text = Self.numberText(value) else { return false }
    raw(text)
    return true
  }

  /// The one number format: the shortest text that reads back as `value` (Swift's description),
  /// without a trailing ".0", as Foundation's encoder writes a `Double`: `8848`, `-33.8568`,
  /// `1e+20`; `nil` for a value that is not finite, which JSON cannot hold.
  package static func numberText<Value: BinaryFloatingPoint & CustomStringConvertible>(_ value: Value) -> String? {
    guard value.isFinite else { return nil }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// `text` as a quoted JSON string.
  package static func quoted(_ text: String) -> String {
    var writer = JSONWriter(capacity: text.utf8.count + 2)
    writer.string(text)
    return writer.text
  }

  /// `text` quoted, or `null`.
  package static func quoted(_ text: String?) -> String {
    text.map { quoted($0) } ?? "null"
  }

  /// Whether any byte of `utf8` needs an escape: a quote, a backslash, a control character, or the
  /// first byte of U+2028 or U+2029 (`E2 80 A8`, `E2 80 A9`; the exact check is left to the slow path).
  package static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
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

/// The one layout: two-space indents, `"key" : value`, keys sorted by their bytes, and `[]` and
/// `{}` for empty containers; what the tool prints, and how the store and the config are kept.
extension JSONWriter {
  /// Appends `value` nested `depth` levels deep: its first line not indented, the others indented
  /// to match, so a streamed array's elements are byte for byte those of the whole array.
  package mutating func pretty(_ value: JSONValue, depth: Int = 0) {
    switch value {
    case .null: raw("null")
    case .bool(let flag): flag ? raw("true") : raw("false")
    case .number(_, let literal): raw(literal)
    case .string(let text): string(text)
    case .array(let elements):
      guard !elements.isEmpty else { return raw("[]") }
      raw("[\n")
      for (position, element) in elements.enumerated() {
        if position > 0 { raw(",\n") }
        indent(depth + 1)
        pretty(element, depth: depth + 1)
      }
      bytes.append(0x0A)
      indent(depth)
      raw("]")
    case .object(let members):
      guard !members.isEmpty else { return raw("{}") }
      raw("{\n")
      // Of a key given twice, the later value.
      let order = members.indices.sorted { lhs, rhs in
        let (left, right) = (members[lhs].key, members[rhs].key)
        return left == right ? lhs < rhs : left.utf8.lexicographicallyPrecedes(right.utf8)
      }
      var written = 0
      for (rank, position) in order.enumerated() {
        if rank + 1 < order.count, members[order[rank + 1]].key == members[position].key { continue }
        if written > 0 { raw(",\n") }
        written += 1
        indent(depth + 1)
        string(members[position].key)
        raw(" : ")
        pretty(members[position].value, depth: depth + 1)
      }
      bytes.append(0x0A)
      indent(depth)
      raw("}")
    }
  }

  /// `value` laid out as a whole document, with a final line break: a file's bytes.
  package static func document(_ value: JSONValue) -> [UInt8] {
    var writer = JSONWriter(capacity: 4096)
    writer.pretty(value)
    writer.bytes.append(0x0A)
    return writer.bytes
  }

  private mutating func indent(_ depth: Int) {
    bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
  }
}
