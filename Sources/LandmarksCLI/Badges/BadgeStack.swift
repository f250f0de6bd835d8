import LandmarksCore

/// The compact stack of earned badges that closes the views carrying it, as the app overlays
/// its stack in a corner: right-aligned glyphs on a terminal, a plain line naming them when piped.
struct BadgeStack: Sendable, Hashable {
  /// The earned badges, in catalog order.
  let earned: [BadgeStatus]

  /// The stack for `state`, or `nil` when it is hidden or nothing is earned yet.
  init?(catalog: Catalog, state: UserState) throws {
    guard state.badgeStack.value else { return nil }
    let earned = try BadgeRules.earned(in: catalog, state: state)
    guard !earned.isEmpty else { return nil }
    self.earned = earned
  }

  /// The closing lines, including the blank line that separates them from the view.
  func lines(in style: OutputStyle) -> [String] {
    guard style.isTerminal else {
      let words = style.localizer
      return [
        "",
        words(.badgesStackLine, earned.map { words.name(of: $0.landmark) }.joined(separator: words(.listSeparator))),
      ]
    }
    // Each glyph is measured and coloured on its own, so rows can be broken to fit the width
    // and right-aligned into the corner.
    // The frame "[ " … " ]" and a margin; `style.width` is clamped, so the padding below stays small.
    let available = max(8, style.width - 1 - 4)
    var rows: [[String]] = []
    var used = 0
    for status in earned {
      let glyph = style.glyph(status.badge.symbol)
      let width = DisplayWidth.of(glyph)
      if rows.isEmpty || used + 1 + width > available {
        rows.append([])
        used = -1
      }
      used += 1 + width
      rows[rows.count - 1].append(style.colored(glyph, status.badge.color))
    }
    return [""]
      + rows.map { row in
        let stack = "[ " + row.joined(separator: " ") + " ]"
        let padding = max(0, style.width - 1 - DisplayWidth.of(stack))
        return String(repeating: " ", count: padding) + stack
      }
  }
}
