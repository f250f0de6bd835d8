import LandmarksIndex
import LandmarksModels
import Testing

@testable import LandmarksCore

@Suite("Search texts folded by the build")
struct BuiltInSearchTextsTests {
  @Test("Every built-in landmark has a line, at its position, with its names and places folded as a run folds them")
  func builtInTableMatchesFolding() throws {
    let catalog = try Catalog.builtIn()
    var entries: [(position: Int, id: Int, names: [String], places: [String])] = []
    BuiltInSearchTexts.builtIn.forEachEntry { entry in
      func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
      entries.append((entry.position, entry.id, entry.names.map(text), entry.places.map(text)))
    }
    let landmarks = try catalog.builtInLandmarks()
    #expect(landmarks.count >= 160)
    #expect(entries.map(\.position) == Array(landmarks.indices))
    for (entry, landmark) in zip(entries, landmarks) {
      #expect(entry.id == landmark.id)
      #expect(entry.names == ([landmark.name] + landmark.alternateNames).map(TextFolding.fold), "\(landmark.slug)")
      #expect(entry.places == landmark.locationPlaces.map(TextFolding.fold), "\(landmark.slug)")
    }
  }

  @Test(
    "A line is read when one of its texts passes, judged a text at a time, from the build's letters or the texts",
    arguments: ["zur", "kyoto", "jp", "ch", "mt", "nat", "q"])
  func textsPassing(letters: String) {
    let wanted = Array(letters.utf8)
    func holdsAll(_ set: ASCIISet) -> Bool { wanted.allSatisfy(set.contains) }
    func lettersOf(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIISet {
      var set = ASCIISet()
      set.formUnion(bytes)
      return set
    }
    var expectedByLetters: [Int] = []
    var expectedByShortForm: [Int] = []
    var all: [Int] = []
    BuiltInSearchTexts.builtIn.forEachEntry { entry in
      all.append(entry.id)
      let names = entry.names + entry.translations.map(\.folded)
      let places = entry.codes + entry.places + (entry.countryName.map { [$0] } ?? [])
      if (names + places).contains(where: { holdsAll(lettersOf($0)) }) { expectedByLetters.append(entry.id) }
      if names.contains(where: SearchTextLetters.mayHoldShortForm) { expectedByShortForm.append(entry.id) }
    }
    #expect(expectedByLetters.count < all.count)
    for texts in [BuiltInSearchTexts.builtIn, BuiltInSearchTexts(literal: embeddedSearchTexts)] {
      func ids(names: (ASCIISet, Bool) -> Bool, places: (ASCIISet) -> Bool) -> [Int] {
        var found: [Int] = []
        let record = { (entry: BuiltInSearchTexts.Entry) in found.append(entry.id) }
        texts.forEachEntry(namesPassing: names, placesPassing: places, record)
        return found
      }
      #expect(ids(names: { set, _ in holdsAll(set) }, places: holdsAll) == expectedByLetters)
      #expect(ids(names: { _, shortForm in shortForm }, places: { _ in false }) == expectedByShortForm)
      #expect(ids(names: { _, _ in true }, places: { _ in false }) == all)
    }
  }

  @Test("Lines that do not start with a position and an id are left out; empty fields hold nothing")
  func malformedLines() {
    let table = BuiltInSearchTexts(
      literal: "0\t7\tjapan\tjp\u{1F}jpn\tfuji\u{1F}fujisan\t0fudschi\tkyoto\nnot\ta\tline\n\n1\t3\t\t\t\t\t")
    var entries: [BuiltInSearchTexts.Entry] = []
    table.forEachEntry { entries.append($0) }
    #expect(entries.map(\.id) == [7, 3])
    #expect(entries.map(\.names.count) == [2, 1])
    #expect(entries.map(\.codes.count) == [2, 0])
    #expect(entries.map(\.places.count) == [1, 0])
    #expect(entries.map { $0.translations.map(\.language) } == [[0], []])
    #expect(entries.map { $0.countryName == nil } == [false, true])
  }

  @Test(
    "Searching the build's texts finds what indexing decoded landmarks at run time finds",
    arguments: [
      "kyoto", "sao paulo", "são", "ile", "zurich", "japan", "peru", "mt fuji", "machu pichu", "grand cany", "jp",
      "united states", "rio", "bavaria", "new south wales", "île-de-france", "cusco", "reykjavik", "a", "lake",
      "eiffelturm", "エッフェル塔", "富士山", "jpn", "usa", "st", "mount", "falls", "zz", "k2",
    ])
  func sameHits(query: String) throws {
    let builtIn = try Catalog.builtIn()
    let landmarks = try builtIn.builtInLandmarks()
    let decoded = SearchIndex(
      landmarks.map { ($0, ([$0.name] + $0.alternateNames).map(TextFolding.fold)) }, countries: builtIn.countries,
      translations: LandmarkTranslations.names(ofID:))
    let expected = try decoded.search(query, limit: 0)
    #expect(try builtIn.search(query, limit: 0) == expected)
  }
}
