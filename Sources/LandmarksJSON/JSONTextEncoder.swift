import Foundation

/// Encodes a value as JSON text in the one layout (`JSONWriter.pretty`): sorted keys, unescaped
/// slashes, ISO 8601 times, and `null` for every absent optional, so no key ever goes missing.
///
/// Foundation's encoder asks the runtime, for every value, whether its type is one of a dozen it
/// treats specially; in a statically linked binary each first such question scans every
/// conformance the binary holds, which made `--json` cost a third of a run. This encoder knows only
/// what the tool's output holds: strings, numbers, booleans, dates, arrays and keyed objects.
package enum JSONTextEncoder {
  /// The JSON text of `value`, without a final line break; nested `depth` levels deep, it is laid
  /// out as an element of that depth (its first line not indented, the others indented to match),
  /// so a streamed array's elements are byte for byte those of the whole array.
  package static func encode(_ value: some Encodable, depth: Int = 0) throws -> String {
    var writer = JSONWriter(capacity: 4096)
    writer.pretty(try self.value(value), depth: depth)
    return writer.text
  }

  /// The value `value` encodes to.
  package static func value(_ value: some Encodable) throws -> JSONValue {
    let root = JSONBox()
    try root.store(value, codingPath: [])
    return root.value
  }
}

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

  /// A floating-point number in the one number format; not finite, it has no JSON form.
  static func number<Value: BinaryFloatingPoint & CustomStringConvertible>(
    _ value: Value, codingPath: [any CodingKey]
  ) throws -> Content {
    guard let text = JSONWriter.numberText(value) else {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not valid JSON"))
    }
    return .number(text)
  }

  /// The value the box holds; an empty box (nothing was encoded) is null.
  var value: JSONValue {
    switch content {
    case .empty, .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let text): return .number(Double(text) ?? 0, literal: text)
    case .string(let text): return .string(text)
    case .array: return .array(items.map(\.value))
    case .object: return .object(entries.map { JSONMember(key: $0.key, value: $0.value.value) })
    }
  }
}
