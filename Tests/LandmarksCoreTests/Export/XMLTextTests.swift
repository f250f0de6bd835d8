import Testing

@testable import LandmarksCore

@Suite("XML text: the one escaper of GPX exports and SVG maps")
struct XMLTextTests {
  @Test(
    "markup is escaped, tab and line breaks kept, what XML 1.0 cannot carry dropped",
    arguments: [
      ("plain 富士山", "plain 富士山"),
      ("Tom & <Jerry> \"q\" 'a'", "Tom &amp; &lt;Jerry&gt; &quot;q&quot; &apos;a&apos;"),
      ("a\tb\nc\rd", "a\tb\nc\rd"),
      ("bell\u{07}esc\u{1B}", "bellesc"),
      ("\u{FFFE}x\u{FFFF}\u{FFFD}", "x\u{FFFD}"),
      ("\u{1F5FB}", "\u{1F5FB}"),
    ])
  func escapes(input: String, expected: String) {
    #expect(XMLText.escaped(input) == expected)
  }
}
