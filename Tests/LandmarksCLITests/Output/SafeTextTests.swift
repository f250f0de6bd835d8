import Testing

@testable import LandmarksCLI

@Suite("Safe text: nothing from data can drive the terminal")
struct SafeTextTests {
  @Test(
    "Control and direction-override characters become visible escapes",
    arguments: [
      ("plain", "plain"),
      ("富士山 Ø é", "富士山 Ø é"),
      ("a\u{1B}[2Jb", "a\\u{1b}[2Jb"),
      ("bell\u{07}", "bell\\u{7}"),
      ("line\nbreak\r", "line\\u{a}break\\u{d}"),
      ("\u{9B}31m", "\\u{9b}31m"),
      ("abc\u{202E}cba", "abc\\u{202e}cba"),
      ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
      ("a\u{2028}b\u{2029}", "a\\u{2028}b\\u{2029}"),
      ("\u{200F}x\u{200E}\u{061C}", "\\u{200f}x\\u{200e}\\u{61c}"),
      ("zero\u{200D}width joiner stays", "zero\u{200D}width joiner stays"),
    ])
  func cleans(input: String, expected: String) {
    #expect(SafeText.clean(input) == expected)
  }

  @Test(
    "Cleaning line by line keeps line feeds and still escapes every other control",
    arguments: [
      ("one line", "one line"),
      ("first\n  second\n", "first\n  second\n"),
      // CR LF is one character, not a line feed: it stays escaped whole.
      ("a\r\nb", "a\\u{d}\\u{a}b"),
      ("a\rb\n", "a\\u{d}b\n"),
      ("\u{1B}[2J\n\u{2028}", "\\u{1b}[2J\n\\u{2028}"),
    ])
  func cleansLines(input: String, expected: String) {
    #expect(SafeText.cleanLines(input) == expected)
  }
}
