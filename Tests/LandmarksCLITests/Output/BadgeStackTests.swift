import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

@Suite("Badge stack")
struct BadgeStackTests {
  private func stack(_ ids: [Int]) throws -> BadgeStack {
    let catalog = try Catalog.builtIn()
    var state = UserState.empty
    for id in ids { state.mark(Activity.allCases, at: id, on: TestContext.now) }
    return try #require(try BadgeStack(catalog: catalog, state: state))
  }

  private func style(colors: ColorSupport, terminal: Bool = true) -> OutputStyle {
    OutputStyle(colors: colors, width: 40, isTerminal: terminal, timeZone: .gmt)
  }

  @Test("On a terminal: the glyphs of the earned badges only, each in its colour")
  func coloured() throws {
    let lines = try stack([1016, 1019]).lines(in: style(colors: .ansi256))
    let row = try #require(lines.last)
    #expect(row.contains(ColorPalette.foreground(.blue, support: .ansi256) + BadgeGlyphs.glyph(.mountain)))
    #expect(row.contains(ColorPalette.foreground(.cyan, support: .ansi256) + BadgeGlyphs.glyph(.fish)))
    #expect(DisplayWidth.of(row) == 39)
  }

  @Test("Without colour the same glyphs carry no escapes")
  func plain() throws {
    let row = try #require(try stack([1016, 1019]).lines(in: style(colors: .none)).last)
    #expect(row.hasSuffix("[ " + BadgeGlyphs.glyph(.mountain) + " " + BadgeGlyphs.glyph(.fish) + " ]"))
    #expect(!row.contains("\u{1B}"))
  }

  @Test("Piped: one plain line naming the badges")
  func piped() throws {
    // Catalog order: Asia's section comes before Australia/Oceania's.
    let lines = try stack([1019, 1016]).lines(in: style(colors: .none, terminal: false))
    #expect(lines == ["", "Badges: Mount Fuji, Great Barrier Reef"])
  }

  @Test("A hidden stack or no earned badge gives no stack")
  func absent() throws {
    let catalog = try Catalog.builtIn()
    #expect(try BadgeStack(catalog: catalog, state: .empty) == nil)
    var state = UserState.empty
    state.mark(Activity.allCases, at: 1016, on: TestContext.now)
    state.setBadgeStackShown(false, on: TestContext.now)
    #expect(try BadgeStack(catalog: catalog, state: state) == nil)
  }
}
