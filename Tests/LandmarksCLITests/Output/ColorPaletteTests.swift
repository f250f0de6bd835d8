import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// Badge colours mapped onto terminal palettes.
@Suite struct ColorPaletteTests {
  /// The xterm 256-colour palette from 16 up, built independently of the code under test.
  private static let xtermPalette: [(index: Int, rgb: [Int])] = {
    let levels = [0, 95, 135, 175, 215, 255]
    var palette: [(index: Int, rgb: [Int])] = []
    for red in levels {
      for green in levels {
        for blue in levels { palette.append((16 + palette.count, [red, green, blue])) }
      }
    }
    for step in 0..<24 {
      let grey = 8 + 10 * step
      palette.append((232 + step, [grey, grey, grey]))
    }
    return palette
  }()

  /// The SGR foreground codes of the 16 basic colours.
  private static let basicCodes: Set<UInt8> = Set(Array(30...37) + Array(90...97))

  private static func distance(_ lhs: [Int], _ rhs: [Int]) -> Int {
    zip(lhs, rhs).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
  }

  private static func components(_ color: BadgeColor) -> [Int] {
    let rgb = ColorPalette.rgb(color)
    return [Int(rgb.red), Int(rgb.green), Int(rgb.blue)]
  }

  /// The SwiftUI values are reproduced exactly.
  @Test func swiftUIValues() {
    #expect(Self.components(.orange) == [255, 149, 0])
    #expect(Self.components(.blue) == [0, 122, 255])
    #expect(Self.components(.gray) == [142, 142, 147])
    #expect(Set(BadgeColor.allCases.map(Self.components)).count == BadgeColor.allCases.count)
  }

  /// Every colour's RGB value, xterm-256 index and basic-16 code are exactly the ones docs/BADGES.md
  /// promises, and the document lists every colour, in the code's order.
  @Test func coloursMatchTheDocument() throws {
    let rows = try BadgesDocument().table(under: "Colours")
    #expect(rows.map { $0.first ?? "" } == BadgeColor.allCases.map(\.rawValue))
    for row in rows {
      try #require(row.count == 4, "a Colours row has four cells: \(row)")
      guard let color = BadgeColor(rawValue: row[0]) else {
        Issue.record("docs/BADGES.md lists \(row[0]), which is no badge colour")
        continue
      }
      #expect(Self.components(color).map(String.init).joined(separator: ", ") == row[1], "RGB of \(color)")
      #expect(String(ColorPalette.xterm256(color)) == row[2], "xterm-256 index of \(color)")
      #expect(String(ColorPalette.basic16(color)) == row[3], "basic-16 code of \(color)")
      #expect(
        ColorPalette.foreground(color, support: .ansi256) == "\u{1B}[38;5;\(row[2])m", "256-colour SGR of \(color)")
      #expect(ColorPalette.foreground(color, support: .basic16) == "\u{1B}[\(row[3])m", "16-colour SGR of \(color)")
    }
  }

  /// The document's prose on colours that share a terminal colour names exactly the groups the code makes.
  @Test func sharedColoursMatchTheDocument() throws {
    let text = try BadgesDocument().text.replacingOccurrences(of: "\n", with: " ")
    let xterm = Self.groups(ColorPalette.xterm256)
    #expect(xterm.count == 1)
    let basic = Self.groups(ColorPalette.basic16).map { "\(Self.phrase($0.colors)) become \($0.code)" }
    let sentences =
      xterm.map { "\(Self.phrase($0.colors)) share xterm index \($0.code)." }
      + ["several colours collapse together: " + basic.joined(separator: "; ") + "."]
    for sentence in sentences {
      // Checked apart from #expect, which would print the whole document on a failure.
      let found = text.contains(sentence)
      #expect(found, "docs/BADGES.md should say: \(sentence)")
    }
  }

  /// The colours that map to the same code, in code order, each group in the colours' order; lone ones left out.
  private static func groups(_ map: (BadgeColor) -> UInt8) -> [(code: UInt8, colors: [BadgeColor])] {
    let grouped = Dictionary(grouping: BadgeColor.allCases, by: map).filter { $0.value.count > 1 }
    return grouped.keys.sorted().compactMap { code in grouped[code].map { (code, $0) } }
  }

  /// "`a`, `b` and `c`", as the document lists colours.
  private static func phrase(_ colors: [BadgeColor]) -> String {
    let names = colors.map { "`\($0.rawValue)`" }
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The chosen xterm index is in the fixed part of the palette and no entry is closer.
  @Test(arguments: BadgeColor.allCases)
  func xtermIndexIsNearest(color: BadgeColor) throws {
    let index = Int(ColorPalette.xterm256(color))
    #expect((16...255).contains(index))
    let target = Self.components(color)
    let best = Self.xtermPalette.map { Self.distance(target, $0.rgb) }.min()
    let chosen = try #require(Self.xtermPalette.first { $0.index == index })
    #expect(Self.distance(target, chosen.rgb) == best)
  }

  /// Known colours land where per-channel rounding to the cube puts them.
  @Test func xtermSamples() {
    #expect(ColorPalette.xterm256(.orange) == 208)
    #expect(ColorPalette.xterm256(.blue) == 33)
    #expect(ColorPalette.xterm256(.gray) == 246)
  }

  /// Every colour gets a valid basic code, and only grey may become black, white or grey.
  @Test(arguments: BadgeColor.allCases)
  func basicCodeIsValid(color: BadgeColor) {
    let code = ColorPalette.basic16(color)
    #expect(Self.basicCodes.contains(code))
    if color != .gray {
      #expect(![30, 37, 90, 97].contains(code))
    }
  }

  /// The sample colours look like themselves on a 16-colour terminal.
  @Test(
    arguments: [
      (BadgeColor.orange, [31, 33, 91, 93]),
      (.cyan, [36, 96]),
      (.mint, [36, 96, 32, 92]),
      (.green, [32, 92]),
      (.blue, [34, 94]),
      (.red, [31, 91]),
      (.yellow, [33, 93]),
      (.purple, [35, 95, 34, 94]),
      (.gray, [90, 37]),
    ] as [(BadgeColor, [UInt8])])
  func basicSamples(color: BadgeColor, allowed: [UInt8]) {
    #expect(allowed.contains(ColorPalette.basic16(color)))
  }

  /// The escape sequences match the level of support.
  @Test func foregroundSequences() {
    #expect(ColorPalette.foreground(.orange, support: .none).isEmpty)
    #expect(ColorPalette.foreground(.orange, support: .ansi256) == "\u{1B}[38;5;\(ColorPalette.xterm256(.orange))m")
    #expect(ColorPalette.foreground(.orange, support: .basic16) == "\u{1B}[\(ColorPalette.basic16(.orange))m")
    #expect(ColorPalette.reset == "\u{1B}[0m")
  }
}
