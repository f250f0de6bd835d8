/// A command: declares its configuration, builds itself from parsed arguments, and runs.
protocol ParsableCommand: Sendable {
  /// Name, help, arguments, options and subcommands.
  static var configuration: CommandConfiguration { get }

  /// Splits `tokens` (everything after the command's name) into positionals, values and flags;
  /// the hidden completion command takes its words as they come instead.
  static func parse(_ tokens: [String]) throws -> ParsedArguments

  /// Converts parsed arguments to typed values; a bad value is a `UsageError`.
  init(arguments: ParsedArguments) throws

  /// Does the work and returns what to show; never prints.
  func run(in context: CommandContext) throws -> any CommandOutput

  /// Whether the command changes the config file (see `ConfigWriting`): a requirement rather than
  /// a cast, as a cast to a protocol costs a scan of every conformance at run time.
  static var writesConfig: Bool { get }

  /// When the command starts an automatic sync (see `AutoSyncTrigger`); a requirement, like
  /// `writesConfig`.
  static var autoSync: AutoSyncTrigger { get }
}

extension ParsableCommand {
  /// Most commands leave the config file alone.
  static var writesConfig: Bool { false }

  /// Most commands start one when they saved a change.
  static var autoSync: AutoSyncTrigger { .onSave }

  /// Parses `tokens` (everything after the command's name) against the configuration.
  static func parse(_ tokens: [String]) throws -> ParsedArguments {
    try ArgumentParser(configuration: configuration).parse(tokens)
  }
}
