import LandmarksCore

/// `landmarks collections delete NAME [--yes]`: asks first on a terminal.
struct CollectionsDeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "delete", abstract: .collectionsDeleteAbstract,
    discussion: [.init(.collectionsDeleteDiscussion)],
    arguments: [
      .init(name: "name", arity: .required, help: .collectionsDeleteArgumentName, kind: .collection)
    ],
    options: [.flag("yes", short: "y", help: .collectionsDeleteOptionYes)],
    examples: [
      .init(arguments: "collections delete \"2023 Trip\" --yes", explanation: .collectionsDeleteExample1),
      .init(arguments: "collections delete 3f2a9c41 --yes", explanation: .collectionsDeleteExample2),
    ])

  let name: String
  let confirmed: Bool

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    confirmed = arguments.flag("yes")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    // Check the name before asking, so nobody confirms a deletion that cannot happen.
    let collection = try LocalizedInput.collection(name, in: context.loadState(), strictness: .exact)
    if collection.isFavorites { throw CollectionError.favoritesIsFixed(action: "deleted") }
    let shownName = SafeText.clean(Excerpt.of(collection.name.value))
    if !confirmed {
      guard context.terminal.inputIsTerminal else {
        throw CommandFailure.confirmationRequired(action: LocalizedText(.collectionsDeleteAction, [.text(shownName)]))
      }
      let count = context.tr(.countLandmarks, collection.landmarkIDs.count)
      try context.standardError.write(context.tr(.collectionsDeleteQuestion, shownName, count))
      let kept = CommandFailure.declined(outcome: LocalizedText(.collectionsDeleteKept, [.text(shownName)]))
      guard let line = context.readLine() else {
        // End of input (Ctrl-D) leaves the cursor after the question: end that line first.
        try context.standardError.write("\n")
        throw kept
      }
      guard context.localizer.isYes(line) else { throw kept }
    }
    let now = context.now()
    try context.store.update { state in
      // Delete by id: the name may have been changed by another process since the question.
      guard state.liveCollections.contains(where: { $0.id == collection.id }) else { return }
      try state.deleteCollection(collection.id, on: now)
    }
    return MessageOutput(lines: [context.tr(.collectionsDeleteDone, shownName)])
  }
}
