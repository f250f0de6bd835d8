/// The members of one JSON object, read by key.
///
/// A key the file repeats reads as its first value, and keys no type asks for are ignored, both as
/// Foundation's decoder does. Small objects (every struct in the store) are searched in order;
/// large ones get an index once, so a store's thousands of landmark ids never cost a scan each.
struct JSONValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// The members in file order.
  private let members: [JSONMember]
  /// The position of each name's first member, for objects too large to search in order.
  private let positions: [String: Int]?
  /// Where the object sits in the document.
  private let path: DecodingPath

  /// Reads `members`, the object at `path`.
  init(members: [JSONMember], path: DecodingPath) {
    self.members = members
    self.path = path
    // Past 16 members an index pays for itself; the store's structs have at most seven.
    if members.count > 16 {
      var positions: [String: Int] = [:]
      positions.reserveCapacity(members.count)
      for (position, member) in members.enumerated() where positions[member.key] == nil {
        positions[member.key] = position
      }
      self.positions = positions
    } else {
      positions = nil
    }
  }

  /// The keys from the document down to the object.
  var codingPath: [any CodingKey] { path.keys }

  /// Each name once, in file order, as a `Key` where it is one.
  var allKeys: [Key] {
    members.enumerated().compactMap { position, member in
      guard position == firstPosition(of: member.key) else { return nil }
      return Key(stringValue: member.key)
    }
  }

  /// Whether the object has a member named by `key`, null or not.
  func contains(_ key: Key) -> Bool {
    firstPosition(of: key.stringValue) != nil
  }

  /// Whether the member is null; a missing member is an error, as in Foundation.
  func decodeNil(forKey key: Key) throws -> Bool {
    if case .null = try member(key) { return true }
    return false
  }

  /// A boolean member.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try JSONValueDecoder.bool(try member(key), at: path, key)
  }

  /// A string member.
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try JSONValueDecoder.string(try member(key), at: path, key)
  }

  /// A number member.
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try JSONValueDecoder.floatingPoint(try member(key), as: type, at: path, key)
  }

  /// A number member.
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try JSONValueDecoder.floatingPoint(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// An integer member.
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try JSONValueDecoder.integer(try member(key), as: type, at: path, key)
  }

  /// A member of any decodable type.
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try JSONValueDecoder.unwrap(try member(key), as: type, at: path, key)
  }

  /// A member of any decodable type, `nil` when it is missing or null.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = value(named: key.stringValue) else { return nil }
    if case .null = value { return nil }
    return try JSONValueDecoder.unwrap(value, as: type, at: path, key)
  }

  /// An object member, read by key.
  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try JSONValueDecoder(value: try member(key), path: path.appending(key)).container(keyedBy: type)
  }

  /// An array member.
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try JSONValueDecoder(value: try member(key), path: path.appending(key)).unkeyedContainer()
  }

  /// The member named "super", or null when there is none, as in Foundation.
  func superDecoder() throws -> any Decoder {
    let key = JSONValueKey(stringValue: "super")
    return JSONValueDecoder(value: value(named: key.stringValue) ?? .null, path: path.appending(key))
  }

  /// The member named by `key`, or null when there is none, as in Foundation.
  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueDecoder(value: value(named: key.stringValue) ?? .null, path: path.appending(key))
  }

  /// The member named by `key`, or Foundation's `keyNotFound`, at the object's own path.
  private func member(_ key: Key) throws -> JSONValue {
    guard let value = value(named: key.stringValue) else {
      throw DecodingError.keyNotFound(
        key,
        .init(codingPath: path.keys, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return value
  }

  /// The first member named `name`.
  private func value(named name: String) -> JSONValue? {
    firstPosition(of: name).map { members[$0].value }
  }

  /// The position of the first member named `name`. Names compare as Swift strings do (canonical
  /// equivalence, so "\u{212A}" is "K"), as Foundation's dictionary of members compares them.
  private func firstPosition(of name: String) -> Int? {
    if let positions { return positions[name] }
    return members.firstIndex { $0.key == name }
  }
}
