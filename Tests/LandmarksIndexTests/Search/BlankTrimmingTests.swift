import Foundation
import LandmarksIndex
import Testing

@Suite("Trimming the blanks of location parts")
struct BlankTrimmingTests {
  @Test(
    "Trims as Foundation's whitespace set does, and nothing else",
    arguments: [
      " Kyoto", "Kyoto ", "\tKyoto\t", "  Fushimi Ward  ", "\u{00A0}Reykjavík\u{2003}", "", "   ", "Kyoto\n",
      "\u{3000}京都\u{3000}", "a b", "\u{200B}zero width", "\u{202F}\u{205F}x\u{1680}", "\u{00AD}soft",
    ])
  func matchesFoundation(text: String) {
    #expect(text.trimmingBlanks() == text.trimmingCharacters(in: .whitespaces))
  }

  @Test("A substring trims like the string it was cut from")
  func substrings() {
    let line = "Fushimi Ward ,  Kyoto\t, Japan"
    #expect(line.split(separator: ",").map { $0.trimmingBlanks() } == ["Fushimi Ward", "Kyoto", "Japan"])
  }
}
