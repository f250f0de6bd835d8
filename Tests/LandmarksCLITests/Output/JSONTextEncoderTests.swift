import Foundation
import LandmarksCore
import LandmarksTestSupport
import Testing

@testable import LandmarksCLI

@Suite("JSON text encoder")
struct JSONTextEncoderTests {
  /// A value with every shape the encoder must print as Foundation does.
  private struct Sample: Encodable {
    let text: String
    let integer: Int
    let small: Int8
    let large: UInt64
    let wide: Int64
    let real: Double
    let single: Float
    let flag: Bool
    let missing: String?
    let present: Double?
    let when: Date
    let list: [Double]
    let empty: [String]
    let table: [String: Int]
    let numbered: [Int: String]
    let nested: [[String: [Int]]]
    let upper: Int
    let underscored: Int
    let a10: Int
    let a2: Int

    enum CodingKeys: String, CodingKey {
      case text, integer, small, large, wide, real, single, flag, missing, present, when, list, empty, table
      case numbered, nested, a10, a2
      // Keys whose byte order differs from a case-insensitive one.
      case upper = "B"
      case underscored = "_underscored"
      case explicitNull, deeper, deepest
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
      try container.encode(integer, forKey: .integer)
      try container.encode(small, forKey: .small)
      try container.encode(large, forKey: .large)
      try container.encode(wide, forKey: .wide)
      try container.encode(real, forKey: .real)
      try container.encode(single, forKey: .single)
      try container.encode(flag, forKey: .flag)
      // Explicit nulls, as Foundation's encoder writes them too; `absentOptionals` checks ours
      // writes null for `encodeIfPresent` as well.
      try container.encode(missing, forKey: .missing)
      try container.encode(present, forKey: .present)
      try container.encodeNil(forKey: .explicitNull)
      try container.encode(when, forKey: .when)
      try container.encode(list, forKey: .list)
      try container.encode(empty, forKey: .empty)
      try container.encode(table, forKey: .table)
      try container.encode(numbered, forKey: .numbered)
      try container.encode(nested, forKey: .nested)
      try container.encode(upper, forKey: .upper)
      try container.encode(underscored, forKey: .underscored)
      try container.encode(a10, forKey: .a10)
      try container.encode(a2, forKey: .a2)
      var deeper = container.nestedUnkeyedContainer(forKey: .deeper)
      try deeper.encode("in a nested array")
      var inner = deeper.nestedContainer(keyedBy: CodingKeys.self)
      try inner.encode(text, forKey: .text)
      var deepest = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .deepest)
      try deepest.encode(list, forKey: .list)
    }
  }

  private static func randomText(_ generator: inout some RandomNumberGenerator) -> String {
    let pool: [Unicode.Scalar] =
      (0..<0x20).compactMap(Unicode.Scalar.init) + [
        "\"", "\\", "/", " ", "a", "Z", "\u{7F}", "é", "\u{2028}", "富", "🗻",
      ]
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
      text.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
    }
    return String(text)
  }

  private static func randomDouble(_ generator: inout some RandomNumberGenerator) -> Double {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: Double(Int.random(in: -100_000...100_000, using: &generator))
    case 1: Double.random(in: -180...180, using: &generator)
    case 2: Double(sign: .plus, exponent: Int.random(in: -1070...1020, using: &generator), significand: 1.5)
    case 3:
      [0.0, -0.0, 1e-7, 1e21, 1e16, 0.1 + 0.2, .leastNonzeroMagnitude, .greatestFiniteMagnitude].randomElement(
        using: &generator) ?? 0
    case 4: (Double.random(in: -90...90, using: &generator) * 1e6).rounded() / 1e6
    default: Double.random(in: -1e30...1e30, using: &generator)
    }
  }

  private static func sample(_ generator: inout some RandomNumberGenerator) -> Sample {
    Sample(
      text: randomText(&generator), integer: Int.random(in: Int.min...Int.max, using: &generator),
      small: Int8.random(in: Int8.min...Int8.max, using: &generator), large: UInt64.max,
      wide: Int64.min, real: randomDouble(&generator), single: Float(randomDouble(&generator) / 1e300),
      flag: Bool.random(using: &generator), missing: nil, present: Bool.random(using: &generator) ? 1.5 : nil,
      when: Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &generator)) + 0.25),
      list: (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomDouble(&generator) }, empty: [],
      table: Dictionary(
        uniqueKeysWithValues: (0..<Int.random(in: 0...4, using: &generator)).map {
          ("k\($0)" + randomText(&generator), $0)
        }),
      numbered: [3: "three", 10: "ten", -1: randomText(&generator)],
      nested: [["a": [], "b": [1, 2]], [:]], upper: 1, underscored: 2, a10: 3, a2: 4)
  }

  /// The first line where the two encoders differ, both versions; `nil` when they agree.
  private static func difference(_ value: some Encodable) throws -> String? {
    let ours = try JSONOutput.encode(value).split(separator: "\n", omittingEmptySubsequences: false)
    let theirs = try Self.foundationEncode(value).split(separator: "\n", omittingEmptySubsequences: false)
    for (line, (mine, foundation)) in zip(ours, theirs).enumerated() where mine != foundation {
      return "line \(line + 1): \(mine) ≠ \(foundation)"
    }
    return ours.count == theirs.count ? nil : "\(ours.count) lines ≠ \(theirs.count)"
  }

  @Test("Prints what Foundation's encoder prints, for random values of every shape")
  func matchesFoundation() throws {
    let seed = TestSeed.value(20_261_201, for: "JSONTextEncoderTests.matchesFoundation")
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      let value = Self.sample(&generator)
      for difference in [try Self.difference(value), try Self.difference([value, value])] {
        #expect(difference == nil, "seed \(seed): \(difference ?? "")")
      }
    }
  }

  @Test("Prints every built-in landmark, alone and with extra keys, as Foundation does but for nulls")
  func landmarks() throws {
    let catalog = try Catalog.builtIn()
    try Self.expectSameButForNulls(try catalog.landmarks)
    try Self.expectSameButForNulls(
      try catalog.landmarks.map { LandmarkJSON(landmark: $0, extra: ["distanceKm": 12.5]) })
  }

  private struct Optionals: Encodable {
    let name: String?
    let count: Int?
    let when: Date?
  }

  @Test("An absent optional is written as null, never left out")
  func absentOptionals() throws {
    #expect(
      try JSONOutput.encode(Optionals(name: nil, count: nil, when: nil))
        == "{\n  \"count\" : null,\n  \"name\" : null,\n  \"when\" : null\n}\n")
    #expect(try JSONOutput.encode([Optionals(name: "a", count: 1, when: nil)]).contains("\"count\" : 1,"))
  }

  @Test("U+2028 and U+2029 are escaped, slashes are not")
  func lineSeparators() throws {
    #expect(try JSONOutput.encode("a\u{2028}b\u{2029}c/d") == "\"a\\u2028b\\u2029c/d\"\n")
  }

  /// The text Foundation's encoder writes for `value` in the tool's layout: pretty, sorted keys,
  /// unescaped slashes, ISO 8601 times, empty containers as `[]` and `{}`, U+2028 and U+2029
  /// escaped: the oracle the encoder is held to, byte for byte.
  private static func foundationEncode(_ value: some Encodable) throws -> String {
    let text = String(decoding: collapsingEmptyContainers(try foundationData(value)), as: UTF8.self)
    return text.replacingOccurrences(of: "\u{2028}", with: "\\u2028")
      .replacingOccurrences(of: "\u{2029}", with: "\\u2029") + "\n"
  }

  private static func foundationData(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(value)
  }

  /// Expects the encoder's document for `value` to hold what Foundation's does, and null for every
  /// key Foundation leaves out.
  private static func expectSameButForNulls(_ value: some Encodable) throws {
    let ours = try JSONSerialization.jsonObject(with: Data(try JSONOutput.encode(value).utf8))
    let theirs = try JSONSerialization.jsonObject(with: try foundationData(value))
    #expect(withoutNulls(ours) as? NSObject == withoutNulls(theirs) as? NSObject)
  }

  /// A parsed document without its null members.
  private static func withoutNulls(_ value: Any) -> Any {
    if let object = value as? [String: Any] {
      return object.filter { !($0.value is NSNull) }.mapValues(withoutNulls)
    }
    if let array = value as? [Any] { return array.map(withoutNulls) }
    return value
  }

  /// The bytes with every `[` or `{` followed only by blanks before its closing bracket written
  /// as `[]` or `{}`, as some Foundation versions do not.
  private static func collapsingEmptyContainers(_ bytes: Data) -> [UInt8] {
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

  @Test(
    "A value that is not a number in JSON is refused, as Foundation refuses it", arguments: [Double.nan, .infinity])
  func nonFinite(value: Double) {
    #expect(throws: EncodingError.self) { try JSONOutput.encode(["x": value]) }
    #expect(throws: EncodingError.self) { try Self.foundationEncode(["x": value]) }
  }

  @Test("Top-level values and empty containers")
  func topLevel() throws {
    for value in [
      try JSONOutput.encode("a/b"), try JSONOutput.encode(3.0), try JSONOutput.encode([Int]()),
      try JSONOutput.encode([String: Int]()), try JSONOutput.encode(Optional<Int>.none),
    ] {
      #expect(value.hasSuffix("\n"))
    }
    #expect(try JSONOutput.encode("a/b") == Self.foundationEncode("a/b"))
    #expect(try JSONOutput.encode([[Int]]()) == "[]\n")
    #expect(try JSONOutput.encode([String: [Int]]()) == "{}\n")
    #expect(try JSONOutput.encode(Optional<Int>.none) == Self.foundationEncode(Optional<Int>.none))
  }
}
