/// An option a command accepts: a flag (`--json`) or one that takes a value (`--continent C`).
struct OptionDefinition: Sendable, Hashable {
  /// The long name without dashes, also the key parsed values are stored under.
  let name: String
  /// A one-letter short name without the dash, if any.
  let short: Character?
  /// The placeholder shown for the value; `nil` for a flag.
  let valueName: String?
  /// One line of help.
  let help: L10nKey
  /// What the value names, for parsing closed lists, completion and the manual; `nil` for a flag,
  /// or for an option not yet declared (a test asks every option that takes a value for one).
  var kind: ValueKind? = nil

  /// A flag that takes no value.
  static func flag(_ name: String, short: Character? = nil, help: L10nKey) -> OptionDefinition {
    OptionDefinition(name: name, short: short, valueName: nil, help: help)
  }

  /// An option that takes a value.
  static func option(
    _ name: String, short: Character? = nil, value: String, kind: ValueKind? = nil, help: L10nKey
  ) -> OptionDefinition {
    OptionDefinition(name: name, short: short, valueName: value, help: help, kind: kind)
  }

  /// `--json`, shared by every read command.
  static let json = flag("json", help: .optionJson)
  /// `--help`, accepted by every command.
  static let help = flag("help", short: "h", help: .optionHelp)
  /// `--color`, accepted by every command.
  static let color = option(
    "color", value: "when", kind: .color, help: .optionColor)

  /// True for a flag.
  var isFlag: Bool { valueName == nil }

  /// How the option is written in usage lines: `--continent <continent>`.
  var synopsis: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }

  /// How the option is written in the options table: `-h, --help`.
  var label: String {
    (short.map { "-\($0), " } ?? "") + synopsis
  }
}

extension OptionDefinition {
  /// `--units`, accepted by every command, like `--color`.
  static let units = option(
    "units", value: "system", kind: .choices(["metric", "imperial"]),
    help: .optionUnits)
  /// `--no-pager`, accepted by every command.
  static let noPager = flag("no-pager", help: .optionNoPager)
}
