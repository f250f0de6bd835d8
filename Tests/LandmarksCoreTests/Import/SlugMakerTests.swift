import Foundation
import LandmarksModels
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// The slug maker romanises Cyrillic, Hebrew, Georgian and Arabic a letter at a time and must give
/// exactly the slugs ICU's romanisation of whole names gives.
@Suite("Slugs made letter by letter match ICU's")
struct SlugMakerTests {
  /// Letters of the scripts romanised a letter at a time, and ASCII to mix in.
  private static let alphabets: [[Unicode.Scalar]] = [
    (0x0400...0x0482).compactMap(Unicode.Scalar.init) + (0x048A...0x04FF).compactMap(Unicode.Scalar.init),
    (0x05D0...0x05EA).compactMap(Unicode.Scalar.init),
    (0x10D0...0x10FA).compactMap(Unicode.Scalar.init),
    ([0x060C] + Array(0x0621...0x063A) + Array(0x0641...0x064A) + Array(0x0671...0x06D3)).compactMap(
      Unicode.Scalar.init),
  ]
  private static let ascii = Array("abcXYZ019 -'.,()".unicodeScalars)

  @Test("random names of every letter, alone and mixed with ASCII and each other")
  func randomNames() {
    var random = SeededGenerator(seed: 1716)
    var maker = SlugMaker()
    for round in 0..<4000 {
      var name = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        let alphabet = Self.alphabets[round % Self.alphabets.count]
        let pick = Int.random(in: 0..<10, using: &random)
        if pick == 0 {
          name.append(Self.ascii[Int.random(in: 0..<Self.ascii.count, using: &random)])
        } else if pick == 1 {
          let other = Self.alphabets[Int.random(in: 0..<Self.alphabets.count, using: &random)]
          name.append(other[Int.random(in: 0..<other.count, using: &random)])
        } else {
          name.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
        }
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
      "القاهرة", "آلپین، کالیفورنیا", "يـسـكـوشـوبـان", "مُحَمَّد", "١٢٣ شارع", "الینوائے، 2", "،Zٹے",
    ])
  func namesAsICU(_ text: String) {
    var maker = SlugMaker()
    // Twice: the second time from the letters learnt the first.
    for _ in 0..<2 {
      #expect(maker.slug(name: text, folded: TextFolding.fold(text)) == LandmarkIdentity.slug(for: text))
    }
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
