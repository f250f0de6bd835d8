import LandmarksJSON

/// Encodes command results as JSON in the one layout: pretty, sorted keys, unescaped slashes,
/// ISO 8601 times, null for every unknown value.
enum JSONOutput {
  static func encode(_ value: any Encodable) throws -> String {
    try JSONTextEncoder.encode(value) + "\n"
  }

  /// `value` as `encode` writes it as an element of an array: every line indented by two spaces,
  /// without a separator or a line end, so that "[\n", the elements joined by ",\n", and "\n]\n"
  /// are byte for byte what `encode` makes of the whole array.
  static func arrayElement(_ value: some Encodable) throws -> String {
    try "  " + JSONTextEncoder.encode(value, depth: 1)
  }
}
