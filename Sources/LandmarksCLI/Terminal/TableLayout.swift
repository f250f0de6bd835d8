/// Rows of cells in aligned columns. On a terminal the table fits the width: flexible columns are
/// shortened and the least telling columns dropped, in the order their ranks say, and only a
/// shortened cell ends in "…". Piped, nothing is cut, and no column is padded past its cap
/// because of one long value: a longer cell just pushes the rest of its own row.
struct TableLayout: Sendable {
  /// The blank columns between neighbouring columns.
  static let gap = 2

  /// The columns, in display order.
  let columns: [Column]

  /// The table's lines, each led by `indent` spaces; on a terminal none is wider than `style.width`.
  /// Cells must already be safe text; the columns' decorations are added after fitting.
  func lines(in style: OutputStyle, indent: Int = 0) -> [String] {
    let rowCount = columns.map(\.cells.count).max() ?? 0
    let widths = widths(in: style, indent: indent)
    let prefix = String(repeating: " ", count: max(0, indent))
    return (0..<rowCount).map { row in
      line(columns.map { row < $0.cells.count ? $0.cells[row] : "" }, widths: widths, in: style, prefix: prefix)
    }
  }

  /// The width each column is laid out at, `nil` for a column not shown: the widest cell up to the
  /// column's cap, at least `minimums` where given, and on a terminal fitted into its width.
  func widths(in style: OutputStyle, indent: Int = 0, minimums: [Int] = []) -> [Int?] {
    let natural = columns.indices.map { index in
      let widest = columns[index].cells.map(DisplayWidth.of).max() ?? 0
      return max(min(widest, columns[index].cap ?? Int.max), index < minimums.count ? minimums[index] : 0)
    }
    return style.isTerminal ? fitted(natural, into: style.width - indent) : natural.map { $0 > 0 ? $0 : nil }
  }

  /// One row laid out at `widths` (from `widths(in:indent:minimums:)`), led by `prefix`: the cells
  /// are those of every column, shown or not, already safe text.
  func line(_ cells: [String], widths: [Int?], in style: OutputStyle, prefix: String) -> String {
    // Empty cells at the end of a row are left out, so no line ends in padding.
    var last = -1
    for index in columns.indices where index < widths.count && widths[index] != nil {
      if index < cells.count, !cells[index].isEmpty { last = index }
    }
    var line = prefix
    line.reserveCapacity(prefix.utf8.count + 32 + cells.reduce(0) { $0 + $1.utf8.count } + widths.count * 8)
    var isFirst = true
    for index in columns.indices where index <= last {
      guard index < widths.count, let width = widths[index] else { continue }
      let column = columns[index]
      let cell = index < cells.count ? cells[index] : ""
      if !isFirst { line += Self.gapText }
      isFirst = false
      let text = style.isTerminal ? DisplayWidth.truncate(cell, to: width) : cell
      let placed: String
      if column.alignsRight {
        placed = DisplayWidth.padLeft(text, to: width)
      } else {
        placed = index == last ? text : DisplayWidth.pad(text, to: width)
      }
      line += column.decorate(placed)
    }
    return line
  }

  /// The blanks between neighbouring columns, as text.
  private static let gapText = String(repeating: " ", count: gap)

  /// The width of each column within `available` columns, `nil` for a column not shown.
  private func fitted(_ natural: [Int], into available: Int) -> [Int?] {
    guard
      let keeper = columns.indices.filter({ natural[$0] > 0 }).min(by: { columns[$0].dropRank < columns[$1].dropRank })
    else { return columns.map { _ in nil } }
    var shown = natural.map { $0 > 0 }
    var widths = natural
    func total() -> Int {
      let visible = columns.indices.filter { shown[$0] }
      return visible.map { widths[$0] }.reduce(0, +) + Self.gap * max(0, visible.count - 1)
    }
    // Every way of giving room back, the least costly first; at equal rank a column is shortened
    // before another is dropped.
    let steps =
      columns.indices.compactMap { index in columns[index].shrink.map { (rank: $0.rank, drops: false, index: index) } }
      + columns.indices.map { (rank: columns[$0].dropRank, drops: true, index: $0) }
    let ordered = steps.sorted { ($0.rank, $0.drops ? 0 : 1, $0.index) > ($1.rank, $1.drops ? 0 : 1, $1.index) }
    for step in ordered where total() > available {
      if step.drops {
        if step.index != keeper { shown[step.index] = false }
      } else if let floor = columns[step.index].shrink?.floor {
        widths[step.index] = min(widths[step.index], max(1, floor))
      }
    }
    // Room left over goes back to the shortened columns, the most telling first.
    var leftover = available - total()
    let byImportance = columns.indices.sorted { (columns[$0].dropRank, $0) < (columns[$1].dropRank, $1) }
    for index in byImportance where shown[index] && leftover > 0 {
      let grown = min(natural[index] - widths[index], leftover)
      widths[index] += grown
      leftover -= grown
    }
    // Alone and still too wide, the last column is cut to the room there is.
    if leftover < 0 { widths[keeper] = max(1, widths[keeper] + leftover) }
    return columns.indices.map { shown[$0] ? widths[$0] : nil }
  }
}

extension TableLayout {
  /// One column of a table: its cells and how it gives way on a narrow terminal.
  struct Column: Sendable {
    /// The cells, one per row, already made safe to print.
    let cells: [String]
    /// Figures align right; text aligns left.
    var alignsRight = false
    /// When the column is dropped on a narrow terminal: the highest rank goes first, and the
    /// column with the lowest rank is never dropped.
    var dropRank: Int
    /// How far the column may be shortened, and at which rank in the same order as `dropRank`;
    /// `nil` for a column that is shown whole or not at all.
    var shrink: (floor: Int, rank: Int)? = nil
    /// The widest the column is laid out: wider cells are shortened on a terminal, and kept
    /// whole but padded no further when piped.
    var cap: Int? = nil
    /// Styles a fitted, padded cell, such as making names bold.
    var decorate: @Sendable (String) -> String = { $0 }
  }
}
