import Foundation
import LandmarksJSON

/// A String Catalog (`.xcstrings`, the JSON Xcode writes) as the build reads it: every key's text
/// in each language, a plain string or plural forms.
struct StringCatalogFile {
  /// One key's text in one language.
  enum Value: Equatable {
    /// A string unit.
    case text(String)
    /// A plural variation: CLDR category (`zero`, `one`, `two`, `few`, `many`, `other`) to text.
    case plural([String: String])
  }

  /// The source language (`en`).
  let sourceLanguage: String
  /// Every key with its values by language code; a language without a value for a key is absent.
  let strings: [String: [String: Value]]

  /// The plural categories in the order the compiled tables keep them.
  static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

  /// Reads the catalog at `path`; a file that is not a String Catalog stops the build.
  init(path: String) throws {
    let root = try JSONValue.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    guard let source = root["sourceLanguage"]?.string else { throw Invalid(reason: "no sourceLanguage") }
    guard case .object(let keys)? = root["strings"] else { throw Invalid(reason: "no strings object") }
    var strings: [String: [String: Value]] = [:]
    for member in keys {
      var values: [String: Value] = [:]
      if case .object(let localizations)? = member.value["localizations"] {
        for localization in localizations {
          if let value = try Self.value(of: localization.value, key: member.key, language: localization.key) {
            values[localization.key] = value
          }
        }
      }
      strings[member.key] = values
    }
    sourceLanguage = source
    self.strings = strings
  }

  /// A localization's text: its string unit, or its plural variation; `nil` when empty.
  private static func value(of localization: JSONValue, key: String, language: String) throws -> Value? {
    if let unit = localization["stringUnit"] {
      guard let text = unit["value"]?.string else { throw Invalid(reason: "\(key) (\(language)) has no value") }
      return text.isEmpty ? nil : .text(text)
    }
    guard case .object(let forms)? = localization["variations"]?["plural"] else {
      throw Invalid(reason: "\(key) (\(language)) is neither a string unit nor a plural variation")
    }
    var plural: [String: String] = [:]
    for form in forms {
      guard pluralCategories.contains(form.key) else {
        throw Invalid(reason: "\(key) (\(language)) has an unknown plural category \(form.key)")
      }
      guard let text = form.value["stringUnit"]?["value"]?.string else {
        throw Invalid(reason: "\(key) (\(language)) plural \(form.key) has no value")
      }
      plural[form.key] = text
    }
    return plural.isEmpty ? nil : .plural(plural)
  }

  /// Why a catalog cannot be read.
  struct Invalid: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
  }
}
