import LandmarksJSON

/// Reads an RFC 7946 FeatureCollection one feature at a time.
///
/// Only the `features` array is streamed; the collection's other members are read (with the same
/// limits) and checked, so `"type"` may come before or after the features.
public struct GeoJSONReader<Input: ByteInput>: PlaceReader {
  private enum State {
    case start
    case features(first: Bool)
    case done
  }

  private var scanner: JSONScanner<Input>
  private var state = State.start
  private var featureCount = 0
  /// The feature being read, for locations.
  private var feature: Int?

  /// Reads `input`.
  public init(_ input: Input) {
    scanner = JSONScanner(
      input,
      limits: JSONLimits(
        depth: ImportLimits.jsonDepth, numberBytes: ImportLimits.numberBytes, stringBytes: ImportLimits.fieldBytes))
  }

  /// Where the scanner is, for messages.
  private var location: ImportLocation { ImportLocation(feature: feature, line: scanner.line) }

  /// A structural fault at the current position.
  private func fault(_ reason: String) -> ImportError {
    .malformed(location, reason: reason)
  }

  /// The next feature as a place or a problem; throws on a structural fault.
  public mutating func next() throws -> ImportRecord? {
    do {
      return try nextRecord()
    } catch JSONError.syntax(_, let reason) {
      throw fault(reason)
    }
  }

  private mutating func nextRecord() throws -> ImportRecord? {
    while true {
      switch state {
      case .start:
        try openCollection()
        state = .features(first: true)
      case .features(let first):
        if first, try scanner.peekSignificant() == UInt8(ascii: "]") {
          try scanner.consume()
          try closeCollection()
          state = .done
          continue
        }
        featureCount += 1
        feature = featureCount
        _ = try scanner.peekSignificant()
        let start = location
        let value = try scanner.parseValue(depth: 2, maxBytes: ImportLimits.featureBytes)
        guard let separator = try scanner.peekSignificant() else {
          throw fault("the file ends inside the features array")
        }
        try scanner.consume()
        feature = nil
        if separator == UInt8(ascii: "]") {
          try closeCollection()
          state = .done
        } else if separator == UInt8(ascii: ",") {
          state = .features(first: false)
        } else {
          throw fault("expected ',' or ']' after feature \(featureCount), found \(scanner.describe(separator))")
        }
        return GeoJSONFeature.record(value, at: start)
      case .done:
        return nil
      }
    }
  }

  private mutating func openCollection() throws {
    try skipByteOrderMark()
    guard try scanner.peekSignificant() == UInt8(ascii: "{") else {
      throw fault("a GeoJSON file starts with '{'")
    }
    try scanner.consume()
    if try scanner.peekSignificant() == UInt8(ascii: "}") {
      throw fault("the object has no features array")
    }
    while true {
      let key = try scanner.parseString()
      try scanner.expect(UInt8(ascii: ":"), "':'")
      if key == "features" {
        guard try scanner.peekSignificant() == UInt8(ascii: "[") else {
          throw fault("\"features\" is not an array")
        }
        try scanner.consume()
        return
      }
      try readMember(key)
      guard try separator() else { throw fault("the object has no features array") }
    }
  }

  private mutating func closeCollection() throws {
    while try separator() {
      let key = try scanner.parseString()
      try scanner.expect(UInt8(ascii: ":"), "':'")
      guard key != "features" else { throw fault("a second features array") }
      try readMember(key)
    }
    if let extra = try scanner.peekSignificant() {
      throw fault("unexpected \(scanner.describe(extra)) after the FeatureCollection")
    }
  }

  /// Reads a member other than `features`, refusing a file that says it is something else.
  private mutating func readMember(_ key: String) throws {
    let value = try scanner.parseValue(depth: 1, maxBytes: ImportLimits.featureBytes)
    if key == "type", let type = value.string, type != "FeatureCollection" {
      throw fault("the file is a GeoJSON \(Excerpt.of(type)), not a FeatureCollection")
    }
  }

  /// Consumes ',' (true, another member follows) or '}' (false).
  private mutating func separator() throws -> Bool {
    let byte = try scanner.peekSignificant()
    try scanner.consume()
    if byte == UInt8(ascii: ",") { return true }
    if byte == UInt8(ascii: "}") { return false }
    throw fault("expected ',' or '}', found \(scanner.describe(byte))")
  }

  private mutating func skipByteOrderMark() throws {
    guard try scanner.peekRaw() == 0xEF else { return }
    for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
      guard try scanner.peekRaw() == expected else { throw fault("a GeoJSON file starts with '{'") }
      try scanner.consume()
    }
  }
}
