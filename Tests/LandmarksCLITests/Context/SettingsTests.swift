import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("Settings: flag > LANDMARKS_* > config > NO_COLOR, PAGER, LC_* > default")
struct SettingsTests {
  private static func resolve(
    flags: SettingFlags = SettingFlags(), _ environment: [String: String] = [:], config: [String: String] = [:]
  ) -> (settings: Settings, warnings: [String]) {
    Settings.resolve(flags: flags, environment: environment, config: UserConfig(values: config), configPath: "/c.json")
  }

  private static func flags(color: ColorChoice? = nil, units: UnitSystem? = nil, noPager: Bool = false)
    -> SettingFlags
  {
    var flags = SettingFlags()
    flags.color = color
    flags.units = units
    flags.noPager = noPager
    return flags
  }

  @Test(
    "units",
    arguments: [
      (flags(units: .imperial), ["LANDMARKS_UNITS": "metric"], ["units": "metric"], UnitSystem.imperial, "flag"),
      (flags(), ["LANDMARKS_UNITS": "imperial"], ["units": "metric"], .imperial, "environment"),
      (flags(), ["LANG": "en_US.UTF-8"], ["units": "metric"], .metric, "config"),
      (flags(), ["LANG": "en_US.UTF-8"], [:], .imperial, "system"),
      (flags(), ["LANG": "de_DE.UTF-8"], [:], .metric, "system"),
      (flags(), ["LANDMARKS_UNITS": "furlongs", "LANG": "en_US.UTF-8"], [:], .imperial, "system"),
      (flags(), [:], [:], .metric, "default"),
    ] as [(SettingFlags, [String: String], [String: String], UnitSystem, String)])
  func units(
    flags: SettingFlags, environment: [String: String], config: [String: String], value: UnitSystem, source: String
  ) {
    let units = Self.resolve(flags: flags, environment, config: config).settings.units
    #expect(units.value == value)
    #expect(units.source.kind == source)
  }

  @Test(
    "colour",
    arguments: [
      (flags(color: .never), ["LANDMARKS_COLOR": "always"], ["color": "always"], ColorChoice.never, "flag"),
      (flags(), ["LANDMARKS_COLOR": "always"], ["color": "never"], .always, "environment"),
      (flags(), ["NO_COLOR": "1"], ["color": "always"], .always, "config"),
      (flags(), ["NO_COLOR": "1"], [:], .never, "system"),
      (flags(), ["NO_COLOR": ""], [:], .auto, "default"),
      (flags(), [:], [:], .auto, "default"),
    ] as [(SettingFlags, [String: String], [String: String], ColorChoice, String)])
  func colour(
    flags: SettingFlags, environment: [String: String], config: [String: String], value: ColorChoice, source: String
  ) {
    let color = Self.resolve(flags: flags, environment, config: config).settings.color
    #expect(color.value == value)
    #expect(color.source.kind == source)
  }

  @Test(
    "pager",
    arguments: [
      (flags(noPager: true), ["LANDMARKS_PAGER": "more"], [:], String?.none, "flag"),
      (flags(), ["LANDMARKS_PAGER": "more", "PAGER": "most"], ["pager": "off"], "more", "environment"),
      (flags(), ["LANDMARKS_PAGER": "off"], [:], nil, "environment"),
      (flags(), ["PAGER": "most"], ["pager": "off"], nil, "config"),
      (flags(), ["PAGER": "most"], ["pager": "less -R"], "less -R", "config"),
      (flags(), ["PAGER": "most"], [:], "most", "system"),
      (flags(), ["PAGER": " "], [:], "less -FRX", "default"),
      (flags(), [:], [:], "less -FRX", "default"),
    ] as [(SettingFlags, [String: String], [String: String], String?, String)])
  func pager(
    flags: SettingFlags, environment: [String: String], config: [String: String], value: String?, source: String
  ) {
    let pager = Self.resolve(flags: flags, environment, config: config).settings.pager
    #expect(pager.value == value)
    #expect(pager.source.kind == source)
  }

  @Test("featured: LANDMARKS_FEATURED, else the config, else the catalog's own")
  func featured() {
    #expect(
      Self.resolve(["LANDMARKS_FEATURED": "uluru"], config: ["featured": "k2"]).settings.featured.value == "uluru")
    #expect(Self.resolve(config: ["featured": "k2"]).settings.featured.value == "k2")
    #expect(Self.resolve().settings.featured.value == nil)
  }

  @Test("a variable set to a value its setting cannot take is skipped with one warning")
  func badVariable() {
    let resolved = Self.resolve(["LANDMARKS_COLOR": "sometimes"], config: ["color": "never"])
    #expect(resolved.settings.color.value == .never)
    #expect(resolved.warnings.count == 1)
    #expect(resolved.warnings.first?.contains("LANDMARKS_COLOR") == true)
  }

  @Test(
    "the locale's units: imperial for US, Liberia and Myanmar",
    arguments: [
      ("en_US.UTF-8", UnitSystem.imperial), ("es_US", .imperial), ("en_LR.UTF-8", .imperial), ("my_MM", .imperial),
      ("my_MM@calendar=gregorian", .imperial), ("en-US", .imperial), ("en_GB.UTF-8", .metric),
      ("de_DE.UTF-8", .metric), ("en_AU", .metric), ("C", .metric), ("POSIX", .metric), ("C.UTF-8", .metric),
      ("en", .metric),
    ])
  func localeTable(locale: String, expected: UnitSystem) {
    #expect(LocaleUnits.system(forLocale: locale) == expected)
  }

  @Test(
    "LC_ALL, then LC_MEASUREMENT, then LANG decide; an empty one does not count",
    arguments: [
      (["LC_ALL": "de_DE.UTF-8", "LC_MEASUREMENT": "en_US.UTF-8", "LANG": "en_US.UTF-8"], UnitSystem.metric),
      (["LC_MEASUREMENT": "en_US.UTF-8", "LANG": "de_DE.UTF-8"], .imperial),
      (["LC_ALL": "", "LC_MEASUREMENT": "", "LANG": "en_US.UTF-8"], .imperial),
      (["LC_CTYPE": "en_US.UTF-8"], .metric),
    ])
  func localeVariables(environment: [String: String], expected: UnitSystem) {
    #expect(Self.resolve(environment).settings.units.value == expected)
  }
}
