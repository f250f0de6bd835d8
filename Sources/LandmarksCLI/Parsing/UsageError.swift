import Foundation
import LandmarksCore

/// A command line that does not fit a command's definition (exit 64).
public enum UsageError: Error, Equatable, Sendable {
  /// No command has this name.
  case unknownCommand(name: String, suggestions: [String])
  /// The command has no such option.
  case unknownOption(option: String, suggestions: [String])
  /// An option that takes a value was given none.
  case missingValue(option: String)
  /// A flag was given a value with `=`.
  case unexpectedValue(option: String)
  /// A required positional argument is missing.
  case missingArgument(name: String)
  /// More positional arguments than the command takes.
  case unexpectedArgument(String)
  /// An option's or argument's value is not one the command accepts.
  case invalidValue(option: String, value: String, expected: String)
  /// Options or arguments that cannot be used together.
  case conflict(String)
  /// A value the command does not know, with the nearest it does (each already quoted, as
  /// `'IS' (Iceland)`) and a sentence saying where the rest are.
  case unknownValue(option: String, value: String, suggestions: [String], hint: String)
}

extension UsageError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .unknownCommand(let name, let suggestions):
      return "Unknown command '\(name)'." + Self.didYouMean(suggestions)
    case .unknownOption(let option, let suggestions):
      return "Unknown option '\(option)'." + Self.didYouMean(suggestions)
    case .missingValue(let option):
      return "Missing value for '\(option)'."
    case .unexpectedValue(let option):
      return "The flag '\(option)' takes no value."
    case .missingArgument(let name):
      return "Missing expected argument '\(name)'."
    case .unexpectedArgument(let value):
      return "Unexpected argument '\(Excerpt.of(value))'."
    case .invalidValue(let option, let value, let expected):
      return "The value '\(Excerpt.of(value))' is invalid for '\(option)'. Expected \(expected)."
    case .conflict(let message):
      return message
    case .unknownValue(let option, let value, let suggestions, let hint):
      let listed = suggestions.count > 1 ? suggestions.dropLast().joined(separator: ", ") + " or " : ""
      let meant = suggestions.last.map { " Did you mean \(listed)\($0)?" } ?? ""
      return "The value '\(Excerpt.of(value))' is invalid for '\(option)'.\(meant)" + (hint.isEmpty ? "" : " " + hint)
    }
  }

  private static func didYouMean(_ suggestions: [String]) -> String {
    guard !suggestions.isEmpty else { return "" }
    return " Did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
  }
}
