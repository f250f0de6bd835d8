import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

@Suite("Folding through the per-scalar table gives Foundation's keys")
struct ScalarFoldTableTests {
  /// Where random text draws its scalars from: the scripts the table covers, and what it must
  /// leave to Foundation (combining marks, joiners, jamo, emoji, controls).
  static let ranges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0x20...0x7E, 0xA0...0x24F, 0xA0...0x24F, 0x250...0x2FF, 0x300...0x36F, 0x370...0x3FF, 0x370...0x3FF,
    0x400...0x52F, 0x400...0x52F, 0x1E00...0x1EFF, 0x2000...0x206F, 0x2100...0x218F, 0x3000...0x30FF,
    0x3400...0x3420, 0x4E00...0x4E80, 0xAC00...0xAC40, 0x1100...0x1175, 0xFB00...0xFB4F, 0xFE00...0xFE0F,
    0xFF00...0xFFEF, 0x0600...0x06FF, 0x0900...0x097F, 0x0E00...0x0E7F, 0x1F1E6...0x1F1FF, 0x1F300...0x1F320,
    0x09...0x0D,
  ]

  @Test(
    "Known texts",
    arguments: [
      "São Tomé", "Ærø", "Łódź", "Москва", "ЁЛКА Йошкар-Ола", "ΣΊΣΥΦΟΣ σοφός", "İstanbul ıi", "Straße ẞ", "東京 大阪",
      "ｆｕｌｌｗｉｄｔｈ　ＡＢＣ", "ｶﾞｷﾞ", "がぎぐ パピプ", "Hawaiʻi K’gari", "½ ¼ ²", "ﬁord ﬀ", "e\u{301}te", "서울", "👨‍👩‍👧",
      "Ꭰ", "ǅungla ǈ", "Ωmega ℃ №", "a\u{200D}b", "tab\there", "मुंबई", "दिल्ली", "কলকাতা", "ਅੰਮ੍ਰਿਤਸਰ", "சென்னை",
      "กรุงเทพมหานคร", "ผู้ใหญ่", "مُحَمَّد", "יְרוּשָׁלַיִם", "ཐིམ་ཕུ", "Ха́рьков", "🏔️ 🏔", "\r\nx\u{301}", "\u{301}start",
    ])
  func knownTexts(_ text: String) {
    #expect(TextFolding.fold(text) == TextFolding.foldUnicode(text), "\(text.unicodeScalars.map(\.value))")
    #expect(TextFolder().fold(text) == TextFolding.foldUnicode(text), "\(text.unicodeScalars.map(\.value))")
  }

  @Test(
    "Text of any script takes the table, a scalar or a character at a time; marks without a letter and jamo leave it to Foundation"
  )
  func coverage() {
    let table = ScalarFoldTable()
    for text in [
      "São Tomé", "Ærø", "Москва", "Αθήνα", "東京", "がぎぐ", "ｆｕｌｌ", "서울", "e\u{301}te", "मुंबई", "ผู้ใหญ่",
    ] {
      #expect(table.fold(text) != nil, "\(text)")
    }
    for text in ["\u{301}start", "x\n\u{618}", "\u{1100}\u{1161}", "🏔️"] {
      #expect(table.fold(text) == nil, "\(text)")
    }
  }

  @Test("Random text from many scripts folds the same both ways")
  func randomText() {
    // Seeded, so a failure can be replayed.
    let folder = TextFolder()
    var state: UInt64 = 20_261_201
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    for _ in 0..<8_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int(next() % 12) {
        let range = Self.ranges[Int(next() % UInt64(Self.ranges.count))]
        let value = range.lowerBound + UInt32(next() % UInt64(range.count))
        if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
      }
      let text = String(scalars)
      #expect(TextFolding.fold(text) == TextFolding.foldUnicode(text), "\(text.unicodeScalars.map(\.value))")
      #expect(folder.fold(text) == TextFolding.foldUnicode(text), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test("Every Latin, Greek, Cyrillic and kana scalar alone folds the same both ways")
  func everyScalarAlone() {
    for value in UInt32(0xA0)...0x52F where Unicode.Scalar(value) != nil {
      let text = "x" + String(Character(Unicode.Scalar(value) ?? "x")) + "Y"
      #expect(TextFolding.fold(text) == TextFolding.foldUnicode(text), "\(value)")
    }
    for value in UInt32(0x3040)...0x30FF where Unicode.Scalar(value) != nil {
      let text = String(Character(Unicode.Scalar(value) ?? "x"))
      #expect(TextFolding.fold(text) == TextFolding.foldUnicode(text), "\(value)")
    }
  }
}
