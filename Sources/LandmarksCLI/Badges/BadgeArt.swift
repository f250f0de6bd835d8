import LandmarksCore
import LandmarksModels

/// Draws badges as small coloured hexagons, or as a one-line stack of glyphs.
enum BadgeArt {
  /// The columns one badge and its centred caption occupy.
  static let cellWidth = 10
  /// The blank columns between neighbouring cells.
  static let gutter = 1

  /// Badges side by side in rows that fit `width` columns (at least one per row), rows separated by a blank line.
  /// Any width is accepted, however large or negative: the count never overflows.
  static func render(_ items: [Item], width: Int, colors: ColorSupport) -> [String] {
    // ⌊(width + gutter) / (cellWidth + gutter)⌋, written so that no sum can overflow.
    let perRow = width >= cellWidth ? 1 + (width - cellWidth) / (cellWidth + gutter) : 1
    var lines: [String] = []
    var start = 0
    while start < items.count {
      let row = items[start..<(start + min(perRow, items.count - start))]
      if start > 0 { lines.append("") }
      let cells = row.map { cell($0, colors: colors) }
      for lineIndex in 0..<cellHeight {
        let joined = cells.map { $0[lineIndex] }.joined(separator: String(repeating: " ", count: gutter))
        lines.append(trimmingTrailingSpaces(joined))
      }
      start += row.count
    }
    return lines
  }

  /// Lines per cell: three for the hexagon, one for the caption.
  private static let cellHeight = 4
  /// The columns between the hexagon's sides.
  private static let interiorWidth = 6
  /// The hexagon's full width, sides included.
  private static let hexagonWidth = interiorWidth + 2
  /// SGR "faint", used for badges not yet earned.
  private static let faint = "\u{1B}[2m"

  /// The four lines of one cell, each exactly `cellWidth` columns wide.
  private static func cell(_ item: Item, colors: ColorSupport) -> [String] {
    let style: String
    if colors == .none {
      style = ""
    } else {
      style = item.dimmed ? faint : ColorPalette.foreground(item.color, support: colors)
    }
    // Dashed sides keep unearned badges recognisable when there is no colour to tell them apart.
    let side = item.dimmed ? "┆" : "│"
    let glyph = BadgeGlyphs.glyph(item.symbol)
    let glyphWidth = DisplayWidth.of(glyph)
    let leftSpace = max(0, (interiorWidth - glyphWidth) / 2)
    let rightSpace = max(0, interiorWidth - glyphWidth - leftSpace)
    let middle =
      side + String(repeating: " ", count: leftSpace) + glyph + String(repeating: " ", count: rightSpace)
      + side
    let edge = String(repeating: "‾", count: interiorWidth - 2)
    let base = String(repeating: "_", count: interiorWidth - 2)
    let indent = (cellWidth - hexagonWidth) / 2
    let caption = DisplayWidth.truncate(item.label, to: cellWidth)
    return [
      place(" ╱" + edge + "╲", style: style, indent: indent),
      place(middle, style: style, indent: indent),
      place(" ╲" + base + "╱", style: style, indent: indent),
      place(caption, style: item.dimmed && colors != .none ? faint : "", indent: centredIndent(caption)),
    ]
  }

  /// `shape` styled and placed `indent` columns into a cell, padded with spaces to the cell's width.
  private static func place(_ shape: String, style: String, indent: Int) -> String {
    // Only the visible part is wrapped in escapes, so the padding stays plain and trailing spaces can be trimmed.
    let leading = shape.prefix { $0 == " " }
    let visible = String(shape.dropFirst(leading.count))
    let start = String(repeating: " ", count: indent + leading.count)
    let drawn = start + styled(visible, with: style)
    return drawn + String(repeating: " ", count: max(0, cellWidth - DisplayWidth.of(drawn)))
  }

  /// The indent that centres `text` in a cell, rounding towards the left.
  private static func centredIndent(_ text: String) -> Int {
    max(0, (cellWidth - DisplayWidth.of(text)) / 2)
  }

  /// `text` between `style` and a reset, or unchanged when there is no style to apply.
  private static func styled(_ text: String, with style: String) -> String {
    style.isEmpty || text.isEmpty ? text : style + text + ColorPalette.reset
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}

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
