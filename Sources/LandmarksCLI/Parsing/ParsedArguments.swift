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

  /// Every value given for a repeatable option, in order; with `splittingCommas`, each is also
  /// split at commas (`--country IS,JP --country NO` gives IS, JP, NO). Pieces are trimmed and
  /// blank ones dropped, but an option given only blanks is a usage error, not a silent no-op.
  func values(_ name: String, splittingCommas: Bool = true) throws -> [String] {
    guard let given = values[name] else { return [] }
    let pieces = given.flatMap { value in
      (splittingCommas ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [value])
        .map { $0.trimmingBlanks() }
        .filter { !$0.isEmpty }
    }
    if pieces.isEmpty {
      throw UsageError.invalidValue(
        option: "--\(name)", value: given.last ?? "", expected: LocalizedText(.expectedNonEmpty))
    }
    return pieces
  }

  /// The value of an option, converted by `parse`; a value it rejects is a usage error.
  func value<T>(_ name: String, expecting: LocalizedText, _ parse: (String) -> T?) throws -> T? {
    guard let text = value(name) else { return nil }
    guard let parsed = parse(text) else {
      throw UsageError.invalidValue(option: "--\(name)", value: text, expected: expecting)
    }
    return parsed
  }
}
