import LandmarksCore

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
