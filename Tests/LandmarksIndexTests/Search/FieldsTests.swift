import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

@Suite("Splitting text on an ASCII byte")
struct FieldsTests {
  @Test(
    "Known texts keep their empty fields",
    arguments: [
      ("a,b", ["a", "b"]), (",a,,b,", ["", "a", "", "b", ""]), ("", [""]),
      ("São Paulo, Brasil", ["São Paulo", " Brasil"]),
      ("富士山,日本", ["富士山", "日本"]), ("e\u{301},x", ["e\u{301}", "x"]),
    ])
  func knownTexts(_ text: String, _ expected: [String]) {
    #expect(text.fields(separatedBy: 0x2C) == expected)
  }

  @Test("Random text splits as the characters' split does")
  func randomText() {
    // Seeded, so a failure can be replayed; accents, CJK and commas in every position.
    let pieces = ["a", "é", ",", "e\u{301}", "富", " ", ",,", "🏔️", "\t"]
    var state: UInt64 = 20_261_201
    for _ in 0..<1_000 {
      var text = ""
      for _ in 0..<(state % 12) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int((state >> 33) % UInt64(pieces.count))]
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let expected = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      #expect(text.fields(separatedBy: 0x2C) == expected, "\(text)")
    }
  }

  @Test("A location's places are its non-empty parts, trimmed, then the whole line when there are two or more")
  func locationPlaces() {
    func places(_ location: String) -> [String] {
      Landmark(
        id: 1, slug: "x", name: "X", continent: .asia, country: "JP", location: location, latitude: 0, longitude: 0
      ).locationPlaces
    }
    #expect(places("Fushimi Ward, Kyoto, Japan") == ["Fushimi Ward", "Kyoto", "Japan", "Fushimi Ward, Kyoto, Japan"])
    #expect(places("Kyoto") == ["Kyoto"])
    #expect(places("Kyoto,, ") == ["Kyoto", "", "Kyoto,, "])
    #expect(places("") == [])
  }
}
