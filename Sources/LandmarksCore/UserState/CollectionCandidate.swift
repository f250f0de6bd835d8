/// A collection named in an error message: what to type to pick it for sure.
public struct CollectionCandidate: Hashable, Sendable {
  /// The collection's name as stored.
  public let name: String
  /// The collection's id, shortened to the fewest characters (at least 8) no other collection's
  /// id starts with, when the resolver accepts a prefix of it; else the whole id.
  public let id: String

  /// Creates a candidate.
  public init(name: String, id: String) {
    self.name = name
    self.id = id
  }
}
