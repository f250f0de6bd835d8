@testable import LandmarksCLI

/// A small terminal for the tests: it reads the escape stream `FrameWriter` produces — cursor
/// placement (CUP `ESC[r;cH`), SGR `ESC[…m`, synchronized output `ESC[?2026h` / `ESC[?2026l` and
/// printable text with the product's display widths — into a grid of cells, as a terminal would
/// show it. Anything else it is sent is recorded, so a test can insist there is nothing else.
struct TerminalModel {
  /// One cell as the terminal shows it.
  struct Cell: Hashable {
    /// The cluster drawn; empty in the right half of a wide one.
    var text: String
    /// Columns it takes: 1, 2, or 0 for the right half of a wide one.
    var width: UInt8
    /// How it is drawn.
    var style: CellStyle

    static let blank = Cell(text: " ", width: 1, style: .plain)
  }

  let width: Int
  let height: Int
  private(set) var cells: [Cell]
  /// The cursor, zero-based.
  private(set) var column = 0
  private(set) var row = 0
  /// The current SGR attributes.
  private(set) var style = CellStyle.plain
  /// Whether a synchronized update is open.
  private(set) var inUpdate = false
  /// How many synchronized updates were begun and ended.
  private(set) var updatesBegun = 0
  private(set) var updatesEnded = 0
  /// Sequences this model does not know, and other oddities (text past the right edge, an update
  /// begun twice), in order.
  private(set) var unknownSequences: [String] = []
  /// Printable clusters written outside a synchronized update.
  private(set) var textOutsideUpdates = 0

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: .blank, count: width * height)
  }

  subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

  /// The grid as text, one line per row with trailing blanks removed, as `Screen.lines` reads.
  var lines: [String] {
    (0..<height).map { y in
      var line = ""
      for x in 0..<width where self[x, y].width > 0 { line += self[x, y].text }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Whether the grid shows exactly `screen`: every cell's text, width and style, its ink as the
  /// writer sends it at the colour depth `colors`.
  func matches(_ screen: Screen, colors: ColorSupport = .ansi256) -> Bool {
    firstDifference(from: screen, colors: colors) == nil
  }

  /// The ink a terminal shows for `ink` when the writer sends `colors`.
  static func shown(_ ink: Ink?, colors: ColorSupport) -> Ink? {
    guard let ink else { return nil }
    switch (colors, ink) {
    case (.none, _): return nil
    case (.ansi256, _), (.basic16, .basic): return ink
    case (.basic16, .indexed(let index)):
      switch index {
      case 0..<8: return .basic(30 + index)
      case 8..<16: return .basic(90 + index - 8)
      default: return nil
      }
    }
  }

  /// The first cell that differs from `screen`, described, or `nil`.
  func firstDifference(from screen: Screen, colors: ColorSupport = .ansi256) -> String? {
    guard screen.width == width, screen.height == height else { return "sizes differ" }
    for y in 0..<height {
      for x in 0..<width {
        let expected = screen[x, y]
        var style = expected.style
        style.ink = Self.shown(style.ink, colors: colors)
        let want = Cell(text: expected.text, width: expected.width, style: style)
        let got = self[x, y]
        // The right half of a wide cluster carries no style of its own on a terminal.
        if want.width == 0, got.width == 0 { continue }
        if got != want { return "cell \(x),\(y): terminal \(got), screen \(want)" }
      }
    }
    return nil
  }

  /// Reads a stream of bytes written to the terminal.
  mutating func apply(_ stream: String) {
    var scalars = Array(stream.unicodeScalars)[...]
    var text = String.UnicodeScalarView()
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        text.append(scalar)
        continue
      }
      write(String(text))
      text = String.UnicodeScalarView()
      readEscape(&scalars)
    }
    write(String(text))
  }

  private mutating func readEscape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
    guard scalars.first == "[" else {
      unknownSequences.append("ESC " + (scalars.first.map { String($0) } ?? "at the end"))
      return
    }
    scalars.removeFirst()
    var parameters = ""
    while let next = scalars.popFirst() {
      if (0x40...0x7E).contains(next.value) {
        perform(parameters, final: Character(next))
        return
      }
      parameters.unicodeScalars.append(next)
    }
    unknownSequences.append("unterminated CSI \(parameters)")
  }

  private mutating func perform(_ parameters: String, final: Character) {
    switch final {
    case "H":
      let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
      guard fields.count == 2, let r = fields[0], let c = fields[1], r >= 1, c >= 1, r <= height, c <= width else {
        unknownSequences.append("CUP \(parameters)")
        return
      }
      (row, column) = (r - 1, c - 1)
    case "m": applySGR(parameters)
    case "h", "l":
      guard parameters == "?2026" else {
        unknownSequences.append("mode \(parameters)\(final)")
        return
      }
      if final == "h" {
        if inUpdate { unknownSequences.append("update begun twice") }
        inUpdate = true
        updatesBegun += 1
      } else {
        if !inUpdate { unknownSequences.append("update ended without a beginning") }
        inUpdate = false
        updatesEnded += 1
      }
    default: unknownSequences.append("CSI \(parameters)\(final)")
    }
  }

  private mutating func applySGR(_ parameters: String) {
    let codes =
      parameters.isEmpty
      ? [0]
      : parameters.split(separator: ";", omittingEmptySubsequences: false).map {
        Int($0) ?? -1
      }
    var index = 0
    while index < codes.count {
      switch codes[index] {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 30...37, 90...97: style.ink = .basic(UInt8(codes[index]))
      case 39: style.ink = nil
      case 38 where index + 2 < codes.count && codes[index + 1] == 5 && (0...255).contains(codes[index + 2]):
        style.ink = .indexed(UInt8(codes[index + 2]))
        index += 2
      default: unknownSequences.append("SGR \(parameters)")
      }
      index += 1
    }
  }

  /// Puts printable text at the cursor, cluster by cluster, with the product's widths.
  private mutating func write(_ text: String) {
    for character in text {
      if !inUpdate { textOutsideUpdates += 1 }
      let scalars = character.unicodeScalars
      if scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        unknownSequences.append("control \(scalars.map { String($0.value, radix: 16) })")
        continue
      }
      let cellWidth = DisplayWidth.clusterWidth(character)
      guard cellWidth > 0 else { continue }
      guard column + cellWidth <= width else {
        unknownSequences.append("text past the right edge at \(column),\(row): \(character)")
        continue
      }
      set(Cell(text: String(character), width: UInt8(cellWidth), style: style), x: column)
      if cellWidth == 2 { set(Cell(text: "", width: 0, style: style), x: column + 1) }
      column += cellWidth
    }
  }

  /// Puts a cell in the cursor's row, blanking the other half of a wide cluster it breaks, as
  /// terminals do.
  private mutating func set(_ cell: Cell, x: Int) {
    let index = row * width + x
    let old = cells[index]
    // The right half of a cluster just written at x - 1 leaves that cluster alone.
    if old.width == 0, cell.width != 0, x > 0, cells[index - 1].width == 2 {
      cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style)
    }
    if old.width == 2, cell.width != 2, x + 1 < width {
      cells[index + 1] = Cell(text: " ", width: 1, style: old.style)
    }
    cells[index] = cell
  }
}
