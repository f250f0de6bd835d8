/// What the word under the cursor is, read from the words before it with the same declarations
/// the parser uses: the hidden `__complete` command turns it into candidates.
struct CompletionTarget: Sendable {
  /// What kind of word is wanted.
  enum Slot: Sendable {
    /// A subcommand of `command` (when it has some) or the value of its positional `argument`.
    case word(argument: ArgumentDefinition?)
    /// An option's name.
    case optionName
    /// The value of `option`; `attachedTo` is the `--name=` written before it in the same word.
    case optionValue(OptionDefinition, attachedTo: String)
  }

  /// The command the words so far lead to.
  let command: any ParsableCommand.Type
  /// The subcommand words that led to it.
  let path: [String]
  /// The positionals given to it before the cursor.
  let positionals: [String]
  /// The options already given, so flags are not offered twice.
  let given: Set<String>
  /// What is wanted at the cursor.
  let slot: Slot
  /// The part of the current word to match candidates against.
  let prefix: String

  /// Reads `words` (the command line after `landmarks`, finished words only) and `current`.
  init(words: [String], current: String) {
    var command: any ParsableCommand.Type = RootCommand.self
    var path: [String] = []
    var positionals: [String] = []
    var given = Set<String>()
    var pending: OptionDefinition?
    var onlyPositionals = false
    for word in words {
      if pending != nil {
        pending = nil
        continue
      }
      if !onlyPositionals && word == "--" {
        onlyPositionals = true
        continue
      }
      if !onlyPositionals && Self.looksLikeOption(word) {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        if let option = command.configuration.option(named: name) {
          given.insert(option.name)
          if !option.isFlag && !word.contains("=") { pending = option }
        }
        continue
      }
      if positionals.isEmpty,
        let next = command.configuration.subcommands.first(where: { $0.configuration.name == word })
      {
        command = next
        path.append(word)
        continue
      }
      positionals.append(word)
    }
    self.command = command
    self.path = path
    self.positionals = positionals
    self.given = given
    if let pending {
      (slot, prefix) = (.optionValue(pending, attachedTo: ""), current)
    } else if !onlyPositionals && current.hasPrefix("--"), let equals = current.firstIndex(of: "="),
      let option = command.configuration.option(named: String(current[..<equals])), !option.isFlag
    {
      let attached = String(current[...equals])
      (slot, prefix) = (.optionValue(option, attachedTo: attached), String(current[current.index(after: equals)...]))
    } else if !onlyPositionals && current.hasPrefix("-") && !Self.isNumber(current) {
      (slot, prefix) = (.optionName, current)
    } else {
      (slot, prefix) = (.word(argument: Self.argument(at: positionals.count, of: command.configuration)), current)
    }
  }

  /// The declared argument that the positional at `index` fills, if any.
  static func argument(at index: Int, of configuration: CommandConfiguration) -> ArgumentDefinition? {
    var start = 0
    for argument in configuration.arguments {
      switch argument.arity {
      case .required, .optional:
        if index == start { return argument }
        start += 1
      case .oneOrMore, .zeroOrMore:
        return argument
      }
    }
    return nil
  }

  /// True for `-x`, `--name` and `--name=value`; a lone `-` and negative numbers are values.
  private static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-" && !isNumber(word)
  }

  /// Negative coordinates such as `-33.9` are values, as the parser reads them.
  private static func isNumber(_ word: String) -> Bool {
    guard let second = word.dropFirst().first else { return false }
    return second.isNumber || second == "."
  }
}
