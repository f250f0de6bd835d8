import LandmarksCore

/// `landmarks search QUERY`: ranked, case-, accent- and typo-tolerant name search.
struct SearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "search",
    abstract: "Find landmarks by name or other name, forgiving case, accents and typos.",
    discussion: """
      Hits are ranked: the whole name, then its start, the start of a later word, anywhere \
      inside, then near misses; shorter names first within each. No hits is not an error.
      """,
    arguments: [.init(name: "query", arity: .oneOrMore, help: "What to look for; several words are one query.")],
    options: [
      .option("limit", value: "n", help: "Show at most this many hits (default 20, 0 for all)."),
      .json,
    ],
    examples: [
      .init(arguments: "search machu pichu", explanation: "Finds Machu Picchu despite the typo."),
      .init(arguments: "search sagarmatha", explanation: "Finds Mount Everest by its Nepali name."),
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
    let hits = try context.loadCatalog().search(query, limit: limit)
    let notes =
      hits.isEmpty ? ["No landmarks match '\(SafeText.clean(query))'. Try fewer letters or 'landmarks list'."] : []
    return SearchOutput(hits: hits, notes: notes)
  }
}
