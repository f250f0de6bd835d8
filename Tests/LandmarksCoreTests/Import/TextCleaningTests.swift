import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Imported text is cleaned of anything that could drive a terminal or reorder what people read.
@Suite struct TextCleaningTests {
  @Test(arguments: [
    ("Plain name", "Plain name", 0),
    ("  padded  ", "padded", 0),
    ("Red \u{1B}[31;1mtext\u{1B}[0m", "Red text", 2),
    ("Title \u{1B}]0;owned\u{07}here", "Title here", 1),
    ("Link \u{1B}]8;;http://x\u{1B}\\x\u{1B}]8;;\u{1B}\\", "Link x", 2),
    ("C1 \u{9B}2Jclear", "C1 clear", 1),
    ("bell\u{07}", "bell", 1),
    ("nul\u{0}byte", "nulbyte", 1),
    ("abc\u{202E}fed\u{202C}", "abcfed", 2),
    ("iso\u{2066}late\u{2069}", "isolate", 2),
    ("bom\u{FEFF}", "bom", 1),
    ("del\u{7F}", "del", 1),
    ("two\nlines\tand tab", "two lines and tab", 0),
    ("café 東京", "café 東京", 0),
    ("\u{1B}", "", 1),
  ])
  func cleansOneLineText(input: String, expected: String, count: Int) {
    let result = TextCleaning.line(input)
    #expect(result.text == expected)
    #expect(result.cleaned == count)
  }

  @Test func paragraphsKeepLineBreaks() {
    let result = TextCleaning.paragraph("First\r\nsecond\rthird\u{1B}[2K")
    #expect(result.text == "First\nsecond\nthird")
    #expect(result.cleaned == 1)
  }

  @Test func cleansEveryFieldOfAPlaceAndCounts() {
    let place = ImportedPlace(
      sourceID: "1", name: "Evil\u{1B}[2J", alternateNames: ["\u{202E}x", "\u{07}"], latitude: 1, longitude: 2,
      location: "Here\u{9B}31m", description: "Text\u{1B}]0;t\u{07}")
    let (clean, count) = TextCleaning.place(place)
    #expect(clean.name == "Evil")
    #expect(clean.alternateNames == ["x"])
    #expect(clean.location == "Here")
    #expect(clean.description == "Text")
    #expect(count == 5)
  }
}

/// The byte scan that lets most text skip cleaning finds exactly what cleaning removes or changes.
@Suite struct TextCleaningScanTests {
  static let special: [Unicode.Scalar] = [
    "\u{0}", "\u{9}", "\u{A}", "\u{D}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{2028}",
    "\u{2029}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{FEFF}",
  ]
  static let plain: [Unicode.Scalar] = [
    "a", " ", "é", "\u{A0}", "\u{A1}", "\u{2027}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{FEFE}", "\u{FFFD}", "ж",
    "東", "🏔", "\u{E000}", "\u{3000}", "\u{1680}",
  ]

  @Test func scanMatchesTheScalars() {
    var random = SeededGenerator(seed: 11)
    for _ in 0..<5_000 {
      var scalars = String.UnicodeScalarView()
      var hasSpecial = false
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        if Int.random(in: 0..<6, using: &random) == 0 {
          scalars.append(Self.special.randomElement(using: &random) ?? "\u{0}")
          hasSpecial = true
        } else {
          scalars.append(Self.plain.randomElement(using: &random) ?? "a")
        }
      }
      let text = String(scalars)
      #expect(TextCleaning.needsCleaning(text) == hasSpecial, "\(text.unicodeScalars.map(\.value))")
      if !hasSpecial { #expect(TextCleaning.line(text).cleaned == 0) }
      // Untouched, read from the bytes' ends: what cleaning gives back as it is.
      let untouched = !hasSpecial && TextCleaning.line(text).text == text
      #expect(TextCleaning.isUntouched(text) == untouched, "\(text.unicodeScalars.map(\.value))")
    }
  }
}
