import Foundation

/// Decodes a `Decodable` value from a parsed `JSONValue`: the counterpart of `JSONTextEncoder`, for
/// the files whose models read themselves (the source registry, the catalog at build time).
///
/// Times are ISO 8601 text; a missing key, a null where a value is needed and a value of the wrong
/// kind are `JSONError.shape` errors naming the place in the document.
package struct JSONValueDecoder: Decoder {
  private let value: JSONValue
  private let path: JSONPath
  /// The keys from the document down, as `Decoder` gives them.
  package let codingPath: [any CodingKey]

  /// Decodes `type` from `value`, the whole document.
  package static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try JSONValueDecoder(value: value, path: .root, codingPath: []).read(type)
  }

  private init(value: JSONValue, path: JSONPath, codingPath: [any CodingKey]) {
    self.value = value
    self.path = path
    self.codingPath = codingPath
  }

  /// No options.
  package var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The value's members, read by key.
  package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Keyed<Key>(reader: try JSONObjectReader(value, at: path), codingPath: codingPath))
  }

  /// The value's elements, read in order.
  package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    Unkeyed(elements: try value.elements(at: path), path: path, codingPath: codingPath)
  }

  /// The value itself.
  package func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  /// `type` read from this value: times, strings and numbers directly, anything else by its own
  /// `init(from:)`.
  fileprivate func read<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == Date.self {
      let text = try value.text(at: path)
      // Whole seconds, as the encoder writes them, by arithmetic; other spellings as Foundation reads them.
      let written = text.utf8.count == 20 ? ISOTime.date(fromUTCText: text) : nil
      guard let date = written ?? (try? Date.ISO8601FormatStyle().parse(text)) else {
        throw JSONError.shape(path: path, reason: "expected an ISO 8601 time, found \(JSONWriter.quoted(text))")
      }
      return try exactly(date)
    }
    if T.self == String.self { return try exactly(value.text(at: path)) }
    if T.self == Int.self { return try exactly(value.integer(at: path)) }
    if T.self == Double.self { return try exactly(value.double(at: path)) }
    if T.self == Bool.self { return try exactly(value.boolean(at: path)) }
    if value.isNull, !(T.self is any ExpressibleByNilLiteral.Type) {
      throw JSONError.shape(path: path, reason: "expected a value, found null")
    }
    return try T(from: self)
  }

  private func exactly<T, Value>(_ value: Value) throws -> T {
    guard let result = value as? T else { throw JSONError.shape(path: path, reason: "cannot read \(T.self)") }
    return result
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard let result = T(exactly: try value.integer(at: path)) else {
      throw JSONError.shape(path: path, reason: "the number is out of range")
    }
    return result
  }

  /// An object's members, by key.
  private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: JSONObjectReader
    let codingPath: [any CodingKey]

    var allKeys: [Key] { reader.members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { reader.optional(key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try reader.required(key.stringValue).isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try decoder(for: key, value: reader.required(key.stringValue)).read(type)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
      try decoder(for: key, value: reader.required(key.stringValue)).decode(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      guard let value = reader.present(key.stringValue) else { return nil }
      return try decoder(for: key, value: value).read(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try decoder(for: key, value: reader.required(key.stringValue)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder(for: key, value: reader.required(key.stringValue)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      try decoder(for: JSONKey("super"), value: reader.required("super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      try decoder(for: key, value: reader.required(key.stringValue))
    }

    private func decoder(for key: any CodingKey, value: JSONValue) -> JSONValueDecoder {
      JSONValueDecoder(
        value: value, path: reader.path.appending(key.stringValue), codingPath: codingPath + [key])
    }
  }

  /// An array's elements, in order.
  private struct Unkeyed: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let path: JSONPath
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], path: JSONPath, codingPath: [any CodingKey]) {
      self.elements = elements
      self.path = path
      self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
      guard try next().isNull else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: String.Type) throws -> String {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
      let result = try decoder(try next()).decode(type)
      currentIndex += 1
      return result
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let result = try decoder(try next()).read(type)
      currentIndex += 1
      return result
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let result = try decoder(try next()).container(keyedBy: type)
      currentIndex += 1
      return result
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let result = try decoder(try next()).unkeyedContainer()
      currentIndex += 1
      return result
    }

    mutating func superDecoder() throws -> any Decoder {
      let result = decoder(try next())
      currentIndex += 1
      return result
    }

    private func next() throws -> JSONValue {
      guard currentIndex < elements.count else {
        throw JSONError.shape(path: path, reason: "the array ends after \(elements.count) elements")
      }
      return elements[currentIndex]
    }

    private func decoder(_ value: JSONValue) -> JSONValueDecoder {
      JSONValueDecoder(
        value: value, path: path.appending(index: currentIndex), codingPath: codingPath + [JSONKey(index: currentIndex)]
      )
    }
  }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
  /// Whether the value is null.
  package func decodeNil() -> Bool { value.isNull }
  /// The value as a boolean.
  package func decode(_ type: Bool.Type) throws -> Bool { try value.boolean(at: path) }
  /// The value as a string.
  package func decode(_ type: String.Type) throws -> String { try value.text(at: path) }
  /// The value as a number.
  package func decode(_ type: Double.Type) throws -> Double { try value.double(at: path) }
  /// The value as a number.
  package func decode(_ type: Float.Type) throws -> Float { Float(try value.double(at: path)) }
  /// The value as an integer.
  package func decode(_ type: Int.Type) throws -> Int { try value.integer(at: path) }
  /// The value as an integer.
  package func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  /// The value as an integer.
  package func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  /// The value as an integer.
  package func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  /// The value as an integer.
  package func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  /// The value as an integer.
  package func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  /// The value as an integer.
  package func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  /// The value as an integer.
  package func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  /// The value as an integer.
  package func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  /// The value as an integer.
  package func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
  /// The value as any decodable type.
  package func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }
}

/// A coding key made from a name or a position, for paths.
struct JSONKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(_ name: String) {
    stringValue = name
    intValue = nil
  }

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init?(stringValue: String) { self.init(stringValue) }
  init?(intValue: Int) { self.init(index: intValue) }
}
