import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Slugs are settled a group at a time; a group must hold every slug that can compete.
@Suite struct SlugGroupTests {
  static let suffixes: Set<String> = ["cr", "us", "jp", "ru"]

  @Test(arguments: [
    ("san-jose", "san-jose"), ("san-jose-cr", "san-jose"), ("san-jose-cr-2", "san-jose"), ("san-jose-2", "san-jose"),
    ("place-123", "place"), ("place", "place"), ("1984-2", "1984"), ("la-paz", "la-paz"),
    ("new-york-us-us", "new-york"),
    ("mount-ka-lo", "mount-ka-lo"),
  ])
  func keys(slug: String, key: String) {
    #expect(SlugGroup.key(of: slug, suffixes: Self.suffixes) == Array(key.utf8))
  }

  @Test func everyCandidateOfAPlaceIsInItsGroup() {
    var random = SeededGenerator(seed: 3)
    let tokens = ["san", "jose", "cr", "us", "2", "17", "ka", "place", "mount"]
    for _ in 0..<2_000 {
      let base = (0..<Int.random(in: 1...4, using: &random)).map { _ in tokens.randomElement(using: &random) ?? "x" }
        .joined(separator: "-")
      let suffix = ["cr", "us", nil].randomElement(using: &random) ?? nil
      var assigner = SlugAssigner(taken: [String]())
      let key = SlugGroup.key(of: base, suffixes: Self.suffixes)
      for _ in 0..<5 {
        let slug = assigner.assign(base: base, suffix: suffix)
        #expect(SlugGroup.key(of: slug, suffixes: Self.suffixes) == key, "\(base) → \(slug)")
      }
    }
  }

  @Test func everyCountryGivesATwoLetterSuffix() throws {
    // The group key strips suffixes as single tokens: a country's suffix must be one.
    for country in try CountryTable.builtIn().countries {
      let suffix = try #require(LandmarkIdentity.slug(for: country.alpha2))
      #expect(suffix.utf8.count == 2 && !suffix.contains("-"), "\(country.alpha2)")
    }
  }
}
