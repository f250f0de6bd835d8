import LandmarksCore
import LandmarksModels

/// `landmarks config set KEY VALUE`: saves one default in the config file.
struct ConfigSetCommand: ConfigWriting {
  static let configuration = CommandConfiguration(
    name: "set",
    abstract: .configSetAbstract,
    discussion: [ConfigKey.summary, .init(.configSetDiscussion)],
    arguments: [
      ArgumentDefinition(
        name: "key", arity: .required, help: .configSetArgumentKey,
        kind: .text),
      ArgumentDefinition(
        name: "value", arity: .required, help: .configSetArgumentValue, allowsEmpty: true, kind: .text),
    ],
    examples: [
      .init(arguments: "config set units imperial", explanation: .configSetExample1),
      .init(arguments: "config set color never", explanation: .configSetExample2),
      .init(arguments: "config set pager off", explanation: .configSetExample3),
      .init(arguments: "config set featured uluru", explanation: .configSetExample4),
      .init(arguments: "config set sync auto", explanation: .configSetExample5),
      .init(arguments: "config set language ja", explanation: .configSetExample6),
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
        hint: LocalizedText(.configSetExpected, [.localized(key.expected), .localized(ConfigKey.summary)]))
    }
    if key == .featured {
      do {
        saved = try context.loadCatalog().resolve(saved).slug
      } catch let error as CatalogError {
        throw UsageError.conflict(
          LocalizedText(
            .configSetFeaturedInvalid,
            [
              .text(SafeText.clean(Excerpt.of(value))), .text(context.localizer.describe(error)),
              .localized(ConfigKey.summary),
            ]))
      }
    }
    let location = context.configLocation
    var config = try ConfigFile.load(location)
    config.set(key, to: saved)
    try ConfigFile.save(config, to: location)
    return MessageOutput(
      lines: [context.tr(.configSetDone, key.rawValue, SafeText.clean(saved))],
      notes: Self.overrides(key, in: context).map { context.tr(.configSetOverridden, $0) })
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
      case .language: context.settings.language.source
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
