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

/// The closed set of badge colours, named as SwiftUI names its system colours.
public enum BadgeColor: String, CaseIterable, Codable, Hashable, Sendable {
  case orange, cyan, mint, green, blue
  case red, yellow, purple, pink, brown, indigo, teal, gray
}

/// The closed set of symbols a badge can show; the sample's seven come first.
public enum BadgeSymbol: String, CaseIterable, Codable, Hashable, Sendable {
  case sun, ferry, tree, bird, mountain, snowflake, fish
  case volcano, wave, leaf, flower, flame, star, moon, crown, columns, tower, bridge, compass
  case penguin, whale, turtle, cactus, drop, shell, lion, pyramid, temple
}
