/// One JSON value read as itself: a string, a number, a date, or a type that reads itself this way.
struct JSONValueSingleValueContainer: SingleValueDecodingContainer {
  /// The value.
  private let value: JSONValue
  /// Where it sits in the document.
  private let path: DecodingPath

  /// Reads `value`, found at `path`.
  init(value: JSONValue, path: DecodingPath) {
    self.value = value
    self.path = path
  }

  /// The keys from the document down to the value.
  var codingPath: [any CodingKey] { path.keys }

  /// Whether the value is null.
  func decodeNil() -> Bool {
    if case .null = value { return true }
    return false
  }

  /// The value as a boolean.
  func decode(_ type: Bool.Type) throws -> Bool {
    try JSONValueDecoder.bool(value, at: path, nil)
  }

  /// The value as a string.
  func decode(_ type: String.Type) throws -> String {
    try JSONValueDecoder.string(value, at: path, nil)
  }

  /// The value as a number.
  func decode(_ type: Double.Type) throws -> Double {
    try JSONValueDecoder.floatingPoint(value, as: type, at: path, nil)
  }

  /// The value as a number.
  func decode(_ type: Float.Type) throws -> Float {
    try JSONValueDecoder.floatingPoint(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: Int.Type) throws -> Int {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: Int8.Type) throws -> Int8 {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: Int16.Type) throws -> Int16 {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: Int32.Type) throws -> Int32 {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: Int64.Type) throws -> Int64 {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: UInt.Type) throws -> UInt {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as an integer.
  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try JSONValueDecoder.integer(value, as: type, at: path, nil)
  }

  /// The value as any decodable type.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONValueDecoder.unwrap(value, as: type, at: path, nil)
  }
}
