import LandmarksModels
import Testing

@testable import LandmarksCore

/// Built-in landmarks are found by their names in other languages, however the name is spelled.
@Suite("Translated names")
struct TranslatedNameLookupTests {
  /// The name as typed, and the id of the built-in landmark it names.
  @Test(
    "a translated name finds its landmark, in any case and in either Unicode form",
    arguments: [
      ("Eiffelturm", 1300),
      ("EIFFELTURM", 1300),
      ("エッフェル塔", 1300),
      // The same katakana with the voicing marks as combining characters (NFD), as some input
      // methods and file systems hand text over.
      ("\u{30D5}\u{3099}\u{30EB}\u{30B7}\u{3099}\u{30E5}\u{30FB}\u{30CF}\u{30EA}\u{30D5}\u{30A1}", 1116),
      ("ブルジュ・ハリファ", 1116),
    ])
  func translatedName(typed: String, id: Int) throws {
    let catalog = try Catalog.builtIn()
    let found = try catalog.landmarks(named: typed).map(\.id)
    #expect(found == [id])
  }

  @Test("a name that is no landmark's in any language finds nothing")
  func unknownName() throws {
    #expect(try Catalog.builtIn().landmarks(named: "Torre Eiffelle").isEmpty)
  }

  @Test("the sorted table finds, for every translated name, exactly the landmarks a scan of all names finds")
  func tableAgreesWithAScan() throws {
    let landmarks = try Catalog.builtIn().builtInLandmarks()
    var named: [String: Set<Int>] = [:]
    for landmark in landmarks {
      for language in LandmarkTranslations.languages {
        guard let name = LandmarkTranslations.name(ofID: landmark.id, language: String(language)) else { continue }
        named[name.folded, default: []].insert(landmark.id)
      }
    }
    #expect(named.count > landmarks.count)
    for (folded, ids) in named {
      #expect(LandmarkTranslations.ids(named: folded) == ids.sorted(), "\(folded)")
    }
  }
}
