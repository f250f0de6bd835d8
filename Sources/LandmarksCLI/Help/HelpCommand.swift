import LandmarksCore

/// `landmarks help [COMMAND [SUBCOMMAND]]`: the same help as `--help`.
struct HelpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "help",
    abstract: "Show help for landmarks or one of its commands.",
    arguments: [
      .init(name: "command", arity: .zeroOrMore, help: "The command (and subcommand) to explain.", kind: .command)
    ],
    options: [.flag("man", help: "Print the whole manual page, in roff (see 'man -l').")],
    examples: [
      .init(arguments: "help", explanation: "Every command, in brief."),
      .init(arguments: "help collections create", explanation: "How to create a collection."),
      .init(
        arguments: "help --man",
        explanation: "The manual page in roff: save it as landmarks.1 and read it with 'man -l'."),
    ]
  )

  let path: [String]
  /// Whether the whole manual page is wanted instead of one command's help.
  let wantsManual: Bool

  init(arguments: ParsedArguments) throws {
    path = arguments.positionals
    wantsManual = arguments.flag("man")
    if wantsManual && !path.isEmpty {
      throw UsageError.conflict("The manual page covers every command: give --man without a command.")
    }
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    if wantsManual { return ManPage() }
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
