import LandmarksCore

/// `landmarks help [COMMAND [SUBCOMMAND]]`: the same help as `--help`.
struct HelpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "help",
    abstract: "Show help for landmarks or one of its commands.",
    arguments: [.init(name: "command", arity: .zeroOrMore, help: "The command (and subcommand) to explain.")],
    examples: [
      .init(arguments: "help", explanation: "Every command, in brief."),
      .init(arguments: "help collections create", explanation: "How to create a collection."),
    ]
  )

  let path: [String]

  init(arguments: ParsedArguments) throws {
    path = arguments.positionals
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    var command: any ParsableCommand.Type = RootCommand.self
    var names: [String] = []
    for name in path {
      guard let next = command.configuration.subcommands.first(where: { $0.configuration.name == name }) else {
        let candidates = command.configuration.subcommands.map { $0.configuration.name }
        throw UsageError.unknownCommand(
          name: (names + [name]).joined(separator: " "),
          suggestions: NearestNames.nearest(to: name, among: candidates, limit: 2))
      }
      command = next
      names.append(name)
    }
    return HelpOutput(command: command, path: names)
  }
}
