import LandmarksCore

/// `landmarks collections describe NAME TEXT`.
struct CollectionsDescribeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "describe", abstract: "Set a collection's description (an empty one clears it).",
    arguments: [
      .init(name: "name", arity: .required, help: MembershipChange.looseNameHelp, kind: .collection),
      .init(
        name: "text", arity: .oneOrMore, help: "The new description; several words are joined; \"\" clears it.",
        allowsEmpty: true, kind: .text),
    ],
    examples: [
      .init(arguments: "collections describe \"Icy Wonderland\" Glaciers and ice", explanation: "A new description.")
    ])

  let name: String
  let text: String

  init(arguments: ParsedArguments) throws {
    name = arguments.positionals.first ?? ""
    text = arguments.positionals.dropFirst().joined(separator: " ")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let now = context.now()
    let described = try context.store.update { state in
      try state.describeCollection(name, as: text, on: now).name.value
    }
    return MessageOutput(lines: ["Described \(SafeText.clean(Excerpt.of(described)))."])
  }
}
