import LandmarksCore

/// `landmarks collections describe NAME TEXT`.
struct CollectionsDescribeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "describe", abstract: .collectionsDescribeAbstract,
    arguments: [
      .init(name: "name", arity: .required, help: MembershipChange.looseNameHelp, kind: .collection),
      .init(
        name: "text", arity: .oneOrMore, help: .collectionsDescribeArgumentText,
        allowsEmpty: true, kind: .text),
    ],
    examples: [
      .init(
        arguments: "collections describe \"Icy Wonderland\" Glaciers and ice", explanation: .collectionsDescribeExample1
      )
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
      try state.describeCollection(name, as: text, on: now)
    }
    return MessageOutput(lines: [context.tr(.collectionsDescribed, described.shownName(in: context.localizer))])
  }
}
