import Foundation

/// The readings every container shares, each throwing what Foundation's decoder throws for the same
/// value: `valueNotFound` for a null where a value is needed, `typeMismatch` for a value of another
/// kind, and a coding path that is the container's path plus the key (`nil` for the value itself).
extension JSONValueDecoder {
  /// Any `T`: a date the store's way, a string directly, one of the store's maps without the
  /// protocol cast the standard library's `Dictionary` decoding makes, anything else by its own
  /// `init(from:)`.
  static func unwrap<T: Decodable>(
    _ value: JSONValue, as type: T.Type, at path: DecodingPath, _ key: (any CodingKey)?
  ) throws -> T {
    if T.self == Date.self { return try exactly(date(value, at: path, key), as: type) }
    if T.self == String.self { return try exactly(string(value, at: path, key), as: type) }
    if let map = try storeMap(value, as: type, at: path, key) { return map }
    return try T(from: JSONValueDecoder(value: value, path: path.appending(key)))
  }

  /// `value` as `T`, which the caller has already found it to be by comparing metatypes; a cast
  /// between two concrete types that are the same type asks the runtime nothing.
  static func exactly<T, Value>(_ value: Value, as type: T.Type) throws -> T {
    guard let result = value as? T else {
      throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "\(Value.self) is not \(T.self)"))
    }
    return result
  }

  /// The members of an object, or the error Foundation throws when asked for a keyed container.
  static func members(of value: JSONValue, at path: DecodingPath) throws -> [JSONMember] {
    switch value {
    case .object(let members): return members
    case .null:
      throw DecodingError.valueNotFound(
        [String: Any].self,
        .init(
          codingPath: path.keys, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
    default: throw mismatch([String: Any].self, value, at: path, nil)
    }
  }

  /// The elements of an array, or the error Foundation throws when asked for an unkeyed container.
  static func elements(of value: JSONValue, at path: DecodingPath) throws -> [JSONValue] {
    switch value {
    case .array(let elements): return elements
    case .null:
      throw DecodingError.valueNotFound(
        [Any].self,
        .init(
          codingPath: path.keys, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
    default: throw mismatch([Any].self, value, at: path, nil)
    }
  }

  /// A boolean; Foundation reports a null here as a type mismatch, not a missing value.
  static func bool(_ value: JSONValue, at path: DecodingPath, _ key: (any CodingKey)?) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, at: path, key) }
    return bool
  }

  /// A string.
  static func string(_ value: JSONValue, at path: DecodingPath, _ key: (any CodingKey)?) throws -> String {
    switch value {
    case .string(let text): return text
    case .null: throw missing(String.self, at: path, key)
    default: throw mismatch(String.self, value, at: path, key)
    }
  }

  /// A time as `StateCoding` reads one: ISO 8601 text, snapped to the millisecond it names.
  static func date(_ value: JSONValue, at path: DecodingPath, _ key: (any CodingKey)?) throws -> Date {
    if case .null = value { throw missing(Date.self, at: path, key) }
    let text = try string(value, at: path, key)
    guard let date = StateCoding.date(fromText: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path.appending(key).keys, debugDescription: "not an ISO 8601 time: \(text)"))
    }
    return date
  }

  /// An integer, read as Foundation reads one: the literal itself when it is a plain integer that
  /// fits, else through `Double` when that is exact and below 2^53 (so `1.0` and `1e2` are 1 and
  /// 100, while `1.5` or `1e19` make the file "not valid JSON", as Foundation words it). Past 2^53
  /// Foundation goes on through `Decimal`; such a file is left to it (`UnsureReading`).
  static func integer<T: FixedWidthInteger>(
    _ value: JSONValue, as type: T.Type, at path: DecodingPath, _ key: (any CodingKey)?
  ) throws -> T {
    let literal: String
    switch value {
    case .number(_, let text): literal = text
    case .null: throw missing(type, at: path, key)
    default: throw mismatch(type, value, at: path, key)
    }
    if let integer = T(literal) { return integer }
    guard let double = Double(literal) else { throw UnsureReading() }
    guard let integer = T(exactly: double) else { throw notRepresentable() }
    guard double.magnitude < 0x1p53 else { throw UnsureReading() }
    return integer
  }

  /// A floating-point number, refused (as Foundation refuses it) when it overflows to infinity or
  /// underflows to zero from digits that are not all zero.
  static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: JSONValue, as type: T.Type, at path: DecodingPath, _ key: (any CodingKey)?
  ) throws -> T {
    let literal: String
    switch value {
    case .number(_, let text): literal = text
    case .null: throw missing(type, at: path, key)
    default: throw mismatch(type, value, at: path, key)
    }
    guard let number = T(literal) else { throw UnsureReading() }
    guard number.isFinite, number != 0 || isTrueZero(literal) else { throw notRepresentable() }
    return number
  }

  /// Whether a literal that parsed to zero really is zero, judged as Foundation judges it: four
  /// bytes at a time from the front, then the last one to three from the back, a digit 1–9 meaning
  /// no and an exponent mark yes. So "0e5" is refused ("5" is seen first) while "0.0e5" is zero.
  private static func isTrueZero(_ literal: String) -> Bool {
    func verdict(_ byte: UInt8) -> Bool? {
      switch byte {
      case UInt8(ascii: "1")...UInt8(ascii: "9"): false
      case UInt8(ascii: "e"), UInt8(ascii: "E"): true
      default: nil
      }
    }
    let bytes = Array(literal.utf8)
    var start = 0
    while bytes.count - start >= 4 {
      for byte in bytes[start..<start + 4] {
        if let answer = verdict(byte) { return answer }
      }
      start += 4
    }
    for byte in bytes[start...].reversed() {
      if let answer = verdict(byte) { return answer }
    }
    return true
  }

  /// What Foundation throws for a number no Swift type holds: its "not valid JSON", with no path.
  static func notRepresentable() -> DecodingError {
    .dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
  }

  /// A null where a value of `type` is needed.
  static func missing(_ type: Any.Type, at path: DecodingPath, _ key: (any CodingKey)?) -> DecodingError {
    .valueNotFound(
      type,
      .init(
        codingPath: path.appending(key).keys,
        debugDescription: "Cannot get value of type \(type) -- found null value instead"
      ))
  }

  /// A value of another kind where a value of `type` is needed.
  static func mismatch(_ type: Any.Type, _ value: JSONValue, at path: DecodingPath, _ key: (any CodingKey)?)
    -> DecodingError
  {
    let found: String
    switch value {
    case .null: found = "null"
    case .bool: found = "bool"
    case .number: found = "number"
    case .string: found = "a string"
    case .array: found = "an array"
    case .object: found = "a dictionary"
    }
    return .typeMismatch(
      type,
      .init(
        codingPath: path.appending(key).keys, debugDescription: "Expected to decode \(type) but found \(found) instead."
      ))
  }
}
