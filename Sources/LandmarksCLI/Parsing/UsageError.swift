import Foundation
import LandmarksCore

/// A command line that does not fit a command's definition (exit 64).
enum UsageError: Error, Equatable, Sendable {
  /// No command has this name.
  case unknownCommand(name: String, suggestions: [String])
  /// The command has no such option.
  case unknownOption(option: String, suggestions: [String])
  /// An option that takes a value was given none.
  case missingValue(option: String)
  /// A flag was given a value with `=`.
  case unexpectedValue(option: String)
  /// A required positional argument is missing; `alternative` names an option that may stand for
  /// it (`<activity>... or --all`).
  case missingArgument(name: String, alternative: String? = nil)
  /// More positional arguments than the command takes.
  case unexpectedArgument(String)
  /// An option's or argument's value is not one the command accepts; `expected` says what is.
  case invalidValue(option: String, value: String, expected: LocalizedText)
  /// Options or arguments that cannot be used together, in a sentence.
  case conflict(LocalizedText)
  /// A value the command does not know, with the nearest it does (each already quoted, as
  /// `'IS' (Iceland)`) and a sentence saying where the rest are.
  case unknownValue(option: String, value: String, suggestions: [String], hint: LocalizedText?)
}

extension UsageError: LocalizedError {
  /// A sentence for people, in English: what went wrong and what to do next (the command line
  /// prints it in its language, see `Localizer.describe`).
  var errorDescription: String? { Localizer.english.describe(self) }
}
