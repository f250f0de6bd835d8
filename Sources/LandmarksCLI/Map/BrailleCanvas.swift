import LandmarksCore

/// Land drawn in character cells: Unicode braille (2×4 dots a cell), or ASCII shading.
struct BrailleCanvas: Sendable {
  /// Cells across.
  let columns: Int
  /// Cells down.
  let rows: Int
  /// Per cell, the braille dot bits (U+2800 + bits is the character).
  private let cells: [UInt8]

  /// The bit of each dot in a braille cell, by row then column: the Unicode braille order, in
  /// which the bottom row (dots 7 and 8) was added last.
  private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

  /// Packs a viewport's land dots into cells.
  init(viewport: MapViewport, land: [Bool]) {
    columns = viewport.columns
    rows = viewport.rows
    var cells = [UInt8](repeating: 0, count: columns * rows)
    let dotsWide = viewport.dotsWide
    for (index, isLand) in land.enumerated() where isLand {
      let dotX = index % dotsWide
      let dotY = index / dotsWide
      let cell = (dotY / MapViewport.dotsPerRow) * columns + dotX / MapViewport.dotsPerColumn
      guard cell < cells.count else { continue }
      cells[cell] |= Self.bits[dotY % MapViewport.dotsPerRow][dotX % MapViewport.dotsPerColumn]
    }
    self.cells = cells
  }

  /// Appends a cell's character as UTF-8: its braille pattern, a space for open sea; in ASCII,
  /// `:` for a mostly land cell and `.` for a coast, characters no marker uses. Bytes rather than
  /// a `Character`, as a map of thousands of cells builds its lines from them.
  func appendCharacter(column: Int, row: Int, unicode: Bool, to text: inout [UInt8]) {
    let bits = cells[row * columns + column]
    if bits == 0 {
      text.append(UInt8(ascii: " "))
    } else if unicode {
      // U+2800 + bits in UTF-8: E2, then A0 with the top two bits, then 80 with the other six.
      text.append(0xE2)
      text.append(0xA0 | bits >> 6)
      text.append(0x80 | bits & 0x3F)
    } else {
      text.append(bits.nonzeroBitCount >= 4 ? UInt8(ascii: ":") : UInt8(ascii: "."))
    }
  }
}
