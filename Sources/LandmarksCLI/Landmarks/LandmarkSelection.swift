import LandmarksCore
import LandmarksModels

/// The filters that pick which landmarks a command is about, shared by `list` and `badges` (and
/// meant for any later command that works on a selection), so they are declared, parsed,
/// explained and applied the same way everywhere.
///
/// Values of one filter combine as "any of" (`--country IS --country JP`, or `--country IS,JP`);
/// different filters as "all of" (`--continent europe --kind volcano`).
struct LandmarkSelection: Sendable, Hashable {
  /// The shared options, in the order help lists them.
  static let options: [OptionDefinition] = [
    .option(
      "continent", value: "continent", kind: .continent,
      help: .selectionOptionContinent),
    .option(
      "kind", value: "kind", kind: .kind, help: .selectionOptionKind),
    .option(
      "country", value: "country", kind: .country,
      help: .selectionOptionCountry),
    .flag("favorites", help: .selectionOptionFavorites),
    .option("collection", value: "name", kind: .collection, help: .selectionOptionCollection),
    .option(
      "source", value: "name", kind: .text,
      help: .selectionOptionSource),
  ]

  /// The help paragraph every selecting command shows: how filters combine, and every kind, which
  /// is where a mistyped kind's error points.
  static let discussion = LocalizedText(.selectionDiscussion, [.text(kindList())])

  /// Every kind's name, sorted, comma-separated.
  ///
  /// Built with plain appends: routing any command builds the list command's help, and the
  /// generic `joined(separator:)` cost more than the rest of that.
  private static func kindList() -> String {
    var list = ""
    for name in LandmarkKind.allCases.map(\.rawValue).sorted() {
      if !list.isEmpty { list += ", " }
      list += name
    }
    return list
  }

  /// Continents asked for; empty for any.
  let continents: Set<Continent>
  /// Known kinds asked for; empty for any.
  let kinds: Set<LandmarkKind>
  /// Kinds outside the known vocabulary as typed, checked against the kinds imports brought.
  let otherKinds: [String]
  /// Source names as typed; checked against the catalog's sources.
  let sources: [String]
  /// Countries as typed; the catalog's country table reads them when the filter is built.
  let countries: [String]
  /// Only favorites.
  let favoritesOnly: Bool
  /// Collection names as typed; the state resolves them when the filter is built.
  let collections: [String]

  /// Reads the shared options; an unknown continent or kind is a usage error naming the nearest.
  init(arguments: ParsedArguments) throws {
    continents = Set(try arguments.values("continent").map(Self.continent(_:)))
    let kindTexts = try arguments.values("kind")
    // A kind named in another of the interface's languages (Vulkan, 火山) is the catalog's own.
    let known = kindTexts.map { LandmarkKind(parsing: $0) ?? LocalizedInput.kind($0) }
    kinds = Set(known.compactMap { $0 })
    otherKinds = zip(kindTexts, known).filter { $0.1 == nil }.map(\.0)
    sources = try arguments.values("source", splittingCommas: false)
    // Commas are split later, once the table can tell whether the whole text is a name.
    countries = try arguments.values("country", splittingCommas: false)
    favoritesOnly = arguments.flag("favorites")
    collections = try arguments.values("collection", splittingCommas: false)
  }

  /// True when no filter was given.
  var isEmpty: Bool {
    continents.isEmpty && kinds.isEmpty && otherKinds.isEmpty && countries.isEmpty && !favoritesOnly
      && collections.isEmpty && sources.isEmpty
  }

  /// True when building the filter reads the user's state (favorites, collections).
  var needsState: Bool { favoritesOnly || !collections.isEmpty }

  /// The filter for `catalog`; `state` is read only when favorites or collections are asked for,
  /// so a plain listing still works when the store cannot be read.
  func filter(in catalog: Catalog, state: Result<UserState, any Error>) throws -> LandmarkFilter {
    var countryCodes = Set<String>()
    for text in countries {
      for piece in Self.pieces(of: text, keepingWholeIf: { Self.knownCountry($0, in: catalog.countries) != nil }) {
        countryCodes.insert(try Self.country(piece, in: catalog.countries).alpha2)
      }
    }
    var allKinds = kinds
    if !otherKinds.isEmpty {
      // Only now is the catalog known: a kind an import brought (tea-house) is as good as a known one.
      let imported = catalog.sources.isEmpty ? [] : try catalog.kindNames()
      for text in otherKinds { allKinds.insert(try Self.kind(text, among: imported)) }
    }
    var filter = LandmarkFilter(continents: continents, kinds: allKinds, countries: countryCodes)
    filter.sources = Set(try sources.map { try Self.source($0, in: catalog) })
    guard needsState else { return filter }
    let state = try state.get()
    var ids: Set<Int>?
    if !collections.isEmpty {
      var members = Set<Int>()
      for text in collections {
        for piece in Self.pieces(of: text, keepingWholeIf: { (try? LocalizedInput.collection($0, in: state)) != nil }) {
          members.formUnion(try LocalizedInput.collection(piece, in: state).landmarkIDs)
        }
      }
      ids = members
    }
    if favoritesOnly {
      let favorites = Set(state.favorites.landmarkIDs)
      ids = ids.map { $0.intersection(favorites) } ?? favorites
    }
    filter.ids = ids
    return filter
  }

  /// The filter, given state already loaded.
  func filter(in catalog: Catalog, state: UserState) throws -> LandmarkFilter {
    try filter(in: catalog, state: .success(state))
  }

  // MARK: - Values

  /// `text` whole when `exists` says it names something, else its comma-separated pieces.
  private static func pieces(of text: String, keepingWholeIf exists: (String) -> Bool) -> [String] {
    guard text.contains(","), !exists(text) else { return [text] }
    let pieces = text.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    return pieces.isEmpty ? [text] : pieces
  }

  /// The continent `text` names, or a usage error offering the nearest spellings.
  private static func continent(_ text: String) throws -> Continent {
    if let continent = Continent(parsing: text) ?? LocalizedInput.continent(text) { return continent }
    throw UsageError.unknownValue(
      option: "--continent", value: text, suggestions: Continent.nearestSpellings(to: text).map(quoted),
      hint: LocalizedText(
        .selectionContinentsHint,
        [
          .text(Continent.allCases.map(\.name).joined(separator: ", ")),
          .text(Continent.allCases.map(\.code).joined(separator: " ")),
        ]))
  }

  /// The source `text` names (`built-in` included), or an error listing the sources.
  private static func source(_ text: String, in catalog: Catalog) throws -> String {
    if text.lowercased() == LandmarkFilter.builtInSource { return LandmarkFilter.builtInSource }
    if let source = catalog.sources.first(where: { $0.name == text }) { return source.name }
    if let source = catalog.sources.first(where: { $0.name.lowercased() == text.lowercased() }) { return source.name }
    throw SourceError.unknownSource(name: text, known: catalog.sources.map(\.name))
  }

  /// The kind `text` names, known or among `imported`, or a usage error offering the nearest (the
  /// full list is in help).
  private static func kind(_ text: String, among imported: [String] = []) throws -> LandmarkKind {
    if let kind = LandmarkKind(parsing: text, among: imported) { return kind }
    let extra = imported.filter { !LandmarkKind(rawValue: $0).isKnown }
    let suggestions = LandmarkKind.nearestNames(to: text, among: extra)
    throw UsageError.unknownValue(
      option: "--kind", value: text, suggestions: suggestions.map(quoted),
      hint: LocalizedText(suggestions.isEmpty ? .selectionKindsHint : .selectionKindsHelpHint))
  }

  /// The country `text` names by its code or its name in English or in any of the interface's
  /// languages (`Frankreich`, as `show` calls it in German).
  private static func knownCountry(_ text: String, in table: CountryTable) -> Country? {
    table.country(text) ?? LocalizedInput.countryCode(text).flatMap(table.country)
  }

  /// The country `text` names, or a usage error offering the nearest codes or names.
  private static func country(_ text: String, in table: CountryTable) throws -> Country {
    if let country = knownCountry(text, in: table) { return country }
    var suggestions = table.nearest(to: text).map { match in
      let name = match.country.name.trimmingBlanks()
      return match.spelling == match.country.name ? quoted(name) : "\(quoted(match.spelling)) (\(name))"
    }
    // `--country EU` or `--country Europe`: a continent given where a country was expected.
    if let continent = Continent(parsing: text) {
      suggestions = [quoted("--continent \(continent.code)")]
    }
    throw UsageError.unknownValue(
      option: "--country", value: text, suggestions: suggestions,
      hint: LocalizedText(.selectionCountryHint))
  }

  /// `text` in the single quotes messages put around what to type.
  private static func quoted(_ text: String) -> String { "'\(text)'" }
}
