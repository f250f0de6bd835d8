import LandmarksCore
import LandmarksModels

/// Landmarks as aligned one-line records: id, name, country, location.
enum LandmarkTable {
  /// The widest a name column is padded when piped: a longer name only pushes its own row.
  static let pipedNameCap = 40

  /// One line per landmark, indented by `indent` spaces. `showsContinent` adds an aligned
  /// continent column (for lists not already in sections); `extra` adds a trailing remark.
  ///
  /// Text from the catalog is read through its safe accessors, so an imported name can never
  /// drive the terminal. On a terminal the location is shortened first, then the continent and
  /// the country are dropped, then the name is shortened, then the location and the id dropped.
  static func lines(
    _ landmarks: [Landmark], style: OutputStyle, indent: Int = 2, showsContinent: Bool = false,
    extra: (Landmark) -> String? = { _ in nil }
  ) -> [String] {
    let rows = landmarks.map { row($0, in: style.localizer, showsContinent: showsContinent, extra: extra($0)) }
    return table(rows, style: style, showsContinent: showsContinent).lines(in: style, indent: indent)
  }

  /// The cells of one landmark's line, safe to print, in the order of `table`'s columns, in the
  /// language of `words`.
  static func row(
    _ landmark: Landmark, in words: Localizer, showsContinent: Bool = false, extra: String? = nil
  ) -> [String] {
    // The location and the remark share the last column, which nothing follows.
    var rest = words.location(of: landmark)
    if let extra { rest += "  " + SafeText.clean(extra) }
    let name = words.listedName(of: landmark)
    return showsContinent
      ? [String(landmark.id), name, landmark.safeCountry, words.name(of: landmark.continent), rest]
      : [String(landmark.id), name, landmark.safeCountry, rest]
  }

  /// The table of `rows` (each from `row`): also the layout a streamed list measures its first rows
  /// with, then lays every later row out at the same widths.
  static func table(_ rows: [[String]], style: OutputStyle, showsContinent: Bool = false) -> TableLayout {
    func cells(_ column: Int) -> [String] { rows.map { column < $0.count ? $0[column] : "" } }
    var columns = [
      TableLayout.Column(cells: cells(0), alignsRight: true, dropRank: 1, decorate: { style.dim($0) }),
      TableLayout.Column(
        cells: cells(1), dropRank: 0, shrink: (floor: 12, rank: 2), cap: nameCap(in: style),
        decorate: { style.bold($0) }),
      TableLayout.Column(cells: cells(2), dropRank: 3),
    ]
    if showsContinent { columns.append(TableLayout.Column(cells: cells(3), dropRank: 4)) }
    columns.append(TableLayout.Column(cells: cells(columns.count), dropRank: 2, shrink: (floor: 12, rank: 5)))
    return TableLayout(columns: columns)
  }

  /// The widest the name column is laid out in `style`.
  static func nameCap(in style: OutputStyle) -> Int {
    // On a terminal a very long name may not push every other column off the screen.
    style.isTerminal ? max(16, style.width / 3) : pipedNameCap
  }

  /// The least widths of `table`'s columns (without the continent) when rows will follow that were
  /// not measured: every column shown, the ids as wide as `largestID`, names as wide as the cap
  /// (so only a name past it pushes its row, as always), the country as wide as a code, and on a
  /// terminal the last column taking whatever the others leave of the line.
  static func unseenRowMinimums(largestID: Int?, style: OutputStyle) -> [Int] {
    [largestID.map { String($0).count } ?? 1, nameCap(in: style), 2, style.isTerminal ? style.width : 1]
  }
}

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
