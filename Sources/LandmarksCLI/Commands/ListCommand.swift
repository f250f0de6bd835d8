import LandmarksCore

/// `landmarks list`: the catalog in sections by continent, the featured landmark on top.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "list",
    abstract: "List landmarks in sections by continent.",
    discussion: """
      Sections follow the sample app's continent order; names are sorted within each. The \
      featured landmark is shown on top when no filter is given. Filters combine.
      """,
    options: [
      .option(
        "continent", value: "continent", help: "Only this continent: a name, Oceania/Australia, or a code (AS EU …)."),
      .option("kind", value: "kind", help: "Only landmarks of this kind (mountain, temple, …)."),
      .option("country", value: "code", help: "Only this country: ISO code (JP, JPN) or name."),
      .flag("favorites", help: "Only your favorites."),
      .option("collection", value: "name", help: "Only the landmarks in this collection."),
      .json,
    ],
    examples: [
      .init(arguments: "list", explanation: "Every landmark, by continent."),
      .init(arguments: "list --continent europe --kind castle", explanation: "Castles in Europe."),
      .init(arguments: "list --country JP --json", explanation: "Landmarks in Japan, as JSON."),
      .init(arguments: "list --favorites", explanation: "Your favorites, by continent."),
    ]
  )

  let continent: Continent?
  let kind: LandmarkKind?
  let country: String?
  let favoritesOnly: Bool
  let collection: String?

  init(arguments: ParsedArguments) throws {
    continent = try arguments.value(
      "continent", expecting: "a continent: \(Continent.allCases.map(\.name).joined(separator: ", "))",
      Continent.init(parsing:))
    kind = try arguments.value(
      "kind", expecting: "a kind: \(LandmarkKind.allCases.map(\.rawValue).joined(separator: ", "))",
      LandmarkKind.init(parsing:))
    country = arguments.value("country")
    favoritesOnly = arguments.flag("favorites")
    collection = arguments.value("collection")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    var filter = LandmarkFilter(continent: continent, kind: kind)
    if let country {
      guard let match = catalog.countries.country(country) else {
        throw UsageError.invalidValue(
          option: "--country", value: country, expected: "an ISO 3166 country code such as JP or JPN, or a country name"
        )
      }
      filter.country = match.alpha2
    }
    // Read once: the filters need the state, and so does the badge stack.
    let loaded = Result { try context.loadState() }
    if favoritesOnly || collection != nil {
      let state = try loaded.get()
      var ids = favoritesOnly ? Set(state.favorites.landmarkIDs) : nil
      if let collection {
        let members = Set(try state.collection(named: collection).landmarkIDs)
        ids = ids.map { $0.intersection(members) } ?? members
      }
      filter.ids = ids
    }
    let isFiltered = filter != LandmarkFilter()
    var notes: [String] = []
    var warnings: [String] = []
    let sections = catalog.sections(matching: filter)
    if sections.isEmpty { notes.append("No landmarks match these filters.") }
    // A plain listing does not need the state: one that cannot be read only costs the stack.
    var badgeStack: BadgeStack?
    switch loaded {
    case .success(let state): badgeStack = BadgeStack(catalog: catalog, state: state)
    case .failure(let error): warnings.append("Warning: " + error.localizedDescription)
    }
    return ListOutput(
      featured: isFiltered ? nil : catalog.featured,
      sections: sections.map { ListOutput.Section(continent: $0.continent, landmarks: $0.landmarks) },
      badgeStack: badgeStack,
      notes: notes,
      warnings: warnings
    )
  }
}
