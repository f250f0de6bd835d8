import Foundation
import Testing

/// Landmarks, continents and Favorites as the built binary names them and reads them in other
/// languages: a suggestion or a choice in an error names landmarks as the language's lists do, a
/// translated name that is the catalog's own but for an apostrophe or a hyphen is not repeated
/// beside it, and what lists show (`Australien/Ozeanien`, `Favoriten`) can be typed back.
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
}
