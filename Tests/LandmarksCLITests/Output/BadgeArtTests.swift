import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// Badge glyphs and the hexagon drawings built from them.
@Suite struct BadgeArtTests {
  private static let fuji = BadgeArt.Item(symbol: .mountain, color: .orange, label: "Fuji", dimmed: false)
  private static let sahara = BadgeArt.Item(symbol: .sun, color: .yellow, label: "Sahara", dimmed: false)
  private static let reef = BadgeArt.Item(symbol: .fish, color: .cyan, label: "Great Barrier Reef", dimmed: false)
  private static let unearned = BadgeArt.Item(symbol: .star, color: .purple, label: "Orion", dimmed: true)

  /// Every symbol's glyph, code points, ASCII stand-in and width are exactly what docs/BADGES.md promises
  /// ("Every glyph takes two terminal columns"), and the document lists every symbol, in the code's order.
  @Test func symbolsMatchTheDocument() throws {
    let rows = try BadgesDocument().table(under: "Symbols")
    #expect(rows.map { $0.first ?? "" } == BadgeSymbol.allCases.map(\.rawValue))
    for row in rows {
      try #require(row.count == 4, "a Symbols row has four cells: \(row)")
      guard let symbol = BadgeSymbol(rawValue: row[0]) else {
        Issue.record("docs/BADGES.md lists \(row[0]), which is no badge symbol")
        continue
      }
      let glyph = BadgeGlyphs.glyph(symbol)
      #expect(glyph == row[1], "glyph of \(symbol)")
      #expect(Self.codePoints(glyph) == row[2], "code points of \(symbol)")
      #expect(Self.codePoints(row[1]) == row[2], "the document's glyph and code points of \(symbol) disagree")
      #expect(BadgeGlyphs.ascii(symbol) == row[3], "ASCII stand-in of \(symbol)")
      #expect(DisplayWidth.of(glyph) == 2, "width of \(symbol)'s glyph")
    }
  }

  /// Every ASCII stand-in is one to three printable ASCII characters.
  @Test(arguments: BadgeSymbol.allCases)
  func asciiStandIns(symbol: BadgeSymbol) {
    let ascii = BadgeGlyphs.ascii(symbol)
    #expect((1...3).contains(ascii.count))
    #expect(ascii.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) })
  }

  /// A cell is 10 columns with a 1-column gap, so ⌊(w + 1) / 11⌋ badges fit a row (at least one), as the
  /// document says.
  @Test(arguments: [10, 20, 21, 22, 32, 33, 43, 44, 80])
  func badgesPerRowAsDocumented(width: Int) throws {
    let document = try BadgesDocument()
    #expect(document.text.contains("Each cell is 10 columns wide with a 1-column gap"))
    #expect(document.text.contains("⌊(*w* + 1) / 11⌋ badges per row"))
    let items = Array(repeating: Self.fuji, count: 12)
    let lines = BadgeArt.render(items, width: width, colors: .none)
    let firstRow = try #require(lines.dropFirst().first)
    #expect(firstRow.components(separatedBy: BadgeGlyphs.glyph(.mountain)).count - 1 == max(1, (width + 1) / 11))
  }

  /// `U+XXXX` for each scalar of `text`, space-separated, as the document writes code points.
  private static func codePoints(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }.joined(separator: " ")
  }

  /// No two symbols share a glyph or an ASCII stand-in.
  @Test func glyphsAreDistinct() {
    let symbols = BadgeSymbol.allCases
    #expect(Set(symbols.map(BadgeGlyphs.glyph)).count == symbols.count)
    #expect(Set(symbols.map(BadgeGlyphs.ascii)).count == symbols.count)
  }

  /// Two badges side by side fit, show their labels, and carry no escapes or trailing spaces.
  @Test(arguments: [24, 40, 80])
  func plainRendering(width: Int) {
    let lines = BadgeArt.render([Self.fuji, Self.sahara], width: width, colors: .none)
    #expect(lines.count == 4)
    for line in lines {
      #expect(DisplayWidth.of(line) <= width)
      #expect(!line.hasSuffix(" "))
      #expect(!line.contains("\u{1B}"))
    }
    #expect(lines[1].contains(BadgeGlyphs.glyph(.mountain)))
    #expect(lines[3].contains("Fuji") && lines[3].contains("Sahara"))
  }

  /// The hexagon's right side lines up whatever the glyph's width.
  @Test func edgesAlign() {
    let narrow = BadgeArt.Item(symbol: .mountain, color: .gray, label: "x", dimmed: false)
    for item in [Self.fuji, narrow] {
      let lines = BadgeArt.render([item], width: 80, colors: .none)
      #expect(Set(lines.prefix(3).map(DisplayWidth.of)).count == 2)
      #expect(DisplayWidth.of(lines[0]) + 1 == DisplayWidth.of(lines[1]))
      #expect(DisplayWidth.of(lines[2]) == DisplayWidth.of(lines[0]))
    }
  }

  /// A narrow terminal wraps badges into rows separated by blank lines.
  @Test func wrapsWhenNarrow() {
    let items = [Self.fuji, Self.sahara, Self.reef]
    let lines = BadgeArt.render(items, width: 20, colors: .none)
    #expect(lines.filter(\.isEmpty).count >= 1)
    #expect(lines.count > 4)
    for line in lines { #expect(DisplayWidth.of(line) <= 20) }
    #expect(lines.contains { $0.contains("Fuji") })
    #expect(lines.contains { $0.contains("Sahara") })
    #expect(lines.contains { $0.contains("Great") && $0.hasSuffix("…") })
  }

  /// With colour, each badge is drawn in its own colour and unearned ones faint.
  @Test(arguments: [ColorSupport.basic16, .ansi256])
  func colouredRendering(colors: ColorSupport) {
    let lines = BadgeArt.render([Self.fuji, Self.reef, Self.unearned], width: 80, colors: colors)
    let text = lines.joined(separator: "\n")
    #expect(text.contains(ColorPalette.foreground(.orange, support: colors)))
    #expect(text.contains(ColorPalette.foreground(.cyan, support: colors)))
    #expect(!text.contains(ColorPalette.foreground(.purple, support: colors)))
    #expect(text.contains("\u{1B}[2m"))
    #expect(text.contains(ColorPalette.reset))
    for line in lines {
      #expect(DisplayWidth.of(line) <= 80)
      #expect(!line.hasSuffix(" "))
    }
  }

  /// Nothing to draw gives no lines.
  @Test func emptyRendering() {
    #expect(BadgeArt.render([], width: 80, colors: .ansi256).isEmpty)
  }
}
