import LandmarksCore

/// `landmarks collections rename NAME NEW-NAME`: the collection keeps its id and contents.
struct CollectionsRenameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "rename", abstract: .collectionsRenameAbstract,
    discussion: [.init(.collectionsRenameDiscussion)],
    arguments: [
      .init(name: "name", arity: .required, help: .collectionsRenameArgumentName, kind: .collection),
      .init(name: "new-name", arity: .required, help: .collectionsRenameArgumentNewName, kind: .text),
    ],
    examples: [
      .init(arguments: "collections rename \"2023 Trip\" \"2024 Trip\"", explanation: .collectionsRenameExample1)
    ])

  let name: String
  let newName: String

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    newName = arguments.positionals.dropFirst().first ?? ""
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let now = context.now()
    let (oldName, renamed) = try context.store.update { state in
      let old = try LocalizedInput.collection(name, in: state, strictness: .exact)
      // By id: the name may be Favorites' in the reader's language, which the store does not know.
      return (old.name.value, try state.renameCollection(old.id, to: newName, on: now).name.value)
    }
    return MessageOutput(lines: [
      context.tr(.collectionsRenamed, SafeText.clean(Excerpt.of(oldName)), SafeText.clean(Excerpt.of(renamed)))
    ])
  }
}
