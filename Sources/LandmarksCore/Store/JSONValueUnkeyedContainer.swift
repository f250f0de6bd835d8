/// The elements of one JSON array, read in order; positions appear in coding paths as Foundation
/// names them ("Index 2", int value 2).
struct JSONValueUnkeyedContainer: UnkeyedDecodingContainer {
  /// The elements in file order.
  private let elements: [JSONValue]
  /// Where the array sits in the document.
  private let path: DecodingPath
  /// The position of the next element to read.
  private(set) var currentIndex = 0

  /// Reads `elements`, the array at `path`.
  init(elements: [JSONValue], path: DecodingPath) {
    self.elements = elements
    self.path = path
  }

  /// The keys from the document down to the array.
  var codingPath: [any CodingKey] { path.keys }

  /// How many elements the array has.
  var count: Int? { elements.count }

  /// Whether every element has been read.
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// Whether the next element is null, consuming it only when it is.
  mutating func decodeNil() throws -> Bool {
    guard case .null = try next(Never.self) else { return false }
    currentIndex += 1
    return true
  }

  /// A boolean element.
  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try read(type) { try JSONValueDecoder.bool($0, at: $1, $2) }
  }

  /// A string element.
  mutating func decode(_ type: String.Type) throws -> String {
    try read(type) { try JSONValueDecoder.string($0, at: $1, $2) }
  }

  /// A number element.
  mutating func decode(_ type: Double.Type) throws -> Double {
    try read(type) { try JSONValueDecoder.floatingPoint($0, as: type, at: $1, $2) }
  }

  /// A number element.
  mutating func decode(_ type: Float.Type) throws -> Float {
    try read(type) { try JSONValueDecoder.floatingPoint($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: Int.Type) throws -> Int {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An integer element.
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try read(type) { try JSONValueDecoder.integer($0, as: type, at: $1, $2) }
  }

  /// An element of any decodable type.
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try read(type) { try JSONValueDecoder.unwrap($0, as: type, at: $1, $2) }
  }

  /// An element of any decodable type, `nil` when it is null or past the end; Foundation moves on
  /// one position either way.
  mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
    defer { currentIndex += 1 }
    guard currentIndex < elements.count else { return nil }
    let value = elements[currentIndex]
    if case .null = value { return nil }
    return try JSONValueDecoder.unwrap(value, as: type, at: path, JSONValueKey(index: currentIndex))
  }

  /// An object element, read by key.
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try read(type) { try JSONValueDecoder(value: $0, path: $1.appending($2)).container(keyedBy: type) }
  }

  /// An array element.
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try read([Any].self) { try JSONValueDecoder(value: $0, path: $1.appending($2)).unkeyedContainer() }
  }

  /// A decoder for the next element.
  mutating func superDecoder() throws -> any Decoder {
    try read((any Decoder).self) { JSONValueDecoder(value: $0, path: $1.appending($2)) }
  }

  /// Reads the next element with `reading`, handing it the array's path and the element's key, and
  /// moves past it only when that succeeds.
  private mutating func read<T>(
    _ type: Any.Type, _ reading: (JSONValue, DecodingPath, JSONValueKey) throws -> T
  ) throws -> T {
    let value = try next(type)
    let result = try reading(value, path, JSONValueKey(index: currentIndex))
    currentIndex += 1
    return result
  }

  /// The next element, or Foundation's `valueNotFound` past the end.
  private func next(_ type: Any.Type) throws -> JSONValue {
    guard currentIndex < elements.count else {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: path.appending(JSONValueKey(index: currentIndex)).keys,
          debugDescription: "Unkeyed container is at end."))
    }
    return elements[currentIndex]
  }
}
