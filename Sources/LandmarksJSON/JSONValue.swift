/// A parsed JSON value: an import's feature, or a whole small document such as the store.
package enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number with its literal text, so an id such as `12345678901234567890` keeps every digit;
  /// the writer writes the literal.
  case number(Double, literal: String)
  /// A string, its escapes already resolved.
  case string(String)
  /// An array, its elements in file order.
  case array([JSONValue])
  /// Members in file order: a feature's few keys are found faster by a scan than by hashing.
  case object([JSONMember])

  /// A number written in the one number format every output shares (see `JSONWriter.numberText`);
  /// `nil` when `value` is not finite, which JSON cannot hold.
  package static func number(_ value: Double) -> JSONValue? {
    JSONWriter.numberText(value).map { .number(value, literal: $0) }
  }

  /// An integer, its literal written with every digit (a `Double` alone would round large ids).
  package static func integer(_ value: some BinaryInteger) -> JSONValue {
    .number(Double(value), literal: String(value))
  }

  /// A string, or null.
  package static func nullable(_ text: String?) -> JSONValue {
    text.map { .string($0) } ?? .null
  }

  /// The member `key` of an object (the last, if a file repeats a key).
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    // Most keys asked for are absent: their lengths rarely match, and lengths cost nothing.
    let length = key.utf8.count
    return members.last { $0.key.utf8.count == length && $0.key == key }?.value
  }

  /// The text of a string.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value of a number.
  package var number: Double? {
    if case .number(let value, _) = self { return value }
    return nil
  }

  /// A string, or a number's literal: ids come both ways.
  package var scalarText: String? {
    switch self {
    case .string(let text): return text
    case .number(_, let literal): return literal
    default: return nil
    }
  }

  /// Whether the value is `null`.
  package var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// What kind of value this is, as messages name it.
  package var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Whole documents: a file's bytes read into one value.
extension JSONValue {
  /// The one value `bytes` hold (after an optional UTF-8 byte-order mark), with nothing but
  /// whitespace after it.
  package static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws -> JSONValue {
    var bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    // One chunk: every string is then read in place.
    var scanner = JSONScanner(MemoryInput(bytes: bytes, chunkSize: max(1, bytes.count)), limits: limits)
    guard try scanner.peekSignificant() != nil else { throw scanner.fault("there is no JSON value: the text is empty") }
    let value = try scanner.parseValue(depth: 0, maxBytes: .max)
    if let extra = try scanner.peekSignificant() {
      throw scanner.fault("unexpected \(scanner.describe(extra)) after the JSON value")
    }
    return value
  }
}

/// One member of a JSON object.
package struct JSONMember: Sendable, Hashable {
  /// The member's name.
  package let key: String
  /// Its value.
  package let value: JSONValue

  /// Creates a member.
  package init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
