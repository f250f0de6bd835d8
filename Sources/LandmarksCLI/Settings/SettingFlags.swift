import LandmarksCore

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
    color = try arguments.value("color", expecting: "auto, always or never", ColorChoice.init(rawValue:))
    units = try arguments.value("units", expecting: "metric or imperial") { UnitSystem(rawValue: $0.lowercased()) }
    noPager = arguments.flag("no-pager")
  }

  /// No setting given.
  init() {}
}
