import LandmarksCore
import LandmarksModels

/// `landmarks help [COMMAND [SUBCOMMAND]]`: the same help as `--help`.
struct HelpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "help",
    abstract: .helpAbstract,
    arguments: [
      .init(name: "command", arity: .zeroOrMore, help: .helpArgumentCommand, kind: .command)
    ],
    options: [.flag("man", help: .helpOptionMan)],
    examples: [
      .init(arguments: "help", explanation: .helpExample1),
      .init(arguments: "help collections create", explanation: .helpExample2),
      .init(
        arguments: "help --man",
        explanation: .helpExample3),
    ]
  )

  let path: [String]
  /// Whether the whole manual page is wanted instead of one command's help.
  let wantsManual: Bool

  init(arguments: ParsedArguments) throws {
    path = arguments.positionals
    wantsManual = arguments.flag("man")
    if wantsManual && !path.isEmpty {
      throw UsageError.conflict(LocalizedText(.helpManWithCommand))
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
    let words = style.localizer
    var lines: [String] = [words(.helpHeadingOverview) + " " + words(configuration.abstract)]
    if !configuration.discussion.isEmpty {
      lines += [""] + Formatting.wrap(words(configuration.discussion), width: min(style.width, OutputStyle.proseWidth))
    }
    lines += ["", words(.helpHeadingUsage) + " " + usage(configuration, invocation: invocation)]
    let table: [(String, [(String, String)])] = [
      (words(.helpHeadingArguments), configuration.arguments.map { ($0.synopsis, words($0.help)) }),
      (words(.helpHeadingOptions), configuration.allOptions.map { ($0.label, words($0.help)) }),
      (
        words(path.isEmpty ? .helpHeadingCommands : .helpHeadingSubcommands),
        configuration.subcommands.map { ($0.configuration.name, words($0.configuration.abstract)) }
      ),
    ]
    for (title, rows) in table where !rows.isEmpty {
      lines += ["", title]
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
      lines += ["", words(.helpHeadingExamples)]
      for example in configuration.examples {
        lines.append("  landmarks \(example.arguments)")
        lines.append("      " + words(example.explanation))
      }
    }
    if !configuration.subcommands.isEmpty {
      let more = path.isEmpty ? "<command>" : path.joined(separator: " ") + " <subcommand>"
      lines += ["", words(.helpMoreOnEach, "landmarks help \(more)")]
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
