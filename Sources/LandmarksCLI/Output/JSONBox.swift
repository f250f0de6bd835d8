import Foundation

/// One JSON value while it is being encoded; objects and arrays are filled in by the containers
/// that hold this box, so they are shared by reference.
final class JSONBox {
  /// What the box holds so far; an array's items and an object's entries are kept beside it, so
  /// containers append to them in place.
  enum Content {
    case empty
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array
    case object
  }

  var content = Content.empty
  /// The elements, when the box is an array.
  var items: [JSONBox] = []
  /// The keys and values in the order they were encoded, when the box is an object; a key encoded
  /// twice keeps its last value.
  var entries: [(key: String, value: JSONBox)] = []

  /// Makes the box an object, keeping the entries it has if it is one already.
  func becomeObject() {
    if case .object = content { return }
    content = .object
    entries = []
  }

  /// Makes the box an array, keeping the items it has if it is one already.
  func becomeArray() {
    if case .array = content { return }
    content = .array
    items = []
  }

  /// A new box holding `content`.
  static func leaf(_ content: Content) -> JSONBox {
    let box = JSONBox()
    box.content = content
    return box
  }

  /// Encodes `value` into this box; dates as ISO 8601 text, everything else by its own `encode(to:)`.
  func store<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
    if let date = value as? Date {
      content = .string(date.formatted(Date.ISO8601FormatStyle()))
    } else {
      try value.encode(to: JSONBoxEncoder(box: self, codingPath: codingPath))
    }
  }

  /// The number text Foundation prints for a floating-point value: its shortest form, without a
  /// trailing ".0".
  static func number<Value: BinaryFloatingPoint & CustomStringConvertible>(
    _ value: Value, codingPath: [any CodingKey]
  ) throws -> Content {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not valid JSON"))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return .number(text)
  }

  /// Appends this value's text, nested `depth` levels deep.
  func write(into output: inout [UInt8], depth: Int) {
    switch content {
    case .empty, .null: output += Array("null".utf8)
    case .bool(let value): output += Array((value ? "true" : "false").utf8)
    case .number(let text): output += Array(text.utf8)
    case .string(let text): Self.writeString(text, into: &output)
    case .array:
      guard !items.isEmpty else {
        output += [UInt8(ascii: "["), UInt8(ascii: "]")]
        return
      }
      output += [UInt8(ascii: "["), 0x0A]
      for (index, item) in items.enumerated() {
        if index > 0 { output += [UInt8(ascii: ","), 0x0A] }
        Self.indent(&output, depth + 1)
        item.write(into: &output, depth: depth + 1)
      }
      output.append(0x0A)
      Self.indent(&output, depth)
      output.append(UInt8(ascii: "]"))
    case .object:
      guard !entries.isEmpty else {
        output += [UInt8(ascii: "{"), UInt8(ascii: "}")]
        return
      }
      output += [UInt8(ascii: "{"), 0x0A]
      // Sorted by their bytes, as Foundation's `.sortedKeys` sorts them; of a key encoded twice,
      // the later value.
      let order = entries.indices.sorted { lhs, rhs in
        let (left, right) = (entries[lhs].key, entries[rhs].key)
        return left == right ? lhs < rhs : left.utf8.lexicographicallyPrecedes(right.utf8)
      }
      var written = 0
      for (rank, index) in order.enumerated() {
        if rank + 1 < order.count, entries[order[rank + 1]].key == entries[index].key { continue }
        if written > 0 { output += [UInt8(ascii: ","), 0x0A] }
        written += 1
        Self.indent(&output, depth + 1)
        Self.writeString(entries[index].key, into: &output)
        output += [0x20, UInt8(ascii: ":"), 0x20]
        entries[index].value.write(into: &output, depth: depth + 1)
      }
      output.append(0x0A)
      Self.indent(&output, depth)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func indent(_ output: inout [UInt8], _ depth: Int) {
    output += repeatElement(0x20, count: 2 * depth)
  }

  /// A JSON string: quote and backslash escaped, control characters as `\n`-style or `\u00XX`
  /// escapes, everything else (slashes, non-ASCII) as it is.
  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most text needs no escape: copied whole.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
      output += text.utf8
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
