import LandmarksCore

/// What an argument's or option's value names, declared once beside it so that parsing, help,
/// the manual and shell completion agree on which values it takes.
enum ValueKind: Sendable, Hashable {
  /// A landmark: completed to slugs, matched by the start of the slug or of a name's words.
  case landmark
  /// A collection's name, read from the store.
  case collection
  /// One of the four activities.
  case activity
  /// A continent's name or code.
  case continent
  /// A landmark kind.
  case kind
  /// A country: completed to ISO codes, matched by code or name.
  case country
  /// `auto`, `always` or `never`.
  case color
  /// One of a fixed list of words, such as output formats or shells; anything else is refused.
  case choices([String])
  /// A path, completed by the shell.
  case file
  /// A number; nothing to complete.
  case number
  /// The words naming a command, as `help` takes them.
  case command
  /// Free text, such as a new name; nothing to complete.
  case text

  /// The only values accepted, for kinds that are a closed list the parser enforces.
  var choices: [String]? {
    switch self {
    case .color: ColorChoice.allCases.map(\.rawValue)
    case .choices(let words): words
    default: nil
    }
  }

  /// The choices as a phrase for messages and the manual: "auto, always or never".
  var choicesPhrase: LocalizedText? {
    guard let choices, !choices.isEmpty else { return nil }
    return LocalizedText(.expectedChoices, [.list(choices.map { .text($0) }, .or)])
  }
}
