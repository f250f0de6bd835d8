import LandmarksCore

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
