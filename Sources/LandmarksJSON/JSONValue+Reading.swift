/// Reading a document into a model by hand: each accessor names the place and what was expected
/// when the value is not what the model needs, so a damaged file's message says where it is.
extension JSONValue {
  /// The members of an object.
  package func members(at path: JSONPath) throws -> [JSONMember] {
    guard case .object(let members) = self else { throw mismatch("an object", at: path) }
    return members
  }

  /// The elements of an array.
  package func elements(at path: JSONPath) throws -> [JSONValue] {
    guard case .array(let elements) = self else { throw mismatch("an array", at: path) }
    return elements
  }

  /// A string.
  package func text(at path: JSONPath) throws -> String {
    guard case .string(let text) = self else { throw mismatch("a string", at: path) }
    return text
  }

  /// This value as `true` or `false`; anything else is an error naming `path`.
  package func boolean(at path: JSONPath) throws -> Bool {
    guard case .bool(let value) = self else { throw mismatch("true or false", at: path) }
    return value
  }

  /// An integer: a plain integer literal, or a number that is exactly one (`1.0`, `1e2`) and
  /// small enough that a `Double` holds it exactly.
  package func integer(at path: JSONPath) throws -> Int {
    guard case .number(let value, let literal) = self else { throw mismatch("an integer", at: path) }
    if let integer = Int(literal) { return integer }
    guard value.magnitude < 0x1p53, let integer = Int(exactly: value) else {
      throw JSONError.shape(path: path, reason: "expected an integer, found \(literal)")
    }
    return integer
  }

  /// A finite number.
  package func double(at path: JSONPath) throws -> Double {
    guard case .number(let value, let literal) = self else { throw mismatch("a number", at: path) }
    guard value.isFinite else {
      throw JSONError.shape(path: path, reason: "\(literal) is too large for a number")
    }
    return value
  }

  /// The error for a value of another kind than `expected`.
  package func mismatch(_ expected: String, at path: JSONPath) -> JSONError {
    .shape(path: path, reason: "expected \(expected), found \(kind)")
  }
}

/// The members of one object being read, looked up by name.
package struct JSONObjectReader {
  /// The members in file order.
  package let members: [JSONMember]
  /// Where the object sits.
  package let path: JSONPath

  /// Reads `value`, which must be an object, found at `path`.
  package init(_ value: JSONValue, at path: JSONPath) throws {
    members = try value.members(at: path)
    self.path = path
  }

  /// The first member named `key`, `nil` when there is none.
  package func optional(_ key: String) -> JSONValue? {
    let length = key.utf8.count
    return members.first { $0.key.utf8.count == length && $0.key == key }?.value
  }

  /// The first member named `key`, or an error saying it is missing.
  package func required(_ key: String) throws -> JSONValue {
    guard let value = optional(key) else { throw JSONError.shape(path: path.appending(key), reason: "it is missing") }
    return value
  }

  /// A member's value that is not null, `nil` when the member is missing or null.
  package func present(_ key: String) -> JSONValue? {
    guard let value = optional(key), !value.isNull else { return nil }
    return value
  }

  /// A string member.
  package func text(_ key: String) throws -> String {
    try required(key).text(at: path.appending(key))
  }

  /// A string member, `nil` when missing or null.
  package func optionalText(_ key: String) throws -> String? {
    try present(key)?.text(at: path.appending(key))
  }

  /// A boolean member.
  package func boolean(_ key: String) throws -> Bool {
    try required(key).boolean(at: path.appending(key))
  }

  /// An integer member.
  package func integer(_ key: String) throws -> Int {
    try required(key).integer(at: path.appending(key))
  }

  /// An integer member, `nil` when missing or null.
  package func optionalInteger(_ key: String) throws -> Int? {
    try present(key)?.integer(at: path.appending(key))
  }

  /// An object member.
  package func object(_ key: String) throws -> JSONObjectReader {
    try JSONObjectReader(required(key), at: path.appending(key))
  }

  /// An array member.
  package func elements(_ key: String) throws -> [JSONValue] {
    try required(key).elements(at: path.appending(key))
  }
}
