import LandmarksCore
import LandmarksModels

/// The character drawn for each badge symbol, as an emoji or as an ASCII stand-in.
enum BadgeGlyphs {
  /// An emoji for `symbol`, always two columns wide.
  static func glyph(_ symbol: BadgeSymbol) -> String {
    // Symbols that default to text presentation carry U+FE0F so terminals draw them as two-column emoji,
    // matching DisplayWidth; East Asian Ambiguous ones like ★ are avoided because their width varies by locale.
    switch symbol {
    case .sun: "\u{2600}\u{FE0F}"
    case .ferry: "\u{26F4}\u{FE0F}"
    case .tree: "🌲"
    case .bird: "🐦"
    case .mountain: "\u{26F0}\u{FE0F}"
    case .snowflake: "\u{2744}\u{FE0F}"
    case .fish: "🐟"
    case .volcano: "🌋"
    case .wave: "🌊"
    case .leaf: "🍃"
    case .flower: "🌸"
    case .flame: "🔥"
    case .star: "⭐"
    case .moon: "🌙"
    case .crown: "👑"
    case .columns: "\u{1F3DB}\u{FE0F}"
    case .tower: "🗼"
    case .bridge: "🌉"
    case .compass: "🧭"
    case .penguin: "🐧"
    case .whale: "🐋"
    case .turtle: "🐢"
    case .cactus: "🌵"
    case .drop: "💧"
    case .shell: "🐚"
    case .lion: "🦁"
    case .pyramid: "🔺"
    case .temple: "\u{26E9}\u{FE0F}"
    }
  }

  /// A distinct one-to-three-character ASCII stand-in for `symbol`, for terminals without emoji.
  static func ascii(_ symbol: BadgeSymbol) -> String {
    switch symbol {
    case .sun: "*"
    case .ferry: "\\_/"
    case .tree: "^"
    case .bird: "v"
    case .mountain: "/\\"
    case .snowflake: "#"
    case .fish: "><>"
    case .volcano: "/*\\"
    case .wave: "~"
    case .leaf: "%"
    case .flower: "@"
    case .flame: "^^"
    case .star: "+"
    case .moon: "("
    case .crown: "W"
    case .columns: "|||"
    case .tower: "|"
    case .bridge: "="
    case .compass: "N"
    case .penguin: "P"
    case .whale: "=<"
    case .turtle: "(o)"
    case .cactus: "Y"
    case .drop: "o"
    case .shell: "(@)"
    case .lion: "L"
    case .pyramid: "/_\\"
    case .temple: "TT"
    }
  }
}
