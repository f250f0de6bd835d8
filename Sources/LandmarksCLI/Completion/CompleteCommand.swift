import Foundation
import LandmarksCore

/// `landmarks __complete WORD...`: the hidden command the completion scripts call. The last word
/// is the one under the cursor (empty after a space); the answer lists what may go there, read
/// from the same declarations the parser uses and from the catalog and store themselves.
struct CompleteCommand: ParsableCommand {
  /// The hidden name; the router sends it here before anything else, and help never lists it.
  static let name = "__complete"

  static let configuration = CommandConfiguration(
    name: name,
    abstract: .completeAbstract,
    arguments: [.init(name: "word", arity: .zeroOrMore, help: .completeArgumentWord, kind: .text)],
    examples: [.init(arguments: "__complete show fuj", explanation: .completeExample1)]
  )

  /// The words are taken as they come: `--js` is a word to complete, not an unknown option.
  static func parse(_ tokens: [String]) throws -> ParsedArguments {
    ParsedArguments(positionals: tokens)
  }

  /// The command line's words before the cursor.
  let words: [String]
  /// The word under the cursor.
  let current: String

  init(arguments: ParsedArguments) throws {
    words = Array(arguments.positionals.dropLast())
    current = arguments.positionals.last ?? ""
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let target = CompletionTarget(words: words, current: current)
    let localizer = context.localizer
    let values = CompletionValues(context: context)
    switch target.slot {
    case .optionName:
      return CompletionOutput(candidates: Self.options(of: target, in: localizer))
    case .optionValue(let option, let attached):
      return try Self.optionValues(option, attached: attached, target: target, values: values)
    case .word(let argument):
      return try Self.words(argument, target: target, values: values, in: localizer)
    }
  }

  /// The values of an option, written after `--name=` when the word began so.
  private static func optionValues(
    _ option: OptionDefinition, attached: String, target: CompletionTarget, values: CompletionValues
  ) throws -> CompletionOutput {
    if case .file = option.kind { return CompletionOutput(candidates: [], wantsFiles: true) }
    let found = try values.candidates(for: option.kind, matching: target.prefix, after: [])
    let candidates = found.map { CompletionOutput.Candidate(value: attached + $0.value, description: $0.description) }
    return CompletionOutput(candidates: candidates)
  }

  /// Subcommands and the values of the positional argument at the cursor.
  private static func words(
    _ argument: ArgumentDefinition?, target: CompletionTarget, values: CompletionValues, in localizer: Localizer
  ) throws -> CompletionOutput {
    var candidates: [CompletionOutput.Candidate] = []
    let configuration = target.command.configuration
    if target.positionals.isEmpty {
      for sub in configuration.subcommands where sub.configuration.name.hasPrefix(target.prefix) {
        candidates.append(
          CompletionOutput.Candidate(value: sub.configuration.name, description: localizer(sub.configuration.abstract)))
      }
    }
    if let argument {
      if case .file = argument.kind, candidates.isEmpty { return CompletionOutput(candidates: [], wantsFiles: true) }
      candidates += try values.candidates(for: argument.kind, matching: target.prefix, after: target.positionals)
    }
    // Nothing else fits an empty word: the options are what is left to type.
    if candidates.isEmpty && target.prefix.isEmpty && configuration.subcommands.isEmpty {
      candidates = options(of: target, in: localizer)
    }
    return CompletionOutput(candidates: candidates)
  }

  /// The command's long options starting with the word, flags already given left out.
  private static func options(of target: CompletionTarget, in localizer: Localizer) -> [CompletionOutput.Candidate] {
    target.command.configuration.allOptions
      .filter { !($0.isFlag && target.given.contains($0.name)) && "--\($0.name)".hasPrefix(target.prefix) }
      .map { .init(value: "--\($0.name)", description: localizer($0.help)) }
  }
}

/// The answer of the hidden `__complete` command: one candidate a line, `value<TAB>description`,
/// or the single line `<TAB>file` when the shell should complete a path itself.
struct CompletionOutput: CommandOutput {
  /// One value to offer.
  struct Candidate: Sendable, Hashable {
    /// What to insert.
    let value: String
    /// What it is, shown beside it by zsh and fish.
    var description = ""
  }

  /// At most this many lines: a shell asked to show thousands of imported landmarks helps nobody.
  static let limit = 200

  /// The candidates, best first.
  let candidates: [Candidate]
  /// Whether the value is a path the shell completes.
  var wantsFiles = false

  func text(in style: OutputStyle) -> String {
    if wantsFiles { return "\tfile\n" }
    var seen = Set<String>()
    var lines: [String] = []
    for candidate in candidates where Self.isInsertable(candidate.value) && seen.insert(candidate.value).inserted {
      let description = Self.oneLine(candidate.description)
      lines.append(description.isEmpty ? candidate.value : candidate.value + "\t" + description)
      if lines.count == Self.limit { break }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A value the shell may insert: not empty, and nothing that could break the line protocol or
  /// drive the terminal (imported names are not trusted).
  private static func isInsertable(_ value: String) -> Bool {
    !value.isEmpty && SafeText.clean(value) == value
  }

  /// A description cleaned of controls, tabs and line breaks, cut to a readable length.
  private static func oneLine(_ text: String) -> String {
    let cleaned = SafeText.clean(text.replacingOccurrences(of: "\t", with: " "))
    return cleaned.count > 80 ? String(cleaned.prefix(79)) + "…" : cleaned
  }
}
