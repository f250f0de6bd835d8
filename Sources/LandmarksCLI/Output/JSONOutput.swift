import Foundation

/// Encodes command results as JSON: pretty, sorted keys, unescaped slashes, ISO 8601 times.
enum JSONOutput {
  static func encode(_ value: any Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    let data = try encoder.encode(value)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
