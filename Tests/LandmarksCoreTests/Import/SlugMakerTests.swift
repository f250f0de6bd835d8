import Foundation
import LandmarksModels
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// The slug maker romanises Cyrillic, Hebrew, Georgian, Arabic and Han a letter at a time, and kana,
/// Indic scripts, Greek and Armenian a few letters at a time, and must give exactly the slugs ICU's
/// romanisation of whole names gives.
@Suite("Slugs made letter by letter match ICU's")
struct SlugMakerTests {
  /// Letters of the scripts romanised a letter at a time, and ASCII to mix in.
  private static let alphabets: [[Unicode.Scalar]] = [
    (0x0400...0x0482).compactMap(Unicode.Scalar.init) + (0x048A...0x04FF).compactMap(Unicode.Scalar.init),
    (0x05D0...0x05EA).compactMap(Unicode.Scalar.init),
    (0x10D0...0x10FA).compactMap(Unicode.Scalar.init),
    ([0x060C, 0x200C, 0x200C, 0x200C] + Array(0x0621...0x063A) + Array(0x0641...0x064A) + Array(0x0671...0x06D3))
      .compactMap(Unicode.Scalar.init),
    // Latin letters outside ASCII, with those folding keeps more often.
    (Array(0x00C0...0x00D6) + Array(0x00D8...0x00F6) + Array(0x00F8...0x02AF) + Array(0x1E00...0x1EFF))
      .compactMap(Unicode.Scalar.init) + Array("əəɛɛʃŋıð".unicodeScalars),
    // Han, with the characters read by their neighbour (重 before 庆) and those neighbours often.
    Array("重庆藏文语沈阳秘鲁北京市".unicodeScalars) + (0x3400...0x4DBF).compactMap(Unicode.Scalar.init)
      + (0x4E00...0x9FFF).compactMap(Unicode.Scalar.init),
  ]
  private static let ascii = Array("abcXYZ019 -'.,()".unicodeScalars)

  @Test("random names of every letter, alone and mixed with ASCII and each other")
  func randomNames() {
    expectRandomNames(seed: 1716, rounds: 4000, longest: 12, odds: 10, alphabets: Self.alphabets, extras: Self.ascii)
  }

  /// Checks `rounds` names of 1...`longest` scalars against ICU's slugs of the whole names: each
  /// scalar from the round's alphabet, or, one time in `odds` each, from `extras` or another alphabet.
  private func expectRandomNames(
    seed: UInt64, rounds: Int, longest: Int, odds: Int, alphabets: [[Unicode.Scalar]], extras: [Unicode.Scalar]
  ) {
    var random = SeededGenerator(seed: seed)
    var maker = SlugMaker()
    for round in 0..<rounds {
      var name = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...longest, using: &random) {
        let pick = Int.random(in: 0..<odds, using: &random)
        let alphabet =
          pick == 0
          ? extras
          : alphabets[pick == 1 ? Int.random(in: 0..<alphabets.count, using: &random) : round % alphabets.count]
        name.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
      }
      let text = String(name)
      #expect(maker.slug(name: text, folded: TextFolding.fold(text)) == LandmarkIdentity.slug(for: text), "\(text)")
    }
  }

  @Test(
    "real names, and names with marks or other scripts that go to ICU whole",
    arguments: [
      "Москва", "Санкт-Петербург", "ЩУКА", "Щука", "объект", "Юрьев", "Ёлки", "Пётр", "ГЭС", "Київ", "Беларусь",
      "Tel אביב", "ירושלים", "თბილისი", "ქუთაისი", "Моска́ва", "Αθήνα", "Երևան", "北京", "Москва 北京", "Ĳssel",
      "القاهرة", "آلپین، کالیفورنیا", "يـسـكـوشـوبـان", "مُحَمَّد", "١٢٣ شارع", "الینوائے، 2", "،Zٹے", "مون‌موث", "ه‌ا",
      "روکلین‌کورت", "‌", "Zəncan", "Ağdam", "ə北",
      "ɛ Москва", "Səməd Vurğun", "Ŋga",
      "上海", "重庆", "重庆市", "重 庆", "重", "藏文", "藏语", "沈阳", "秘鲁", "5北京", "北京5", "x北'京", "Москва北京",
      "北京abc", "中国-北京", "〇北", "北々", "東京タワー", "𠀀北", "北京 (中国)", "ـ北ـ", "ა北", "١北",
    ])
  func namesAsICU(_ text: String) {
    var maker = SlugMaker()
    // Twice: the second time from the letters learnt the first.
    for _ in 0..<2 {
      #expect(maker.slug(name: text, folded: TextFolding.fold(text)) == LandmarkIdentity.slug(for: text))
    }
  }

  /// The scalars of `ranges`, then those of `extra` (which weighs them).
  private static func scalars(_ ranges: [ClosedRange<UInt32>], _ extra: String) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    for range in ranges { scalars += range.compactMap(Unicode.Scalar.init) }
    return scalars + Array(extra.unicodeScalars)
  }

  /// Letters of every kind to the splitting (`RomanisedPieces.Kind`) in kana, each Indic block, Greek
  /// and Armenian, with the letters the splitting turns on more often.
  private static let pieceAlphabets: [[Unicode.Scalar]] = {
    var alphabets = [
      scalars([0x3041...0x3096, 0x3099...0x309F, 0x30A1...0x30FF, 0x31F0...0x31FF], "ッっッっーーンんアイウエオヤユヨャュョ＝・"),
      scalars([0x0370...0x03FF, 0x1F00...0x1FFF], "αευουυύγγγκξχΥΓΟοηιϋ"),
      scalars([0x0531...0x058F], "ուուՈՒՈւոեւ"),
    ]
    for block in UInt32(0)..<9 {
      let base = 0x0900 + block * 0x80
      let marks: [UInt32] = [0x01, 0x02, 0x02, 0x02, 0x3C, 0x3E, 0x3F, 0x4D, 0x4D, 0x4D]
      let weighed = String(String.UnicodeScalarView(marks.compactMap { Unicode.Scalar(base + $0) }))
      alphabets.append(scalars([base...(base + 0x7F)], weighed))
    }
    return alphabets
  }()
  /// ASCII, a Han character and a long mark to mix in.
  private static let pieceExtras = Array(" a1'-北ー".unicodeScalars)

  @Test("random names of kana, Indic, Greek and Armenian letters, alone and mixed with ASCII and each other")
  func randomPieceNames() {
    expectRandomNames(
      seed: 1717, rounds: 6000, longest: 10, odds: 12, alphabets: Self.pieceAlphabets, extras: Self.pieceExtras)
  }

  @Test(
    "real names split into pieces, and their letters beside what ICU romanises with context",
    arguments: [
      "アスティ", "ラウダ＝ケーニヒスホーフェン", "キウザーノ・ディ・サン・ドメーニコ", "チェルトナム", "クイニョン",
      "チェルムスリー・ウッド", "カポシュヴァール", "anensuki・noi", "アッシュバーナム", "ラマッラー", "グリーンヴィル",
      "チェート", "カマレ＝シュル＝メール", "トーキョー", "キョ", "シンアイ", "ンア", "カッパ", "ッカ", "カッ", "カッ a",
      "ー", "アー", "ーア", "ア ー", "とやまし", "いとまん", "どうじょう", "きさらづ", "自由が丘", "東京タワー", "いすゞ",
      "ヽア", "アヽ", "ヴァ", "ゔ", "ㇰㇱ", "カ゚", "か゛", "ッ・カ", "ア＝ー", "ン'ア", "ン-ア", "ン1ア", "ッー", "ッーカ",
      "नई दिल्ली", "अंकारा", "अंग थोंग", "अंजीर का पेड़", "सिंह", "हैं", "क्", "क्य", "कं", "कं ग", "कंग", "कँच",
      "मुंबई", "ਅੰਮ੍ਰਿਤਸਰ", "ਪੱਟੀ", "কলকাতা", "বাংলাদেশ", "சென்னை", "தமிழ்நாடு", "ಬೆಂಗಳೂರು", "తెలంగాణ",
      "തിരുവനന്തപുരം", "અમદાવાદ", "ଭୁବନେଶ୍ୱର", "क१२", "क।ख", "कंア", "アं", "ंक", "क्\u{200D}ष",
      "Αθήνα", "Θεσσαλονίκη", "Άγιον Πνεύμα", "Μαξιμιανούπολις", "Άαρμπουργκ", "Ύδρα", "ΥΔΡΑ", "Εύβοια", "Αγγλία",
      "Γκάνα", "γ", "αγ x", "Ευρώπη", "Ἀθῆναι", "ῥόδος", "Αϊβαλί", "Երևան", "Նոր ՈՒղի", "Գյումրի", "Ուկրաինա",
      "ւ", "Աբդօղլու", "Αρμενία Հայաստան", "Αアक",
    ])
  func pieceNamesAsICU(_ text: String) {
    var maker = SlugMaker()
    // Twice: the second time from the pieces learnt the first.
    for _ in 0..<2 {
      #expect(maker.slug(name: text, folded: TextFolding.fold(text)) == LandmarkIdentity.slug(for: text))
    }
  }

  @Test("every letter romanised alone, alone and between others, as ICU gives it")
  func everyLetter() {
    var maker = SlugMaker()
    let letters = Self.alphabets.dropLast().joined().filter { SlugMaker.isRomanisedAlone($0.value) }
    #expect(letters.count > 1000)
    for letter in letters {
      for text in ["\(letter)", "a\(letter)-\(letter)1", "\(letter)\(letter) x"] {
        #expect(maker.slug(name: text, folded: TextFolding.fold(text)) == LandmarkIdentity.slug(for: text), "\(text)")
      }
    }
  }

  @Test(
    "folds of pieces laid end to end are the fold of the whole",
    arguments: [
      ["Mo", "skva"], ["a", "-b"], ["a-", "b"], ["", "x"], ["ʹ", "a"], ["n'", "a"], ["ā", "b̄"], ["Ĳ", "ssel"],
      ["  ", "A "], ["ə", "ɛ"], ["1", "2"], ["m̐", "ka"], ["Ẓ", "ẓ"], ["ʻo", "kina"], ["a.b", "c"],
    ])
  func foldedPieces(_ pieces: [String]) throws {
    var writer = FoldWriter(buffer: [])
    var store: [UInt8] = []
    for piece in pieces {
      #expect(TextFolding.isComposable(piece))
      let folded = try #require(TextFolding.foldedPiece(piece))
      let fold = RomanisedFolds.Fold(offset: UInt32(store.count), length: UInt32(folded.count), state: .kept)
      store += folded
      writer.append(fold, from: store)
    }
    #expect(String(decoding: writer.bytes, as: UTF8.self) == TextFolding.fold(pieces.joined()))
  }

  @Test(
    "romanisations that could join a neighbour are not laid end to end",
    arguments: ["\u{301}a", "a\u{200C}", "Ж", "\r"])
  func notComposable(_ text: String) {
    #expect(!TextFolding.isComposable(text))
  }

  @Test("the build's Han readings are ICU's, for a sample of every block")
  func hanReadings() {
    var characters: [Unicode.Scalar] = []
    for value in stride(from: UInt32(0x3400), through: 0x9FFF, by: 7) {
      guard let scalar = Unicode.Scalar(value), HanReadings.embedded.reading(value) != nil else { continue }
      characters.append(scalar)
    }
    #expect(characters.count > 3000)
    // One call: ICU separates the characters of a Han run with spaces.
    let latin = String(String.UnicodeScalarView(characters)).applyingTransform(.toLatin, reverse: false) ?? ""
    let readings = latin.split(separator: " ").map { TextFolding.fold(String($0)) }
    #expect(readings == characters.map { HanReadings.embedded.reading($0.value) ?? "" })
  }

  @Test("every real name of the benchmark sample, in many scripts, as ICU gives it")
  func realNames() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Benchmarks/RealNames/names.tsv")
    let names = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
      line.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init)
    }
    try #require(names.count > 4000)
    var maker = SlugMaker()
    for name in names {
      #expect(maker.slug(name: name, folded: TextFolding.fold(name)) == LandmarkIdentity.slug(for: name), "\(name)")
    }
  }
}
