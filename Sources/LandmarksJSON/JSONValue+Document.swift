/// Whole documents: a file's bytes read into one value.
extension JSONValue {
  /// The one value `bytes` hold (after an optional UTF-8 byte-order mark), with nothing but
  /// whitespace after it.
  public static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws -> JSONValue {
    var bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    // One chunk: every string is then read in place.
    var scanner = JSONScanner(MemoryInput(bytes: bytes, chunkSize: max(1, bytes.count)), limits: limits)
    guard try scanner.peekSignificant() != nil else { throw scanner.fault("there is no JSON value: the text is empty") }
    let value = try scanner.parseValue(depth: 0, maxBytes: .max)
    if let extra = try scanner.peekSignificant() {
      throw scanner.fault("unexpected \(scanner.describe(extra)) after the JSON value")
    }
    return value
  }
}
