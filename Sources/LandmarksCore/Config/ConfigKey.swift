import Foundation

/// The few defaults a person sets once, each a string in the config file.
public enum ConfigKey: String, CaseIterable, Sendable {
  /// `auto`, `always` or `never`, as `--color` takes.
  case color
  /// `metric` or `imperial`, as `--units` takes.
  case units
  /// A pager command run through `/bin/sh`, or `off`.
  case pager
  /// The landmark shown on top, kept as its slug.
  case featured
  /// `full` or `reduced`: whether the explorer animates.
  case motion
  /// `on` or `off`: whether the explorer takes the mouse.
  case mouse

  /// The value `pager` takes to turn paging off.
  public static let pagerOff = "off"

  /// What the key takes, for messages and `config` help.
  public var expected: String {
    switch self {
    case .color: "auto, always or never"
    case .units: "metric or imperial"
    case .pager: "a command such as 'less -R', or off"
    case .featured: "a landmark"
    case .motion: "full or reduced"
    case .mouse: "on or off"
    }
  }

  /// Every key with what it takes, for the message that follows an unknown key or a bad value.
  public static var summary: String {
    "Keys: " + allCases.map { "\($0.rawValue) (\($0.expected))" }.joined(separator: ", ") + "."
  }

  /// The values the key takes when they are a closed list; `nil` for free text.
  public var choices: [String]? {
    switch self {
    case .color: ["auto", "always", "never"]
    case .units: UnitSystem.allCases.map(\.rawValue)
    case .motion: ["full", "reduced"]
    case .mouse: ["on", "off"]
    case .pager, .featured: nil
    }
  }

  /// `value` as the file keeps it (trimmed, lowercased where the values are words), or `nil`
  /// when the key cannot take it. A landmark is only checked for shape here: the catalog
  /// resolves it when it is set.
  public func normalized(_ value: String) -> String? {
    let trimmed = value.trimmingBlanks()
    guard !trimmed.isEmpty, trimmed.count <= 1_000,
      !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    if let choices {
      let word = trimmed.lowercased()
      return choices.contains(word) ? word : nil
    }
    return self == .pager && trimmed.lowercased() == Self.pagerOff ? Self.pagerOff : trimmed
  }
}
