import Foundation

/// Encodes command results as JSON: pretty, sorted keys, unescaped slashes, ISO 8601 times.
enum JSONOutput {
  static func encode(_ value: any Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    // Some Foundation versions print an empty array or object across lines; scripts and people
    // expect `[]`. No JSON string holds a raw newline, so this cannot touch a value.
    return text.replacingOccurrences(of: #"\[\n\s*\]"#, with: "[]", options: .regularExpression)
      .replacingOccurrences(of: #"\{\n\s*\}"#, with: "{}", options: .regularExpression) + "\n"
  }
}
