import LandmarksCore

/// `landmarks collections create NAME [--description TEXT]`.
struct CollectionsCreateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "create", abstract: .collectionsCreateAbstract,
    arguments: [
      .init(name: "name", arity: .required, help: .collectionsCreateArgumentName, kind: .text)
    ],
    options: [.option("description", value: "text", kind: .text, help: .collectionsCreateOptionDescription)],
    examples: [
      .init(
        arguments: "collections create \"Sweet Deserts\" --description \"Sand and sun\"",
        explanation: .collectionsCreateExample1)
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
    return MessageOutput(lines: [context.tr(.collectionsCreated, SafeText.clean(Excerpt.of(created.name.value)))])
  }
}
