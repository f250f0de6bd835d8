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
