import LandmarksCore

extension BadgeArt {
  /// One badge to draw: what it shows, its colour, the caption beneath it, and whether it is still to be earned.
  struct Item: Sendable, Hashable {
    /// The symbol drawn inside the hexagon.
    let symbol: BadgeSymbol
    /// The colour of the hexagon and symbol.
    let color: BadgeColor
    /// The caption under the badge, usually the landmark's name.
    let label: String
    /// Not yet earned: drawn faint and with dashed sides instead of in colour.
    let dimmed: Bool
  }
}
