/// The project's one JSON parser: streaming over chunked bytes, with the limits a hostile file needs.
///
/// Hand-written rather than Foundation's: a streamed import never holds a whole file as one tree
/// (a million features would not fit comfortably), and a whole document (the store, the config)
/// is read without the runtime lookups Foundation's decoder makes for every value. Nesting is
/// checked at every bracket, so a 10,000-deep file is refused long before the stack is at risk.
package struct JSONScanner<Input: ByteInput> {
  private var reader: ByteReader<Input>
  private var scratch: [UInt8] = []
  private let limits: JSONLimits
  /// The offset where the current size-limited value began.
  private var limitStart = 0
  private var sizeLimit = Int.max

  /// Scans `input` within `limits`.
  package init(_ input: Input, limits: JSONLimits = JSONLimits()) {
    reader = ByteReader(input)
    self.limits = limits
  }

  /// The 1-based line of the next byte, for messages.
  package var line: Int { reader.line }

  /// A structural fault at the current position.
  package func fault(_ reason: String) -> JSONError {
    .syntax(line: reader.line, reason: reason)
  }

  /// Skips whitespace (and a leading byte-order mark's bytes are the caller's concern) and peeks.
  package mutating func peekSignificant() throws -> UInt8? {
    while let byte = try reader.peek() {
      switch byte {
      case 0x20, 0x0A, 0x0D, 0x09: _ = try reader.next()
      default: return byte
      }
    }
    return nil
  }

  /// Consumes `byte` after optional whitespace, or throws naming what was expected.
  package mutating func expect(_ byte: UInt8, _ what: String) throws {
    let found = try peekSignificant()
    guard found == byte else { throw fault("expected \(what), found \(describe(found))") }
    _ = try reader.next()
  }

  /// The next byte, whitespace or not.
  package mutating func peekRaw() throws -> UInt8? {
    try reader.peek()
  }

  /// Consumes the next byte.
  package mutating func consume() throws {
    _ = try reader.next()
  }

  /// Parses one value of at most `maxBytes` bytes, nested at most `limits.depth` deep counting
  /// from `depth`.
  package mutating func parseValue(depth: Int, maxBytes: Int) throws -> JSONValue {
    limitStart = reader.offset
    sizeLimit = maxBytes
    defer { sizeLimit = Int.max }
    return try value(depth: depth)
  }

  /// Parses one value like `parseValue(depth:maxBytes:)`, building only what `selection` keeps
  /// when the value lies in the chunk being read (nearly always); otherwise the whole value.
  package mutating func parseValue(depth: Int, maxBytes: Int, selecting selection: JSONSelection) throws
    -> JSONValue
  {
    var spare: [UInt8] = []
    swap(&spare, &scratch)
    defer { swap(&spare, &scratch) }
    let limits = limits
    let selected = reader.consumeInChunk { bytes, index -> (value: JSONValue, end: Int)? in
      var parser = JSONChunkParser(bytes: bytes, index: index, limits: limits, maxBytes: maxBytes)
      swap(&parser.scratch, &spare)
      defer { swap(&parser.scratch, &spare) }
      do {
        let value = try parser.value(depth: depth, selection: selection)
        return (value, parser.index)
      } catch {
        // The scanner reads it again below, reporting the fault or reading past the chunk.
        return nil
      }
    }
    if let selected { return selected }
    return try parseValue(depth: depth, maxBytes: maxBytes)
  }

  /// Lets `body` read straight over the chunk's bytes from the next one, a value of at most
  /// `maxBytes` bytes, and consumes what it read; false, with nothing consumed, when the value is
  /// not wholly in the chunk or `body` gives up, so the caller can read it another way. Not
  /// generic: `body` hands out what it made through its captures, so no generic metadata is made
  /// for every value read.
  package mutating func readInChunk(
    maxBytes: Int, _ body: (inout JSONChunkParser) throws(JSONChunkParser.GiveUp) -> Void
  ) -> Bool {
    var spare: [UInt8] = []
    swap(&spare, &scratch)
    defer { swap(&spare, &scratch) }
    let limits = limits
    let read = reader.consumeInChunk { bytes, index -> (value: Bool, end: Int)? in
      var parser = JSONChunkParser(bytes: bytes, index: index, limits: limits, maxBytes: maxBytes)
      swap(&parser.scratch, &spare)
      defer { swap(&parser.scratch, &spare) }
      do {
        try body(&parser)
        return (true, parser.index)
      } catch {
        return nil
      }
    }
    return read ?? false
  }

  /// Parses a string (the opening quote not yet consumed).
  package mutating func parseString() throws -> String {
    guard try peekSignificant() == UInt8(ascii: "\"") else {
      throw fault("expected a string, found \(describe(try reader.peek()))")
    }
    _ = try reader.next()
    return try stringBody()
  }

  private mutating func value(depth: Int) throws -> JSONValue {
    guard depth <= limits.depth else {
      throw fault("nesting deeper than \(limits.depth) levels")
    }
    guard let byte = try peekSignificant() else { throw fault("the file ends in the middle of a value") }
    switch byte {
    case UInt8(ascii: "{"):
      _ = try reader.next()
      var members: [JSONMember] = []
      members.reserveCapacity(4)
      if try peekSignificant() == UInt8(ascii: "}") {
        _ = try reader.next()
        return .object(members)
      }
      while true {
        try checkSize()
        let key = try parseString()
        try expect(UInt8(ascii: ":"), "':'")
        members.append(JSONMember(key: key, value: try value(depth: depth + 1)))
        guard let separator = try peekSignificant() else { throw fault("the file ends inside an object") }
        _ = try reader.next()
        if separator == UInt8(ascii: "}") { return .object(members) }
        guard separator == UInt8(ascii: ",") else {
          throw fault("expected ',' or '}' in an object, found \(describe(separator))")
        }
      }
    case UInt8(ascii: "["):
      _ = try reader.next()
      var elements: [JSONValue] = []
      elements.reserveCapacity(2)
      if try peekSignificant() == UInt8(ascii: "]") {
        _ = try reader.next()
        return .array(elements)
      }
      while true {
        try checkSize()
        elements.append(try value(depth: depth + 1))
        guard let separator = try peekSignificant() else { throw fault("the file ends inside an array") }
        _ = try reader.next()
        if separator == UInt8(ascii: "]") { return .array(elements) }
        guard separator == UInt8(ascii: ",") else {
          throw fault("expected ',' or ']' in an array, found \(describe(separator))")
        }
      }
    case UInt8(ascii: "\""):
      _ = try reader.next()
      return .string(try stringBody())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try number()
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default:
      // NaN, Infinity, single quotes and the like are not JSON.
      throw fault("expected a value, found \(describe(byte))")
    }
  }

  private mutating func checkSize() throws {
    if reader.offset - limitStart > sizeLimit {
      throw fault("a value larger than \(sizeLimit / (1 << 20)) MB")
    }
  }

  private mutating func literal(_ word: StaticString) throws {
    let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for expected in bytes {
      guard try reader.next() == expected else { throw fault("expected '\(word)'") }
    }
  }

  private mutating func number() throws -> JSONValue {
    scratch.removeAll(keepingCapacity: true)
    try reader.appendNumber(into: &scratch, limit: limits.numberBytes)
    guard scratch.count <= limits.numberBytes else {
      throw fault("a number longer than \(limits.numberBytes) digits")
    }
    return try finishNumber()
  }

  private func finishNumber() throws -> JSONValue {
    let literal = String(decoding: scratch, as: UTF8.self)
    // Double(_:) also takes "inf" and "nan", which cannot reach here: only digits and signs do.
    guard JSONScanner.isJSONNumber(scratch), let value = DecimalText.exactValue(scratch) ?? Double(literal) else {
      throw fault("'\(literal)' is not a number")
    }
    return .number(value, literal: literal)
  }

  /// True for the RFC 8259 number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  package static func isJSONNumber(_ bytes: [UInt8]) -> Bool {
    JSONNumberGrammar.matches(bytes)
  }

  private mutating func stringBody() throws -> String {
    let start = reader.offset
    // Most strings end in the chunk they start in and hold no escapes: made from the chunk itself.
    let simple = reader.takeSimpleString(limit: limits.stringBytes) { bytes -> Result<String, BadByte> in
      if !UTF8Validation.isASCII(UnsafeRawBufferPointer(bytes)), let bad = UTF8Validation.firstInvalidIndex(bytes) {
        return .failure(BadByte(offset: bad))
      }
      return .success(String(decoding: bytes, as: UTF8.self))
    }
    switch simple {
    case .success(let text): return text
    case .failure(let bad): throw fault("invalid UTF-8 in a string (byte \(start + bad.offset))")
    case nil: break
    }
    scratch.removeAll(keepingCapacity: true)
    while true {
      try reader.appendRun(into: &scratch, stoppingAt: UInt8(ascii: "\""), or: UInt8(ascii: "\\"))
      if scratch.count > limits.stringBytes {
        throw fault("a string longer than \(limits.stringBytes / (1 << 20)) MB")
      }
      guard let byte = try reader.next() else { throw fault("the file ends inside a string") }
      if byte == UInt8(ascii: "\\") {
        try escape()
        continue
      }
      // Most strings are ASCII: one quick look instead of the strict walk.
      if !scratch.withUnsafeBytes(UTF8Validation.isASCII), let bad = UTF8Validation.firstInvalidIndex(scratch) {
        throw fault("invalid UTF-8 in a string (byte \(start + bad))")
      }
      return String(decoding: scratch, as: UTF8.self)
    }
  }

  /// Where a string's UTF-8 goes wrong, from the start of its body.
  private struct BadByte: Error {
    let offset: Int
  }

  private mutating func escape() throws {
    guard let byte = try reader.next() else { throw fault("the file ends inside a string") }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      var value = try hex4()
      if (0xD800...0xDBFF).contains(value) {
        // A high surrogate should be followed by "\uDC00"..."\uDFFF"; a lone one becomes U+FFFD.
        if try reader.peek() == UInt8(ascii: "\\") {
          _ = try reader.next()
          guard try reader.next() == UInt8(ascii: "u") else { throw fault("a broken \\u escape") }
          let low = try hex4()
          value =
            (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        } else {
          value = 0xFFFD
        }
      } else if (0xDC00...0xDFFF).contains(value) {
        value = 0xFFFD
      }
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      throw fault("an unknown escape '\\\(describe(byte))'")
    }
  }

  private mutating func hex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = try reader.next() else { throw fault("the file ends inside a \\u escape") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw fault("a broken \\u escape")
      }
      value = value << 4 | digit
    }
    return value
  }

  /// A byte as people can read it in a message.
  package func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "the end of the file" }
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }
}

/// The bounds a scan keeps to, so a hostile or broken file cannot exhaust memory or the stack.
package struct JSONLimits: Sendable, Hashable {
  /// The deepest nesting accepted.
  package let depth: Int
  /// The longest number literal, in bytes.
  package let numberBytes: Int
  /// The largest single string, in bytes.
  package let stringBytes: Int

  /// Limits far above anything the tool's own files hold.
  package init(depth: Int = 64, numberBytes: Int = 64, stringBytes: Int = 1 << 20) {
    self.depth = depth
    self.numberBytes = numberBytes
    self.stringBytes = stringBytes
  }
}
