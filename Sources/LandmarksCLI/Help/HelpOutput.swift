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
