import LandmarksCore
import LandmarksModels

/// Continents, kinds and activities typed in any of the interface's languages: `--continent
/// Europa`, `--kind Vulkan`, `mark fuji 写真`. What the commands document (`europe`, `volcano`,
/// `photo`) works in every locale; these are read only when that fails, folded as names are
/// (case and accents aside).
enum LocalizedInput {
  /// The continent whose name, in any language, folds to the same as `text`; a name of two
  /// (`Australien/Ozeanien`) also by either, as `oceania` and `australia` are in English.
  static func continent(_ text: String) -> Continent? {
    let key = TextFolding.fold(text)
    guard !key.isEmpty else { return nil }
    return Continent.allCases.first { continent in
      Language.allCases.contains { language in
        let name = InterfaceTable.text(Localizer.key(of: continent), in: language)
        return ([name] + name.split(separator: "/").map(String.init)).contains { TextFolding.fold($0) == key }
      }
    }
  }

  /// The known kind whose word, in any language, folds to the same as `text`.
  static func kind(_ text: String) -> LandmarkKind? {
    let key = TextFolding.fold(text)
    guard !key.isEmpty else { return nil }
    return LandmarkKind.known.first { kind in
      InterfaceTable.key(named: "kind." + kind.rawValue).map { names(of: $0).contains(key) } ?? false
    }
  }

  /// The activity whose title, phrase or word, in any language, folds to the same as `text`.
  static func activity(_ text: String) -> Activity? {
    let key = TextFolding.fold(text)
    guard !key.isEmpty else { return nil }
    return Activity.allCases.first { activity in
      Language.allCases.contains { language in
        let words = Localizer(language: language)
        return [words.shortName(of: activity), words.title(of: activity), words.phrase(of: activity)]
          .contains { TextFolding.fold($0) == key }
      }
    }
  }

  /// The ISO code of the country whose name, as any of the languages writes it (`Frankreich`,
  /// `フランス`, the names `show` gives), folds to the same as `text`.
  static func countryCode(_ text: String) -> String? {
    let key = TextFolding.fold(text)
    guard !key.isEmpty else { return nil }
    for language in Language.allCases where language != .en {
      let found = embeddedCountryNames(language).withUTF8Buffer { table -> String? in
        // Lines of "CODE<TAB>Name"; read only when a country was not found by its code or English name.
        for line in table.split(separator: 0x0A) where line.count > 3 && line[line.startIndex + 2] == 0x09 {
          let name = String(decoding: UnsafeBufferPointer(rebasing: line.dropFirst(3)), as: UTF8.self)
          if TextFolding.fold(name) == key {
            return String(decoding: UnsafeBufferPointer(rebasing: line.prefix(2)), as: UTF8.self)
          }
        }
        return nil
      }
      if let found { return found }
    }
    return nil
  }

  /// The live collection `text` names, as `UserState.collection(named:strictness:)` finds it, or
  /// Favorites by its name in any of the languages (`Favoriten`, `お気に入り`), as lists show it,
  /// unless a collection of the person's own is called that.
  static func collection(
    _ text: String, in state: UserState, strictness: CollectionStrictness = .loose
  ) throws -> LandmarkCollection {
    do {
      return try state.collection(named: text, strictness: strictness)
    } catch CollectionError.unknownCollection where names(of: .collectionFavorites).contains(TextFolding.fold(text)) {
      return state.favorites
    }
  }

  /// `key`'s text in every language, folded.
  private static func names(of key: L10nKey) -> [String] {
    Language.allCases.map { TextFolding.fold(InterfaceTable.text(key, in: $0)) }
  }
}
