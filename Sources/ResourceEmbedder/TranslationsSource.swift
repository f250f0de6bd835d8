import Foundation
import LandmarksModels

/// The languages `Catalog.xcstrings` translates the landmarks into, in the tables' order
/// (`LandmarkTranslations` in LandmarksCore reads the same list from the generated source).
let translationLanguages = ["de", "ja", "ar", "he", "th"]

/// The fields of each landmark's texts, in the index's order.
let translationFields = ["name", "location", "description"]

/// Swift source for `Catalog.xcstrings`: the built-in landmarks' names, locations and descriptions
/// in each language, with each name folded as searches fold, laid end to end in one literal with a
/// fixed-width index (eight hex digits of id per landmark; six of start and four of length per
/// language, landmark and field), so a lookup is a binary search and two reads.
///
/// A landmark or field a language lacks has length zero: the catalog's own text stands in.
func translationsSource(strings: [String: [String: StringCatalogFile.Value]]) throws -> String {
  var ids = Set<Int>()
  for key in strings.keys {
    let parts = key.split(separator: ".")
    guard parts.count == 3, parts[0] == "landmark", let id = Int(parts[1]), translationFields.contains(String(parts[2]))
    else { throw StringCatalogFile.Invalid(reason: "Catalog.xcstrings: unexpected key \(key)") }
    ids.insert(id)
  }
  let sorted = ids.sorted()
  var text: [UInt8] = []
  var index = ""
  func hex(_ value: Int, _ digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
  let idIndex = sorted.map { hex($0, 8) }.joined()
  // Every folded name with where its text lies and its landmark, for lookups by name.
  var byName: [(folded: String, entry: String, id: Int)] = []
  for language in translationLanguages {
    for id in sorted {
      var fields: [String] = []
      for field in translationFields {
        guard case .text(let value)? = strings["landmark.\(id).\(field)"]?[language] else {
          fields.append("")
          continue
        }
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
          throw StringCatalogFile.Invalid(reason: "landmark.\(id).\(field) (\(language)) holds a control character")
        }
        fields.append(value)
      }
      // The name folded, for search: built here so that no run folds it.
      let folded = fields[0].isEmpty ? "" : TextFolding.fold(fields[0])
      fields.append(folded)
      // "=" when the name is the catalog's own but for case, accents, apostrophes and hyphens
      // ("Giant’s Causeway"): a list shows it once, and no run folds the catalog's name to tell.
      var catalogName: String?
      if case .text(let english)? = strings["landmark.\(id).name"]?["en"] { catalogName = english }
      fields.append(!folded.isEmpty && catalogName.map(TextFolding.fold) == folded ? "=" : "")
      for (number, field) in fields.enumerated() {
        let bytes = Array(field.utf8)
        guard text.count < 1 << 24, bytes.count < 1 << 16 else {
          throw StringCatalogFile.Invalid(reason: "Catalog.xcstrings is too large")
        }
        let entry = hex(bytes.isEmpty ? 0 : text.count, 6) + hex(bytes.count, 4)
        if number == 3, !bytes.isEmpty { byName.append((field, entry, id)) }
        index += entry
        text += bytes
      }
    }
  }
  // Strings compare as canonically equivalent text orders, so a lookup by strings finds a name
  // typed with combining marks as its precomposed spelling.
  byName.sort { $0.folded != $1.folded ? $0.folded < $1.folded : $0.id < $1.id }
  let nameIndex = byName.map { $0.entry + hex($0.id, 8) }.joined()
  return """

    /// The languages of the landmarks' translations (`Localization/Catalog.xcstrings`), in order.
    let embeddedTranslationLanguages = "\(translationLanguages.joined(separator: " "))"

    /// The ids of the translated landmarks, sorted, eight hex digits each.
    let embeddedTranslatedIDs: StaticString = "\(idIndex)"

    /// Every translated text end to end (see `LandmarkTranslations`).
    let embeddedTranslationText: StaticString = \"\"\"
    \(literalBody(text))
    \"\"\"

    /// Every translated name's folded text (as in `embeddedTranslationIndex`, ten hex digits) and
    /// its landmark's id (eight), sorted by that text as strings compare, then by id: a lookup by
    /// name is a binary search.
    let embeddedTranslatedNamesByFold: StaticString = \"\"\"
    \(literalBody(Array(nameIndex.utf8)))
    \"\"\"

    /// For each language, landmark and field (name, location, description, folded name, "=" when
    /// the name folds as the catalog's own does): where its text starts (six hex digits) and how
    /// long it is (four); length zero where there is none.
    let embeddedTranslationIndex: StaticString = \"\"\"
    \(literalBody(Array(index.utf8)))
    \"\"\"

    """
}
