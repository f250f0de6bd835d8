/// The closed set of symbols a badge can show; the sample's seven come first.
public enum BadgeSymbol: String, CaseIterable, Codable, Hashable, Sendable {
  case sun, ferry, tree, bird, mountain, snowflake, fish
  case volcano, wave, leaf, flower, flame, star, moon, crown, columns, tower, bridge, compass
  case penguin, whale, turtle, cactus, drop, shell, lion, pyramid, temple
}
