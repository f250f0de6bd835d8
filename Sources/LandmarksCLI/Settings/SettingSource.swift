/// Where a setting's value came from, in the order they take precedence; `config --explain`
/// shows it.
enum SettingSource: Sendable, Equatable {
  /// A command-line option, such as `--units`.
  case flag(String)
  /// A `LANDMARKS_*` variable.
  case environment(String)
  /// The config file, at this path.
  case config(String)
  /// A convention other tools share: `NO_COLOR`, `PAGER`, or the locale (`LANG=en_US.UTF-8`).
  case system(String)
  /// landmarks' own default.
  case builtIn

  /// One word for scripts: flag, environment, config, system or default.
  var kind: String {
    switch self {
    case .flag: "flag"
    case .environment: "environment"
    case .config: "config"
    case .system: "system"
    case .builtIn: "default"
    }
  }

  /// The option, variable or file; `nil` for the default.
  var detail: String? {
    switch self {
    case .flag(let name), .environment(let name), .config(let name), .system(let name): name
    case .builtIn: nil
    }
  }
}
