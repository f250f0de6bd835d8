import Foundation
import Testing

@testable import LandmarksCLI

/// Which language words, numbers and dates are in, chosen in the documented order from the
/// variables alone (no `setlocale`): LANDMARKS_LANG and the config key `language` first, then
/// LANGUAGE unless the locale is C or POSIX, then LC_ALL, LC_MESSAGES, LANG; numbers from LC_ALL,
/// LC_NUMERIC, LANG and dates from LC_ALL, LC_TIME, LANG.
@Suite("Language choice")
struct LanguageChoiceTests {
  /// One environment and config, and what it chooses.
  struct Case: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    var config: [String: String] = [:]
    let words: Language
    var numbers: Language? = nil
    var dates: Language? = nil
    /// Where the words' choice came from, as `config --explain` says it.
    let source: String
    var testDescription: String {
      (environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        + config.map { "config \($0.key)=\($0.value)" })
        .joined(separator: " ")
    }
  }

  static let cases: [Case] = [
    Case(environment: [:], words: .en, source: "default"),
    Case(environment: ["LANG": "de_DE.UTF-8"], words: .de, source: "locale LANG=de_DE.UTF-8"),
    Case(environment: ["LANG": "de_AT.UTF-8"], words: .de, source: "locale LANG=de_AT.UTF-8"),
    Case(environment: ["LANG": "de"], words: .de, source: "locale LANG=de"),
    Case(environment: ["LANG": "ja_JP.UTF-8"], words: .ja, source: "locale LANG=ja_JP.UTF-8"),
    Case(environment: ["LANG": "iw_IL.UTF-8"], words: .he, source: "locale LANG=iw_IL.UTF-8"),
    Case(environment: ["LANG": "ar_EG.UTF-8"], words: .ar, source: "locale LANG=ar_EG.UTF-8"),
    Case(environment: ["LANG": "th_TH.UTF-8"], words: .th, source: "locale LANG=th_TH.UTF-8"),
    Case(environment: ["LANG": "fr_FR.UTF-8"], words: .en, source: "locale LANG=fr_FR.UTF-8"),
    Case(environment: ["LANG": "C"], words: .en, source: "locale LANG=C"),
    Case(environment: ["LANG": "C.UTF-8"], words: .en, source: "locale LANG=C.UTF-8"),
    // LC_MESSAGES before LANG, LC_ALL before both; an empty variable does not count.
    Case(
      environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"], words: .ja, numbers: .de, dates: .de,
      source: "locale LC_MESSAGES=ja_JP.UTF-8"),
    Case(
      environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8", "LC_ALL": "he_IL.UTF-8"], words: .he,
      source: "locale LC_ALL=he_IL.UTF-8"),
    Case(environment: ["LANG": "de_DE.UTF-8", "LC_ALL": ""], words: .de, source: "locale LANG=de_DE.UTF-8"),
    // LANGUAGE: the first it speaks of a list; English when it speaks none; ignored under C, POSIX or no locale.
    Case(
      environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:ja:de"], words: .ja, numbers: .de, dates: .de,
      source: "locale LANGUAGE=fr:ja:de"),
    Case(
      environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "fr"], words: .en, numbers: .de, dates: .de,
      source: "locale LANGUAGE=fr"),
    Case(environment: ["LANG": "C.UTF-8", "LANGUAGE": "de"], words: .en, source: "locale LANG=C.UTF-8"),
    Case(
      environment: ["LC_ALL": "POSIX", "LANG": "ja_JP.UTF-8", "LANGUAGE": "de"], words: .en,
      source: "locale LC_ALL=POSIX"),
    Case(environment: ["LANGUAGE": "de"], words: .en, source: "default"),
    // Numbers and dates follow their own categories.
    Case(
      environment: ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LC_TIME": "ja_JP.UTF-8"], words: .en,
      numbers: .de, dates: .ja, source: "locale LANG=en_US.UTF-8"),
    Case(
      environment: ["LANG": "en_US.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LC_ALL": "th_TH.UTF-8"], words: .th,
      source: "locale LC_ALL=th_TH.UTF-8"),
    // LANDMARKS_LANG and `language` decide all three, before every locale variable.
    Case(
      environment: ["LANDMARKS_LANG": "ja", "LANG": "de_DE.UTF-8", "LANGUAGE": "de"], words: .ja,
      source: "variable LANDMARKS_LANG"),
    Case(environment: ["LANDMARKS_LANG": "de_CH.UTF-8", "LC_ALL": "C"], words: .de, source: "variable LANDMARKS_LANG"),
    Case(
      environment: ["LANDMARKS_LANG": "ar", "LANG": "C"], config: ["language": "he"], words: .ar,
      source: "variable LANDMARKS_LANG"),
    Case(
      environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "ja"], config: ["language": "he"], words: .he,
      source: "config file"),
    // A value LANDMARKS_LANG cannot take is ignored, with a warning.
    Case(
      environment: ["LANDMARKS_LANG": "klingon", "LANG": "ja_JP.UTF-8"], words: .ja,
      source: "locale LANG=ja_JP.UTF-8"),
  ]

  @Test("The documented order chooses the language of words, numbers and dates", arguments: cases)
  func order(_ choice: Case) throws {
    let config = UserConfig(values: choice.config)
    let (settings, warnings) = Settings.resolve(
      flags: SettingFlags(), environment: choice.environment, config: config, configPath: "/config.json")
    #expect(settings.language.value == choice.words)
    #expect(settings.numbers.value == (choice.numbers ?? choice.words))
    #expect(settings.dates.value == (choice.dates ?? choice.words))
    #expect(ConfigOutput.origin(settings.language.source) == choice.source)
    #expect(warnings.isEmpty == (choice.environment["LANDMARKS_LANG"] != "klingon"))
  }

  @Test("config --explain says which variable chose the language, in that language")
  func explain() throws {
    let test = TestContext(environment: ["LANG": "de_DE.UTF-8", "LC_TIME": "ja_JP.UTF-8"])
    defer { test.cleanUp() }
    #expect(test.run("config", "--explain", "--no-pager") == 0)
    let text = test.output.text
    #expect(text.contains("language  de"), "\(text)")
    #expect(text.contains("Gebietsschema LANG=de_DE.UTF-8") || text.contains("LANG=de_DE.UTF-8"), "\(text)")
    #expect(text.contains("LC_TIME=ja_JP.UTF-8"), "\(text)")
    #expect(test.run("config", "set", "language", "ja_JP.UTF-8") == 0)
    #expect(test.run("config", "--json") == 0)
    #expect(test.output.text.contains(#""language" : {"#))
    #expect(test.output.text.contains(#""value" : "ja""#))
    #expect(test.run("config", "set", "language", "klingon") == 64)
  }

  @Test(
    "A locale name reads as its language",
    arguments: [
      ("de_AT.UTF-8", Language.de), ("de-AT", .de), ("ja_JP@euro", .ja), ("he", .he), ("iw", .he), ("AR", .ar),
      ("th_TH.TIS-620", .th), ("en_GB", .en),
    ])
  func localeNames(name: String, language: Language) {
    #expect(Language(localeName: name) == language)
  }

  @Test(
    "C, POSIX and languages the interface lacks read as none", arguments: ["C", "C.UTF-8", "POSIX", "fr_FR", "", "_"])
  func noLanguage(name: String) {
    #expect(Language(localeName: name) == nil)
  }
}
