import Testing

@testable import LandmarksCore

/// Texts lose the whitespace at their ends, Unicode's as well as ASCII's, and nothing else.
@Suite struct PlaceValidationTests {
  @Test(arguments: [
    ("Zürich", "Zürich"), (" Zürich ", "Zürich"), ("é", "é"), ("a", "a"), ("\tKyoto\n", "Kyoto"),
    ("\u{3000}東京\u{3000}", "東京"), ("a\u{A0}", "a"), ("\u{2028}b c\u{85}", "b c"), ("~x~", "~x~"),
  ])
  func textsAreTrimmed(text: String, trimmed: String) {
    #expect(PlaceValidation.trimmed(text) == trimmed)
  }

  @Test(arguments: ["", " ", "\t\n", "\u{3000}\u{A0}"])
  func blankTextsAreNone(text: String) {
    #expect(PlaceValidation.trimmed(text) == nil)
    #expect(PlaceValidation.trimmed(nil) == nil)
  }
}
