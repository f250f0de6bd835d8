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
