import Foundation
import Testing

/// Landmarks, continents, countries and Favorites as the built binary names them and reads them
/// in other languages: a suggestion or a choice in an error names landmarks as the language's
/// lists do, a translated name that is the catalog's own but for an apostrophe or a hyphen is not
/// repeated beside it, and what the views show (`Australien/Ozeanien`, `Frankreich`, `Favoriten`)
/// can be typed back.
@Suite("Localized names")
struct LocalizedNamesTests {
  static let german = ["LANG": "de_DE.UTF-8"]
  static let japanese = ["LANG": "ja_JP.UTF-8"]

  @Test("A suggestion or a choice names the landmarks in the reader's language; English is as it was")
  func suggestionsInTheLanguage() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let unknown = try process.run(["show", "eifeltrum"], environment: Self.german)
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "Fehler: Kein Wahrzeichen passt zu 'eifeltrum'. Vielleicht: Eiffelturm?\n")
    let japanese = try process.run(["show", "fujj"], environment: Self.japanese)
    #expect(japanese.stderr.contains("富士山 のことですか？"), "\(japanese.stderr)")
    #expect(!japanese.stderr.contains("Mount Fuji"), "\(japanese.stderr)")
    // Several candidates: the name in the language with the catalog's beside it, as lists show
    // them, and the other name a landmark matched by after "als".
    let ambiguous = try process.run(["show", "great"], environment: Self.german)
    #expect(ambiguous.status == 1)
    #expect(ambiguous.stderr.contains("Chinesische Mauer (Great Wall of China), "), "\(ambiguous.stderr)")
    #expect(ambiguous.stderr.contains("Ross-Schelfeis (als Great Ice Barrier)"), "\(ambiguous.stderr)")
    let listed = try process.run(["show", "mount"], environment: Self.japanese)
    #expect(listed.stderr.contains("エトナ山（Mount Etna）、富士山（Mount Fuji）、"), "\(listed.stderr)")
    let english = try process.run(["show", "eifeltrum"])
    #expect(english.stderr == "Error: No landmark matches 'eifeltrum'. Did you mean: Eiffel Tower?\n")
    let englishChoice = try process.run(["show", "great"])
    #expect(englishChoice.stderr.contains("Great Wall of China, "), "\(englishChoice.stderr)")
    #expect(englishChoice.stderr.contains("Ross Ice Shelf (as Great Ice Barrier)"), "\(englishChoice.stderr)")
  }

  @Test("A name that is the catalog's own but for an apostrophe, a hyphen or an accent is not repeated")
  func sameNameNotRepeated() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let list = try process.run(["list"], environment: Self.german).stdout
    let rows = list.split(separator: "\n").map(String.init)
    for (id, name) in [("1309", "Giant’s Causeway"), ("1204", "Okavango-Delta"), ("1117", "Fushimi Inari-Taisha")] {
      let row = try #require(rows.first { $0.hasPrefix("  \(id)  ") }, "\(id) is not listed")
      #expect(row.hasPrefix("  \(id)  \(name)  "), "\(row)")
      #expect(!row.contains("\(name) ("), "\(row)")
    }
    // A name that differs is still shown with the catalog's beside it.
    #expect(rows.contains { $0.hasPrefix("  1300  Eiffelturm (Eiffel Tower)  ") })
    let show = try process.run(["show", "teotihuacan"], environment: Self.german).stdout
    #expect(show.hasPrefix("Teotihuacán (Teōtīhuacān)\n"), "\(show)")
    #expect(try process.run(["show", "teotihuacan"]).stdout.hasPrefix("Teotihuacan (Teōtīhuacān)\n"))
  }

  @Test("Oceania is read by either of its names in every language, as oceania and australia are")
  func oceaniaByEitherName() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let oceania = try process.run(["list", "--continent", "oceania", "--json"])
    #expect(oceania.status == 0)
    for (name, environment) in [
      ("Ozeanien", Self.german), ("Australien", Self.german), ("Ozeanien", ["LANG": "C"]),
      ("אוקיאניה", ["LANG": "he_IL.UTF-8"]), ("Australien/Ozeanien", Self.german),
    ] {
      let result = try process.run(["list", "--continent", name, "--json"], environment: environment)
      #expect(result.status == 0 && result.stdout == oceania.stdout, "\(name): \(result.stderr)")
    }
  }

  @Test("A country is read by the name show gives it in any of the languages, in every locale")
  func countriesByTheirNames() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let france = try process.run(["list", "--country", "FR", "--json"])
    #expect(france.status == 0)
    for (name, environment) in [
      ("Frankreich", Self.german), ("フランス", Self.japanese), ("frankreich", ["LANG": "C"]), ("צרפת", [:]),
    ] {
      let result = try process.run(["list", "--country", name, "--json"], environment: environment)
      #expect(result.status == 0 && result.stdout == france.stdout, "\(name): \(result.stderr)")
    }
    let two = try process.run(["list", "--country", "Island,Japan", "--json"], environment: Self.german)
    #expect(two.stdout == (try process.run(["list", "--country", "IS,JP", "--json"])).stdout, "\(two.stderr)")
    let unknown = try process.run(["list", "--country", "Atlantis"], environment: Self.german)
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr.contains("oder einen Ländernamen verwenden, auf Deutsch oder Englisch."), "\(unknown.stderr)")
  }

  @Test("Favorites is read by the name lists give it in the reader's language")
  func favoritesByItsName() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    try #require(try process.run(["favorites", "add", "uluru"]).status == 0)
    let shown = try process.run(["collections", "show", "Favoriten"], environment: Self.german)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.hasPrefix("Favoriten (1 Wahrzeichen)"), "\(shown.stdout)")
    let favorites = try process.run(["list", "--favorites", "--json"]).stdout
    let listed = try process.run(["list", "--collection", "お気に入り", "--json"], environment: Self.japanese)
    #expect(listed.status == 0 && listed.stdout == favorites, "\(listed.stderr)")
    let added = try process.run(["collections", "add", "favoriten", "fuji"], environment: Self.german)
    #expect(added.status == 0, "\(added.stderr)")
    // Favorites stays what it is: named in German, it still cannot be deleted or renamed.
    let deleted = try process.run(["collections", "delete", "Favoriten", "--yes"], environment: Self.german)
    #expect(deleted.status == 1 && deleted.stderr.hasPrefix("Fehler: Die Sammlung Favoriten kann nicht gelöscht"))
    let renamed = try process.run(["collections", "rename", "Favoriten", "Lieblinge"], environment: Self.german)
    #expect(renamed.status == 1 && !renamed.stderr.contains("Keine Sammlung"), "\(renamed.stderr)")
    // A typo is pointed at the name as the language writes it.
    let typo = try process.run(["collections", "show", "Favoritn"], environment: Self.german)
    #expect(typo.stderr.contains(#"Vielleicht "Favoriten" (ID favorites)?"#), "\(typo.stderr)")
    // A collection of one's own called so is still that collection.
    try #require(try process.run(["collections", "create", "Favoriten"]).status == 0)
    let own = try process.run(["collections", "show", "Favoriten", "--json"], environment: Self.german)
    #expect(own.stdout.contains(#""name" : "Favoriten""#), "\(own.stdout)")
  }
}
