import LandmarksCore

/// `landmarks collections delete NAME [--yes]`: asks first on a terminal.
struct CollectionsDeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "delete", abstract: "Delete a collection (not Favorites); asks first.",
    discussion: "On a terminal it asks before deleting. Without a terminal it refuses unless --yes is given.",
    arguments: [.init(name: "name", arity: .required, help: "The collection's name.")],
    options: [.flag("yes", short: "y", help: "Delete without asking.")],
    examples: [.init(arguments: "collections delete \"2023 Trip\" --yes", explanation: "Delete without a question.")])

  let name: String
  let confirmed: Bool

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    confirmed = arguments.flag("yes")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    // Check the name before asking, so nobody confirms a deletion that cannot happen.
    let collection = try context.loadState().collection(named: name)
    if collection.isFavorites { throw CollectionError.favoritesIsFixed(action: "deleted") }
    let shownName = SafeText.clean(collection.name.value)
    if !confirmed {
      let action = "delete the collection \(shownName)"
      guard context.terminal.inputIsTerminal else { throw CommandFailure.confirmationRequired(action: action) }
      let count = Formatting.count(collection.landmarkIDs.count, "landmark")
      try context.standardError.write("Delete the collection \(shownName) (\(count))? [y/N] ")
      let answer = context.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
      guard answer == "y" || answer == "yes" else { throw CommandFailure.declined(action: action) }
    }
    let now = context.now()
    try context.store.update { state in
      // Delete by id: the name may have been changed by another process since the question.
      guard let current = state.liveCollections.first(where: { $0.id == collection.id }) else { return }
      try state.deleteCollection(current.name.value, on: now)
    }
    return MessageOutput(lines: ["Deleted the collection \(shownName)."])
  }
}
