/// The raw result of parsing: positionals and options, not yet turned into typed values.
struct ParsedArguments: Sendable {
  /// Positional values, in order.
  var positionals: [String] = []
  /// Values of options that take one, by option name, in the order given.
  var values: [String: [String]] = [:]
  /// Flags given.
  var flags: Set<String> = []

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for an option.
  func value(_ name: String) -> String? { values[name]?.last }

  /// The value of an option, converted by `parse`; a value it rejects is a usage error.
  func value<T>(_ name: String, expecting: String, _ parse: (String) -> T?) throws -> T? {
    guard let text = value(name) else { return nil }
    guard let parsed = parse(text) else {
      throw UsageError.invalidValue(option: "--\(name)", value: text, expected: expecting)
    }
    return parsed
  }
}
