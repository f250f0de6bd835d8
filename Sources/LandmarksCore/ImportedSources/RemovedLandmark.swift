/// A landmark whose source was removed (or no longer holds it), remembered so the user's history
/// of it still reads as something: "a landmark from the removed source trips".
public struct RemovedLandmark: Codable, Sendable, Hashable {
  /// Its id, which the user's marks, favorites and collections still hold.
  public let id: Int
  /// Its name when it was removed.
  public let name: String
  /// The source it came from.
  public let source: String

  /// Creates a record.
  public init(id: Int, name: String, source: String) {
    self.id = id
    self.name = name
    self.source = source
  }
}
