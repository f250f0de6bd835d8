import LandmarksModels

/// The built-in landmarks' names, locations and descriptions in other languages, as the build
/// compiled them from `Resources/Localization/Catalog.xcstrings` (German and Japanese for every
/// landmark, Arabic, Hebrew and Thai for the sample's).
///
/// They are not part of a landmark: `Landmark`, the store and every `--json` keep the catalog's
/// own text, the same in every language. The command line shows them, and every name is also one
/// a landmark is found by (`Catalog.resolve`, `search`), in every language at once.
package enum LandmarkTranslations {
  /// One of a landmark's texts.
  package enum Field: Int, Sendable {
    case name, location, description
    /// The name folded as searches fold (the build folded it).
    case foldedName
    /// "=" when the name folds as the catalog's own name does (the build compared them).
    case sameAsCatalogName
  }

  /// Fields a landmark has in each language.
  private static let fieldCount = 5

  /// The language codes the tables hold, in order (`de`, `ja`…).
  package static let languages: [Substring] = embeddedTranslationLanguages.split(separator: " ")

  /// How many landmarks have a translation.
  private static var landmarkCount: Int { embeddedTranslatedIDs.utf8CodeUnitCount / 8 }

  /// The text of `field` of the landmark `id` in the language `code`; `nil` when there is none.
  package static func text(_ field: Field, ofID id: Int, language code: String) -> String? {
    guard let language = languages.firstIndex(where: { $0 == code }), let position = position(ofID: id) else {
      return nil
    }
    return text(field, at: position, language: language)
  }

  /// The name of the landmark `id` in the language `code` with its folded form, found once for
  /// both; `nil` when there is none.
  package static func name(ofID id: Int, language code: String) -> (
    name: String, folded: String, sameAsCatalogName: Bool
  )? {
    guard let language = languages.firstIndex(where: { $0 == code }), let position = position(ofID: id),
      let name = text(.name, at: position, language: language),
      let folded = text(.foldedName, at: position, language: language)
    else { return nil }
    return (name, folded, text(.sameAsCatalogName, at: position, language: language) != nil)
  }

  /// The name of the landmark `id` in the language at `language` of `languages`; `nil` when there
  /// is none.
  package static func name(ofID id: Int, languageAt language: Int) -> String? {
    guard languages.indices.contains(language), let position = position(ofID: id) else { return nil }
    return text(.name, at: position, language: language)
  }

  /// Every name of the landmark `id` in the other languages, with its folded form, each once and
  /// none that folds like another: the names search finds it by besides its own.
  package static func names(ofID id: Int) -> [(name: String, folded: String)] {
    guard let position = position(ofID: id) else { return [] }
    var names: [(name: String, folded: String)] = []
    for language in languages.indices {
      guard let name = text(.name, at: position, language: language),
        let folded = text(.foldedName, at: position, language: language),
        !names.contains(where: { $0.folded == folded })
      else { continue }
      names.append((name, folded))
    }
    return names
  }

  /// The ids of the landmarks with a name, in any of the languages, that folds to `key`, in
  /// ascending order.
  ///
  /// The build sorted every folded name as strings compare: a binary search finds the run that
  /// equals `key`, and comparing strings holds canonically equivalent spellings equal (a name typed
  /// with combining marks finds the precomposed one).
  package static func ids(named key: String) -> [Int] {
    guard !key.isEmpty else { return [] }
    return embeddedTranslatedNamesByFold.withUTF8Buffer { table in
      embeddedTranslationText.withUTF8Buffer { text in
        let count = table.count / nameEntrySize
        /// The folded name of entry `entry`.
        func name(_ entry: Int) -> String {
          let start = hex(table, from: entry * nameEntrySize, digits: 6)
          let length = hex(table, from: entry * nameEntrySize + 6, digits: 4)
          guard start + length <= text.count else { return "" }
          return String(decoding: UnsafeBufferPointer(rebasing: text[start..<(start + length)]), as: UTF8.self)
        }
        var low = 0
        var high = count
        while low < high {
          let middle = (low + high) / 2
          if name(middle) < key { low = middle + 1 } else { high = middle }
        }
        var ids: [Int] = []
        var entry = low
        while entry < count, name(entry) == key {
          let id = hex(table, from: entry * nameEntrySize + 10, digits: 8)
          if ids.last != id { ids.append(id) }
          entry += 1
        }
        return ids
      }
    }
  }

  /// Characters per entry of `embeddedTranslatedNamesByFold`: start, length, id.
  private static let nameEntrySize = 18

  /// The position of `id` among the translated landmarks, by binary search.
  private static func position(ofID id: Int) -> Int? {
    var low = 0
    var high = landmarkCount - 1
    while low <= high {
      let middle = (low + high) / 2
      let found = self.id(at: middle)
      if found == id { return middle }
      if found < id { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }

  /// The id at `position`.
  private static func id(at position: Int) -> Int {
    embeddedTranslatedIDs.withUTF8Buffer { hex($0, from: position * 8, digits: 8) }
  }

  /// The text of `field` of the landmark at `position` in the language at `language`.
  private static func text(_ field: Field, at position: Int, language: Int) -> String? {
    let entry = ((language * landmarkCount + position) * fieldCount + field.rawValue) * 10
    return embeddedTranslationIndex.withUTF8Buffer { index -> String? in
      guard entry + 10 <= index.count else { return nil }
      let start = hex(index, from: entry, digits: 6)
      let length = hex(index, from: entry + 6, digits: 4)
      guard length > 0 else { return nil }
      return embeddedTranslationText.withUTF8Buffer { text in
        guard start + length <= text.count else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<(start + length)]), as: UTF8.self)
      }
    }
  }

  /// The number written in `digits` lowercase hex digits at `offset`.
  private static func hex(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int, digits: Int) -> Int {
    guard offset + digits <= buffer.count else { return 0 }
    var value = 0
    for byte in buffer[offset..<(offset + digits)] {
      value = value << 4 | Int(byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : byte &- UInt8(ascii: "a") &+ 10)
    }
    return value
  }
}
