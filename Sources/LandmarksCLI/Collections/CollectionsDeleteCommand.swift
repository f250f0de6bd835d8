import LandmarksCore

/// `landmarks collections delete NAME [--yes]`: asks first on a terminal.
struct CollectionsDeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "delete", abstract: "Delete a collection (not Favorites); asks first.",
    discussion: """
      The collection must be named exactly (case and accents aside) or by its id, as shown in \
      'landmarks collections --json'; a name that could mean several collections deletes nothing. \
      On a terminal it asks before deleting. Without a terminal it refuses unless --yes is given.
      """,
    arguments: [
      .init(name: "name", arity: .required, help: "The collection's exact name, or its id.", kind: .collection)
    ],
    options: [.flag("yes", short: "y", help: "Delete without asking.")],
    examples: [
      .init(arguments: "collections delete \"2023 Trip\" --yes", explanation: "Delete without a question."),
      .init(arguments: "collections delete 3f2a9c41 --yes", explanation: "Delete by the start of its id."),
    ])

  let name: String
  let confirmed: Bool

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    confirmed = arguments.flag("yes")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    // Check the name before asking, so nobody confirms a deletion that cannot happen.
    let collection = try context.loadState().collection(named: name, strictness: .exact)
    if collection.isFavorites { throw CollectionError.favoritesIsFixed(action: "deleted") }
    let shownName = SafeText.clean(Excerpt.of(collection.name.value))
    if !confirmed {
      guard context.terminal.inputIsTerminal else {
        throw CommandFailure.confirmationRequired(action: "delete the collection \(shownName)")
      }
      let count = Formatting.count(collection.landmarkIDs.count, "landmark")
      try context.standardError.write("Delete the collection \(shownName) (\(count))? [y/N] ")
      let kept = CommandFailure.declined(outcome: "Kept the collection \(shownName).")
      guard let line = context.readLine() else {
        // End of input (Ctrl-D) leaves the cursor after the question: end that line first.
        try context.standardError.write("\n")
        throw kept
      }
      let answer = line.trimmingBlanks().lowercased()
      guard answer == "y" || answer == "yes" else { throw kept }
    }
    let now = context.now()
    try context.store.update { state in
      // Delete by id: the name may have been changed by another process since the question.
      guard state.liveCollections.contains(where: { $0.id == collection.id }) else { return }
      try state.deleteCollection(collection.id, on: now)
    }
    return MessageOutput(lines: ["Deleted the collection \(shownName)."])
  }
}
