/// A `Decoder` over a parsed `JSONValue`, reading the store file as Foundation's `JSONDecoder` did
/// (the same values, the same `DecodingError`s with the same coding paths) at a fraction of its
/// start-up cost.
///
/// `JSONDecoder` asks the runtime about every type it meets (`T.self as? SomeProtocol.Type`, and
/// generic types built from mangled names); each new question scans every protocol conformance
/// record in the binary, about 150,000 instructions, and reading one small store asked some forty.
/// This decoder never casts to a protocol: it compares metatypes (`T.self == Date.self`) instead.
///
/// It serves the store's own `init(from:)` code: dates are read the store's way (ISO 8601, snapped
/// to the millisecond), not `Date`'s own `Codable` way, and `Data`, `URL` and `Decimal` get no
/// special treatment, since the store holds none.
struct JSONValueDecoder: Decoder {
  /// The value being decoded.
  let value: JSONValue
  /// Where it sits in the document.
  let path: DecodingPath

  /// Decodes `value`, found at `path`.
  init(value: JSONValue, path: DecodingPath = .root) {
    self.value = value
    self.path = path
  }

  /// Decodes a `T` from a whole parsed document.
  static func decode<T: Decodable>(_ type: T.Type, from document: JSONValue) throws -> T {
    try unwrap(document, as: type, at: .root, nil)
  }

  /// The keys from the document down to this value.
  var codingPath: [any CodingKey] { path.keys }

  /// No options: the store's types read none.
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The members of an object, as Foundation's decoder opens one.
  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(JSONValueKeyedContainer<Key>(members: try Self.members(of: value, at: path), path: path))
  }

  /// The elements of an array.
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    JSONValueUnkeyedContainer(elements: try Self.elements(of: value, at: path), path: path)
  }

  /// The value itself.
  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    JSONValueSingleValueContainer(value: value, path: path)
  }
}
