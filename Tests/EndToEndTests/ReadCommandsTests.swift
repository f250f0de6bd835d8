import Foundation
import Testing

/// The read commands — list, show, search, featured, help, --version — run as a person would run them.
@Suite struct ReadCommandsTests {
  /// The seven continents in the sample app's order.
  static let continents = [
    "Asia", "Africa", "Antarctica", "Australia/Oceania", "Europe", "North America", "South America",
  ]

  /// Every key a landmark in JSON always carries.
  static let landmarkKeys = [
    "id", "slug", "name", "alternateNames", "continent", "country", "location", "latitude", "longitude",
    "elevation", "areaKm2", "kinds", "description", "badge", "source",
  ]

  /// Every command `help` must list.
  static let commands = [
    "list", "show", "search", "featured", "mark", "unmark", "badges", "progress", "favorites", "collections", "help",
  ]

  // MARK: list

  /// `list` shows the featured landmark first, then the seven continent sections in the sample's order.
  @Test func listShowsFeaturedThenContinentSections() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = EndToEndJSON.lines(result.stdout)
    let first = try #require(lines.first)
    #expect(first.contains("Featured: Mount Fuji"))
    let headers = lines.dropFirst().filter { !$0.hasPrefix(" ") }.map { line -> String in
      if let parenthesis = line.range(of: " (") { return String(line[..<parenthesis.lowerBound]) }
      return line
    }
    #expect(headers == Self.continents)
  }

  /// Piped output carries no escape sequences.
  @Test(arguments: [
    ["list"], ["show", "fuji"], ["search", "fuji"], ["featured"], ["progress"], ["badges", "--all"],
    ["collections"], ["help"],
  ])
  func pipedOutputHasNoEscapes(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(arguments)
    #expect(result.status == 0)
    #expect(!result.stdout.isEmpty)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(!result.stderr.contains("\u{1B}"))
  }

  /// `list --json` is a flat array holding every landmark once, each with every key.
  @Test func listJSONIsAFlatArrayOfCompleteLandmarks() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list", "--json"])
    #expect(result.status == 0)
    let items = try #require(EndToEndJSON.array(result.stdout))
    #expect(items.count >= 150)
    let ids = items.compactMap { EndToEndJSON.int($0["id"]) }
    #expect(ids.count == items.count)
    #expect(Set(ids).count == ids.count)
    #expect(Set(items.compactMap { $0["slug"] as? String }).count == items.count)
    var sawNullBadge = false
    for item in items {
      let name = item["name"] as? String ?? "?"
      for key in Self.landmarkKeys {
        #expect(item.keys.contains(key), "\(name) lacks \(key)")
      }
      let elevation = item["elevation"] as? [String: Any]
      #expect(elevation != nil, "\(name): elevation is not an object")
      #expect(elevation?.keys.contains("low") == true && elevation?.keys.contains("high") == true)
      #expect(Self.continents.contains(item["continent"] as? String ?? ""), "\(name): continent")
      #expect((item["country"] as? String)?.count == 2, "\(name): country")
      #expect(EndToEndJSON.isNumber(item["latitude"]) && EndToEndJSON.isNumber(item["longitude"]))
      #expect(item["alternateNames"] is [Any] && item["kinds"] is [Any])
      if EndToEndJSON.isNull(item["badge"]) {
        sawNullBadge = true
      } else {
        let badge = item["badge"] as? [String: Any]
        #expect(badge?["id"] is String && badge?["symbol"] is String && badge?["color"] is String, "\(name)")
      }
    }
    #expect(sawNullBadge, "some landmark without a badge should carry \"badge\": null")
    // Every continent's section is in the flat array, in the sample's order.
    let order = items.compactMap { $0["continent"] as? String }
    var seen: [String] = []
    for continent in order where seen.last != continent { seen.append(continent) }
    #expect(seen == Self.continents)
  }

  /// Slashes stay unescaped in the raw JSON.
  @Test func listJSONDoesNotEscapeSlashes() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list", "--json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"Australia/Oceania\""))
    #expect(!result.stdout.contains("\\/"))
  }

  /// One filter case: arguments and what each listed landmark must match.
  struct Filter: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let continent: String?
    let kind: String?
    let country: String?
    var testDescription: String { arguments.joined(separator: " ") }

    func matches(_ item: [String: Any]) -> Bool {
      if let continent, item["continent"] as? String != continent { return false }
      if let kind, !(item["kinds"] as? [String] ?? []).contains(kind) { return false }
      if let country, item["country"] as? String != country { return false }
      return true
    }
  }

  static let filters = [
    Filter(arguments: ["--continent", "oceania"], continent: "Australia/Oceania", kind: nil, country: nil),
    Filter(arguments: ["--continent", "Australia"], continent: "Australia/Oceania", kind: nil, country: nil),
    Filter(arguments: ["--continent", "EU"], continent: "Europe", kind: nil, country: nil),
    Filter(arguments: ["--continent", "north america"], continent: "North America", kind: nil, country: nil),
    Filter(arguments: ["--kind", "mountain"], continent: nil, kind: "mountain", country: nil),
    Filter(arguments: ["--country", "JP"], continent: nil, kind: nil, country: "JP"),
    Filter(
      arguments: ["--continent", "asia", "--kind", "mountain"], continent: "Asia", kind: "mountain", country: nil),
    Filter(
      arguments: ["--continent", "asia", "--kind", "mountain", "--country", "JP"], continent: "Asia",
      kind: "mountain", country: "JP"),
    Filter(arguments: ["--kind", "mountain", "--country", "JP"], continent: nil, kind: "mountain", country: "JP"),
  ]

  /// Filters pick exactly the landmarks that match, and combine.
  @Test(arguments: filters)
  func listFilters(filter: Filter) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let all = try #require(EndToEndJSON.array(try landmarks.run(["list", "--json"]).stdout))
    let expected = all.filter(filter.matches).compactMap { EndToEndJSON.int($0["id"]) }
    #expect(!expected.isEmpty)
    let result = try landmarks.run(["list"] + filter.arguments + ["--json"])
    #expect(result.status == 0)
    let items = try #require(EndToEndJSON.array(result.stdout))
    #expect(items.allSatisfy(filter.matches))
    #expect(items.compactMap { EndToEndJSON.int($0["id"]) } == expected)

    // The text form lists the same landmarks, without the featured line.
    let text = try landmarks.run(["list"] + filter.arguments)
    #expect(text.status == 0)
    #expect(!text.stdout.contains("Featured"))
    let rows = EndToEndJSON.lines(text.stdout).filter { $0.hasPrefix("  ") }
    #expect(rows.count == expected.count)
    for id in expected {
      #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(id) ") }, "\(id) missing")
    }
  }

  /// `--continent oceania` text shows only the Australia/Oceania section.
  @Test func listContinentTextShowsOneSection() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list", "--continent", "oceania"])
    #expect(result.status == 0)
    let headers = EndToEndJSON.lines(result.stdout).filter { !$0.hasPrefix(" ") }
    #expect(headers.count == 1)
    #expect(headers.first?.hasPrefix("Australia/Oceania") == true)
    #expect(result.stdout.contains("Uluru"))
  }

  /// An unknown continent is a usage error: a message on stderr, nothing on stdout.
  @Test func listUnknownContinentIsUsageError() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list", "--continent", "atlantis"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("atlantis"))
    #expect(result.stderr.contains("--continent"))
  }

  // MARK: show

  /// `show fuji` prints Mount Fuji's detail: name, elevation with grouping, its description whole.
  @Test func showFuji() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["show", "fuji"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(EndToEndJSON.lines(result.stdout).first?.contains("Mount Fuji") == true)
    #expect(result.stdout.contains("3,776 m"))
    #expect(result.stdout.contains("Honshu, Japan"))
    let json = try #require(EndToEndJSON.object(try landmarks.run(["show", "fuji", "--json"]).stdout))
    let description = try #require(json["description"] as? String)
    #expect(description.count > 40)
    #expect(result.stdout.contains(description))
  }

  /// A landmark named by id, slug, name, alternate name or a unique prefix is the same landmark.
  @Test(arguments: [
    ("1016", "Mount Fuji"), ("mount-fuji", "Mount Fuji"), ("MOUNT FUJI", "Mount Fuji"), ("富士山", "Mount Fuji"),
    ("fuji", "Mount Fuji"), ("ayers rock", "Uluru"), ("Ayers Rock", "Uluru"), ("kirkju", "Kirkjufell Mountain"),
  ])
  func showResolves(name: String, expected: String) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["show", name])
    #expect(result.status == 0)
    let first = try #require(EndToEndJSON.lines(result.stdout).first)
    #expect(first.hasPrefix(expected))
  }

  /// `show 1016 --json` is one object for Mount Fuji.
  @Test func showJSONIsOneObject() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["show", "1016", "--json"])
    #expect(result.status == 0)
    let object = try #require(EndToEndJSON.object(result.stdout))
    #expect(EndToEndJSON.int(object["id"]) == 1016)
    #expect(object["name"] as? String == "Mount Fuji")
    #expect(object["slug"] as? String == "mount-fuji")
    for key in Self.landmarkKeys {
      #expect(object.keys.contains(key), "lacks \(key)")
    }
    let elevation = try #require(object["elevation"] as? [String: Any])
    #expect(EndToEndJSON.int(elevation["high"]) == 3776)
  }

  /// An unknown landmark is exit 1 with advice on stderr and nothing on stdout.
  @Test func showUnknownLandmark() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["show", "nowhere-land"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("nowhere-land"))
    #expect(result.stderr.contains("landmarks search") || result.stderr.lowercased().contains("did you mean"))
  }

  /// A mistyped landmark gets "did you mean" with the nearest one.
  @Test(arguments: [("matterhron", "Matterhorn"), ("fujii", "Mount Fuji"), ("uluruu", "Uluru")])
  func showMistypedLandmarkSuggests(name: String, suggestion: String) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["show", name])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.lowercased().contains("did you mean"))
    #expect(result.stderr.contains(suggestion))
  }

  /// An ambiguous prefix is exit 1 with the candidates.
  @Test func showAmbiguousLandmark() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["show", "mount"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Mount Fuji"))
    #expect(result.stderr.contains("Mount Everest"))
  }

  // MARK: search

  /// A typo still finds Machu Picchu first.
  @Test func searchToleratesTypos() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["search", "machu", "pichu"])
    #expect(result.status == 0)
    let first = try #require(EndToEndJSON.lines(result.stdout).first)
    #expect(first.contains("Machu Picchu"))
  }

  /// Case and accents do not matter.
  @Test(arguments: [("SAGRADA FAMILIA", "Sagrada Família"), ("vatnajokull", "Vatnajökull")])
  func searchIgnoresCaseAndAccents(query: String, expected: String) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["search", query])
    #expect(result.status == 0)
    #expect(EndToEndJSON.lines(result.stdout).first?.contains(expected) == true)
  }

  /// No hits is not an error: empty stdout and a note on stderr.
  @Test func searchWithoutHits() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["search", "zzzzqqq"])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(!result.stderr.isEmpty)
  }

  /// No hits in JSON is an empty array.
  @Test func searchWithoutHitsJSON() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["search", "zzzzqqq", "--json"])
    #expect(result.status == 0)
    let array = try #require(EndToEndJSON.value(result.stdout) as? [Any])
    #expect(array.isEmpty)
  }

  /// Search hits in JSON are complete landmarks with a numeric score, best first.
  @Test func searchJSONHitsCarryScores() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["search", "falls", "--json"])
    #expect(result.status == 0)
    let hits = try #require(EndToEndJSON.array(result.stdout))
    #expect(!hits.isEmpty)
    var scores: [Double] = []
    for hit in hits {
      #expect(EndToEndJSON.isNumber(hit["score"]), "\(hit["name"] ?? "?") has no numeric score")
      if let score = EndToEndJSON.double(hit["score"]) { scores.append(score) }
      for key in Self.landmarkKeys {
        #expect(hit.keys.contains(key))
      }
    }
    #expect(scores == scores.sorted(by: >), "hits are ranked best first")
    #expect(hits.contains { $0["name"] as? String == "Niagara Falls" })
  }

  // MARK: featured

  /// `featured` shows Mount Fuji; in JSON it is one object with id 1016.
  @Test func featured() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let text = try landmarks.run(["featured"])
    #expect(text.status == 0)
    #expect(text.stdout.contains("Mount Fuji"))
    let json = try landmarks.run(["featured", "--json"])
    #expect(json.status == 0)
    let object = try #require(EndToEndJSON.object(json.stdout))
    #expect(EndToEndJSON.int(object["id"]) == 1016)
  }

  // MARK: help, version, mistakes

  /// `--version` prints a version number.
  @Test func version() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(/\d+\.\d+(\.\d+)?/))
    #expect(result.stdout.hasSuffix("\n"))
  }

  /// `help` lists every command.
  @Test func helpListsEveryCommand() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["help"])
    #expect(result.status == 0)
    let lines = EndToEndJSON.lines(result.stdout).map { $0.trimmingCharacters(in: .whitespaces) }
    for command in Self.commands {
      #expect(lines.contains { $0.hasPrefix(command + " ") }, "help lacks \(command)")
    }
  }

  /// `help COMMAND`, `COMMAND --help` and `COMMAND -h` print the same, with a usage line and examples.
  @Test(arguments: [
    ["list"], ["show"], ["search"], ["featured"], ["mark"], ["unmark"], ["badges"], ["progress"], ["favorites"],
    ["collections"], ["collections", "create"], ["favorites", "add"], ["badges", "hide"],
  ])
  func helpAndDashDashHelpAgree(command: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let help = try landmarks.run(["help"] + command)
    let dashDash = try landmarks.run(command + ["--help"])
    let dash = try landmarks.run(command + ["-h"])
    #expect(help.status == 0 && dashDash.status == 0 && dash.status == 0)
    #expect(!help.stdout.isEmpty)
    #expect(help.stdout == dashDash.stdout)
    #expect(help.stdout == dash.stdout)
    #expect(help.stdout.contains("landmarks " + command.joined(separator: " ")))
    #expect(help.stdout.contains("USAGE"))
    #expect(help.stdout.contains("EXAMPLES"))
  }

  /// A mistyped command is a usage error with a suggestion.
  @Test func mistypedCommandSuggests() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["lsit"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Did you mean 'list'"))
  }

  /// Mistyped commands, subcommands and options are usage errors with the nearest suggestion, and write nothing.
  @Test(arguments: [
    (["colections"], "Did you mean 'collections'"),
    (["badges", "hdie"], "Did you mean 'badges hide'"),
    (["favorites", "ad", "fuji"], "Did you mean 'favorites add'"),
    (["list", "--jsn"], "Did you mean '--json'"),
    (["list", "--contnent=asia"], "Did you mean '--continent'"),
  ])
  func mistakesSuggest(arguments: [String], suggestion: String) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(suggestion))
    #expect(!FileManager.default.fileExists(atPath: landmarks.home.path))
  }

  /// A mistyped option is a usage error suggesting the right one.
  @Test func mistypedOptionSuggests() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list", "--contnent", "asia"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("--contnent"))
    #expect(result.stderr.contains("--continent"))
  }

  /// Read commands never create the data folder.
  @Test(arguments: [
    ["list"], ["list", "--json"], ["list", "--favorites"], ["show", "fuji"], ["show", "fuji", "--json"],
    ["search", "fuji"], ["featured"], ["badges"], ["badges", "--all"], ["badges", "--json"], ["progress"],
    ["progress", "--json"], ["favorites"], ["favorites", "--json"], ["collections"], ["collections", "--json"],
    ["collections", "show", "favorites"], ["help"], ["--version"],
  ])
  func readCommandsDoNotCreateHome(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(arguments)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: landmarks.home.path))
  }
}
