/// One member of a JSON object.
public struct JSONMember: Sendable, Hashable {
  /// The member's name.
  public let key: String
  /// Its value.
  public let value: JSONValue

  /// Creates a member.
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
