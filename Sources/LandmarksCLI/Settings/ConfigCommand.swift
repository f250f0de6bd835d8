import Foundation
import LandmarksCore

/// `landmarks config`: the defaults a person sets once, and where each value in force came from.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "config",
    abstract:
      "Show your saved defaults; set or unset colour, units, pager, featured landmark, the explorer's "
      + "motion and mouse, and automatic sync.",
    discussion: """
      The config file is $LANDMARKS_CONFIG, else $XDG_CONFIG_HOME/landmarks/config.json, else \
      ~/.config/landmarks/config.json. A value comes from the first of: an option (--color, \
      --units, --no-pager), a variable (LANDMARKS_COLOR, LANDMARKS_UNITS, LANDMARKS_PAGER, \
      LANDMARKS_FEATURED, LANDMARKS_MOTION), the config file, NO_COLOR, PAGER or the locale (LC_ALL, \
      LC_MEASUREMENT, LANG: imperial in the US, Liberia and Myanmar), and the default. \
      \(ConfigKey.summary)
      """,
    options: [.flag("explain", help: "Also show where each value comes from."), .json],
    examples: [
      .init(arguments: "config", explanation: "The values in force."),
      .init(arguments: "config --explain", explanation: "Where each one comes from."),
      .init(arguments: "config set units imperial", explanation: "Feet, square miles and miles from now on."),
      .init(arguments: "config unset units", explanation: "Back to the locale's units."),
    ],
    subcommands: [ConfigSetCommand.self, ConfigUnsetCommand.self]
  )

  let explain: Bool

  init(arguments: ParsedArguments) throws {
    explain = arguments.flag("explain")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let settings = context.settings
    // The featured landmark shows as its slug; with none set, or one that matches nothing
    // (a source removed since), the catalog's own.
    let catalog = try context.loadCatalog()
    let file = context.configLocation.file.path
    var featuredSource = settings.featured.source
    var notes: [String] = []
    if let text = settings.featured.value, (try? catalog.resolve(text)) == nil {
      notes.append(
        "Note: the featured landmark '\(SafeText.clean(Excerpt.of(text)))' (\(ConfigOutput.origin(featuredSource))) "
          + "matches no landmark; the catalog's own is shown instead.")
      featuredSource = .builtIn
    }
    let rows: [ConfigOutput.Row] = [
      .init(key: .color, value: settings.color.value.rawValue, source: settings.color.source),
      .init(key: .units, value: settings.units.value.rawValue, source: settings.units.source),
      .init(key: .pager, value: settings.pager.value ?? ConfigKey.pagerOff, source: settings.pager.source),
      .init(key: .featured, value: try catalog.featured?.slug ?? String(catalog.featuredID), source: featuredSource),
      .init(key: .motion, value: settings.motion.value.rawValue, source: settings.motion.source),
      .init(key: .mouse, value: settings.mouse.value ? "on" : "off", source: settings.mouse.source),
      .init(key: .sync, value: settings.sync.value.rawValue, source: settings.sync.source),
    ]
    return ConfigOutput(
      rows: rows, file: file, fileExists: FileManager.default.fileExists(atPath: file), explain: explain,
      notes: notes)
  }
}

/// `landmarks config`: each setting's value in force, with `--explain` where it came from.
struct ConfigOutput: CommandOutput {
  /// One setting as shown.
  struct Row: Encodable, Sendable {
    let key: ConfigKey
    /// The value in force, as `config set` takes it.
    let value: String
    let source: SettingSource

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: .value)
      try container.encode(source.kind, forKey: .source)
      try container.encode(source.detail, forKey: .detail)
    }

    private enum CodingKeys: String, CodingKey { case value, source, detail }
  }

  /// The JSON form: the file and every setting by key.
  private struct Document: Encodable, Sendable {
    let file: String
    let rows: [Row]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(file, forKey: .file)
      var settings = container.nestedContainer(keyedBy: KeyName.self, forKey: .settings)
      for row in rows { try settings.encode(row, forKey: KeyName(row.key.rawValue)) }
    }

    private enum CodingKeys: String, CodingKey { case file, settings }
  }

  /// A coding key for each config key.
  private struct KeyName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  let rows: [Row]
  /// The config file's path.
  let file: String
  /// Whether the file exists yet.
  let fileExists: Bool
  /// Show where each value came from.
  let explain: Bool
  var notes: [String] = []

  var json: (any Encodable & Sendable)? { Document(file: file, rows: rows) }

  func text(in style: OutputStyle) -> String {
    let keyWidth = ConfigKey.allCases.map { $0.rawValue.count }.max() ?? 0
    let values = rows.map { SafeText.clean($0.value) }
    let valueWidth = values.map(DisplayWidth.of).max() ?? 0
    var lines: [String] = []
    for (row, value) in zip(rows, values) {
      var line = DisplayWidth.pad(row.key.rawValue, to: keyWidth + 2)
      if explain {
        line += DisplayWidth.pad(value, to: valueWidth + 2) + style.dim(Self.origin(row.source))
      } else {
        line += value
      }
      lines.append(style.fit(line))
    }
    if explain {
      lines.append("")
      lines.append(style.fit("Config file: \(SafeText.clean(file))" + (fileExists ? "" : " (not created yet)")))
      lines += style.prose(
        "Each value comes from the first of: an option, a LANDMARKS_* variable, the config file, "
          + "NO_COLOR, PAGER or the locale, the default.")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Where a value came from, in a few words.
  static func origin(_ source: SettingSource) -> String {
    switch source {
    case .flag(let name): "option \(name)"
    case .environment(let name): "variable \(name)"
    case .config: "config file"
    case .system(let name): name.contains("=") ? "locale \(SafeText.clean(name))" : "variable \(name)"
    case .builtIn: "default"
    }
  }
}
