import Foundation
import LandmarksCore
import LandmarksModels

/// The defaults a person sets once, as resolved for one run: flag > `LANDMARKS_*` variable >
/// config file > `NO_COLOR`, `PAGER`, `LC_*` > default.
struct Settings: Sendable, Equatable {
  /// `--color`, `LANDMARKS_COLOR`, `color`, `NO_COLOR` (never), auto.
  var color: Setting<ColorChoice>
  /// `--units`, `LANDMARKS_UNITS`, `units`, the locale, metric.
  var units: Setting<UnitSystem>
  /// The pager command, `nil` when paging is off: `--no-pager`, `LANDMARKS_PAGER`, `pager`,
  /// `PAGER`, `less -FRX`.
  var pager: Setting<String?>
  /// The featured landmark as typed or saved; `nil` for the catalog's own:
  /// `LANDMARKS_FEATURED`, `featured`.
  var featured: Setting<String?>
  /// Whether the explorer animates: `LANDMARKS_MOTION`, `motion`, full.
  var motion: Setting<Motion>
  /// Whether the explorer takes the mouse: `mouse`, on (`browse --no-mouse` turns it off).
  var mouse: Setting<Bool>
  /// Whether every change starts a sync: `sync`, manual.
  var sync: Setting<SyncTiming>
  /// The interface's language: `LANDMARKS_LANG`, `language`, then the locale as gettext reads it
  /// (`LANGUAGE` unless the locale is C, then `LC_ALL`, `LC_MESSAGES`, `LANG`), English.
  var language: Setting<Language>
  /// How numbers are written: the `LANDMARKS_LANG` or `language` chosen, else `LC_ALL`,
  /// `LC_NUMERIC`, `LANG`.
  var numbers: Setting<Language>
  /// How dates are written: the `LANDMARKS_LANG` or `language` chosen, else `LC_ALL`, `LC_TIME`,
  /// `LANG`.
  var dates: Setting<Language>

  /// The pager used when nothing names one: `-F` quits when the text fits, `-R` shows colour,
  /// `-X` leaves the text on the screen.
  static let defaultPager = "less -FRX"

  /// Every setting at its default, for contexts built without a run (tests, `live()`).
  static let defaults = Settings(
    color: Setting(value: .auto, source: .builtIn), units: Setting(value: .metric, source: .builtIn),
    pager: Setting(value: defaultPager, source: .builtIn), featured: Setting(value: nil, source: .builtIn),
    motion: Setting(value: .full, source: .builtIn), mouse: Setting(value: true, source: .builtIn),
    sync: Setting(value: .manual, source: .builtIn), language: Setting(value: .en, source: .builtIn),
    numbers: Setting(value: .en, source: .builtIn), dates: Setting(value: .en, source: .builtIn))
}

/// When a sync runs, once `sync init` has set one up.
enum SyncTiming: String, Sendable, Equatable, CaseIterable {
  /// When `landmarks sync` is run.
  case manual
  /// Also after every change, in a detached process.
  case auto
}

/// Whether the explorer animates; the keys never wait for an animation either way.
enum Motion: String, Sendable, Equatable {
  /// Badges bud out of the stack's toggle and merge back; an earned badge grows in.
  case full
  /// Everything appears at once.
  case reduced
}

/// The `--color` setting.
enum ColorChoice: String, Sendable, CaseIterable {
  /// Colour on a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  /// Colour even when piped.
  case always
  /// No colour.
  case never
}

/// A setting's value and where it came from.
struct Setting<Value: Sendable & Equatable>: Sendable, Equatable {
  /// The value in force.
  let value: Value
  /// Which of flag, variable, config, convention or default decided it.
  let source: SettingSource
}

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

/// The settings given on the command line, read from the options every command accepts.
struct SettingFlags: Sendable, Equatable {
  /// `--color WHEN`.
  var color: ColorChoice?
  /// `--units SYSTEM`.
  var units: UnitSystem?
  /// `--no-pager`.
  var noPager = false

  /// Reads `--color`, `--units` and `--no-pager`; a bad value is a usage error.
  init(_ arguments: ParsedArguments) throws {
    color = try arguments.value("color", expecting: ConfigKey.color.expected, ColorChoice.init(rawValue:))
    units = try arguments.value("units", expecting: ConfigKey.units.expected) { UnitSystem(rawValue: $0.lowercased()) }
    noPager = arguments.flag("no-pager")
  }

  /// No setting given.
  init() {}
}

extension Settings {
  /// The settings in force for one run, and a warning for each variable set to a value its
  /// setting cannot take (that variable is skipped, as if unset).
  static func resolve(
    flags: SettingFlags, environment: [String: String], config: UserConfig, configPath: String
  ) -> (settings: Settings, warnings: [String]) {
    var bad: [(name: String, text: String, key: ConfigKey)] = []
    /// A `LANDMARKS_*` variable's value for `key`, normalised; one it cannot take is ignored and
    /// warned about, once the language the warning is in is known.
    func variable(_ name: String, for key: ConfigKey) -> String? {
      guard let text = environment[name], !text.isEmpty else { return nil }
      guard let value = key.normalized(text) else {
        bad.append((name, text, key))
        return nil
      }
      return value
    }
    let fromConfig = SettingSource.config(configPath)

    let chosen: Setting<Language>? =
      if let code = variable("LANDMARKS_LANG", for: .language).flatMap(Language.init(rawValue:)) {
        Setting(value: code, source: .environment("LANDMARKS_LANG"))
      } else if let code = config[.language].flatMap(Language.init(rawValue:)) {
        Setting(value: code, source: fromConfig)
      } else {
        nil
      }
    let language = chosen ?? LocaleLanguage.messages(in: environment)
    let numbers = chosen ?? LocaleLanguage.category("LC_NUMERIC", in: environment)
    let dates = chosen ?? LocaleLanguage.category("LC_TIME", in: environment)

    let color: Setting<ColorChoice>
    if let choice = flags.color {
      color = Setting(value: choice, source: .flag("--color"))
    } else if let choice = variable("LANDMARKS_COLOR", for: .color).flatMap(ColorChoice.init(rawValue:)) {
      color = Setting(value: choice, source: .environment("LANDMARKS_COLOR"))
    } else if let choice = config[.color].flatMap(ColorChoice.init(rawValue:)) {
      color = Setting(value: choice, source: fromConfig)
    } else if !(environment["NO_COLOR"] ?? "").isEmpty {
      color = Setting(value: .never, source: .system("NO_COLOR"))
    } else {
      color = Setting(value: .auto, source: .builtIn)
    }

    let units: Setting<UnitSystem>
    if let system = flags.units {
      units = Setting(value: system, source: .flag("--units"))
    } else if let system = variable("LANDMARKS_UNITS", for: .units).flatMap(UnitSystem.init(rawValue:)) {
      units = Setting(value: system, source: .environment("LANDMARKS_UNITS"))
    } else if let system = config[.units].flatMap(UnitSystem.init(rawValue:)) {
      units = Setting(value: system, source: fromConfig)
    } else if let locale = LocaleUnits.variable(in: environment) {
      units = Setting(
        value: LocaleUnits.system(forLocale: locale.value),
        source: .system("\(locale.name)=\(SafeText.clean(Excerpt.of(locale.value)))"))
    } else {
      units = Setting(value: .metric, source: .builtIn)
    }

    /// `off` turns paging off; anything else is the command.
    func command(_ value: String) -> String? { value == ConfigKey.pagerOff ? nil : value }
    let pager: Setting<String?>
    if flags.noPager {
      pager = Setting(value: nil, source: .flag("--no-pager"))
    } else if let value = variable("LANDMARKS_PAGER", for: .pager) {
      pager = Setting(value: command(value), source: .environment("LANDMARKS_PAGER"))
    } else if let value = config[.pager] {
      pager = Setting(value: command(value), source: fromConfig)
    } else if let value = environment["PAGER"], !value.trimmingBlanks().isEmpty {
      pager = Setting(value: value, source: .system("PAGER"))
    } else {
      pager = Setting(value: defaultPager, source: .builtIn)
    }

    let featured: Setting<String?>
    if let value = variable("LANDMARKS_FEATURED", for: .featured) {
      featured = Setting(value: value, source: .environment("LANDMARKS_FEATURED"))
    } else if let value = config[.featured] {
      featured = Setting(value: value, source: fromConfig)
    } else {
      featured = Setting(value: nil, source: .builtIn)
    }
    let motion: Setting<Motion>
    if let value = variable("LANDMARKS_MOTION", for: .motion).flatMap(Motion.init(rawValue:)) {
      motion = Setting(value: value, source: .environment("LANDMARKS_MOTION"))
    } else if let value = config[.motion].flatMap(Motion.init(rawValue:)) {
      motion = Setting(value: value, source: fromConfig)
    } else {
      motion = Setting(value: .full, source: .builtIn)
    }

    let mouse: Setting<Bool>
    if let value = config[.mouse] {
      mouse = Setting(value: value == "on", source: fromConfig)
    } else {
      mouse = Setting(value: true, source: .builtIn)
    }
    let sync: Setting<SyncTiming>
    if let value = config[.sync].flatMap(SyncTiming.init(rawValue:)) {
      sync = Setting(value: value, source: fromConfig)
    } else {
      sync = Setting(value: .manual, source: .builtIn)
    }
    let words = Localizer(language: language.value, numbers: numbers.value, dates: dates.value)
    let warnings = bad.map { name, text, key in
      words(.settingsBadVariable, name, SafeText.clean(Excerpt.of(text)), words(key.expected))
    }
    return (
      Settings(
        color: color, units: units, pager: pager, featured: featured, motion: motion, mouse: mouse, sync: sync,
        language: language, numbers: numbers, dates: dates), warnings
    )
  }
}

/// The units a locale measures in: imperial in the United States, Liberia and Myanmar, metric
/// everywhere else, as CLDR's measurement-system data has it.
enum LocaleUnits {
  /// Territories (ISO 3166 alpha-2) that measure in imperial units.
  static let imperialTerritories: Set<String> = ["US", "LR", "MM"]

  /// The locale variable that decides measurement, as setlocale reads them (`LC_ALL`, then
  /// `LC_MEASUREMENT`, then `LANG`; an empty one does not count), with its value.
  static func variable(in environment: [String: String]) -> (name: String, value: String)? {
    for name in ["LC_ALL", "LC_MEASUREMENT", "LANG"] {
      if let value = environment[name], !value.isEmpty { return (name, value) }
    }
    return nil
  }

  /// The units of a locale name such as `en_US.UTF-8`, `es_US`, `my_MM@calendar` or `C`.
  static func system(forLocale locale: String) -> UnitSystem {
    // language[_TERRITORY][.codeset][@modifier]; BCP 47's `en-US` is accepted too.
    let name = locale.split(separator: ".").first.map(String.init) ?? locale
    let base = name.split(separator: "@").first.map(String.init) ?? name
    let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard parts.count >= 2 else { return .metric }
    return imperialTerritories.contains(parts[1].uppercased()) ? .imperial : .metric
  }
}

extension CommandContext {
  /// This context with the settings of one command line in force, and the warnings to print
  /// once: a damaged config (its defaults are used instead; commands that write the config
  /// refuse on their own) and variables set to values they cannot take.
  func configured(flags: SettingFlags, writesConfig: Bool) -> (context: CommandContext, warnings: [String]) {
    var warnings: [String] = []
    let location = configLocation
    var config = UserConfig()
    var configFailure: (any Error)?
    do {
      config = try ConfigFile.load(location)
    } catch {
      configFailure = error
    }
    let resolved = Settings.resolve(
      flags: flags, environment: environment, config: config, configPath: location.file.path)
    if let configFailure, !writesConfig {
      let words = Localizer(settings: resolved.settings)
      warnings.append(words(.warningPrefix, words(.settingsConfigDamaged, words.describe(configFailure))))
    }
    var copy = self
    copy.settings = resolved.settings
    if let featured = resolved.settings.featured.value {
      let load = loadCatalog
      // One that no longer resolves (a source removed since) leaves the catalog's own on top.
      copy.loadCatalog = {
        let catalog = try load()
        let landmark: Landmark
        do {
          landmark = try catalog.resolve(featured)
        } catch CatalogError.unknownLandmark, CatalogError.ambiguousLandmark {
          return catalog
        }
        return try catalog.featuring(landmark.id)
      }
    }
    return (copy, warnings + resolved.warnings)
  }
}

/// The languages the locale variables name, as gettext and POSIX read them: without
/// `setlocale`, so a machine that has no such locale installed (Debian often has only C.UTF-8)
/// still speaks the language its user asked for.
enum LocaleLanguage {
  /// The language of messages: `LANGUAGE`, a colon-separated list of preferences, unless the
  /// locale is C or POSIX (or unset, which is C); then `LC_ALL`, `LC_MESSAGES`, `LANG`. A
  /// language the interface lacks is English.
  static func messages(in environment: [String: String]) -> Setting<Language> {
    let locale = variable(among: ["LC_ALL", "LC_MESSAGES", "LANG"], in: environment)
    if let locale, !isPOSIX(locale.value), let list = environment["LANGUAGE"], !list.isEmpty {
      // As gettext: the first of the list it has a translation for, or none (English).
      let language = list.split(separator: ":").lazy.compactMap { Language(localeName: String($0)) }.first ?? .en
      return Setting(value: language, source: .system("LANGUAGE=\(SafeText.clean(Excerpt.of(list)))"))
    }
    return setting(locale)
  }

  /// The language of a locale category: `LC_ALL`, then `category` (`LC_NUMERIC`, `LC_TIME`),
  /// then `LANG`.
  static func category(_ category: String, in environment: [String: String]) -> Setting<Language> {
    setting(variable(among: ["LC_ALL", category, "LANG"], in: environment))
  }

  /// The first of `names` set to something, with its value.
  private static func variable(among names: [String], in environment: [String: String]) -> (
    name: String, value: String
  )? {
    for name in names {
      if let value = environment[name], !value.isEmpty { return (name, value) }
    }
    return nil
  }

  /// The language a locale variable names (English for C, POSIX or a language the interface
  /// lacks), and that variable as the source; English by default when none is set.
  private static func setting(_ locale: (name: String, value: String)?) -> Setting<Language> {
    guard let locale else { return Setting(value: .en, source: .builtIn) }
    return Setting(
      value: Language(localeName: locale.value) ?? .en,
      source: .system("\(locale.name)=\(SafeText.clean(Excerpt.of(locale.value)))"))
  }

  /// Whether a locale name is the C or POSIX locale (`C`, `C.UTF-8`, `POSIX`).
  static func isPOSIX(_ locale: String) -> Bool {
    let name = locale.prefix { $0 != "." && $0 != "@" }
    return name == "C" || name == "POSIX"
  }
}

extension Localizer {
  /// The words, numbers and dates the settings chose.
  init(settings: Settings) {
    self.init(language: settings.language.value, numbers: settings.numbers.value, dates: settings.dates.value)
  }
}
