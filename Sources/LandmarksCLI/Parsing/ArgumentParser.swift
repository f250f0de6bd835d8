import Foundation
import LandmarksCore
import LandmarksModels

/// Splits tokens into positionals, option values and flags against one command's configuration.
struct ArgumentParser {
  let configuration: CommandConfiguration

  func parse(_ tokens: [String]) throws -> ParsedArguments {
    var result = ParsedArguments()
    var remaining = tokens[...]
    var onlyPositionals = false
    while let token = remaining.popFirst() {
      if onlyPositionals || token == "-" || !token.hasPrefix("-") || Self.isNumber(token) {
        result.positionals.append(token)
        continue
      }
      if token == "--" {
        onlyPositionals = true
        continue
      }
      var name = token
      var attached: String?
      if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
        name = String(token[..<equals])
        attached = String(token[token.index(after: equals)...])
      }
      guard let option = configuration.option(named: name) else {
        throw unknownOption(name)
      }
      if option.isFlag {
        if attached != nil { throw UsageError.unexpectedValue(option: "--\(option.name)") }
        result.flags.insert(option.name)
      } else {
        guard let value = attached ?? remaining.popFirst() else {
          throw UsageError.missingValue(option: option.synopsis)
        }
        try Self.check(value, against: option.kind, for: "--\(option.name)")
        result.values[option.name, default: []].append(value)
      }
    }
    if !result.flag("help") { try checkArity(result.positionals) }
    return result
  }

  /// Negative coordinates such as `-33.9,18.4` are values, not options.
  private static func isNumber(_ token: String) -> Bool {
    guard let second = token.dropFirst().first else { return false }
    return second.isNumber || second == "."
  }

  /// A value outside a declared closed list (`--color`, a format, a shell) is a usage error
  /// listing the choices, so every such option refuses alike without code of its own.
  private static func check(_ value: String, against kind: ValueKind?, for name: String) throws {
    guard let choices = kind?.choices, let phrase = kind?.choicesPhrase, !choices.contains(value) else { return }
    throw UsageError.invalidValue(option: name, value: value, expected: phrase)
  }

  private func unknownOption(_ name: String) -> UsageError {
    let candidates = configuration.allOptions.map { "--\($0.name)" }
    let suggestions = NearestNames.nearest(to: name, among: candidates, limit: 2)
    return UsageError.unknownOption(option: name, suggestions: suggestions)
  }

  /// Matches positionals to the declared arguments: too few or too many, or a blank value
  /// where none makes sense, is a usage error.
  private func checkArity(_ positionals: [String]) throws {
    var remaining = positionals[...]
    for argument in configuration.arguments {
      let taken: ArraySlice<String>
      switch argument.arity {
      case .required, .oneOrMore:
        guard !remaining.isEmpty else { throw UsageError.missingArgument(name: "<\(argument.name)>") }
        taken = argument.arity == .required ? remaining.prefix(1) : remaining
      case .optional:
        taken = remaining.prefix(1)
      case .zeroOrMore:
        taken = remaining
      }
      remaining = remaining.dropFirst(taken.count)
      for value in taken { try Self.check(value, against: argument.kind, for: "<\(argument.name)>") }
      if !argument.allowsEmpty, taken.contains(where: { $0.trimmingBlanks().isEmpty }) {
        throw UsageError.invalidValue(
          option: "<\(argument.name)>", value: "", expected: LocalizedText(.expectedNonEmpty))
      }
    }
    if let extra = remaining.first {
      throw UsageError.unexpectedArgument(extra)
    }
  }
}
