/// Turns screens into the escape sequences that draw them: the whole screen, or only the cells
/// that changed since the last frame. Each frame is one synchronized update (DEC mode 2026, which
/// terminals without it ignore), so a terminal never shows half a frame.
struct FrameWriter: Sendable {
  /// How much colour the terminal shows; without colour only the attributes are sent.
  let colors: ColorSupport

  /// Cells left unchanged between two changed runs of a row that are still rewritten rather than
  /// jumped over: a cursor move costs about as many bytes.
  static let gapToBridge = 4

  /// Begins a synchronized update.
  static let beginUpdate = "\u{1B}[?2026h"
  /// Ends a synchronized update.
  static let endUpdate = "\u{1B}[?2026l"

  /// The bytes that turn `old` into `new` on a terminal showing `old`; every cell of `new` when
  /// there is no old screen or its size differs. Empty when nothing changed.
  func frame(from old: Screen?, to new: Screen) -> String {
    guard let old, old.width == new.width, old.height == new.height, old.unicode == new.unicode else {
      return wrap(cells(of: new, rows: 0..<new.height, changedFrom: nil))
    }
    let body = cells(of: new, rows: 0..<new.height, changedFrom: old)
    return body.isEmpty ? "" : wrap(body)
  }

  private func wrap(_ body: String) -> String {
    Self.beginUpdate + "\u{1B}[0m" + body + "\u{1B}[0m" + Self.endUpdate
  }

  /// The runs of changed cells in `rows`, each placed with an absolute cursor move.
  private func cells(of screen: Screen, rows: Range<Int>, changedFrom old: Screen?) -> String {
    var out = ""
    var current = CellStyle.plain
    for row in rows {
      var column = 0
      while column < screen.width {
        guard let start = nextChange(in: screen, from: old, row: row, after: column) else { break }
        var end = start
        var unchanged = 0
        var scan = start
        // The run goes on until more than `gapToBridge` cells in a row are unchanged.
        while scan < screen.width {
          if isChanged(screen, old, scan, row) {
            end = scan + 1
            unchanged = 0
          } else {
            unchanged += 1
            if unchanged > Self.gapToBridge { break }
          }
          scan += 1
        }
        // A run never starts or ends inside a wide cluster.
        var first = start
        while first > 0, screen[first, row].width == 0 { first -= 1 }
        var last = end
        while last < screen.width, screen[last, row].width == 0 { last += 1 }
        out += Self.moveTo(column: first, row: row)
        var x = first
        while x < last {
          let cell = screen[x, row]
          if cell.width == 0 {
            x += 1
            continue
          }
          if cell.style != current {
            out += sgr(cell.style)
            current = cell.style
          }
          // A terminal that draws a wide cluster one column wide would leave the old right half
          // showing: both columns are blanked first, then the cluster drawn over them.
          if cell.width == 2 { out += "  " + Self.moveTo(column: x, row: row) }
          out += cell.text
          x += Int(cell.width)
          // Terminals disagree on the width of some clusters (emoji with a variation selector,
          // for one): after anything but a single narrow scalar, the cursor is put where it must be.
          if cell.width == 2 || cell.text.unicodeScalars.count > 1, x < screen.width {
            out += Self.moveTo(column: x, row: row)
          }
        }
        column = last
      }
    }
    return out
  }

  private func nextChange(in screen: Screen, from old: Screen?, row: Int, after column: Int) -> Int? {
    var x = column
    while x < screen.width {
      if isChanged(screen, old, x, row) { return x }
      x += 1
    }
    return nil
  }

  private func isChanged(_ screen: Screen, _ old: Screen?, _ x: Int, _ y: Int) -> Bool {
    guard let old else { return true }
    return screen[x, y] != old[x, y]
  }

  /// The cursor move to a zero-based column and row.
  static func moveTo(column: Int, row: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }

  /// The SGR sequence that sets exactly `style`, from a reset.
  func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if colors != .none, let ink = style.ink {
      switch ink {
      case .basic(let code): codes.append(String(code))
      case .indexed(let index):
        codes.append(colors == .ansi256 ? "38;5;\(index)" : String(Self.basic(forIndexed: index)))
      }
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// A basic colour for a palette entry on a 16-colour terminal: the first 16 entries are the
  /// basic colours themselves; the rest fall to the default colour.
  private static func basic(forIndexed index: UInt8) -> UInt8 {
    switch index {
    case 0..<8: 30 + index
    case 8..<16: 90 + index - 8
    default: 39
    }
  }
}
