import Testing

@testable import LandmarksCLI

/// The screen model's grid stays sound however text overlaps: a wide cluster always has its right
/// half beside it, and nothing else does.
@Suite("Browse screen")
struct BrowseScreenTests {
  /// The text and widths of a row, as "text/width" pairs.
  static func row(_ screen: Screen, _ y: Int = 0) -> [String] {
    (0..<screen.width).map { "\(screen[$0, y].text)/\(screen[$0, y].width)" }
  }

  @Test("A narrow character over either half of a wide one blanks the other half")
  func narrowOverWide() {
    var screen = Screen(width: 4, height: 1)
    screen.put("漢", x: 0, y: 0)
    screen.put("x", x: 1, y: 0)
    #expect(Self.row(screen) == [" /1", "x/1", " /1", " /1"])
    screen.put("漢", x: 2, y: 0)
    screen.put("y", x: 2, y: 0)
    #expect(Self.row(screen) == [" /1", "x/1", "y/1", " /1"])
  }

  @Test("A wide character over the right half of another blanks its left half")
  func wideOverRightHalf() {
    var screen = Screen(width: 4, height: 1)
    screen.put("漢", x: 0, y: 0)
    screen.put("字", x: 1, y: 0)
    #expect(Self.row(screen) == [" /1", "字/2", "/0", " /1"])
  }

  @Test("A wide character drawn over another at the same column replaces it")
  func wideOverWide() {
    var screen = Screen(width: 4, height: 1)
    screen.put("漢", x: 0, y: 0)
    screen.put("☀️", x: 0, y: 0)
    #expect(Self.row(screen) == ["☀️/2", "/0", " /1", " /1"])
    #expect(screen.lines == ["☀️"])
  }

  @Test("A wide character that does not fit before the limit leaves one blank column")
  func wideAtTheEdge() {
    var screen = Screen(width: 3, height: 1)
    #expect(screen.put("ab漢", x: 0, y: 0) == 3)
    #expect(Self.row(screen) == ["a/1", "b/1", " /1"])
  }

  @Test("Controls are never drawn")
  func controlsDropped() {
    var screen = Screen(width: 10, height: 1)
    screen.put("a\u{1B}[31mb\u{07}", x: 0, y: 0)
    #expect(screen.lines == ["a[31mb"])
  }

  @Test("fill and restyle outside the screen change nothing")
  func outsideTheScreen() {
    var screen = Screen(width: 10, height: 3)
    screen.put("abc", x: 0, y: 0)
    let before = screen
    screen.fill(x: 12, y: 0, width: 3, height: 1)
    screen.fill(x: 0, y: 5, width: 3, height: 1)
    screen.fill(x: -5, y: -5, width: 2, height: 2)
    screen.restyle(x: 12, y: 0, width: 2) { $0.bold = true }
    screen.restyle(x: -4, y: 0, width: 2) { $0.bold = true }
    #expect(screen == before)
  }
}
