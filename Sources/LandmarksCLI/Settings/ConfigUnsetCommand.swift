import LandmarksCore

/// `landmarks config unset KEY`: forgets one saved default.
struct ConfigUnsetCommand: ConfigWriting {
  static let configuration = CommandConfiguration(
    name: "unset",
    abstract: "Forget a saved default, so the next source decides it.",
    discussion: ConfigKey.summary,
    arguments: [
      ArgumentDefinition(
        name: "key", arity: .required, help: "color, units, pager, featured, motion, mouse or sync.",
        kind: .text)
    ],
    examples: [
      .init(arguments: "config unset units", explanation: "Units from the locale again.")
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
      return MessageOutput(lines: ["\(key.rawValue) was not set; nothing changed."])
    }
    try ConfigFile.save(config, to: location)
    return MessageOutput(lines: ["Unset \(key.rawValue)."])
  }
}
