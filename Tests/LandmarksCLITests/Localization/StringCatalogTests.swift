import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// The String Catalogs as translators and the build see them: every key in every language, the
/// same placeholders as the English, the plural categories CLDR gives each language, and no
/// English left in German or Japanese but the listed exceptions; and the compiled tables saying
/// what the catalogs say.
@Suite("String Catalogs")
struct StringCatalogTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let folder = root.appendingPathComponent("Resources/Localization")

  /// A key's text in one language: one string, or plural forms by category.
  enum Text: Equatable {
    case plain(String)
    case plural([String: String])

    /// The forms, a plain text being the `other` form.
    var forms: [String: String] {
      switch self {
      case .plain(let text): ["other": text]
      case .plural(let forms): forms
      }
    }
  }

  /// A catalog read with Foundation's JSON parser, independently of the build's reader.
  static func load(_ name: String) throws -> [String: [String: Text]] {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(root["sourceLanguage"] as? String == "en")
    let strings = try #require(root["strings"] as? [String: [String: Any]])
    var result: [String: [String: Text]] = [:]
    for (key, entry) in strings {
      var texts: [String: Text] = [:]
      for (language, value) in entry["localizations"] as? [String: [String: Any]] ?? [:] {
        if let unit = value["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
          texts[language] = .plain(text)
        } else if let plural = (value["variations"] as? [String: Any])?["plural"] as? [String: [String: Any]] {
          texts[language] = .plural(
            plural.compactMapValues { ($0["stringUnit"] as? [String: Any])?["value"] as? String })
        }
      }
      result[key] = texts
    }
    return result
  }

  /// The placeholders of a format as (argument number, conversion), numbered as printf numbers them.
  static func placeholders(_ text: String) -> Set<String> {
    var found = Set<String>()
    var next = 0
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "%", index + 1 < scalars.count else { continue }
      if scalars[index + 1] == "%" {
        index += 1
        continue
      }
      var cursor = index + 1
      var digits = ""
      while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
        digits.unicodeScalars.append(scalars[cursor])
        cursor += 1
      }
      var position: Int
      if !digits.isEmpty, cursor < scalars.count, scalars[cursor] == "$" {
        position = Int(digits) ?? 0
        cursor += 1
      } else {
        next += 1
        position = next
        cursor = index + 1
      }
      while cursor < scalars.count, scalars[cursor] == "l" { cursor += 1 }
      guard cursor < scalars.count, ["@", "d", "u"].contains(scalars[cursor]) else { continue }
      found.insert("\(position)\(scalars[cursor] == "@" ? "@" : "d")")
      index = cursor
    }
    return found
  }

  /// The keys that may keep their English text, from the file `scripts/l10n` reads too.
  static func exceptions() throws -> (every: Set<String>, byLanguage: [String: Set<String>]) {
    let data = try Data(contentsOf: folder.appendingPathComponent("l10n-exceptions.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let every = Set(root["everyLanguage"] as? [String] ?? [])
    let byLanguage = (root["byLanguage"] as? [String: [String]] ?? [:]).mapValues(Set.init)
    return (every, byLanguage)
  }

  @Test("Every interface key has a text in every language")
  func everyKeyEveryLanguage() throws {
    let catalog = try Self.load("Interface.xcstrings")
    #expect(catalog.count == L10nKey.allCases.count)
    for (key, texts) in catalog {
      for language in Language.allCases {
        #expect(texts[language.rawValue] != nil, "\(key) has no \(language.rawValue) text")
      }
    }
  }

  @Test("Every translation has the English text's placeholders, and plural forms CLDR's categories")
  func placeholdersAndPlurals() throws {
    let catalog = try Self.load("Interface.xcstrings")
    var plurals = 0
    for (key, texts) in catalog {
      let english = try #require(texts["en"], "\(key)")
      let wanted = Self.placeholders(english.forms["other"] ?? "")
      for language in Language.allCases {
        guard let text = texts[language.rawValue] else { continue }
        if case .plural = english {
          plurals += 1
          let categories = Set(PluralRules.categories(of: language).map(\.name))
          #expect(Set(text.forms.keys) == categories, "\(key) (\(language.rawValue)): \(text.forms.keys.sorted())")
        } else if case .plural(let forms) = text {
          // A language whose words agree with a count the English leaves unmarked (Hebrew's verbs)
          // varies by plural on its own, by CLDR's categories and by a count the English has.
          let categories = Set(PluralRules.categories(of: language).map(\.name))
          #expect(Set(forms.keys) == categories, "\(key) (\(language.rawValue)): \(forms.keys.sorted())")
          #expect(wanted.contains { $0.hasSuffix("d") }, "\(key) (\(language.rawValue)) is plural without a count")
        }
        for (category, form) in text.forms {
          let got = Self.placeholders(form)
          // A plural form may leave out the count that chose it ("متر" for one metre), nothing else.
          if category == "other" || text.forms.count == 1 {
            #expect(got == wanted, "\(key) (\(language.rawValue), \(category)): \(got.sorted()) ≠ \(wanted.sorted())")
          } else {
            #expect(got.isSubset(of: wanted), "\(key) (\(language.rawValue), \(category)): \(got.sorted())")
          }
        }
      }
    }
    #expect(plurals >= 15 * Language.allCases.count)
  }

  @Test("No German or Japanese text is left in English, but the listed exceptions")
  func nothingLeftInEnglish() throws {
    let catalog = try Self.load("Interface.xcstrings")
    let (every, byLanguage) = try Self.exceptions()
    #expect(every.contains("share.copied"), "OSC 52 keeps its name")
    for language in ["de", "ja"] {
      let allowed = every.union(byLanguage[language] ?? [])
      for (key, texts) in catalog where !allowed.contains(key) {
        let english = texts["en"]?.forms["other"] ?? ""
        // Only text with words is expected to change: formats of placeholders and symbols stay.
        guard english.range(of: "[A-Za-z]{3}", options: .regularExpression) != nil else { continue }
        #expect(texts[language]?.forms["other"] != english, "\(key) (\(language)) is the English text")
      }
    }
  }

  @Test("The compiled table holds each key's text in each language, in the catalog's order")
  func compiledTable() throws {
    let catalog = try Self.load("Interface.xcstrings")
    #expect(embeddedInterfaceLanguages == Language.allCases.map(\.rawValue).joined(separator: " "))
    for key in L10nKey.allCases {
      let name = InterfaceTable.name(of: key)
      #expect(InterfaceTable.key(named: name) == key, "\(name)")
      let texts = try #require(catalog[name], "\(name) is compiled in but not in the catalog")
      for language in Language.allCases {
        let stored = InterfaceTable.text(key, in: language)
        switch texts[language.rawValue] {
        case .plain(let text)?: #expect(stored == text, "\(name) (\(language.rawValue))")
        case .plural(let forms)?:
          let record = "\u{1E}" + PluralCategory.allCases.map { forms[$0.name] ?? "" }.joined(separator: "\u{1F}")
          #expect(stored == record, "\(name) (\(language.rawValue))")
        case nil: Issue.record("\(name) has no \(language.rawValue) text")
        }
      }
    }
    #expect(InterfaceTable.key(named: "kind.mountain") != nil)
    #expect(InterfaceTable.key(named: "kind.tea-house") == nil)
    #expect(InterfaceTable.key(named: "") == nil)
  }

  @Test("The landmarks' texts: the English is the catalog's; de and ja for all 160, ar, he, th for the sample's 21")
  func landmarkTexts() throws {
    let catalog = try Self.load("Catalog.xcstrings")
    let builtIn = try Catalog.builtIn().landmarks
    #expect(builtIn.count == 160)
    let sample = try Self.sampleIDs()
    #expect(sample.count == 21)
    for landmark in builtIn {
      for (field, english) in [
        ("name", landmark.name), ("location", landmark.location), ("description", landmark.description),
      ] {
        let texts = try #require(catalog["landmark.\(landmark.id).\(field)"], "\(landmark.id) \(field)")
        #expect(texts["en"] == .plain(english), "landmark.\(landmark.id).\(field) differs from Resources/Catalog")
        for language in ["de", "ja"] + (sample.contains(landmark.id) ? ["ar", "he", "th"] : []) {
          guard case .plain(let text)? = texts[language] else {
            Issue.record("landmark.\(landmark.id).\(field) has no \(language) text")
            continue
          }
          let compiled: LandmarkTranslations.Field =
            field == "name" ? .name : field == "location" ? .location : .description
          #expect(LandmarkTranslations.text(compiled, ofID: landmark.id, language: language) == text)
          // Safe text: no controls and no directional marks, which the interface never adds.
          #expect(SafeText.clean(text) == text, "landmark.\(landmark.id).\(field) (\(language))")
        }
      }
    }
  }

  /// The sample app's landmark ids, from the test fixture.
  static func sampleIDs() throws -> Set<Int> {
    let data = try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/sample-landmarks.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let landmarks = try #require(root["landmarks"] as? [[String: Any]])
    return Set(landmarks.compactMap { $0["id"] as? Int })
  }
}
