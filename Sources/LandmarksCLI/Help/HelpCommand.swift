import LandmarksCore
import LandmarksModels

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

/// A command's help: overview, usage, arguments, options, subcommands and examples.
struct HelpOutput: CommandOutput {
  /// The command explained.
  let command: any ParsableCommand.Type
  /// The subcommand names leading to it from `landmarks`.
  let path: [String]

  func text(in style: OutputStyle) -> String {
    let configuration = command.configuration
    let invocation = (["landmarks"] + path).joined(separator: " ")
    var lines: [String] = ["OVERVIEW: \(configuration.abstract)"]
    if !configuration.discussion.isEmpty {
      lines += [""] + Formatting.wrap(configuration.discussion, width: min(style.width, OutputStyle.proseWidth))
    }
    lines += ["", "USAGE: " + usage(configuration, invocation: invocation)]
    let table: [(String, [(String, String)])] = [
      ("ARGUMENTS", configuration.arguments.map { ($0.synopsis, $0.help) }),
      ("OPTIONS", configuration.allOptions.map { ($0.label, $0.help) }),
      (
        path.isEmpty ? "COMMANDS" : "SUBCOMMANDS",
        configuration.subcommands.map { ($0.configuration.name, $0.configuration.abstract) }
      ),
    ]
    for (title, rows) in table where !rows.isEmpty {
      lines += ["", "\(title):"]
      let width = min(28, (rows.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2)
      for (name, help) in rows {
        if DisplayWidth.of(name) + 2 > width {
          lines.append("  \(name)")
          lines.append("  " + String(repeating: " ", count: width) + help)
        } else {
          lines.append("  " + DisplayWidth.pad(name, to: width) + help)
        }
      }
    }
    if !configuration.examples.isEmpty {
      lines += ["", "EXAMPLES:"]
      for example in configuration.examples {
        lines.append("  landmarks \(example.arguments)")
        lines.append("      \(example.explanation)")
      }
    }
    if !configuration.subcommands.isEmpty {
      let more = path.isEmpty ? "<command>" : path.joined(separator: " ") + " <subcommand>"
      lines += ["", "See 'landmarks help \(more)' for more on each."]
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The usage line: `landmarks list [--continent <continent>] …`.
  func usage(_ configuration: CommandConfiguration, invocation: String) -> String {
    var parts = [invocation]
    if !configuration.subcommands.isEmpty && path.isEmpty { parts.append("<command>") }
    parts += configuration.arguments.map(\.synopsis)
    parts += configuration.options.map { "[\($0.synopsis)]" }
    if !configuration.subcommands.isEmpty && !path.isEmpty { parts.append("| <subcommand> ...") }
    return parts.joined(separator: " ")
  }
}
