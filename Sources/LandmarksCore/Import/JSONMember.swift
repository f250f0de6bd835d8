/// One member of a JSON object.
struct JSONMember: Sendable, Hashable {
  /// The member's name.
  let key: String
  /// Its value.
  let value: JSONValue
}
