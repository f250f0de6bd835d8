import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// `JSONValueDecoder` against Foundation's `JSONDecoder` (with the store's way of reading times),
/// value by value: the same results, and the same errors down to the coding path and wording.
@Suite("JSONValueDecoder reads values and throws errors as Foundation's decoder does")
final class JSONValueDecoderTests {
  /// The `compare` calls of this test case, and how many of them compared rather than gave up:
  /// a decoder that gave up on everything would otherwise pass every case.
  private var comparisons = 0
  private var compared = 0

  deinit {
    // Some documents are meant to go to Foundation, but never most of a case's.
    if comparisons > 0 {
      #expect(compared * 2 > comparisons, "only \(compared) of \(comparisons) readings were compared")
    }
  }

  /// A struct with a member of every kind the store uses.
  struct Sample: Codable, Equatable {
    let id: Int
    let name: String?
    let flags: [Bool]
    let when: Date?
    let stamp: Stamped<String>
    let records: [Activity: ActivityRecord]?
  }

  /// A struct whose key has an upper-case K, which the Kelvin sign (U+212A) is canonically equal to.
  struct Kelvin: Codable, Equatable {
    let kelvin: Int

    enum CodingKeys: String, CodingKey {
      case kelvin = "K"
    }
  }

  /// Number spellings, integral or not, in range or not, plain or with fractions and exponents.
  static let numbers = [
    "0", "-0", "1", "-1", "1.0", "1.5", "-1.5", "1e2", "1E+2", "100e-2", "0.1e1", "1e-400", "-1e-400", "1e400", "0e5",
    "-0.0", "1.0000000000000001", "4.9e-324", "0.5e1", "-5e-1", "255", "256", "-128", "-129", "127.0", "65536",
    "4294967296", "9007199254740992", "9007199254740993", "9007199254740992.0", "1e15", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
    "18446744073709551616", "1e18", "1e19", "123456789012345678901234567890", "3.4028235e38", "3.5e38", "1e-50",
  ]

  @Test("numbers read as every integer and floating-point type as Foundation reads them", arguments: numbers)
  func number(_ literal: String) {
    let json = "[\(literal)]"
    compare([Int].self, json)
    compare([Int8].self, json)
    compare([Int16].self, json)
    compare([Int32].self, json)
    compare([Int64].self, json)
    compare([UInt].self, json)
    compare([UInt8].self, json)
    compare([UInt16].self, json)
    compare([UInt32].self, json)
    compare([UInt64].self, json)
    compare([Double].self, json)
    compare([Float].self, json)
    compare(Int.self, literal)
    compare(Double.self, literal)
  }

  /// Documents for `Sample`: good ones, and a fault at each member and depth.
  static let samples = [
    #"{"id": 1, "flags": [], "stamp": {"value": "a", "changedAt": null}}"#,
    #"{"id": 1, "name": null, "flags": [true, false], "when": "2026-11-29T12:00:00.123Z", "stamp": {"value": "", "changedAt": "2026-11-29T12:00:00Z"}, "records": {"takePhoto": {"done": true, "changedAt": "2026-11-29T12:00:00Z", "firstCompletedAt": null}}}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a"}, "extra": [1, {"x": null}]}"#,
    #"{"flags": [], "stamp": {"value": "a"}}"#,
    #"{"id": null, "flags": [], "stamp": {"value": "a"}}"#,
    #"{"id": "1", "flags": [], "stamp": {"value": "a"}}"#,
    #"{"id": 1.5, "flags": [], "stamp": {"value": "a"}}"#,
    #"{"id": 1, "name": 5, "flags": [], "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": null, "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": {}, "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": [true, 1], "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": [true, null], "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": [], "when": 0, "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": [], "when": "soon", "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": [], "when": "2026-11-29", "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": [], "stamp": {}}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": null}}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a", "changedAt": "later"}}"#,
    #"{"id": 1, "flags": [], "stamp": [], "records": null}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a"}, "records": []}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a"}, "records": {"swim": {}}}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a"}, "records": {"takePhoto": {"done": true}}}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a"}, "records": {"takePhoto": {"done": 1, "changedAt": "2026-11-29T12:00:00Z"}}}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a"}, "records": {"takePhoto": null}}"#,
    #"{"id": 1, "id": "two", "flags": [], "stamp": {"value": "a"}}"#,
    #"{"id": "two", "id": 1, "flags": [], "stamp": {"value": "a"}}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a"}, "records": {"takePhoto": {"done": true, "changedAt": "2026-11-29T12:00:00Z"}, "takePhoto": 5}}"#,
    #"{"id": 1, "flags": [], "stamp": {"value": "a"}, "records": {"takePhoto": 5, "takePhoto": {"done": true, "changedAt": "2026-11-29T12:00:00Z"}}}"#,
    #"[]"#, #"null"#, #""text""#, #"3"#,
  ]

  @Test("a struct of every kind of member, whole or damaged, reads as Foundation reads it", arguments: samples)
  func sample(_ json: String) {
    compare(Sample.self, json)
    compare([Sample].self, "[\(json)]")
    compare([String: Sample].self, #"{"k": \#(json)}"#)
  }

  /// Dictionaries, each with at most one fault: with two, Foundation reports whichever its hash
  /// order meets first, which changes from run to run.
  static let maps: [(json: String, keys: String)] = [
    (#"{"b": 1, "a": 2, "b": 3}"#, "String"), (#"{"b": 1, "a": null}"#, "String"), (#"[]"#, "String"),
    (#"{"1": 1, "2": 2}"#, "Int"), (#"{"1": 1, "x": 2}"#, "Int"), (#"{"+1": 1, "-0": 2}"#, "Int"),
    (#"{"1": 1, "1": "one"}"#, "Int"), (#"{"1": null}"#, "Int"), (#"{}"#, "Int"), (#"null"#, "Int"),
    (#"{"99999999999999999999": 1}"#, "Int"), (#"{"takePhoto": 1, "drawSketch": 2}"#, "Activity"),
    (#"{"takePhoto": 1, "swim": 2}"#, "Activity"), (#"{"takePhoto": "1"}"#, "Activity"), (#"3"#, "Activity"),
  ]

  @Test("dictionaries keyed by strings, ints and activities read as Foundation reads them", arguments: maps)
  func map(_ json: String, _ keys: String) {
    switch keys {
    case "String":
      compare([String: Int].self, json)
      compare([String: Int?].self, json)
    case "Int": compare([Int: Int].self, json)
    default: compare([Activity: Int].self, json)
    }
  }

  /// Documents for single values and arrays of them.
  static let values = [
    #"true"#, #"false"#, #"null"#, #"0"#, #""a""#, #""2026-11-29T12:00:00.000Z""#, #""2026-11-29T12:00:00Z""#,
    #""2026-11-29T12:00:00.1234Z""#, #"[]"#, #"[null]"#, #"[1, null]"#, #"[[1], [2, 3]]"#, #"{}"#, #""\u00e9\n\/\"""#,
    #"[true, "a", 1, null, {}, []]"#,
  ]

  @Test("single values and arrays read as Foundation reads them", arguments: values)
  func value(_ json: String) {
    compare(Bool.self, json)
    compare(String.self, json)
    compare(Date.self, json)
    compare(Int?.self, json)
    compare([Int].self, json)
    compare([Int?].self, json)
    compare([[Int]].self, json)
    compare([Date].self, json)
    compare([Date?].self, json)
    compare(Activity.self, json)
  }

  @Test("a repeated key reads as its first value and an unknown key is ignored, as in Foundation")
  func repeatedAndUnknownKeys() throws {
    let json = #"{"K": 1, "K": 2, "unknown": [1, 2]}"#
    let document = try #require(JSONValueDecoder.document(from: Data(json.utf8)))
    #expect(try JSONValueDecoder.decode(Kelvin.self, from: document) == Kelvin(kelvin: 1))
    compare(Kelvin.self, json)
    // Keys compare as Swift strings: the Kelvin sign is the letter K, in Foundation as here.
    compare(Kelvin.self, "{\"\u{212A}\": 3}")
    compare(Kelvin.self, "{\"\u{212A}\": 3, \"K\": 4}")
    compare([String: Int].self, "{\"\u{212A}\": 3, \"K\": 4}")
  }

  /// Texts whose strings the scanner and Foundation read alike, or not.
  static let texts: [(String, Bool)] = [
    (#"{"a": "plain", "b": "é ❄️"}"#, true),
    (#"{"a": "escaped \" quote \\ and \n \u0001 \u00e9"}"#, true),
    ("{\"a\": \"raw\ttab\"}", false),
    ("{\"a\": \"raw\u{01}\"}", false),
    ("{\n\t\"a\": 1\r\n}", true),
    (#"{"a": "\ud83d\ude00"}"#, false),
    (#"{"a": "\uD800"}"#, false),
    (#"{"a": "\uDFFF"}"#, false),
    (#"{"a": "\uD7FF \uE000"}"#, true),
    (#"{"a": "\\uD800"}"#, true),
    (#"{"a\"": "\\"}"#, true),
  ]

  @Test("strings with raw control characters or surrogate escapes go to Foundation", arguments: texts)
  func stringsReadAlike(_ text: String, _ alike: Bool) {
    #expect(JSONValueDecoder.stringsReadAlike(Array(text.utf8)) == alike)
  }

  @Test("the check reads eight bytes at a time and still finds every control character and surrogate escape")
  func stringsReadAlikeAtEveryOffset() {
    var random = SeededGenerator(seed: 8)
    let alphabet = Array("\"\\udD8aFx \t".utf8) + [0x01, 0xC3]
    for _ in 0..<20_000 {
      let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 0 }
      #expect(JSONValueDecoder.stringsReadAlike(bytes) == Self.stringsReadAlikeByteByByte(bytes), "\(bytes)")
    }
  }

  /// The check a byte at a time, as plainly as it can be written.
  private static func stringsReadAlikeByteByByte(_ bytes: [UInt8]) -> Bool {
    var inString = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if !inString {
        inString = byte == UInt8(ascii: "\"")
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      } else if byte < 0x20 {
        return false
      } else if byte == UInt8(ascii: "\\") {
        let escape = bytes[index...].prefix(4).map { Character(Unicode.Scalar($0)) }
        if escape.count == 4, escape[1] == "u", escape[2] == "d" || escape[2] == "D",
          "89abcdefABCDEF".contains(escape[3])
        {
          return false
        }
        index += 1
      }
      index += 1
    }
    return true
  }

  /// Decodes `json` both ways and expects the same value, or the same error: its case, type,
  /// coding path (names and int values) and description. A document the scanner refuses, or a
  /// number our decoder leaves to Foundation, is not compared (the store reads those with
  /// Foundation) but counted, so that `deinit` can require most of a case's to be compared.
  private func compare<T: Decodable & Equatable>(
    _ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let data = Data(json.utf8)
    let foundation = Result { try StateCoding.foundationDecoder().decode(type, from: data) }
    comparisons += 1
    guard let document = JSONValueDecoder.document(from: data) else { return }
    let ours = Result { try JSONValueDecoder.decode(type, from: document) }
    if case .failure(let mine) = ours, mine is UnsureReading { return }
    compared += 1
    switch (ours, foundation) {
    case (.success(let mine), .success(let theirs)):
      #expect(mine == theirs, "\(T.self) from \(json)", sourceLocation: sourceLocation)
    case (.failure(let mine), .failure(let theirs)):
      #expect(summary(mine) == summary(theirs), "\(T.self) from \(json)", sourceLocation: sourceLocation)
    case (.success(let mine), .failure(let theirs)):
      Issue.record(
        "\(T.self) from \(json): read \(mine), Foundation threw \(summary(theirs))", sourceLocation: sourceLocation)
    case (.failure(let mine), .success(let theirs)):
      Issue.record(
        "\(T.self) from \(json): threw \(summary(mine)), Foundation read \(theirs)", sourceLocation: sourceLocation)
    }
  }

  /// An error as text, with everything a message could be made of.
  private func summary(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(type(of: error)): \(error)" }
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { "\($0.stringValue)|\($0.intValue.map(String.init) ?? "-")" }.joined(separator: "/")
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "typeMismatch \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
      return "valueNotFound \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "keyNotFound \(key.stringValue) at \(path(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "dataCorrupted at \(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
