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
}
