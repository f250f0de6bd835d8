import LandmarksCore
import Testing

@testable import LandmarksCLI

/// Badge glyphs and the hexagon drawings built from them.
@Suite struct BadgeArtTests {
  private static let fuji = BadgeArt.Item(symbol: .mountain, color: .orange, label: "Fuji", dimmed: false)
  private static let sahara = BadgeArt.Item(symbol: .sun, color: .yellow, label: "Sahara", dimmed: false)
  private static let reef = BadgeArt.Item(symbol: .fish, color: .cyan, label: "Great Barrier Reef", dimmed: false)
  private static let unearned = BadgeArt.Item(symbol: .star, color: .purple, label: "Orion", dimmed: true)

  /// Every symbol has a glyph of one or two columns and some ASCII stand-in.
  @Test(arguments: BadgeSymbol.allCases)
  func glyphs(symbol: BadgeSymbol) {
    #expect((1...2).contains(DisplayWidth.of(BadgeGlyphs.glyph(symbol))))
    let ascii = BadgeGlyphs.ascii(symbol)
    #expect((1...3).contains(ascii.count))
    #expect(ascii.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) })
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
