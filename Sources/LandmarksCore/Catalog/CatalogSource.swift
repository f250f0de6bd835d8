/// One imported source as the catalog reads it: its name and its mapped index.
public struct CatalogSource: Sendable {
  /// The source's name.
  public let name: String
  /// Its landmarks, in display order.
  public let index: CatalogIndex

  /// Creates a source.
  public init(name: String, index: CatalogIndex) {
    self.name = name
    self.index = index
  }

  /// Every id the source holds, in display order.
  func ids() throws -> [Int] {
    try (0..<index.count).map { try index.id(at: $0) }
  }

  /// The landmark at a display position.
  func landmark(at position: Int) throws -> Landmark {
    try index.place(at: position).landmark
  }
}
