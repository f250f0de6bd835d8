import LandmarksCore
import LandmarksModels

/// A landmark's texts as people of the interface's language read them: the built-in landmarks'
/// names, places and descriptions in the language where `Catalog.xcstrings` has them (German and
/// Japanese for every one, Arabic, Hebrew and Thai for the sample's), the catalog's own text
/// otherwise. Every text is safe to print. `--json` never goes through here.
extension Localizer {
  /// The name in this language: `Eiffelturm`; the catalog's name where there is none.
  func name(of landmark: Landmark) -> String {
    translation(.name, of: landmark) ?? landmark.safeName
  }

  /// The name in this language with the catalog's beside it, `Eiffelturm (Eiffel Tower)`, for
  /// tables and headings; the name alone where the two are the same name but for case, accents,
  /// apostrophes and hyphens (`Giant’s Causeway`, `Okavango-Delta`), which would only repeat it.
  func listedName(of landmark: Landmark) -> String {
    listed(id: landmark.id, source: landmark.source, safeCatalogName: landmark.safeName)
  }

  /// The name in this language of the landmark `id` from `source` (`nil` for the built-in
  /// catalog), with its catalog name beside it unless the two are the same name (see `listedName`).
  private func listed(id: Int, source: String?, safeCatalogName: String) -> String {
    guard language != .en, source == nil,
      let translation = LandmarkTranslations.name(ofID: id, language: language.rawValue)
    else { return safeCatalogName }
    let name = SafeText.clean(translation.name)
    // The build compared the two names' folds, so no run folds the catalog's name.
    return name == safeCatalogName || translation.sameAsCatalogName
      ? name : self(.landmarkWithCatalogName, name, safeCatalogName)
  }

  /// The names other than `name(of:)`: the catalog's own first when it differs (and is not the
  /// same name but for case, accents, apostrophes and hyphens, as `listedName` has it), then its
  /// other names, none twice.
  func otherNames(of landmark: Landmark) -> [String] {
    let shown = name(of: landmark)
    var names: [String] = []
    if listedName(of: landmark) != shown { names.append(landmark.safeName) }
    for name in landmark.safeAlternateNames where name != shown && !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// The location line in this language.
  func location(of landmark: Landmark) -> String {
    translation(.location, of: landmark) ?? landmark.safeLocation
  }

  /// The description in this language.
  func description(of landmark: Landmark) -> String {
    translation(.description, of: landmark) ?? landmark.safeDescription
  }

  /// A landmark an error offers to choose from, as `listedName` names it, or with the other name
  /// it matched by ("K2 (als Mount Godwin-Austen)"), and where it comes from once sources are
  /// imported ("[trips, CR, san-jose-cr]").
  func label(of candidate: LandmarkCandidate) -> String {
    let base =
      candidate.matchedName.map { self(.errorCatalogCandidateAs, name(of: candidate), SafeText.clean($0)) }
      ?? listed(id: candidate.id, source: candidate.source, safeCatalogName: SafeText.clean(candidate.name))
    return candidate.origin.map { "\(base) [\(SafeText.clean($0))]" } ?? base
  }

  /// A suggested landmark by its name in this language alone: "Did you mean: Eiffelturm?".
  func name(of candidate: LandmarkCandidate) -> String {
    translation(.name, ofID: candidate.id, source: candidate.source) ?? SafeText.clean(candidate.name)
  }

  /// A built-in landmark's text in this language, made safe; `nil` for English, an imported
  /// landmark, or one the catalog has no translation of.
  private func translation(_ field: LandmarkTranslations.Field, of landmark: Landmark) -> String? {
    translation(field, ofID: landmark.id, source: landmark.source)
  }

  /// The text of `field` of the landmark `id` from `source` (`nil` for the built-in catalog).
  private func translation(_ field: LandmarkTranslations.Field, ofID id: Int, source: String?) -> String? {
    guard language != .en, source == nil else { return nil }
    return LandmarkTranslations.text(field, ofID: id, language: language.rawValue).map(SafeText.clean)
  }
}

extension Localizer {
  /// A country's name in this language, as CLDR names it (`Frankreich`, `フランス`), or `english`
  /// (the catalog's country table) for English or a code CLDR's table lacks.
  func countryName(_ alpha2: String, english: String) -> String {
    guard language != .en, alpha2.utf8.count == 2 else { return english }
    let wanted = Array(alpha2.utf8)
    return embeddedCountryNames(language).withUTF8Buffer { table in
      // Lines of "CODE<TAB>Name", sorted by code: a scan is a few thousand bytes at most.
      var start = 0
      while start + 3 <= table.count {
        var end = start
        while end < table.count, table[end] != 0x0A { end += 1 }
        if table[start] == wanted[0], table[start + 1] == wanted[1], table[start + 2] == 0x09 {
          return String(decoding: UnsafeBufferPointer(rebasing: table[(start + 3)..<end]), as: UTF8.self)
        }
        start = end + 1
      }
      return english
    }
  }
}
