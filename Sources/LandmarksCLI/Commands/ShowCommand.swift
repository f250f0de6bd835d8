import LandmarksCore

/// `landmarks show LANDMARK`: the detail view with the inspector's facts and the user's side.
struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    abstract: "Show a landmark: description, facts, your progress and collections.",
    discussion: """
      A landmark is named by its id (1016), its slug (mount-fuji), its name or another name in \
      any case and without accents (mount fuji, 富士山, ayers rock), or a unique start of a word \
      of its name (fuji).
      """,
    arguments: [.landmark],
    options: [.json],
    examples: [
      .init(arguments: "show fuji", explanation: "Mount Fuji's detail."),
      .init(arguments: "show \"ayers rock\"", explanation: "Uluru, by its other name."),
      .init(arguments: "show 1016 --json", explanation: "One landmark as a JSON object."),
    ]
  )

  let landmark: String

  init(arguments: ParsedArguments) throws {
    landmark = arguments.positionals.first ?? ""
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    return try LandmarkDetail(catalog.resolve(landmark), catalog: catalog, context: context)
  }
}
