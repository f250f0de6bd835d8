/// The badge a landmark awards once all four activities are done there.
public struct Badge: Codable, Hashable, Sendable {
  /// A stable identifier such as `mountFuji`.
  public let id: String
  /// What is drawn inside the badge.
  public let symbol: BadgeSymbol
  /// The badge's colour.
  public let color: BadgeColor

  /// Creates a badge.
  public init(id: String, symbol: BadgeSymbol, color: BadgeColor) {
    self.id = id
    self.symbol = symbol
    self.color = color
  }
}
