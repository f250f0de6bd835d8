import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// How a LANDMARK argument resolves: id, slug, name or alternate name, unique word prefix; and
/// what the error says when it does not.
@Suite struct ResolverTests {
  let catalog: Catalog

  init() throws {
    catalog = try Catalog.builtIn()
  }

  @Test("Every slug shipped or made is of the letters a slug lookup accepts; other text is none")
  func slugAlphabet() throws {
    for slug in try catalog.builtInSlugs() { #expect(Catalog.couldBeSlug(slug), "\(slug)") }
    for name in ["São José", "Москва", "東京", "Mount \"Quoted\", Peak", "1", "Ærø", "القاهرة", "-"] {
      let slug = LandmarkIdentity.slug(for: name) ?? "place-\(-42)"
      #expect(Catalog.couldBeSlug(slug), "\(name): \(slug)")
    }
    #expect(!Catalog.couldBeSlug("mount fuji"))
    #expect(!Catalog.couldBeSlug("são-josé"))
    #expect(!Catalog.couldBeSlug(""))
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
      #expect(suggestions.first?.name == expected, "suggestions for '\(text)': \(suggestions.map(\.name))")
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
  func sharedPrefixIsAmbiguous(text: String) throws {
    do {
      let landmark = try catalog.resolve(text)
      Issue.record("'\(text)' should be ambiguous, but resolved to \(landmark.name)")
    } catch let CatalogError.ambiguousLandmark(query, found, _) {
      let candidates = found.map(\.label)
      #expect(query == text)
      #expect(candidates.count >= 2, "candidates for '\(text)': \(candidates)")
      #expect(Set(candidates).count == candidates.count, "candidates repeat: \(candidates)")
      for label in candidates {
        let (name, alias) = Self.parse(label)
        let matching = try catalog.landmarks.filter { $0.name == name }
        #expect(matching.count == 1, "candidate \(name) is not one catalog landmark")
        let startsAWord = { (text: String, name: String) in TextFolding.words(name).contains { $0.hasPrefix(text) } }
        if let alias {
          // "K2 (as Mount Godwin-Austen)": the other name matched, the main one did not.
          #expect(matching.allSatisfy { $0.alternateNames.contains(alias) }, "\(alias) is no other name of \(name)")
          #expect(startsAWord(text, alias), "\(alias) has no word starting with '\(text)'")
          #expect(!startsAWord(text, name), "\(label) names an alias although its name matches")
        } else {
          #expect(startsAWord(text, name), "candidate \(name) has no word starting with '\(text)'")
        }
      }
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  /// A candidate label split into the landmark's name and the other name it matched by, if any.
  static func parse(_ label: String) -> (name: String, alias: String?) {
    guard label.hasSuffix(")"), let open = label.range(of: " (as ") else { return (label, nil) }
    return (String(label[..<open.lowerBound]), String(label[open.upperBound...].dropLast()))
  }

  /// A cut list of candidates says how many more match and where to see them all.
  @Test func aLongCandidateListSaysHowManyMore() throws {
    let prefixed = try catalog.landmarks.filter { landmark in
      ([landmark.name] + landmark.alternateNames).contains { TextFolding.words($0).contains { $0.hasPrefix("mount") } }
    }
    #expect(prefixed.count > 8)
    do {
      _ = try catalog.resolve("mount")
      Issue.record("'mount' should be ambiguous")
    } catch let CatalogError.ambiguousLandmark(_, found, more) {
      let candidates = found.map(\.label)
      #expect(candidates.count == 8)
      #expect(more == prefixed.count - 8)
      // Own names first, in the order `search` ranks them, so the list and the suggested search agree.
      let ownNames = try catalog.search("mount", limit: 0).map(\.landmark.name)
        .filter { name in TextFolding.words(name).contains { $0.hasPrefix("mount") } }
      #expect(candidates == Array(ownNames.prefix(8)))
      #expect(candidates.contains("Aoraki / Mount Cook"), "its own name matches, so no alias")
      let message = CatalogError.ambiguousLandmark(query: "mount", candidates: found, more: more)
        .localizedDescription
      #expect(message.contains("matches \(prefixed.count) landmarks"))
      #expect(message.contains("… and \(more) more; see 'landmarks search mount --limit 0'"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func aShortCandidateListSaysNothingMore() {
    let message = CatalogError.ambiguousLandmark(
      query: "twin", candidates: [.init(id: 1, name: "A"), .init(id: 2, name: "B")]
    )
    .localizedDescription
    #expect(message == "'twin' matches several landmarks: A, B. Use more of the name, its slug or its id.")
  }

  /// A candidate found through another name says which, so K2 never looks unrelated to "mount".
  @Test func candidatesFoundByAnotherNameSaySo() throws {
    do {
      _ = try catalog.resolve("great")
      Issue.record("'great' should be ambiguous")
    } catch let CatalogError.ambiguousLandmark(_, found, _) {
      let candidates = found.map(\.label)
      // Seven landmarks are named Great something; of the two found by another name, the shorter match shows.
      #expect(Array(candidates.prefix(7)).allSatisfy { $0.hasPrefix("Great ") }, "\(candidates)")
      #expect(candidates.last == "Ross Ice Shelf (as Great Ice Barrier)")
    } catch {
      Issue.record("unexpected error \(error)")
    }
    let message = CatalogError.ambiguousLandmark(
      query: "mount",
      candidates: [
        .init(id: 1112, name: "K2", matchedName: "Mount Godwin-Austen"), .init(id: 1016, name: "Mount Fuji"),
      ],
      more: 15
    ).localizedDescription
    #expect(message.contains("K2 (as Mount Godwin-Austen), Mount Fuji … and 15 more"))
  }

  /// A long query is echoed shortened in messages.
  @Test func longQueriesAreEchoedShortened() {
    let query = String(repeating: "q", count: 500)
    for error in [
      CatalogError.unknownLandmark(query: query, suggestions: []),
      CatalogError.ambiguousLandmark(query: query, candidates: [.init(id: 1, name: "A")], more: 3),
    ] {
      let message = error.localizedDescription
      #expect(message.contains(String(repeating: "q", count: 60) + "…"))
      #expect(!message.contains(String(repeating: "q", count: 61)))
    }
  }

  @Test func ambiguousPrefixListsTheWellKnownMatches() {
    #expect(throws: CatalogError.self) { try catalog.resolve("great") }
    do {
      _ = try catalog.resolve("great")
    } catch let CatalogError.ambiguousLandmark(_, found, _) {
      let candidates = found.map(\.label)
      #expect(candidates.contains("Great Barrier Reef"))
      #expect(candidates.contains("Great Wall of China"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func unknownLandmarkMessageOffersTheSuggestions() {
    let error = CatalogError.unknownLandmark(query: "mount fujj", suggestions: [.init(id: 1016, name: "Mount Fuji")])
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
    let expected = CatalogError.ambiguousLandmark(
      query: "twin peak",
      candidates: [
        .init(id: 4, name: "Rock", matchedName: "Twin Peak"),
        .init(id: 5, name: "Rockfall Gorge", matchedName: "Twin Peak"),
      ])
    #expect(throws: expected) {
      try catalog.resolve("twin peak")
    }
  }

  @Test func aUniqueWordPrefixResolves() throws {
    let catalog = try smallCatalog()
    #expect(try catalog.resolve("gor").id == 5)
    #expect(try catalog.resolve("harb").id == 42)
  }
}
