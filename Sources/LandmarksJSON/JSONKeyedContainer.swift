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
