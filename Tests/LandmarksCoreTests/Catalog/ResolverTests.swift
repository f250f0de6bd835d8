import Foundation
import Testing

@testable import LandmarksCore

/// How a LANDMARK argument resolves: id, slug, name or alternate name, unique word prefix.
@Suite struct ResolverTests {
  let catalog: Catalog

  init() throws {
    catalog = try Catalog.builtIn()
  }

  /// Text a person might type, and the id of the landmark they mean.
  @Test(arguments: [
    // Ids
    ("1016", 1016),
    (" 1016 ", 1016),
    ("1001", 1001),
    ("1022", 1022),
    // Slugs
    ("mount-fuji", 1016),
    ("MOUNT-FUJI", 1016),
    ("k2", 1112),
    ("kgari", 1161),
    ("white-cliffs-of-dover", 1014),
    // Names, any case, any spacing
    ("Mount Fuji", 1016),
    ("mount fuji", 1016),
    ("MOUNT FUJI", 1016),
    ("  mount   fuji  ", 1016),
    ("K2", 1112),
    ("K'gari", 1161),
    ("giants causeway", 1309),
    ("Giant's Causeway", 1309),
    ("aoraki/mount cook", 1154),
    ("Amundsen-Scott South Pole Station", 1256),
    // Names without their accents, and with them
    ("lencois maranhenses", 1011),
    ("Lençóis Maranhenses", 1011),
    ("LENCOIS MARANHENSES", 1011),
    ("chichen itza", 1402),
    ("vatnajokull", 1324),
    ("galapagos islands", 1455),
    // Alternate names, in any script
    ("富士山", 1016),
    ("fujisan", 1016),
    ("ayers rock", 1150),
    ("Ayers Rock", 1150),
    ("uluru", 1150),
    ("Uluṟu", 1150),
    ("Sagarmāthā", 1018),
    ("sagarmatha", 1018),
    ("chomolungma", 1018),
    ("珠穆朗玛峰", 1018),
    ("mount cook", 1154),
    ("fraser island", 1161),
    ("tour eiffel", 1300),
    ("Байкал", 1107),
    ("salar de uyuni", 1012),
    // A unique prefix of a name's words
    ("fuji", 1016),
    ("Fuji", 1016),
    ("kirkju", 1022),
    ("everest", 1018),
    ("ayers", 1150),
    ("great barrier", 1019),
    ("pyramid", 1202),
    ("maranh", 1011),
  ])
  func resolvesToTheIntendedLandmark(text: String, expectedID: Int) throws {
    let landmark = try catalog.resolve(text)
    #expect(landmark.id == expectedID, "'\(text)' resolved to \(landmark.id) \(landmark.name)")
  }

  /// A near miss names the landmark the person probably meant.
  @Test(arguments: [
    ("mount fujj", "Mount Fuji"),
    ("mount everist", "Mount Everest"),
    ("machu pichu", "Machu Picchu"),
    ("yelowstone", "Yellowstone National Park"),
  ])
  func unknownTextSuggestsTheNearestName(text: String, expected: String) {
    do {
      let landmark = try catalog.resolve(text)
      Issue.record("'\(text)' should not resolve, but resolved to \(landmark.name)")
    } catch let CatalogError.unknownLandmark(query, suggestions) {
      #expect(query == text)
      #expect(suggestions.first == expected, "suggestions for '\(text)': \(suggestions)")
      #expect(suggestions.count <= 3)
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  /// Text that matches nothing at all is unknown and offers no unrelated suggestions.
  @Test(arguments: ["qqqqqqqq", "", "   ", "1013", "99999"])
  func nonsenseIsUnknown(text: String) {
    do {
      let landmark = try catalog.resolve(text)
      Issue.record("'\(text)' should not resolve, but resolved to \(landmark.name)")
    } catch let CatalogError.unknownLandmark(_, suggestions) {
      #expect(suggestions.isEmpty, "suggestions for '\(text)': \(suggestions)")
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  /// A prefix shared by several landmarks' words is ambiguous and lists real candidates.
  @Test(arguments: ["mount", "great", "lake", "canyon", "falls"])
  func sharedPrefixIsAmbiguous(text: String) {
    do {
      let landmark = try catalog.resolve(text)
      Issue.record("'\(text)' should be ambiguous, but resolved to \(landmark.name)")
    } catch let CatalogError.ambiguousLandmark(query, candidates) {
      #expect(query == text)
      #expect(candidates.count >= 2, "candidates for '\(text)': \(candidates)")
      #expect(Set(candidates).count == candidates.count, "candidates repeat: \(candidates)")
      for name in candidates {
        let matching = catalog.landmarks.filter { $0.name == name }
        #expect(matching.count == 1, "candidate \(name) is not one catalog landmark")
        let words = matching.flatMap { ([$0.name] + $0.alternateNames).flatMap { TextFolding.words($0) } }
        #expect(words.contains { $0.hasPrefix(text) }, "candidate \(name) has no word starting with '\(text)'")
      }
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func ambiguousPrefixListsTheWellKnownMatches() {
    #expect(throws: CatalogError.self) { try catalog.resolve("great") }
    do {
      _ = try catalog.resolve("great")
    } catch let CatalogError.ambiguousLandmark(_, candidates) {
      #expect(candidates.contains("Great Barrier Reef"))
      #expect(candidates.contains("Great Wall of China"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func unknownLandmarkMessageOffersTheSuggestions() {
    let error = CatalogError.unknownLandmark(query: "mount fujj", suggestions: ["Mount Fuji"])
    let message = error.localizedDescription
    #expect(message.contains("mount fujj"))
    #expect(message.contains("Mount Fuji"))
  }

  // MARK: - Precedence, on a small made-up catalog

  private func smallCatalog() throws -> Catalog {
    let countries = try CountryTable.builtIn()
    func make(_ id: Int, _ slug: String, _ name: String, _ alternates: [String] = []) -> Landmark {
      Landmark(
        id: id, slug: slug, name: name, alternateNames: alternates, continent: .europe, country: "FR",
        location: "Somewhere, France", latitude: 45, longitude: 2)
    }
    return try Catalog(
      landmarks: [
        make(1, "alpha", "Beta"),
        make(2, "beta", "Alpha"),
        make(3, "1", "Gamma"),
        make(4, "rock-one", "Rock", ["Twin Peak"]),
        make(5, "rock-two", "Rockfall Gorge", ["Twin Peak"]),
        make(42, "answer", "Harbour"),
      ], countries: countries, featuredID: 1)
  }

  @Test func anIDWinsOverASlug() throws {
    let catalog = try smallCatalog()
    #expect(try catalog.resolve("1").id == 1)
    #expect(try catalog.resolve("42").id == 42)
  }

  @Test func aSlugWinsOverAName() throws {
    let catalog = try smallCatalog()
    #expect(try catalog.resolve("alpha").id == 1)
    #expect(try catalog.resolve("beta").id == 2)
  }

  @Test func anExactNameWinsOverAWordPrefix() throws {
    let catalog = try smallCatalog()
    // "rock" is the whole name of 4 and the start of "Rockfall Gorge" (5).
    #expect(try catalog.resolve("rock").id == 4)
    #expect(try catalog.resolve("ROCK").id == 4)
  }

  @Test func aNameSharedByTwoLandmarksIsAmbiguous() throws {
    let catalog = try smallCatalog()
    #expect(throws: CatalogError.ambiguousLandmark(query: "twin peak", candidates: ["Rock", "Rockfall Gorge"])) {
      try catalog.resolve("twin peak")
    }
  }

  @Test func aUniqueWordPrefixResolves() throws {
    let catalog = try smallCatalog()
    #expect(try catalog.resolve("gor").id == 5)
    #expect(try catalog.resolve("harb").id == 42)
  }
}
