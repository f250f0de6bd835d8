/// A `LandmarkTable` whose rows arrive one at a time, as a section of `list` streams from the
/// catalog: the first `sampleRows` rows are held and measured, and every later row is laid out at
/// the widths they gave.
///
/// A table of at most `sampleRows` rows is therefore laid out exactly as `LandmarkTable.lines` lays
/// it out. A longer one keeps the same rules with what can be known without reading every row:
/// every column is shown (a later row may fill a column the first ones left empty), the id column
/// is as wide as the largest id, and on a terminal the last column takes the rest of the line.
/// Piped, a longer name than the sample's only pushes its own row, as a name over the cap does.
struct StreamedTable {
  /// How many rows are measured before the first is written: enough that a few odd names do not
  /// set the widths, few enough that the first line is out within a millisecond or two.
  static let sampleRows = 1_000

  private let style: OutputStyle
  private let indent: Int
  private let prefix: String
  /// How many rows the table will have, as counted beforehand.
  private let expectedRows: Int
  /// The largest id the rows can carry, for the width of the id column.
  private let largestID: Int?
  private let sampleRows: Int
  /// The rows held until the widths are known.
  private var sample: [[String]] = []
  /// The layout and widths every row after the sample is written at.
  private var layout: (table: TableLayout, widths: [Int?])?

  /// A table of `expectedRows` rows led by `indent` spaces, laid out in `style`.
  init(style: OutputStyle, indent: Int, expectedRows: Int, largestID: Int?, sampleRows: Int = Self.sampleRows) {
    self.style = style
    self.indent = indent
    prefix = String(repeating: " ", count: max(0, indent))
    self.expectedRows = expectedRows
    self.largestID = largestID
    self.sampleRows = max(1, sampleRows)
  }

  /// Adds a row of cells (from `LandmarkTable.row`), writing it once the widths are known.
  mutating func add(_ cells: [String], to writer: inout StreamWriter) throws {
    if let layout {
      try writer.line(layout.table.line(cells, widths: layout.widths, in: style, prefix: prefix))
      return
    }
    sample.append(cells)
    if sample.count >= sampleRows { try settle(to: &writer) }
  }

  /// Writes the rows still held: the whole table when it had no more than `sampleRows`.
  mutating func finish(to writer: inout StreamWriter) throws {
    if layout == nil { try settle(to: &writer) }
  }

  /// Measures the held rows, writes them, and keeps their widths for the rows to come.
  private mutating func settle(to writer: inout StreamWriter) throws {
    let table = LandmarkTable.table(sample, style: style)
    let minimums =
      expectedRows > sample.count ? LandmarkTable.unseenRowMinimums(largestID: largestID, style: style) : []
    let widths = table.widths(in: style, indent: indent, minimums: minimums)
    for row in sample { try writer.line(table.line(row, widths: widths, in: style, prefix: prefix)) }
    sample = []
    layout = (table, widths)
  }
}
