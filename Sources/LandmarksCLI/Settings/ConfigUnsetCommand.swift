import LandmarksCore

/// `landmarks config unset KEY`: forgets one saved default.
struct ConfigUnsetCommand: ConfigWriting {
  static let configuration = CommandConfiguration(
    name: "unset",
    abstract: .configUnsetAbstract,
    discussion: [ConfigKey.summary],
    arguments: [
      ArgumentDefinition(
        name: "key", arity: .required, help: .configUnsetArgumentKey,
        kind: .text)
    ],
    examples: [
      .init(arguments: "config unset units", explanation: .configUnsetExample1)
    ]
  )

  let key: ConfigKey

  init(arguments: ParsedArguments) throws {
    key = try ConfigSetCommand.key(arguments.positionals.first ?? "")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let location = context.configLocation
    var config = try ConfigFile.load(location)
    guard config.unset(key) else {
      return MessageOutput(lines: [context.tr(.configUnsetNotSet, key.rawValue)])
    }
    try ConfigFile.save(config, to: location)
    return MessageOutput(lines: [context.tr(.configUnsetDone, key.rawValue)])
  }
}
