import LandmarksCore

/// `landmarks collections create NAME [--description TEXT]`.
struct CollectionsCreateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "create", abstract: "Create an empty collection.",
    arguments: [
      .init(name: "name", arity: .required, help: "A name no other collection has (case aside).", kind: .text)
    ],
    options: [.option("description", value: "text", kind: .text, help: "What the collection is for.")],
    examples: [
      .init(
        arguments: "collections create \"Sweet Deserts\" --description \"Sand and sun\"",
        explanation: "A new collection.")
    ])

  let name: String
  let description: String

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    description = arguments.value("description") ?? ""
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let now = context.now()
    let id = context.makeIdentifier()
    let created = try context.store.update { state in
      try state.createCollection(named: name, description: description, id: id, on: now)
    }
    return MessageOutput(lines: ["Created the collection \(SafeText.clean(Excerpt.of(created.name.value)))."])
  }
}
