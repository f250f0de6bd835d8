import Foundation

/// Small helpers the end-to-end suites share for reading the binary's JSON and text output.
enum EndToEndJSON {
  /// The top-level JSON value of `text`, parsed with `JSONSerialization`; nil when it is not JSON.
  static func value(_ text: String) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// `text` parsed as a JSON array of objects; nil when it is anything else.
  static func array(_ text: String) -> [[String: Any]]? {
    value(text) as? [[String: Any]]
  }

  /// `text` parsed as one JSON object; nil when it is anything else.
  static func object(_ text: String) -> [String: Any]? {
    value(text) as? [String: Any]
  }

  /// An integer JSON value (`JSONSerialization` may hand back `Int` or `NSNumber`).
  static func int(_ value: Any?) -> Int? {
    if let int = value as? Int { return int }
    if let number = value as? NSNumber { return number.intValue }
    return nil
  }

  /// A numeric JSON value as a `Double`.
  static func double(_ value: Any?) -> Double? {
    if let double = value as? Double { return double }
    if let int = value as? Int { return Double(int) }
    if let number = value as? NSNumber { return number.doubleValue }
    return nil
  }

  /// Whether a JSON value is a number.
  static func isNumber(_ value: Any?) -> Bool {
    guard let value else { return false }
    return value is Int || value is Double || value is NSNumber
  }

  /// Whether a JSON value is `null`.
  static func isNull(_ value: Any?) -> Bool {
    value is NSNull
  }

  /// The non-empty lines of `text`.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// The last non-empty line of `text`, or "" when there is none.
  static func lastLine(_ text: String) -> String {
    lines(text).last ?? ""
  }
}
