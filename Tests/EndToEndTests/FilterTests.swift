import Foundation
import Testing

/// Filters and values as a person types them into the built binary: repeated and comma-separated
/// filters, aliases, suggestions for typos, a trip's badges, and a landmark typed last.
@Suite struct FilterTests {
  /// The ids in a JSON listing of landmarks.
  static func ids(_ output: String) throws -> Set<Int> {
    Set(try #require(EndToEndJSON.array(output)).compactMap { EndToEndJSON.int($0["id"]) })
  }

  /// The id, country and badge of every landmark in the catalog, from `list --json`.
  static func catalog(_ landmarks: LandmarksProcess) throws -> [(id: Int, country: String, hasBadge: Bool)] {
    let result = try landmarks.run(["list", "--json"])
    return try #require(EndToEndJSON.array(result.stdout)).compactMap { item in
      guard let id = EndToEndJSON.int(item["id"]), let country = item["country"] as? String else { return nil }
      return (id, country, item["badge"] is [String: Any])
    }
  }

  @Test(arguments: [["--country", "IS", "--country", "JP"], ["--country", "IS,JP"], ["--country", "iceland,JPN"]])
  func repeatedOrCommaSeparatedCountriesAreAnyOf(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let expected = Set(try Self.catalog(landmarks).filter { ["IS", "JP"].contains($0.country) }.map(\.id))
    let result = try landmarks.run(["list"] + arguments + ["--json"])
    #expect(result.status == 0)
    #expect(try Self.ids(result.stdout) == expected)
    #expect(expected.count > 2)
  }

  @Test func ukMeansGreatBritainAndAQMeansAntarctica() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let uk = try landmarks.run(["list", "--country", "UK", "--json"])
    let gb = try landmarks.run(["list", "--country", "GB", "--json"])
    #expect(uk.status == 0 && gb.status == 0)
    #expect(try Self.ids(uk.stdout) == Self.ids(gb.stdout))
    let aq = try landmarks.run(["list", "--continent", "AQ"])
    #expect(aq.status == 0)
    #expect(aq.stdout.hasPrefix("Antarctica ("))
  }

  @Test func badgesAllWithACountryShowsOnlyThatCountrysBadges() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let catalog = try Self.catalog(landmarks)
    for country in ["IS", "JP"] {
      let result = try landmarks.run(["badges", "--all", "--country", country, "--json"])
      #expect(result.status == 0)
      let shown = Set(
        try #require(EndToEndJSON.array(result.stdout)).compactMap {
          EndToEndJSON.int(($0["landmark"] as? [String: Any])?["id"])
        })
      #expect(shown == Set(catalog.filter { $0.country == country && $0.hasBadge }.map(\.id)), "\(country)")
    }
    // Iceland's landmarks carry no badge: the text output says so rather than nothing.
    let text = try landmarks.run(["badges", "--all", "--country", "IS"])
    #expect(text.status == 0)
    #expect(text.stdout.isEmpty)
    #expect(text.stderr.contains("has a badge"))
  }

  @Test func badgesOfATripCollection() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    #expect(try landmarks.run(["collections", "create", "Iceland 2025"]).status == 0)
    #expect(try landmarks.run(["collections", "add", "Iceland 2025", "kirkjufell", "fuji", "etna"]).status == 0)
    let result = try landmarks.run(["badges", "--all", "--collection", "iceland 2025"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Mount Fuji") && result.stdout.contains("Mount Etna"))
    #expect(!result.stdout.contains("Kirkjufell") && !result.stdout.contains("Matterhorn"))
  }

  @Test(arguments: [
    (["list", "--kind", "mountian"], "Did you mean 'mountain'?"),
    (["list", "--continent", "eurpoe"], "Did you mean 'Europe'?"),
    (["mark", "fuji", "fotoo"], "Did you mean 'photo'?"),
    (["list", "--country", "Icelnd"], "'Iceland'"),
  ])
  func typosGetTheNearestValue(arguments: [String], says: String) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(says), "\(result.stderr)")
  }

  @Test func activityBeforeTheLandmarkShowsTheCommandMeant() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["mark", "photo", "fuji"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Did you mean 'landmarks mark fuji photo'?"))
    #expect(!FileManager.default.fileExists(atPath: landmarks.stateFile.path))
  }

  @Test func allFourWithoutABadgeSaysSo() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["mark", "kirkjufell", "--all"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("(4/4 done)"))
    #expect(result.stdout.contains("Kirkjufell Mountain, which has no badge to earn"))
  }
}
