import LandmarksCore

/// `landmarks collections rename NAME NEW-NAME`: the collection keeps its id and contents.
struct CollectionsRenameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "rename", abstract: "Rename a collection (not Favorites).",
    arguments: [
      .init(name: "name", arity: .required, help: "The collection's current name."),
      .init(name: "new-name", arity: .required, help: "Its new name."),
    ],
    examples: [
      .init(arguments: "collections rename \"2023 Trip\" \"2024 Trip\"", explanation: "A new name, same contents.")
    ])

  let name: String
  let newName: String

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    newName = arguments.positionals.dropFirst().first ?? ""
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let now = context.now()
    let oldName = try context.store.update { state in
      let old = try state.collection(named: name).name.value
      try state.renameCollection(name, to: newName, on: now)
      return old
    }
    return MessageOutput(lines: ["Renamed \(SafeText.clean(oldName)) to \(SafeText.clean(newName))."])
  }
}
