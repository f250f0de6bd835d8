import LandmarksCore
import LandmarksModels

/// The colour of a cell's text, as SGR names it.
enum Ink: Hashable, Sendable {
  /// A basic colour by its SGR foreground code (30–37, 90–97).
  case basic(UInt8)
  /// An entry of the xterm 256-colour palette.
  case indexed(UInt8)

  /// A badge colour at the terminal's colour depth; `nil` without colour.
  static func badge(_ color: BadgeColor, support: ColorSupport) -> Ink? {
    switch support {
    case .none: nil
    case .basic16: .basic(ColorPalette.basic16(color))
    case .ansi256: .indexed(ColorPalette.xterm256(color))
    }
  }

  /// A basic accent colour (SGR 30–37, 90–97), kept only where the terminal has colour.
  static func accent(_ code: UInt8, support: ColorSupport) -> Ink? {
    support == .none ? nil : .basic(code)
  }
}

/// How a cell is drawn: its colour and attributes.
struct CellStyle: Hashable, Sendable {
  /// The text colour; `nil` for the terminal's own.
  var ink: Ink?
  /// Bold.
  var bold = false
  /// Faint.
  var dim = false
  /// Reverse video: the selection, even without colour.
  var reverse = false
  /// Underlined.
  var underline = false

  /// The terminal's default look.
  static let plain = CellStyle()
  /// Bold text.
  static let strong = CellStyle(bold: true)
  /// Faint text.
  static let faint = CellStyle(dim: true)
  /// The selection.
  static let selected = CellStyle(reverse: true)
}

/// One character cell of the screen.
struct Cell: Hashable, Sendable {
  /// The grapheme cluster drawn here; empty in the right half of a two-column cluster.
  var text: String
  /// Columns the cluster takes: 1 or 2, and 0 for the right half of a wide one.
  var width: UInt8
  /// How it is drawn.
  var style: CellStyle

  /// An empty cell.
  static let blank = Cell(text: " ", width: 1, style: .plain)
}

/// The explorer's screen as a grid of cells: views draw into it, the frame writer sends the cells
/// that changed since the last frame, and tests read it back as text.
struct Screen: Hashable, Sendable {
  /// Columns.
  let width: Int
  /// Rows.
  let height: Int
  /// Outside a UTF-8 locale every symbol is drawn with its ASCII stand-in.
  let unicode: Bool
  /// Row by row.
  private(set) var cells: [Cell]

  /// A blank screen.
  init(width: Int, height: Int, unicode: Bool = true) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.unicode = unicode
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at a column and row; a blank one outside the screen.
  subscript(x: Int, y: Int) -> Cell {
    guard contains(x: x, y: y) else { return .blank }
    return cells[y * width + x]
  }

  /// Whether the position is on the screen.
  func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// Draws `text` from column `x` of row `y`, stopping before column `limit` (the right edge by
  /// default); returns the column after the last one drawn. Controls are never drawn: text that
  /// reaches here has been through `SafeText`, and this keeps the grid sound regardless.
  @discardableResult
  mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil) -> Int {
    guard y >= 0, y < height else { return x }
    let end = min(limit ?? width, width)
    var column = x
    for character in text {
      if column >= end { break }
      if unicode || character.isASCII {
        guard let next = place(character, at: column, y: y, end: end, style: style) else { return end }
        column = next
      } else {
        // A stand-in may be several characters ("..." for "…").
        for piece in Self.portable(character) {
          guard let next = place(piece, at: column, y: y, end: end, style: style) else { return end }
          column = next
        }
      }
    }
    return column
  }

  /// Puts one cluster at `column`; the column after it, or `nil` when a wide one does not fit
  /// before `end` (its one column is left blank).
  private mutating func place(_ piece: Character, at column: Int, y: Int, end: Int, style: CellStyle) -> Int? {
    let cellWidth = Self.isPlainNarrow(piece) ? 1 : DisplayWidth.clusterWidth(piece)
    guard cellWidth > 0 else { return column }
    if column + cellWidth > end {
      if column >= 0 { set(Cell(text: " ", width: 1, style: style), x: column, y: y) }
      return nil
    }
    if column >= 0 {
      set(Cell(text: String(piece), width: UInt8(cellWidth), style: style), x: column, y: y)
      if cellWidth == 2 { set(Cell(text: "", width: 0, style: style), x: column + 1, y: y) }
    }
    return column + cellWidth
  }

  /// Draws text that carries SGR colour sequences (the command line's renderers: maps, badge art),
  /// turning them into cell styles on top of `base`; other escape sequences are dropped.
  @discardableResult
  mutating func put(styled text: String, x: Int, y: Int, base: CellStyle = .plain, limit: Int? = nil) -> Int {
    var column = x
    var style = base
    var run = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        run.unicodeScalars.append(scalar)
        continue
      }
      column = put(run, x: column, y: y, style: style, limit: limit)
      run = ""
      guard scalars.next() == "[" else { continue }
      var parameters = ""
      var final: Unicode.Scalar?
      while let next = scalars.next() {
        if (0x40...0x7E).contains(next.value) {
          final = next
          break
        }
        parameters.unicodeScalars.append(next)
      }
      if final == "m" { style = Self.applying(parameters, to: style, base: base) }
    }
    return put(run, x: column, y: y, style: style, limit: limit)
  }

  /// Sets a rectangle's cells blank in `style`.
  mutating func fill(x: Int, y: Int, width: Int, height: Int, style: CellStyle = .plain) {
    let rows = Self.clamped(y, y + height, to: self.height)
    let columns = Self.clamped(x, x + width, to: self.width)
    for row in rows {
      for column in columns {
        set(Cell(text: " ", width: 1, style: style), x: column, y: row)
      }
    }
  }

  /// Changes the style of a run of cells in place, keeping their text: the selection, a dimmed
  /// background.
  mutating func restyle(x: Int, y: Int, width: Int, _ change: (inout CellStyle) -> Void) {
    guard y >= 0, y < height else { return }
    for column in Self.clamped(x, x + width, to: self.width) {
      change(&cells[y * self.width + column].style)
    }
  }

  /// The part of `start..<end` inside `0..<limit`, empty when they do not meet.
  private static func clamped(_ start: Int, _ end: Int, to limit: Int) -> Range<Int> {
    let lower = min(max(0, start), limit)
    return lower..<max(lower, min(limit, end))
  }

  /// Copies `other` onto this screen with its top-left corner at `x`, `y`.
  mutating func paste(_ other: Screen, x: Int, y: Int) {
    for row in 0..<other.height {
      for column in 0..<other.width {
        let cell = other[column, row]
        guard contains(x: x + column, y: y + row), cell.width > 0 || column > 0 else { continue }
        if cell.width == 0 {
          if column == 0 { set(.blank, x: x, y: y + row) }
          continue
        }
        set(cell, x: x + column, y: y + row)
        if cell.width == 2, contains(x: x + column + 1, y: y + row) {
          set(Cell(text: "", width: 0, style: cell.style), x: x + column + 1, y: y + row)
        }
      }
    }
  }

  /// The screen as text, one line per row with trailing blanks removed: what tests compare.
  var lines: [String] {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width {
        let cell = cells[row * width + column]
        if cell.width > 0 { line += cell.text }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The screen as text with a newline after each row.
  var text: String { lines.map { $0 + "\n" }.joined() }

  /// Puts a cell, blanking the other half of any wide cluster it overwrites part of.
  private mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    let index = y * width + x
    let old = cells[index]
    // The left half just written by `put` is not an old cluster to blank.
    if old.width == 0, cell.width != 0, x > 0, cells[index - 1].width == 2 {
      cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style)
    }
    if old.width == 2, cell.width != 2, x + 1 < width {
      cells[index + 1] = Cell(text: " ", width: 1, style: old.style)
    }
    cells[index] = cell
  }

  /// A single scalar that is one column wide without asking Unicode's tables: printable ASCII,
  /// box drawing and braille, which make up most of every frame (the maps are braille).
  private static func isPlainNarrow(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.count == 1 else { return false }
    switch scalar.value {
    case 0x20...0x7E, 0x2500...0x25FC, 0x2800...0x28FF: return true
    default: return false
    }
  }

  /// One character as an ASCII terminal shows it: its stand-in, or itself when it is a letter.
  private static func portable(_ character: Character) -> String {
    guard !character.isASCII else { return String(character) }
    var result = ""
    for scalar in character.unicodeScalars {
      result += ASCIIFallback.replacement(for: scalar) ?? String(scalar)
    }
    return result
  }

  /// The style after the SGR parameters `parameters` (such as "1", "38;5;33" or "0").
  private static func applying(_ parameters: String, to style: CellStyle, base: CellStyle) -> CellStyle {
    var style = style
    let codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    var index = 0
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = base
      case 1: style.bold = true
      case 2: style.dim = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22: (style.bold, style.dim) = (false, false)
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37, 90...97: style.ink = .basic(UInt8(code))
      case 39: style.ink = base.ink
      case 38:
        if index + 2 < codes.count, codes[index + 1] == 5, (0...255).contains(codes[index + 2]) {
          style.ink = .indexed(UInt8(codes[index + 2]))
          index += 2
        }
      default: break
      }
      index += 1
    }
    return style
  }
}
