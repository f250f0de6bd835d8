/// A parsed JSON value: one feature's worth at a time, never a whole file.
enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// A number with its literal text, so an id such as `12345678901234567890` keeps every digit.
  case number(Double, literal: String)
  case string(String)
  case array([JSONValue])
  /// Members in file order: a feature's few keys are found faster by a scan than by hashing.
  case object([JSONMember])

  /// The member `key` of an object (the last, if a file repeats a key).
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    // Most keys asked for are absent: their lengths rarely match, and lengths cost nothing.
    let length = key.utf8.count
    return members.last { $0.key.utf8.count == length && $0.key == key }?.value
  }

  /// The text of a string.
  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value of a number.
  var number: Double? {
    if case .number(let value, _) = self { return value }
    return nil
  }

  /// A string, or a number's literal: ids come both ways.
  var scalarText: String? {
    switch self {
    case .string(let text): return text
    case .number(_, let literal): return literal
    default: return nil
    }
  }
}
