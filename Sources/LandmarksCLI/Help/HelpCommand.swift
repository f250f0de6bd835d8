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

  /// The help, in the reader's language. Piped, in the layout scripts have always read: the
  /// discussion wrapped, every other entry on one line. On a terminal, every line fits its width:
  /// the overview, usage and examples wrap, and the descriptions of arguments, options and
  /// commands wrap in a hanging column beside their names, as swift-argument-parser lays it out.
  func text(in style: OutputStyle) -> String {
    let configuration = command.configuration
    let invocation = (["landmarks"] + path).joined(separator: " ")
    let words = style.localizer
    let wraps = style.isTerminal
    let width = style.width
    /// `prefix` and `text` as lines: on a terminal, `text` wrapped to the width after the prefix,
    /// continuation lines indented by `indent`.
    func block(_ text: String, prefix: String = "", indent: Int = 0) -> [String] {
      guard wraps else { return [prefix + text] }
      let lines = Formatting.wrap(text, width: width - max(DisplayWidth.of(prefix), indent))
      return lines.enumerated().map { $0.offset == 0 ? prefix + $0.element : DisplayWidth.blanks(indent) + $0.element }
    }
    var lines = block(words(.helpHeadingOverview) + " " + words(configuration.abstract))
    if !configuration.discussion.isEmpty {
      lines += [""] + Formatting.wrap(words(configuration.discussion), width: min(width, OutputStyle.proseWidth))
    }
    let usageHeading = words(.helpHeadingUsage)
    lines.append("")
    lines +=
      wraps
      ? Self.fill(
        [usageHeading] + usageParts(configuration, invocation: invocation), width: width,
        indent: DisplayWidth.of(usageHeading) + 1)
      : [usageHeading + " " + usage(configuration, invocation: invocation)]
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
      let column = min(28, (rows.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2)
      for (name, help) in rows {
        lines += Self.row(name: name, help: help, column: column, width: wraps ? width : nil)
      }
    }
    if !configuration.examples.isEmpty {
      lines += ["", words(.helpHeadingExamples)]
      for example in configuration.examples {
        lines += block(example.arguments, prefix: "  landmarks ", indent: 4)
        lines += block(words(example.explanation), prefix: "      ", indent: 6)
      }
    }
    if !configuration.subcommands.isEmpty {
      let more = path.isEmpty ? "<command>" : path.joined(separator: " ") + " <subcommand>"
      lines += [""] + block(words(.helpMoreOnEach, "landmarks help \(more)"))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One row of a table: the name indented by two, its description in the column after it;
  /// with a `width`, wrapped into that column, or under the name when the column is too narrow.
  private static func row(name: String, help: String, column: Int, width: Int?) -> [String] {
    let indent = 2 + column
    guard let width else {
      if DisplayWidth.of(name) + 2 > column {
        return ["  \(name)", DisplayWidth.blanks(indent) + help]
      }
      return ["  " + DisplayWidth.pad(name, to: column) + help]
    }
    // A column too narrow to read moves the description under the name, indented a little.
    let hanging = width - indent >= 24 ? indent : 6
    let help = Formatting.wrap(help, width: width - hanging).map { DisplayWidth.blanks(hanging) + $0 }
    let nameLines = Formatting.wrap(name, width: width - 2).map { "  " + $0 }
    guard hanging == indent, nameLines.count == 1, DisplayWidth.of(name) + 2 <= column, let first = help.first
    else { return nameLines + help }
    return ["  " + DisplayWidth.pad(name, to: column) + String(first.dropFirst(indent))] + help.dropFirst()
  }

  /// Words laid on lines no wider than `width`, each word whole (a usage line's bracketed
  /// groups), lines after the first indented by `indent`.
  private static func fill(_ parts: [String], width: Int, indent: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for part in parts {
      let candidate = line.isEmpty ? part : line + " " + part
      if DisplayWidth.of(candidate) > width, !line.allSatisfy({ $0 == " " }) {
        lines.append(line)
        line = DisplayWidth.blanks(indent) + part
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The usage line: `landmarks list [--continent <continent>] …`.
  func usage(_ configuration: CommandConfiguration, invocation: String) -> String {
    usageParts(configuration, invocation: invocation).joined(separator: " ")
  }

  /// The usage line's parts, each kept whole when the line wraps.
  func usageParts(_ configuration: CommandConfiguration, invocation: String) -> [String] {
    var parts = [invocation]
    if !configuration.subcommands.isEmpty && path.isEmpty { parts.append("<command>") }
    parts += configuration.arguments.map(\.synopsis)
    parts += configuration.options.map { "[\($0.synopsis)]" }
    if !configuration.subcommands.isEmpty && !path.isEmpty { parts.append("| <subcommand> ...") }
    return parts
  }
}
