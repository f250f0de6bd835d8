/// A `JSONScanner` over any input as one concrete type whose bodies this module compiles, so a
/// streaming reader in another module scans without generic metadata lookups at every byte.
package struct ErasedJSONScanner {
  private var scanner: JSONScanner<ErasedInput>

  /// Scans `input` within `limits`.
  package init(_ input: some ByteInput, limits: JSONLimits = JSONLimits()) {
    scanner = JSONScanner(ErasedInput(input), limits: limits)
  }

  /// The 1-based line of the next byte, for messages.
  package var line: Int { scanner.line }

  /// A structural fault at the current position.
  package func fault(_ reason: String) -> JSONError { scanner.fault(reason) }

  /// Skips whitespace and peeks.
  package mutating func peekSignificant() throws -> UInt8? { try scanner.peekSignificant() }

  /// Consumes `byte` after optional whitespace, or throws naming what was expected.
  package mutating func expect(_ byte: UInt8, _ what: String) throws { try scanner.expect(byte, what) }

  /// The next byte, whitespace or not.
  package mutating func peekRaw() throws -> UInt8? { try scanner.peekRaw() }

  /// Consumes the next byte.
  package mutating func consume() throws { try scanner.consume() }

  /// Parses one value of at most `maxBytes` bytes, nested at most `limits.depth` deep counting
  /// from `depth`.
  package mutating func parseValue(depth: Int, maxBytes: Int) throws -> JSONValue {
    try scanner.parseValue(depth: depth, maxBytes: maxBytes)
  }

  /// Parses one value like `parseValue(depth:maxBytes:)`, building only what `selection` keeps
  /// when the value lies in the chunk being read.
  package mutating func parseValue(depth: Int, maxBytes: Int, selecting selection: JSONSelection) throws
    -> JSONValue
  {
    try scanner.parseValue(depth: depth, maxBytes: maxBytes, selecting: selection)
  }

  /// Lets `body` read straight over the chunk's bytes and consumes what it read; false, with
  /// nothing consumed, when the value is not wholly in the chunk or `body` gives up.
  package mutating func readInChunk(
    maxBytes: Int, _ body: (inout JSONChunkParser) throws(JSONChunkParser.GiveUp) -> Void
  ) -> Bool {
    scanner.readInChunk(maxBytes: maxBytes, body)
  }

  /// Parses a string (the opening quote not yet consumed).
  package mutating func parseString() throws -> String { try scanner.parseString() }

  /// A byte as a message names it.
  package func describe(_ byte: UInt8?) -> String { scanner.describe(byte) }
}
