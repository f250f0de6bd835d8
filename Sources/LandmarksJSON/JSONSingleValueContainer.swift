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
