import Foundation
import LandmarksCore

extension Settings {
  /// The settings in force for one run, and a warning for each variable set to a value its
  /// setting cannot take (that variable is skipped, as if unset).
  static func resolve(
    flags: SettingFlags, environment: [String: String], config: UserConfig, configPath: String
  ) -> (settings: Settings, warnings: [String]) {
    var warnings: [String] = []
    /// A `LANDMARKS_*` variable's value for `key`, normalised; warns about one it cannot take.
    func variable(_ name: String, for key: ConfigKey) -> String? {
      guard let text = environment[name], !text.isEmpty else { return nil }
      guard let value = key.normalized(text) else {
        warnings.append(
          "Warning: \(name)='\(SafeText.clean(Excerpt.of(text)))' is not \(key.expected); it is ignored.")
        return nil
      }
      return value
    }
    let fromConfig = SettingSource.config(configPath)

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
    return (
      Settings(color: color, units: units, pager: pager, featured: featured, motion: motion, mouse: mouse), warnings
    )
  }
}
