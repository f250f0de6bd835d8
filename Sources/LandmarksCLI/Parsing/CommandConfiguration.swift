/// What a command is called, takes and does: the single source of its parsing, help and usage.
struct CommandConfiguration: Sendable {
  /// One worked example for the help text.
  struct Example: Sendable, Hashable {
    /// The command line, without the leading `landmarks`.
    let arguments: String
    /// What it does.
    let explanation: L10nKey
  }

  /// The name typed on the command line.
  let name: String
  /// One line saying what it does.
  let abstract: L10nKey
  /// Longer help, shown below the abstract: its parts joined by spaces.
  var discussion: [LocalizedText] = []
  /// Positional arguments, in order.
  var arguments: [ArgumentDefinition] = []
  /// Options, in the order help lists them (`--color`, `--units`, `--no-pager` and `--help` are
  /// added for every command).
  var options: [OptionDefinition] = []
  /// Worked examples; every runnable command has at least one.
  var examples: [Example] = []
  /// Subcommands, such as `collections create`.
  var subcommands: [any ParsableCommand.Type] = []

  /// Every option the command accepts, the common ones included.
  var allOptions: [OptionDefinition] { options + Self.commonOptions }

  /// The options every command accepts, which may also come before the command's name.
  static let commonOptions: [OptionDefinition] = [.color, .units, .noPager, .help]

  /// The option named `--name` or `-n`.
  func option(named token: String) -> OptionDefinition? {
    if token.hasPrefix("--") {
      let name = token.dropFirst(2)
      return allOptions.first { $0.name == name }
    }
    guard token.count == 2, let letter = token.last else { return nil }
    return allOptions.first { $0.short == letter }
  }
}
