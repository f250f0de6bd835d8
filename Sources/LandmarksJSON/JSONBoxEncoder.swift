/// The `Encoder` that `JSONTextEncoder` hands to each value: it fills one `JSONBox`.
struct JSONBoxEncoder: Encoder {
  let box: JSONBox
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    // A second request keeps the keys of the first: a value and its extras share one object.
    box.becomeObject()
    return KeyedEncodingContainer(JSONKeyedContainer<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    box.becomeArray()
    return JSONUnkeyedContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueContainer(box: box, codingPath: codingPath)
  }
}

/// Fills an object box, key by key.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: JSONBox
  let codingPath: [any CodingKey]

  private func set(_ content: JSONBox.Content, for key: Key) {
    box.entries.append((key.stringValue, JSONBox.leaf(content)))
  }

  private func set(_ child: JSONBox, for key: Key) {
    box.entries.append((key.stringValue, child))
  }

  mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try JSONBox.number(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try JSONBox.number(value, codingPath: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(String(value)), for: key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(String(value)), for: key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let child = JSONBox()
    try child.store(value, codingPath: codingPath + [key])
    set(child, for: key)
  }

  // Absent optionals are written as null, never left out: scripts rely on every key being there.
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = JSONBox()
    child.becomeObject()
    set(child, for: key)
    return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(box: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONBox()
    child.becomeArray()
    set(child, for: key)
    return JSONUnkeyedContainer(box: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONBox()
    // Foundation files a superclass's keys under "super".
    box.entries.append(("super", child))
    return JSONBoxEncoder(box: child, codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = JSONBox()
    set(child, for: key)
    return JSONBoxEncoder(box: child, codingPath: codingPath + [key])
  }
}

/// Fills an array box, element by element.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
  let box: JSONBox
  let codingPath: [any CodingKey]

  var count: Int { box.items.count }

  private func append(_ child: JSONBox) {
    box.items.append(child)
  }

  private func append(_ content: JSONBox.Content) {
    box.items.append(JSONBox.leaf(content))
  }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws { append(try JSONBox.number(value, codingPath: codingPath)) }
  mutating func encode(_ value: Float) throws { append(try JSONBox.number(value, codingPath: codingPath)) }
  mutating func encode(_ value: Int) throws { append(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { append(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { append(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { append(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { append(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { append(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { append(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { append(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { append(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { append(.number(String(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let child = JSONBox()
    try child.store(value, codingPath: codingPath)
    append(child)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = JSONBox()
    child.becomeObject()
    append(child)
    return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(box: child, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = JSONBox()
    child.becomeArray()
    append(child)
    return JSONUnkeyedContainer(box: child, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONBox()
    append(child)
    return JSONBoxEncoder(box: child, codingPath: codingPath)
  }
}

/// Fills a box with one value.
struct JSONSingleValueContainer: SingleValueEncodingContainer {
  let box: JSONBox
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { box.content = .null }
  mutating func encode(_ value: Bool) throws { box.content = .bool(value) }
  mutating func encode(_ value: String) throws { box.content = .string(value) }
  mutating func encode(_ value: Double) throws { box.content = try JSONBox.number(value, codingPath: codingPath) }
  mutating func encode(_ value: Float) throws { box.content = try JSONBox.number(value, codingPath: codingPath) }
  mutating func encode(_ value: Int) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: Int8) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: Int16) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: Int32) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: Int64) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: UInt) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: UInt8) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: UInt16) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: UInt32) throws { box.content = .number(String(value)) }
  mutating func encode(_ value: UInt64) throws { box.content = .number(String(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try box.store(value, codingPath: codingPath)
  }
}
