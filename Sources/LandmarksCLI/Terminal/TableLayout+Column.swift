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
