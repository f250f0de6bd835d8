import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// Ranked search by name, place and country: case-, accent- and typo-tolerant, best first.
@Suite struct SearchRankingTests {
  let catalog: Catalog

  init() throws {
    catalog = try Catalog.builtIn()
  }

  /// What people type, and the landmark they expect on top.
  @Test(arguments: [
    // Typos
    ("machu pichu", "Machu Picchu"),
    ("mont everest", "Mount Everest"),
    ("grand canyn", "Grand Canyon"),
    ("yelowstone", "Yellowstone National Park"),
    ("eifel", "Eiffel Tower"),
    ("matterhon", "Matterhorn"),
    ("colloseum", "Colosseum"),
    ("neuschwanstien", "Neuschwanstein Castle"),
    ("niagra falls", "Niagara Falls"),
    ("serengetti", "Serengeti"),
    // Alternate names, any script
    ("ayers rock", "Uluru"),
    ("sagarmatha", "Mount Everest"),
    ("富士山", "Mount Fuji"),
    ("Байкал", "Lake Baikal"),
    ("fraser island", "K'gari"),
    ("rockies", "Rocky Mountains"),
    ("halong", "Ha Long Bay"),
    // Case
    ("SAHARA", "Sahara Desert"),
    // Within a tier the shorter matched name wins, not the shorter main name
    ("great", "Great Zimbabwe"),
    // Usual abbreviations, either way round
    ("mt fuji", "Mount Fuji"),
    ("st basils", "Saint Basil's Cathedral"),
    ("mont st michel", "Mont-Saint-Michel"),
    ("Mount Fuji", "Mount Fuji"),
    // Prefixes and words
    ("kilimanjaro", "Mount Kilimanjaro"),
    ("iguazu", "Iguazu Falls"),
    ("taj", "Taj Mahal"),
    ("uyuni", "Uyuni Salt Flat"),
    ("stonehenge", "Stonehenge"),
    ("djenne", "Great Mosque of Djenné"),
    ("ha long", "Ha Long Bay"),
    // Accents left out of the query, or added to it
    ("lencois", "Lençóis Maranhenses"),
    ("cano cristales", "Caño Cristales"),
    ("chichen itza", "Chichén Itzá"),
    ("galapagos", "Galápagos Islands"),
    ("vatnajokull", "Vatnajökull"),
    ("sagrada familia", "Sagrada Família"),
    ("Iguaçu", "Iguazu Falls"),
    ("SÉRENGETI", "Serengeti"),
    ("kgari", "K'gari"),
    // Places and countries, when no name matches
    ("kyoto", "Fushimi Inari Taisha"),
    ("kyoto japan", "Kinkaku-ji"),
    ("japan", "Fushimi Inari Taisha"),
    ("rome", "Colosseum"),
    ("england", "Stonehenge"),
    // A name beats a place: Victoria Falls before the landmarks in Victoria, Australia
    ("victoria", "Victoria Falls"),
    ("china", "Great Wall of China"),
    ("kenya", "Mount Kenya"),
  ])
  func firstHitIsTheExpectedLandmark(query: String, expected: String) throws {
    let hits = try catalog.search(query)
    let first = try #require(hits.first, "no hits for '\(query)'")
    #expect(first.landmark.name == expected, "'\(query)' ranked first: \(hits.prefix(3).map(\.landmark.name))")
  }

  @Test func aMatchThroughAnAlternateNameReportsThatName() throws {
    let first = try #require(catalog.search("ayers rock").first)
    #expect(first.landmark.name == "Uluru")
    #expect(first.matchedText == "Ayers Rock")
    #expect(first.field == .alternateName)
    #expect(first.tier == .exact)
    #expect(first.score == 1)
  }

  /// Place and country queries: the landmarks each finds, and the field and text that matched.
  @Test(arguments: [
    ("kyoto", [1110, 1117], MatchField.location, "Kyoto"),
    ("Kyōto", [1110, 1117], .location, "Kyoto"),
    ("japan", [1016, 1110, 1117], .country, "Japan"),
    ("JPN", [1016, 1110, 1117], .country, "Japan"),
    ("IS", [1022, 1324], .country, "Iceland"),
    ("iceland", [1022, 1324], .country, "Iceland"),
    ("rome", [1301], .location, "Rome"),
  ])
  func placeQueriesFindTheLandmarksThere(query: String, ids: [Int], field: MatchField, text: String) throws {
    let places = try catalog.search(query, limit: 0).filter { !$0.field.isName }
    #expect(Set(places.map(\.landmark.id)) == Set(ids), "'\(query)' found \(places.map(\.landmark.name))")
    for hit in places {
      #expect(hit.field == field, "\(hit.landmark.name) matched \(hit.field)")
      #expect(hit.matchedText == text)
    }
  }

  /// Tokyo and Reykjavik are in no landmark's location line; a near miss must not invent one.
  @Test(arguments: ["tokyo", "reykjavik"])
  func placesNoLandmarkIsInFindNothing(query: String) throws {
    let found = try catalog.search(query).map(\.landmark.name)
    #expect(try catalog.search(query, limit: 0).isEmpty, "\(found)")
  }

  /// A query that is one landmark's name and other landmarks' place lists the name first.
  @Test(arguments: ["victoria", "china", "IS", "mount", "national park", "south"])
  func everyNameHitComesBeforeEveryPlaceHit(query: String) throws {
    let hits = try catalog.search(query, limit: 0)
    let firstPlace = try #require(hits.firstIndex { !$0.field.isName }, "no place hit for '\(query)'")
    let lastName = hits.lastIndex { $0.field.isName && $0.tier != .fuzzy } ?? -1
    #expect(lastName < firstPlace, "'\(query)': \(hits.map(\.landmark.name))")
  }

  /// "peru" lists the landmarks in Peru before Perito Moreno Glacier, a near miss of a name.
  @Test func placeHitsComeBeforeNearMissesOfNames() throws {
    let hits = try catalog.search("peru", limit: 0)
    let peru = hits.prefix { $0.field == .country }.map(\.landmark.id)
    #expect(Set(peru) == [1450, 1458, 1464, 1465])
    let perito = try #require(hits.firstIndex { $0.landmark.name == "Perito Moreno Glacier" })
    #expect(hits[perito].tier == .fuzzy)
    #expect(perito >= peru.count)
  }

  @Test func typoMatchesAreFuzzyWithTheirDistance() throws {
    let first = try #require(catalog.search("grand canyn").first)
    #expect(first.tier == .fuzzy)
    #expect(first.distance == 1)
    #expect(first.score < 0.7)
  }

  // MARK: - Tiers, on a small made-up catalog

  private func tierCatalog() throws -> Catalog {
    let names = [
      // Given in no useful order, and across continents, so the catalog's order cannot explain the result.
      ("Lane", Continent.asia),
      ("Flakestone Quarry Hills", .africa),
      ("Old Lakeshore Trail Road", .europe),
      ("Lakeside Park Grounds", .asia),
      ("Zzyzx Dunes", .southAmerica),
      ("Blakely", .antarctica),
      ("Crater Lake", .southAmerica),
      ("Lakes", .northAmerica),
      ("Lake", .europe),
    ]
    let landmarks = names.enumerated().map { index, entry in
      Landmark(
        id: index + 1, slug: "place-\(index + 1)", name: entry.0, continent: entry.1, country: "FR",
        location: "Nowhere", latitude: 0, longitude: 0)
    }
    return try Catalog(landmarks: landmarks, countries: try CountryTable.builtIn())
  }

  @Test func tiersRankExactThenPrefixThenWordPrefixThenSubstringThenFuzzy() throws {
    let hits = try tierCatalog().search("lake", limit: 0)
    #expect(
      hits.map(\.landmark.name) == [
        "Lake",  // exact
        "Lakes", "Lakeside Park Grounds",  // prefix, shorter first
        "Crater Lake", "Old Lakeshore Trail Road",  // word prefix, shorter first
        "Blakely", "Flakestone Quarry Hills",  // substring, shorter first
        "Lane",  // one typo
      ])
    #expect(
      hits.map(\.tier) == [.exact, .prefix, .prefix, .wordPrefix, .wordPrefix, .substring, .substring, .fuzzy])
  }

  @Test func fewerTyposRankBeforeMoreTypos() throws {
    let landmarks = [
      Landmark(
        id: 1, slug: "a", name: "Montabelo", continent: .europe, country: "IT", location: "x", latitude: 0, longitude: 0
      ),
      Landmark(
        id: 2, slug: "b", name: "Montebelo Ridge", continent: .europe, country: "IT", location: "x", latitude: 0,
        longitude: 0),
    ]
    let catalog = try Catalog(landmarks: landmarks, countries: try CountryTable.builtIn())
    let hits = try catalog.search("montebello")
    #expect(hits.map(\.landmark.name) == ["Montebelo Ridge", "Montabelo"])
    #expect(hits.map(\.distance) == [1, 2])
    #expect(hits[0].score > hits[1].score)
  }

  @Test func scoresFollowTheTiers() throws {
    let hits = try tierCatalog().search("lake", limit: 0)
    let scoreByTier = Dictionary(hits.map { ($0.tier, $0.score) }, uniquingKeysWith: { first, _ in first })
    #expect(scoreByTier[.exact] == 1)
    let ordered = MatchTier.allCases.compactMap { scoreByTier[$0] }
    #expect(ordered.count == MatchTier.allCases.count)
    #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0 > $1 })
  }

  // MARK: - Limits and empty results

  @Test func limitIsHonoured() throws {
    #expect(try catalog.search("mount", limit: 3).count == 3)
    #expect(try catalog.search("mount", limit: 1).count == 1)
    #expect(try catalog.search("a").count == 20, "the default limit is 20")
  }

  @Test func limitZeroReturnsEveryHit() throws {
    let all = try catalog.search("a", limit: 0)
    #expect(all.count > 20)
    #expect(try all.count == catalog.search("a", limit: 100_000).count)
    #expect(try catalog.search("a", limit: 5) == Array(all.prefix(5)))
  }

  @Test func eachLandmarkAppearsAtMostOnce() throws {
    let hits = try catalog.search("a", limit: 0)
    #expect(Set(hits.map(\.landmark.id)).count == hits.count)
  }

  @Test(arguments: ["", "   ", "!!!", "qwxzvbnmpl", "zzzzzzzz", "🦄🦄🦄"])
  func emptyOrNonsenseQueriesFindNothing(query: String) throws {
    let found = try catalog.search(query).map(\.landmark.name)
    #expect(found.isEmpty, "'\(query)' found \(found)")
  }

  @Test(arguments: [
    "mount", "great", "lake", "fuji", "grand canyn", "a", "e", "falls", "mont everest", "isla", "peru", "IS", "south",
    "national park", "victoria",
  ])
  func scoresAreInRangeAndNeverIncreaseDownTheList(query: String) throws {
    let hits = try catalog.search(query, limit: 0)
    #expect(!hits.isEmpty)
    for hit in hits {
      #expect(hit.score > 0 && hit.score <= 1, "\(hit.landmark.name) scored \(hit.score)")
    }
    #expect(zip(hits, hits.dropFirst()).allSatisfy { $0.score >= $1.score })
    #expect(zip(hits, hits.dropFirst()).allSatisfy { ($0.band, $0.tier) <= ($1.band, $1.tier) })
  }
}
