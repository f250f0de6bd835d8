import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// The comparison key behind search and name lookups.
@Suite struct TextFoldingTests {
  @Test(arguments: [
    // Accents
    ("São Tomé", "sao tome"),
    ("Lençóis Maranhenses", "lencois maranhenses"),
    ("Sagarmāthā", "sagarmatha"),
    ("Uluṟu", "uluru"),
    ("İstanbul", "istanbul"),
    // Plain ASCII is only lowered
    ("Kirkjufell", "kirkjufell"),
    // Apostrophes of every kind join the word
    ("Hawaiʻi", "hawaii"),
    ("Tsé Biiʼ Ndzisgaii", "tse bii ndzisgaii"),
    ("K’gari", "kgari"),
    ("MOUNT FUJI", "mount fuji"),
    ("K2", "k2"),
    // Letters without a decomposition
    ("Ø", "o"),
    ("ø", "o"),
    ("Łódź", "lodz"),
    ("Đà Nẵng", "da nang"),
    ("Æbeltoft", "aebeltoft"),
    ("Straße", "strasse"),
    ("Œuvre", "oeuvre"),
    ("Þingvellir", "thingvellir"),
    // Apostrophes join words
    ("K'gari", "kgari"),
    ("Giant’s Causeway", "giants causeway"),
    // Punctuation and runs of space collapse to single spaces, none at the ends
    ("  Mount   Fuji  ", "mount fuji"),
    ("Aoraki / Mount Cook", "aoraki mount cook"),
    ("Rock-Hewn Churches", "rock hewn churches"),
    ("Amundsen–Scott", "amundsen scott"),
    ("Mont-Saint-Michel!", "mont saint michel"),
    ("Fuji,\tJapan\n", "fuji japan"),
    ("...", ""),
    ("", ""),
    // Other scripts are kept; full-width Latin is narrowed
    ("富士山", "富士山"),
    ("Ｆｕｊｉ", "fuji"),
  ])
  func foldsToTheComparisonKey(text: String, expected: String) {
    #expect(TextFolding.fold(text) == expected)
  }

  @Test(arguments: [
    ("São Tomé", "SAO   TOME"),
    ("Lençóis", "lencois"),
    ("Vatnajökull", "VATNAJOKULL"),
    ("K'gari", "kgari"),
    ("Байкал", "БАЙКАЛ"),
    ("富士山", "  富士山 "),
  ])
  func variantsFoldAlike(left: String, right: String) {
    #expect(TextFolding.fold(left) == TextFolding.fold(right))
  }

  @Test func foldingIsIdempotent() {
    for text in ["São Tomé", "Łódź", "Straße", "K'gari", "富士山", "  a -- b  "] {
      let once = TextFolding.fold(text)
      #expect(TextFolding.fold(once) == once, "\(text)")
    }
  }

  @Test func wordsAreTheFoldedWords() {
    #expect(TextFolding.words("  Mount   Fuji! ") == ["mount", "fuji"])
    #expect(TextFolding.words("Aoraki / Mount Cook") == ["aoraki", "mount", "cook"])
    #expect(TextFolding.words("!!!").isEmpty)
  }
}
