import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// Invariants of the whole built-in catalog, and no drift from the sample app's facts.
@Suite struct CatalogIntegrityTests {
  let catalog: Catalog

  init() throws {
    catalog = try Catalog.builtIn()
  }

  /// Ids of the sample's landmarks, from the catalog side (1001…1022 without 1013).
  static let sampleIDs: Set<Int> = Set(1001...1022).subtracting([1013])

  // MARK: - Identity

  @Test func landmarkIDsAreUnique() throws {
    var seen: [Int: String] = [:]
    for landmark in try catalog.landmarks {
      if let other = seen.updateValue(landmark.name, forKey: landmark.id) {
        Issue.record("id \(landmark.id) is used by both \(other) and \(landmark.name)")
      }
    }
    #expect(try seen.count == catalog.landmarks.count)
  }

  @Test func slugsAreUnique() throws {
    var seen: [String: Int] = [:]
    for landmark in try catalog.landmarks {
      if let other = seen.updateValue(landmark.id, forKey: landmark.slug) {
        Issue.record("slug \(landmark.slug) is used by both \(other) and \(landmark.id)")
      }
    }
    #expect(try seen.count == catalog.landmarks.count)
  }

  @Test func primaryNamesAreUniqueIgnoringCaseAndAccents() throws {
    var seen: [String: Int] = [:]
    for landmark in try catalog.landmarks {
      let key = TextFolding.fold(landmark.name)
      if let other = seen.updateValue(landmark.id, forKey: key) {
        Issue.record("\(landmark.id) and \(other) share the name \(landmark.name)")
      }
    }
  }

  @Test func catalogRejectsDuplicateIDs() throws {
    let countries = try CountryTable.builtIn()
    let first = Landmark(
      id: 1, slug: "one", name: "One", continent: .asia, country: "JP", location: "x", latitude: 0, longitude: 0)
    let second = Landmark(
      id: 1, slug: "two", name: "Two", continent: .asia, country: "JP", location: "x", latitude: 0, longitude: 0)
    #expect(throws: CatalogError.self) { try Catalog(landmarks: [first, second], countries: countries) }
  }

  @Test func catalogRejectsDuplicateSlugs() throws {
    let countries = try CountryTable.builtIn()
    let first = Landmark(
      id: 1, slug: "same", name: "One", continent: .asia, country: "JP", location: "x", latitude: 0, longitude: 0)
    let second = Landmark(
      id: 2, slug: "same", name: "Two", continent: .europe, country: "FR", location: "x", latitude: 0, longitude: 0)
    #expect(throws: CatalogError.self) { try Catalog(landmarks: [first, second], countries: countries) }
  }

  @Test func slugsAreLowercaseASCIIKebabCase() throws {
    for landmark in try catalog.landmarks {
      let slug = landmark.slug
      let allowed = slug.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
      let wellFormed =
        !slug.isEmpty && allowed && !slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.contains("--")
      #expect(wellFormed, "slug '\(slug)' of \(landmark.id) \(landmark.name) is not lowercase ASCII kebab case")
    }
  }

  // MARK: - Place

  @Test func coordinatesAreInRange() throws {
    for landmark in try catalog.landmarks {
      #expect(
        landmark.latitude.isFinite && (-90.0...90.0).contains(landmark.latitude),
        "latitude \(landmark.latitude) of \(landmark.name)")
      #expect(
        landmark.longitude.isFinite && (-180.0...180.0).contains(landmark.longitude),
        "longitude \(landmark.longitude) of \(landmark.name)")
    }
  }

  @Test func antarcticLandmarksLieSouthOfSixtyDegrees() throws {
    for landmark in try catalog.landmarks where landmark.continent == .antarctica {
      #expect(landmark.latitude <= -60, "\(landmark.name) is in Antarctica at latitude \(landmark.latitude)")
    }
  }

  @Test func everyCountryCodeIsARealAlpha2Code() throws {
    let countries = try CountryTable.builtIn()
    for landmark in try catalog.landmarks {
      let country = countries.country(landmark.country)
      #expect(
        country?.alpha2 == landmark.country,
        "\(landmark.name) has country '\(landmark.country)', not an upper-case ISO 3166-1 alpha-2 code")
    }
  }

  @Test func antarcticLandmarksUseAQAndOnlyThey() throws {
    for landmark in try catalog.landmarks {
      if landmark.continent == .antarctica {
        #expect(landmark.country == "AQ", "\(landmark.name) is in Antarctica but has country \(landmark.country)")
      } else {
        #expect(landmark.country != "AQ", "\(landmark.name) has country AQ but continent \(landmark.continent)")
      }
    }
  }

  @Test func locationsAreNotEmpty() throws {
    for landmark in try catalog.landmarks {
      #expect(!landmark.location.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(landmark.name)")
    }
  }

  // MARK: - Text

  @Test func descriptionsHaveTwoToFourSentences() throws {
    for landmark in try catalog.landmarks {
      let count = Self.sentences(of: landmark.description).count
      #expect((2...4).contains(count), "\(landmark.name) has \(count) sentences")
    }
  }

  @Test func descriptionsEndWithSentencePunctuation() throws {
    for landmark in try catalog.landmarks {
      let last = landmark.description.trimmingCharacters(in: .whitespacesAndNewlines).last
      #expect(
        last == "." || last == "!" || last == "?", "\(landmark.name) description ends with \(String(describing: last))")
    }
  }

  @Test func noSentenceAppearsInTwoDescriptions() throws {
    var owner: [String: Int] = [:]
    for landmark in try catalog.landmarks {
      for sentence in Set(Self.sentences(of: landmark.description)) {
        if let other = owner[sentence], other != landmark.id {
          Issue.record("Landmarks \(other) and \(landmark.id) share the sentence: \(sentence)")
        } else {
          owner[sentence] = landmark.id
        }
      }
    }
  }

  @Test func sentenceSplitterSplitsOnTerminalPunctuationFollowedBySpace() {
    #expect(Self.sentences(of: "One.  Two!\nThree? Four") == ["One.", "Two!", "Three?", "Four"])
    #expect(Self.sentences(of: "It rises 3.7 km. Then  it falls.") == ["It rises 3.7 km.", "Then it falls."])
  }

  @Test func kindsAreNonEmptyAndDistinct() throws {
    for landmark in try catalog.landmarks {
      #expect(!landmark.kinds.isEmpty, "\(landmark.name) has no kinds")
      #expect(Set(landmark.kinds).count == landmark.kinds.count, "\(landmark.name) repeats a kind: \(landmark.kinds)")
    }
  }

  // MARK: - Size and spread

  @Test func catalogHasAtLeast150LandmarksIncludingTheSample() throws {
    let newOnes = try catalog.landmarks.filter { !Self.sampleIDs.contains($0.id) }
    #expect(try catalog.landmarks.count >= 150)
    #expect(newOnes.count >= 130)
    #expect(try catalog.landmarks.count - newOnes.count == 21, "all 21 sample landmarks are present")
  }

  @Test(arguments: Continent.allCases)
  func everyContinentHasAtLeastFiveLandmarks(continent: Continent) throws {
    let count = try catalog.landmarks.filter { $0.continent == continent }.count
    #expect(count >= 5, "\(continent.name) has \(count) landmarks")
  }

  // MARK: - Badges

  @Test func badgeIDsAreUniqueAndLowerCamelCase() throws {
    var seen: [String: Int] = [:]
    for landmark in try catalog.landmarks {
      guard let badge = landmark.badge else { continue }
      if let other = seen.updateValue(landmark.id, forKey: badge.id) {
        Issue.record("badge id \(badge.id) is used by \(other) and \(landmark.id)")
      }
      let scalars = Array(badge.id.unicodeScalars)
      let lowerCamel =
        !scalars.isEmpty && ("a"..."z").contains(scalars[0])
        && scalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
      #expect(lowerCamel, "badge id '\(badge.id)' of \(landmark.name)")
    }
  }

  @Test func aboutOneInFourNewLandmarksHasABadge() throws {
    let newOnes = try catalog.landmarks.filter { !Self.sampleIDs.contains($0.id) }
    let badged = newOnes.filter { $0.badge != nil }.count
    let share = Double(badged) / Double(max(newOnes.count, 1))
    #expect((0.15...0.40).contains(share), "\(badged) of \(newOnes.count) new landmarks have a badge (\(share))")
  }

  @Test(arguments: Continent.allCases)
  func everyContinentHasABadge(continent: Continent) throws {
    #expect(try catalog.landmarks.contains { $0.continent == continent && $0.badge != nil }, "\(continent.name)")
  }

  // MARK: - No drift from the sample

  @Test func sampleLandmarksMatchTheReferenceExactly() throws {
    let sample = try SampleReferenceFixture.load()
    #expect(Set(sample.landmarks.map(\.id)) == Self.sampleIDs)
    for fact in sample.landmarks {
      guard let landmark = try catalog.landmark(id: fact.id) else {
        Issue.record("sample landmark \(fact.id) \(fact.name) is missing from the catalog")
        continue
      }
      #expect(landmark.name == fact.name, "name of \(fact.id)")
      #expect(landmark.continent.rawValue == fact.continent, "continent of \(fact.id)")
      #expect(landmark.latitude == fact.latitude, "latitude of \(fact.id)")
      #expect(landmark.longitude == fact.longitude, "longitude of \(fact.id)")
      #expect(landmark.areaKm2 == fact.areaKm2, "area of \(fact.id)")
      if let range = fact.elevationMeters {
        try #require(range.count == 2, "elevation of \(fact.id) in the reference is not [low, high]")
        #expect(landmark.elevation.low == range[0], "elevation low of \(fact.id)")
        #expect(landmark.elevation.high == range[1], "elevation high of \(fact.id)")
      } else {
        #expect(landmark.elevation.isUnknown, "elevation of \(fact.id) should be unknown, is \(landmark.elevation)")
        #expect(landmark.elevation.low == nil && landmark.elevation.high == nil)
      }
      if let badge = fact.badge {
        #expect(landmark.badge?.id == badge.id, "badge id of \(fact.id)")
        #expect(landmark.badge?.symbol.rawValue == badge.symbol, "badge symbol of \(fact.id)")
        #expect(landmark.badge?.color.rawValue == badge.color, "badge color of \(fact.id)")
      } else {
        #expect(
          landmark.badge == nil, "\(fact.id) has no badge in the sample but \(String(describing: landmark.badge)) here")
      }
    }
  }

  /// Each badge has its own look: two badges sharing symbol and colour could not be told apart
  /// in the badge stack.
  @Test func everyBadgeHasItsOwnSymbolAndColour() throws {
    var seen: [String: String] = [:]
    for landmark in try catalog.landmarks {
      guard let badge = landmark.badge else { continue }
      let look = "\(badge.symbol.rawValue)/\(badge.color.rawValue)"
      if let other = seen[look] {
        Issue.record("\(landmark.name) and \(other) share the badge look \(look)")
      }
      seen[look] = landmark.name
    }
    #expect(!seen.isEmpty)
  }

  /// Size and FNV-1a 64 hash of the brief's `reference/sample-landmarks.json`, which the fixture copies.
  static let referenceBytes = 5392
  static let referenceHash: UInt64 = 0x78f7_4c09_9d43_59d8

  /// The fixture is the brief's reference file, byte for byte: it is always there (a missing fixture fails,
  /// it does not skip), always matches the pinned size and hash, and matches the brief's own copy wherever
  /// one sits beside an enclosing folder (`…/shared/reference/`, as for developers and CI).
  @Test func sampleFixtureIsAVerbatimCopyOfTheBriefsReference() throws {
    let url = SampleReferenceFixture.defaultURL
    try #require(
      FileManager.default.fileExists(atPath: url.path),
      "Tests/Fixtures/sample-landmarks.json is missing at \(url.path)")
    let fixture = try Data(contentsOf: url)
    #expect(fixture.count == Self.referenceBytes, "the fixture no longer has the reference's size")
    #expect(Self.fnv1a(fixture) == Self.referenceHash, "the fixture's bytes differ from the reference's")
    for brief in Self.briefReferences(around: url) {
      let original = try Data(contentsOf: brief)
      #expect(fixture == original, "Tests/Fixtures/sample-landmarks.json differs from \(brief.path)")
    }
  }

  /// A change of one byte changes the hash the fixture is pinned by.
  @Test func fixtureHashNoticesOneByte() throws {
    let fixture = try Data(contentsOf: SampleReferenceFixture.defaultURL)
    var changed = fixture
    try #require(!changed.isEmpty)
    changed[changed.startIndex] ^= 0x01
    #expect(Self.fnv1a(changed) != Self.fnv1a(fixture))
    #expect(Self.fnv1a(Data("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
  }

  @Test func featuredLandmarkIsMountFuji() throws {
    let sample = try SampleReferenceFixture.load()
    let featured = try #require(try catalog.featured)
    #expect(featured.id == 1016)
    #expect(featured.name == "Mount Fuji")
    #expect(catalog.featuredID == sample.featuredLandmarkId)
  }

  @Test func landmarksAreOrderedByContinentInSampleOrderThenName() throws {
    let sample = try SampleReferenceFixture.load()
    let rank = Dictionary(uniqueKeysWithValues: sample.continentOrder.enumerated().map { ($1, $0) })
    for landmark in try catalog.landmarks {
      #expect(rank[landmark.continent.rawValue] != nil, "\(landmark.continent.rawValue) is not a sample continent")
    }
    let expected = try catalog.landmarks.sorted { lhs, rhs in
      let left = rank[lhs.continent.rawValue] ?? Int.max
      let right = rank[rhs.continent.rawValue] ?? Int.max
      if left != right { return left < right }
      let leftName = TextFolding.fold(lhs.name)
      let rightName = TextFolding.fold(rhs.name)
      return leftName != rightName ? leftName < rightName : lhs.id < rhs.id
    }
    #expect(try catalog.landmarks.map(\.name) == expected.map(\.name))
  }

  @Test func sectionsFollowTheSampleContinentOrder() throws {
    let sample = try SampleReferenceFixture.load()
    let sections = try catalog.sections()
    #expect(sections.map(\.continent.rawValue) == sample.continentOrder)
    #expect(try sections.reduce(0) { $0 + $1.landmarks.count } == catalog.landmarks.count)
  }

  // MARK: - Helpers

  /// The 64-bit FNV-1a hash of `data`: not cryptographic, but any edit of a small file changes it.
  static func fnv1a(_ data: Data) -> UInt64 {
    data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
  }

  /// Every `shared/reference/sample-landmarks.json` beside a folder enclosing `fixture`.
  static func briefReferences(around fixture: URL) -> [URL] {
    var folder = fixture.deletingLastPathComponent()
    var found: [URL] = []
    while folder.path != "/" && !folder.path.isEmpty {
      folder = folder.deletingLastPathComponent()
      let candidate = folder.appendingPathComponent("shared/reference/sample-landmarks.json")
      if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
    }
    return found
  }

  /// Splits a description into sentences at ". ", "! " and "? " after normalising whitespace.
  static func sentences(of text: String) -> [String] {
    let normalised = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var sentences: [String] = []
    var current = ""
    var previous: Character?
    for character in normalised {
      if character == " ", let previous, previous == "." || previous == "!" || previous == "?" {
        sentences.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.isEmpty { sentences.append(current) }
    return sentences.filter { !$0.isEmpty }
  }
}
