import LandmarksCore

/// `landmarks search QUERY`: ranked, case-, accent- and typo-tolerant search by name, place and country.
struct SearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "search",
    abstract: "Find landmarks by name, place or country, forgiving case, accents and typos.",
    discussion: """
      Hits are ranked: names and other names first (the whole name, then its start, the start \
      of a later word, anywhere inside); then places (a part of the location line such as a \
      city or region, or the country by name or whole ISO code: whole, then its start, then the \
      start of a word); then near misses of names. Shorter matches come first within each. A \
      hit found by another name or a place says so ("· as Ayers Rock", "· in Kyoto"). For \
      every landmark in a country, use 'landmarks list --country CODE'. No hits is not an error.
      """,
    arguments: [
      .init(name: "query", arity: .oneOrMore, help: "What to look for; several words are one query.", kind: .text)
    ],
    options: [
      .option("limit", value: "n", kind: .number, help: "Show at most this many hits (default 20, 0 for all)."),
      .json,
    ],
    examples: [
      .init(arguments: "search machu pichu", explanation: "Finds Machu Picchu despite the typo."),
      .init(arguments: "search sagarmatha", explanation: "Finds Mount Everest by its Nepali name."),
      .init(arguments: "search kyoto", explanation: "Finds the landmarks in Kyoto."),
      .init(arguments: "search falls --limit 0 --json", explanation: "Every waterfall-named hit, as JSON."),
    ]
  )

  let query: String
  let limit: Int

  init(arguments: ParsedArguments) throws {
    query = arguments.positionals.joined(separator: " ")
    limit =
      try arguments.value("limit", expecting: "a whole number, 0 or more") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
      ?? 20
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    // Every hit is ranked anyway; counting them lets a cut list say how much it left out.
    let all = try context.loadCatalog().search(query, limit: 0)
    let hits = limit > 0 ? Array(all.prefix(limit)) : all
    var notes: [String] = []
    if all.isEmpty {
      notes.append(
        "No landmarks match '\(SafeText.clean(Excerpt.of(query)))'. Try fewer letters, a country, or 'landmarks list'.")
    } else if hits.count < all.count {
      notes.append("Showing \(hits.count) of \(all.count); use --limit 0 for all.")
    }
    return SearchOutput(hits: hits, notes: notes)
  }
}
