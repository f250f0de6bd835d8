import Foundation

/// Encodes command results as JSON: pretty, sorted keys, unescaped slashes, ISO 8601 times.
enum JSONOutput {
  static func encode(_ value: any Encodable) throws -> String {
    try JSONTextEncoder.encode(value) + "\n"
  }

  /// The same text through Foundation's encoder: what `JSONTextEncoder` is held to in the tests.
  static func foundationEncode(_ value: any Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: collapsingEmptyContainers(try encoder.encode(value)), as: UTF8.self) + "\n"
  }

  /// The bytes with every `[` or `{` that is followed only by a line break and blanks before its
  /// closing bracket written as `[]` or `{}`.
  ///
  /// Some Foundation versions print an empty array or object across lines; scripts and people
  /// expect `[]`. No JSON string holds a raw line break, so a bracket followed by one is never
  /// inside a string. A byte scan rather than a regular expression: compiling one cost a run of
  /// `list --json` a fifth of its time.
  static func collapsingEmptyContainers<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
    let input = Array(bytes)
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var index = 0
    while index < input.count {
      let byte = input[index]
      output.append(byte)
      index += 1
      guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{"), index < input.count,
        input[index] == UInt8(ascii: "\n")
      else { continue }
      var next = index
      while next < input.count, input[next] == 0x20 || input[next] == 0x0A || input[next] == 0x09 { next += 1 }
      let closing = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
      if next < input.count, input[next] == closing { index = next }
    }
    return output
  }

  /// `value` as `encode` writes it as an element of an array: every line indented by two spaces,
  /// without a separator or a line end, so that "[\n", the elements joined by ",\n", and "\n]\n"
  /// are byte for byte what `encode` makes of the whole array.
  static func arrayElement(_ value: some Encodable) throws -> String {
    try "  " + JSONTextEncoder.encode(value, depth: 1)
  }
}
