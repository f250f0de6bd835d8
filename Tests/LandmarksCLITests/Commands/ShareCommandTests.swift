import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

@Suite("share: a card to paste anywhere, and --copy through the terminal")
struct ShareCommandTests {
  static let fujiCard = """
    Mount Fuji
    Honshu, Japan
    35.3607° N, 138.7274° E
    geo:35.3607,138.7274
    https://www.openstreetmap.org/?mlat=35.3607&mlon=138.7274#map=12/35.3607/138.7274

    """

  @Test("the text card holds the name, location, coordinates, a geo: URI and an OpenStreetMap link")
  func textCard() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("share", "fuji") == 0)
    #expect(test.output.text == Self.fujiCard)
    #expect(test.errors.text.isEmpty)
  }

  @Test("the Markdown card links both, with the name in bold")
  func markdownCard() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("share", "fuji", "--format", "markdown") == 0)
    #expect(
      test.output.text == """
        **Mount Fuji**  
        Honshu, Japan  
        35.3607° N, 138.7274° E · <geo:35.3607,138.7274> · \
        [OpenStreetMap](https://www.openstreetmap.org/?mlat=35.3607&mlon=138.7274#map=12/35.3607/138.7274)

        """)
  }

  @Test("JSON is the landmark with its geoURI and openStreetMapURL")
  func json() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("share", "fuji", "--json") == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(test.output.text.utf8)) as? [String: Any])
    #expect(object["geoURI"] as? String == "geo:35.3607,138.7274")
    #expect((object["openStreetMapURL"] as? String)?.contains("mlat=35.3607&mlon=138.7274") == true)
    #expect(object["slug"] as? String == "mount-fuji")
    #expect(object.keys.contains("elevation"))
  }

  @Test(
    "Markdown escaping shows special characters instead of formatting with them",
    arguments: [
      ("Mount Fuji", "Mount Fuji"),
      ("Fort *Knox* [UK]", "Fort \\*Knox\\* \\[UK\\]"),
      ("a_b`c<d>&e|f~g#h", "a\\_b\\`c\\<d\\>\\&e\\|f\\~g\\#h"),
      ("back\\slash", "back\\\\slash"),
      ("- list", "\\- list"),
      ("1. first", "1\\. first"),
      ("=== rule", "\\=== rule"),
      ("Lake (Tahoe)!", "Lake (Tahoe)!"),
    ])
  func markdownEscaping(text: String, expected: String) {
    #expect(Markdown.escape(text) == expected)
  }

  @Test(
    "coordinates keep four decimals, without trailing zeros or a negative zero",
    arguments: [(35.36072, "35.3607"), (-33.85, "-33.85"), (-0.00001, "0"), (0, "0"), (138.72744, "138.7274")])
  func decimals(value: Double, expected: String) {
    #expect(ShareCard.decimal(value) == expected)
  }

  @Test("the map's zoom follows the area: 12 without one, 4 to 16 otherwise")
  func zoom() {
    func card(area: Double?) -> ShareCard {
      ShareCard(
        landmark: Landmark(
          id: 1, slug: "x", name: "X", continent: .asia, country: "JP", location: "Y", latitude: 1, longitude: 2,
          areaKm2: area))
    }
    #expect(card(area: nil).zoom == 12)
    #expect(card(area: 0.01).zoom == 16)
    #expect(card(area: 10_000_000).zoom == 4)
    #expect(card(area: 1).zoom > card(area: 1_000).zoom)
  }

  @Test("--copy writes OSC 52 with the card's base64 to the terminal, and the card to standard output")
  func copy() throws {
    let test = TestContext(isTerminal: true, width: 100)
    defer { test.cleanUp() }
    #expect(test.run("share", "fuji", "--copy") == 0)
    let payload = Data(Self.fujiCard.utf8).base64EncodedString()
    #expect(test.tty.text == "\u{1B}]52;c;\(payload)\u{07}")
    #expect(test.output.text == Self.fujiCard)
    #expect(!test.output.text.contains("\u{1B}"))
    #expect(test.errors.text.contains("Copied the card"))
  }

  @Test("--copy copies the Markdown card when that is the format")
  func copyMarkdown() throws {
    let test = TestContext(isTerminal: true)
    defer { test.cleanUp() }
    #expect(test.run("share", "fuji", "--copy", "--format", "markdown") == 0)
    let sequence = test.tty.text
    let base64 = try #require(sequence.dropFirst("\u{1B}]52;c;".count).split(separator: "\u{07}").first)
    let decoded = try #require(Data(base64Encoded: String(base64)))
    #expect(String(decoding: decoded, as: UTF8.self) == test.output.text)
  }

  @Test("inside tmux the sequence is wrapped in tmux's passthrough, its escape doubled")
  func tmux() {
    let test = TestContext(environment: ["TMUX": "/tmp/tmux-0/default,1,0"], isTerminal: true)
    defer { test.cleanUp() }
    #expect(test.run("share", "fuji", "--copy") == 0)
    let payload = Data(Self.fujiCard.utf8).base64EncodedString()
    #expect(test.tty.text == "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;\(payload)\u{07}\u{1B}\\")
  }

  @Test("the copied text is cleaned: nothing in it can end the sequence or drive the terminal")
  func cleaned() throws {
    let hostile = "Evil\u{1B}]52;c;AAAA\u{07}\u{9B}2J name\nline two\n"
    let sequence = OSC52.sequence(copying: hostile, tmux: false)
    #expect(sequence.filter { $0 == "\u{1B}" }.count == 1)
    #expect(sequence.filter { $0 == "\u{07}" }.count == 1)
    let decoded = try #require(Data(base64Encoded: OSC52.payload(hostile)))
    let text = String(decoding: decoded, as: UTF8.self)
    #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    #expect(text.hasSuffix("name\nline two\n"))
  }

  @Test("without a terminal --copy is exit 1 with a message, and nothing is written")
  func noTerminal() {
    let piped = TestContext(isTerminal: false)
    defer { piped.cleanUp() }
    #expect(piped.run("share", "fuji", "--copy") == 1)
    #expect(piped.errors.text.contains("Cannot copy: there is no terminal"))
    #expect(piped.tty.text.isEmpty)
    #expect(piped.output.text.isEmpty)

    let noTTY = TestContext(isTerminal: true, hasTTY: false)
    defer { noTTY.cleanUp() }
    #expect(noTTY.run("share", "fuji", "--copy") == 1)
    #expect(noTTY.errors.text.contains("no terminal"))
  }

  @Test(
    "usage errors: --copy with --json, an unknown format", arguments: [["--copy", "--json"], ["--format", "html"]])
  func usage(extra: [String]) {
    let test = TestContext(isTerminal: true)
    defer { test.cleanUp() }
    #expect(test.run(arguments: ["share", "fuji"] + extra) == 64)
    #expect(test.tty.text.isEmpty)
  }
}
