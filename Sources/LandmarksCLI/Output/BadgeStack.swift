import LandmarksCore

/// The compact stack of earned badges that closes the views carrying it, as the app overlays
/// its stack in a corner: right-aligned glyphs on a terminal, a plain line naming them when piped.
struct BadgeStack: Sendable, Hashable {
  /// The earned badges, in catalog order.
  let earned: [BadgeStatus]

  /// The stack for `state`, or `nil` when it is hidden or nothing is earned yet.
  init?(catalog: Catalog, state: UserState) {
    guard state.badgeStack.value else { return nil }
    let earned = BadgeRules.earned(in: catalog, state: state)
    guard !earned.isEmpty else { return nil }
    self.earned = earned
  }

  /// The closing lines, including the blank line that separates them from the view.
  func lines(in style: OutputStyle) -> [String] {
    guard style.isTerminal else {
      return ["", "Badges: " + earned.map(\.landmark.name).joined(separator: ", ")]
    }
    let items = earned.map {
      BadgeArt.Item(symbol: $0.badge.symbol, color: $0.badge.color, label: $0.landmark.name, dimmed: false)
    }
    let glyphs =
      style.usesColor && style.unicode
      ? BadgeArt.compactStack(items, colors: style.colors)
      : earned.map { style.glyph($0.badge.symbol) }.joined(separator: " ")
    let stack = "[ " + glyphs + " ]"
    let padding = max(0, style.width - DisplayWidth.of(stack) - 1)
    return ["", String(repeating: " ", count: padding) + stack]
  }
}
