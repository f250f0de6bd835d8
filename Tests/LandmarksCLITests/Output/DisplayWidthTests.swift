import Testing

@testable import LandmarksCLI

/// Column counting, truncation and padding of terminal text.
@Suite struct DisplayWidthTests {
  /// Known strings and the columns a terminal gives them.
  @Test(arguments: [
    ("", 0),
    ("Fuji", 4),
    ("Mount Everest", 13),
    ("Café", 4),
    ("Cafe\u{301}", 4),
    ("e\u{301}", 1),
    ("é", 1),
    ("Ærøskøbing", 10),
    ("富士山", 6),
    ("エベレスト", 10),
    ("한라산", 6),
    ("ＡＢ", 4),
    ("🐟", 2),
    ("🐟 fish", 7),
    ("\u{2600}", 1),
    ("\u{2600}\u{FE0F}", 2),
    ("\u{26F0}\u{FE0F}", 2),
    ("👩\u{200D}👩\u{200D}👧", 2),
    ("👍🏽", 2),
    ("🇯🇵", 2),
    ("a\u{200D}b", 2),
    ("a\u{200B}b", 2),
    ("tab\there", 7),
    ("\u{1B}[31mred\u{1B}[0m", 3),
    ("\u{1B}[38;5;208m富士\u{1B}[0m!", 5),
    ("\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", 4),
  ])
  func width(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }

  /// Text that already fits comes back untouched.
  @Test(arguments: ["Fuji", "富士山", ""])
  func truncateLeavesFittingText(text: String) {
    #expect(DisplayWidth.truncate(text, to: 6) == text)
  }

  /// Truncation never exceeds the width and always shows it happened.
  @Test(arguments: ["Mount Kilimanjaro", "富士山富士山", "🐟🐟🐟🐟🐟", "Cafe\u{301} de la Paix", "a富b士c山d"])
  func truncateFits(text: String) {
    for width in 1...8 where DisplayWidth.of(text) > width {
      let cut = DisplayWidth.truncate(text, to: width)
      #expect(DisplayWidth.of(cut) <= width, "\(cut) at \(width)")
      #expect(cut.hasSuffix("…"))
      #expect(text.hasPrefix(String(cut.dropLast())))
    }
  }

  /// A wide character that would straddle the limit is left out rather than split.
  @Test func truncateDropsStraddlingWideCharacter() {
    #expect(DisplayWidth.truncate("富士山", to: 4) == "富…")
    #expect(DisplayWidth.truncate("Mount Fuji", to: 7) == "Mount…")
  }

  /// A non-positive width leaves nothing.
  @Test(arguments: [0, -3])
  func truncateToNothing(width: Int) {
    #expect(DisplayWidth.truncate("Fuji", to: width).isEmpty)
  }

  /// Padding counts columns, not characters, and never shortens.
  @Test func padding() {
    #expect(DisplayWidth.pad("ab", to: 5) == "ab   ")
    #expect(DisplayWidth.pad("富士", to: 5) == "富士 ")
    #expect(DisplayWidth.pad("toolong", to: 3) == "toolong")
    #expect(DisplayWidth.padLeft("ab", to: 5) == "   ab")
    #expect(DisplayWidth.padLeft("🐟", to: 3) == " 🐟")
    #expect(DisplayWidth.padLeft("\u{1B}[1mab\u{1B}[0m", to: 4) == "  \u{1B}[1mab\u{1B}[0m")
  }
}
