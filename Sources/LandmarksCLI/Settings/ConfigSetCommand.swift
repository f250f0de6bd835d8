import LandmarksCore
import LandmarksModels

/// `landmarks config set KEY VALUE`: saves one default in the config file.
struct ConfigSetCommand: ConfigWriting {
  static let configuration = CommandConfiguration(
    name: "set",
    abstract: "Save a default: color, units, pager, featured, motion, mouse or sync.",
    discussion: ConfigKey.summary + " A damaged config file is reported and never overwritten.",
    arguments: [
      ArgumentDefinition(
        name: "key", arity: .required, help: "color, units, pager, featured, motion, mouse or sync.",
        kind: .text),
      ArgumentDefinition(name: "value", arity: .required, help: "The value to save.", allowsEmpty: true, kind: .text),
    ],
    examples: [
      .init(arguments: "config set units imperial", explanation: "Feet, square miles and miles."),
      .init(arguments: "config set color never", explanation: "No colour, even on a terminal."),
      .init(arguments: "config set pager off", explanation: "Never page long output."),
      .init(arguments: "config set featured uluru", explanation: "Uluru on top of the list."),
      .init(arguments: "config set sync auto", explanation: "Sync after every change, in the background."),
    ]
  )

  let key: ConfigKey
  let value: String

  init(arguments: ParsedArguments) throws {
    key = try Self.key(arguments.positionals.first ?? "")
    value = arguments.positionals.dropFirst().first ?? ""
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    guard var saved = key.normalized(value) else {
      throw UsageError.unknownValue(
        option: key.rawValue, value: value,
        suggestions: NearestNames.nearest(to: value, among: key.choices ?? [], limit: 2).map { "'\($0)'" },
        hint: "Expected \(key.expected). \(ConfigKey.summary)")
    }
    if key == .featured {
      do {
        saved = try context.loadCatalog().resolve(saved).slug
      } catch let error as CatalogError {
        throw UsageError.conflict(
          "The value '\(SafeText.clean(Excerpt.of(value)))' is invalid for 'featured'. "
            + (error.errorDescription ?? "") + " " + ConfigKey.summary)
      }
    }
    let location = context.configLocation
    var config = try ConfigFile.load(location)
    config.set(key, to: saved)
    try ConfigFile.save(config, to: location)
    return MessageOutput(
      lines: ["Set \(key.rawValue) to \(SafeText.clean(saved))."],
      notes: Self.overrides(key, in: context).map { "Note: \($0) takes precedence over the config file here." })
  }

  /// The known key `text` names, or a usage error listing the keys.
  static func key(_ text: String) throws -> ConfigKey {
    if let key = ConfigKey(rawValue: text.lowercased()) { return key }
    throw UsageError.unknownValue(
      option: "<key>", value: text,
      suggestions: NearestNames.nearest(to: text, among: ConfigKey.allCases.map(\.rawValue), limit: 2).map {
        "'\($0)'"
      },
      hint: ConfigKey.summary)
  }

  /// What outranks the config file for `key` in this run (an option or a variable), if anything.
  static func overrides(_ key: ConfigKey, in context: CommandContext) -> [String] {
    let source: SettingSource =
      switch key {
      case .color: context.settings.color.source
      case .units: context.settings.units.source
      case .pager: context.settings.pager.source
      case .featured: context.settings.featured.source
      case .motion: context.settings.motion.source
      case .mouse: context.settings.mouse.source
      case .sync: context.settings.sync.source
      }
    switch source {
    case .flag(let name), .environment(let name): return [name]
    case .config, .system, .builtIn: return []
    }
  }
}

/// A command that changes the config file: it refuses a damaged one (exit 65) instead of
/// being warned about it and running on the defaults.
protocol ConfigWriting: ParsableCommand {}

extension ConfigWriting {
  /// Config writers say so through `ParsableCommand.writesConfig`.
  static var writesConfig: Bool { true }
}
