import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// Numbers, dates, lists, units and plural forms as CLDR writes them in each language, from the
/// tables the build made of `cldr.txt`; English as the tool has always written it.
@Suite("Locale formats")
struct LocaleFormatTests {
  static let german = Localizer(language: .de)
  static let japanese = Localizer(language: .ja)
  static let arabic = Localizer(language: .ar)

  @Test(
    "The plural rules in code give the category CLDR gives every number from 0 to 200", arguments: Language.allCases)
  func pluralRulesMatchCLDR(_ language: Language) {
    let letters: [Character: PluralCategory] = ["z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other]
    let samples = Array(embeddedPluralSamples(language))
    // English is written by the tool's own rule, which is CLDR's: one for 1, other for the rest.
    let expected = language == .en ? (0...200).map { $0 == 1 ? "o" : "x" } : samples
    #expect(expected.count == 201)
    for (number, letter) in expected.enumerated() {
      #expect(PluralRules.category(of: number, in: language) == letters[letter], "\(language.rawValue) \(number)")
    }
    let used = Set(expected.compactMap { letters[$0] })
    #expect(used == Set(PluralRules.categories(of: language)), "\(language.rawValue)")
  }

  @Test(
    "Arabic counts take each of CLDR's six forms",
    arguments: [
      (0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (11, .many), (100, .other), (102, .other),
      (103, .few), (111, .many),
    ])
  func arabicCategories(count: Int, category: PluralCategory) {
    #expect(PluralRules.category(of: count, in: .ar) == category)
  }

  @Test("Numbers use the language's decimal and grouping marks")
  func numbers() {
    #expect(Formatting.number(3776) == "3,776")
    #expect(Formatting.number(3776, in: Self.german) == "3.776")
    #expect(Formatting.number(1234.5, in: Self.german) == "1.234,5")
    #expect(Formatting.number(1234.5, in: Self.japanese) == "1,234.5")
    #expect(Formatting.number(9_200_200, in: Self.arabic) == "9,200,200")
    #expect(Formatting.area(0.03, in: Self.german) == "0,03 km²")
    #expect(Formatting.coordinates(latitude: 35.36072, longitude: 138.72744) == "35.3607° N, 138.7274° E")
    #expect(
      Formatting.coordinates(latitude: 35.36072, longitude: 138.72744, in: Self.german) == "35,3607° N, 138,7274° O")
  }

  @Test("Units: CLDR's short unit words, in the plural form the figure asks for")
  func units() {
    let elevation = Elevation(low: 3776, high: 3776)
    #expect(Formatting.elevation(elevation) == "3,776 m")
    #expect(Formatting.elevation(elevation, in: Self.german) == "3.776 m")
    #expect(Formatting.elevation(elevation, units: .imperial, in: Self.german) == "12.388 ft")
    #expect(Formatting.elevation(elevation, in: Localizer(language: .th)) == "3,776 ม.")
    #expect(Formatting.area(207, in: Localizer(language: .he)) == "207 קמ״ר")
    // Arabic writes one metre as the word alone, three metres with the few form.
    #expect(Formatting.elevation(Elevation(low: 1, high: 1), in: Self.arabic) == "متر")
    #expect(Formatting.elevation(Elevation(low: 3, high: 3), in: Self.arabic) == "3 أمتار")
    #expect(Formatting.elevation(Elevation(low: 800, high: 2000), in: Self.german) == "800–2.000 m")
  }

  @Test("Dates: ISO in English, CLDR's medium date and short time elsewhere")
  func dates() throws {
    // 2026-12-01 18:14 UTC.
    let date = Date(timeIntervalSince1970: 1_796_148_840)
    let zone = try #require(TimeZone(identifier: "UTC"))
    #expect(Formatting.time(date, in: zone) == "2026-12-01 18:14")
    #expect(Formatting.time(date, in: zone, words: Self.german) == "1. Dez. 2026, 18:14")
    #expect(Formatting.time(date, in: zone, words: Self.japanese) == "2026年12月1日 18:14")
    #expect(Formatting.time(date, in: zone, words: Self.arabic) == "1 ديسمبر 2026، 18:14")
    #expect(Formatting.time(date, in: zone, words: Localizer(language: .he)) == "1 בדצמ׳ 2026, 18:14")
    #expect(Formatting.time(date, in: zone, words: Localizer(language: .th)) == "1 ธ.ค. 2026 18:14 น.")
    // Words and dates may follow different variables: German words, Japanese dates.
    #expect(Formatting.time(date, in: zone, words: Localizer(language: .de, dates: .ja)) == "2026年12月1日 18:14")
  }

  @Test("Lists join as the language writes them")
  func lists() {
    let items = ["a", "b", "c"]
    #expect(Localizer.english.list(items, .and) == "a, b and c")
    #expect(Localizer.english.list(items, .or) == "a, b or c")
    #expect(Self.german.list(items, .and) == "a, b und c")
    #expect(Self.german.list(["a", "b"], .or) == "a oder b")
    #expect(Self.japanese.list(items, .and) == "a、b、c")
    #expect(Self.arabic.list(["a", "b"], .and) == "a وb")
    #expect(Localizer.english.list(["a"], .and) == "a")
    #expect(Localizer.english.list([], .and).isEmpty)
  }

  @Test("The collections an error offers are separated as the language separates a short list")
  func collectionCandidates() {
    let error = CollectionError.ambiguousCollection(
      name: "trip", candidates: [.init(name: "Trip A", id: "a"), .init(name: "Trip B", id: "b")])
    #expect(Localizer.english.describe(error).contains(#""Trip A" (id a), "Trip B" (id b)"#))
    #expect(
      Self.japanese.describe(error).contains(#""Trip A"（ID a）、"Trip B"（ID b）"#), "\(Self.japanese.describe(error))")
  }

  @Test("The config keys an error lists are separated as the language separates a short list")
  func configKeys() {
    let summary = LocalizedValue.localized(ConfigKey.summary)
    #expect(Localizer.english.text(of: summary).hasPrefix("Keys: color (auto, always or never), units (metric or"))
    #expect(Self.japanese.text(of: summary).hasPrefix("キー: color（auto、always、never のいずれか）、units（"))
    #expect(!Self.japanese.text(of: summary).contains("）, "))
  }

  @Test("Formats fill placeholders in order or by position, keep %% and unknown ones")
  func filling() {
    let words = Localizer.english
    #expect(words.fill("%@ and %@", with: [.text("a"), .text("b")]) == "a and b")
    #expect(words.fill("%2$@ before %1$@", with: [.text("a"), .text("b")]) == "b before a")
    #expect(words.fill("%lld%% of %d", with: [.integer(45), .integer(7)]) == "45% of 7")
    #expect(words.fill("%@ %@", with: [.text("only")]) == "only %@")
    #expect(words.fill("100% sure %q", with: []) == "100% sure %q")
  }

  @Test("Plural keys pick the form of their count in each language")
  func pluralKeys() {
    #expect(Localizer.english(.countLandmarks, 1) == "1 landmark")
    #expect(Localizer.english(.countLandmarks, 3) == "3 landmarks")
    // The six forms the translators wrote, in the table's order zero, one, two, few, many, other.
    let forms = InterfaceTable.text(.countLandmarks, in: .ar).dropFirst().split(
      separator: "\u{1F}", omittingEmptySubsequences: false)
    #expect(forms.count == 6 && forms.allSatisfy { !$0.isEmpty })
    for (count, category) in [(0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (11, .many), (100, .other)] {
      let expected = forms[category.rawValue].replacingOccurrences(of: "%lld", with: String(count))
      #expect(Self.arabic(.countLandmarks, count) == expected, "\(count)")
    }
    #expect(Self.german(.countLandmarks, 1) == "1 Wahrzeichen")
    #expect(Self.japanese(.countLandmarks, 2) == "2件のランドマーク")
  }

  @Test("Hebrew's verbs agree with their count where the English leaves it unmarked")
  func hebrewVerbsAgree() {
    let hebrew = Localizer(language: .he)
    #expect(hebrew(.doctorBadgesEarned, 1) == "1 הושג")
    #expect(hebrew(.doctorBadgesEarned, 2) == "2 הושגו")
    #expect(hebrew(.mergeAdded, 1) == "1 נוסף")
    #expect(hebrew(.mergeAdded, 11) == "11 נוספו")
    // Activities are feminine.
    #expect(hebrew(.mergeMarkedDone, 1) == "1 סומנה כבוצעה")
    #expect(hebrew(.doctorActivitiesValue, 1, "1 אתר") == "1 בוצעה ב־1 אתר")
    #expect(hebrew(.doctorActivitiesValue, 3, "2 אתרים") == "3 בוצעו ב־2 אתרים")
    // The English, with no forms of its own, is every count's.
    #expect(Localizer.english(.mergeAdded, 1) == "1 added")
    #expect(Localizer.english(.mergeAdded, 2) == "2 added")
  }

  @Test("A yes is read in the language, and in full-width letters as typed with a Japanese input method")
  func yes() {
    for answer in ["y", "yes", "Y", "はい", "ｙ", "ｙｅｓ", "Ｙ", " はい "] {
      #expect(Self.japanese.isYes(answer), "\(answer)")
    }
    #expect(Self.german.isYes("Ja") && Self.german.isYes("ｊ"))
    for answer in ["", "n", "ｎ", "いいえ", "yess"] {
      #expect(!Self.japanese.isYes(answer), "\(answer)")
    }
  }

  @Test("Widths by display columns: Thai's marks take none, SARA AM one, Japanese two, Arabic and Hebrew one")
  func widths() {
    #expect(DisplayWidth.of("ภูเขาไฟฟูจิ") == 8)
    #expect(DisplayWidth.of("น้ำ") == 2)
    #expect(DisplayWidth.of("富士山（日本）") == 14)
    #expect(DisplayWidth.of("エッフェル塔") == 12)
    #expect(DisplayWidth.of("جبل فوجي") == 8)
    #expect(DisplayWidth.of("הר פוג׳י") == 8)
    #expect(DisplayWidth.truncate("エッフェル塔", to: 7) == "エッフ…")
    // Wrapping breaks between Japanese characters, never before a closing mark.
    let lines = Formatting.wrap("富士山は日本の最高峰。標高は3776メートル。", width: 12)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 }, "\(lines)")
    #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("。") }, "\(lines)")
    #expect(lines.joined() == "富士山は日本の最高峰。標高は3776メートル。")
    #expect(Formatting.wrap("a b c", width: 3) == ["a b", "c"])
  }
}
