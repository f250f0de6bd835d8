import Foundation
import LandmarksCore

/// `landmarks config`: the defaults a person sets once, and where each value in force came from.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "config",
    abstract: .configAbstract,
    discussion: [.init(.configDiscussion), ConfigKey.summary],
    options: [.flag("explain", help: .configOptionExplain), .json],
    examples: [
      .init(arguments: "config", explanation: .configExample1),
      .init(arguments: "config --explain", explanation: .configExample2),
      .init(arguments: "config set units imperial", explanation: .configExample3),
      .init(arguments: "config unset units", explanation: .configExample4),
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
        context.tr(
          .configFeaturedMissing, SafeText.clean(Excerpt.of(text)),
          ConfigOutput.origin(featuredSource, in: context.localizer)))
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
      .init(key: .language, value: settings.language.value.rawValue, source: settings.language.source),
    ]
    return ConfigOutput(
      rows: rows, file: file, fileExists: FileManager.default.fileExists(atPath: file), explain: explain,
      numbers: settings.numbers, dates: settings.dates, notes: notes)
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
  /// How numbers and dates are written, and what chose it, for `--explain`.
  var numbers = Setting(value: Language.en, source: .builtIn)
  var dates = Setting(value: Language.en, source: .builtIn)
  var notes: [String] = []

  var json: (any Encodable & Sendable)? { Document(file: file, rows: rows) }

  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    let keyWidth = ConfigKey.allCases.map { $0.rawValue.count }.max() ?? 0
    let values = rows.map { SafeText.clean($0.value) }
    let valueWidth = values.map(DisplayWidth.of).max() ?? 0
    var lines: [String] = []
    for (row, value) in zip(rows, values) {
      var line = DisplayWidth.pad(row.key.rawValue, to: keyWidth + 2)
      if explain {
        line += DisplayWidth.pad(value, to: valueWidth + 2) + style.dim(Self.origin(row.source, in: words))
      } else {
        line += value
      }
      lines.append(style.fit(line))
    }
    if explain {
      lines.append("")
      lines += style.prose(
        words(
          .configNumbersAndDates, numbers.value.rawValue, Self.origin(numbers.source, in: words), dates.value.rawValue,
          Self.origin(dates.source, in: words)))
      lines.append(
        style.fit(
          words(fileExists ? .configFile : .configFileNotCreated, SafeText.clean(file))))
      lines += style.prose(words(.configOrder))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Where a value came from, in a few words.
  static func origin(_ source: SettingSource, in words: Localizer = .english) -> String {
    switch source {
    case .flag(let name): words(.configOriginOption, name)
    case .environment(let name): words(.configOriginVariable, name)
    case .config: words(.configOriginFile)
    case .system(let name):
      name.contains("=") ? words(.configOriginLocale, SafeText.clean(name)) : words(.configOriginVariable, name)
    case .builtIn: words(.configOriginDefault)
    }
  }
}
