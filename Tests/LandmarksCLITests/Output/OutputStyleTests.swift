import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("Output style: colour, width and symbols from the context")
struct OutputStyleTests {
  private func style(
    _ environment: [String: String], terminal: Bool = true, width: Int? = 100, choice: ColorChoice = .auto
  ) -> OutputStyle {
    let test = TestContext(environment: environment, isTerminal: terminal, width: width)
    return OutputStyle(context: test.context, choice: choice)
  }

  @Test(
    "Colour follows --color, the terminal, NO_COLOR and TERM",
    arguments: [
      ([:], true, ColorChoice.auto, ColorSupport.basic16),
      (["TERM": "xterm-256color"], true, .auto, .ansi256),
      (["COLORTERM": "truecolor"], true, .auto, .ansi256),
      (["NO_COLOR": "1"], true, .auto, .none),
      (["NO_COLOR": ""], true, .auto, .basic16),
      (["TERM": "dumb"], true, .auto, .none),
      ([:], false, .auto, .none),
      ([:], false, .always, .basic16),
      (["NO_COLOR": "1"], true, .always, .basic16),
      ([:], true, .never, .none),
    ] as [([String: String], Bool, ColorChoice, ColorSupport)])
  func colour(environment: [String: String], terminal: Bool, choice: ColorChoice, expected: ColorSupport) {
    #expect(style(environment, terminal: terminal, choice: choice).colors == expected)
  }

  @Test(
    "Width comes from COLUMNS, else the terminal, else 80, kept within 20…1,000",
    arguments: [
      (["COLUMNS": "120"], 90, 120),
      (["COLUMNS": "junk"], 90, 90),
      (["COLUMNS": "0"], 90, 90),
      (["COLUMNS": "-3"], 90, 90),
      ([:], nil, 80),
      (["COLUMNS": "5"], nil, 20),
      (["COLUMNS": "5000"], nil, 1000),
      ([:], 4000, 1000),
    ] as [([String: String], Int?, Int)])
  func width(environment: [String: String], reported: Int?, expected: Int) {
    #expect(style(environment, width: reported).width == expected)
  }

  @Test(
    "Symbols fall back to ASCII on a dumb terminal or a non-UTF-8 locale",
    arguments: [
      ([:], true),
      (["LANG": "en_US.UTF-8"], true),
      (["LANG": "de_DE.utf8"], true),
      (["LANG": "C"], false),
      (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
      (["LC_ALL": "", "LC_CTYPE": "en_GB.UTF-8", "LANG": "C"], true),
      (["LANG": "en_US.ISO-8859-1"], false),
      (["TERM": "dumb", "LANG": "en_US.UTF-8"], false),
    ] as [([String: String], Bool)])
  func unicode(environment: [String: String], expected: Bool) {
    let chosen = style(environment)
    #expect(chosen.unicode == expected)
    #expect(chosen.glyph(.mountain) == (expected ? BadgeGlyphs.glyph(.mountain) : BadgeGlyphs.ascii(.mountain)))
  }

  @Test("Only a terminal cuts lines to the width")
  func fitting() {
    let long = String(repeating: "x", count: 150)
    #expect(style([:], terminal: true, width: 40).fit(long).count <= 40)
    #expect(style([:], terminal: false, width: 40).fit(long) == long)
  }

  @Test(
    "Unicode symbols only in a UTF-8 locale, the first set of LC_ALL, LC_CTYPE and LANG deciding",
    arguments: [
      ([:], true), (["LANG": "en_US.UTF-8"], true), (["LANG": "de_DE.utf8"], true), (["LANG": "C.UTF-8"], true),
      (["LANG": "C"], false), (["LANG": "POSIX"], false), (["LANG": "en_US.ISO-8859-1"], false),
      (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false), (["LC_ALL": "", "LC_CTYPE": "ja_JP.UTF-8"], true),
      (["LANG": "en_US.UTF-8", "TERM": "dumb"], false), (["LANG": "utf"], false), (["LANG": "UTF-16"], false),
    ] as [([String: String], Bool)])
  func unicodeByLocale(environment: [String: String], expected: Bool) {
    #expect(OutputStyle.allowsUnicode(environment) == expected)
  }
}
