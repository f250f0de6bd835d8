/// A selective parse of one value that lies wholly in a chunk already in memory, straight over its
/// bytes: the members a `JSONSelection` keeps are built, the rest only checked.
///
/// It reads a value exactly as `JSONScanner` does (the same grammar, limits, UTF-8 checks and
/// escapes), but reports nothing: at a fault, or at the end of the chunk, it gives up and the
/// scanner reads the value again its own way, which says what is wrong or reads on into the next
/// chunk. So a fault is always reported by one parser, with one wording and position.
///
/// A reader that knows its records' shape walks the tokens itself through the `package` methods,
/// giving up (to a general parse) at anything it does not expect.
package struct JSONChunkParser {
  /// Why the parse stopped short: a fault, the end of the chunk, or a shape the caller leaves to a
  /// general parse.
  package struct GiveUp: Error {
    /// Gives up.
    package init() {}
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  private(set) var index: Int
  private let limits: JSONLimits
  private let start: Int
  private let maxBytes: Int
  /// Strings with escapes are decoded here; lent by the scanner so its capacity is reused.
  var scratch: [UInt8] = []

  /// Parses from `index` in `bytes` within `limits`, the value at most `maxBytes` long.
  init(bytes: UnsafeBufferPointer<UInt8>, index: Int, limits: JSONLimits, maxBytes: Int) {
    self.bytes = bytes
    self.index = index
    self.limits = limits
    start = index
    self.maxBytes = maxBytes
  }

  /// The value at `depth`, built as far as `selection` keeps it.
  mutating func value(depth: Int, selection: JSONSelection) throws(GiveUp) -> JSONValue {
    guard depth <= limits.depth else { throw GiveUp() }
    switch try significant() {
    case UInt8(ascii: "{"):
      index += 1
      return .object(try members(depth: depth, selection: selection))
    case UInt8(ascii: "["):
      guard selection.isWhole else {
        // Nothing reads into an array where an object was wanted; that it is one is enough.
        try skip(depth: depth)
        return .array([])
      }
      index += 1
      return .array(try elements(depth: depth, keep: true))
    case UInt8(ascii: "\""):
      index += 1
      return .string(try string { String(decoding: $0, as: UTF8.self) })
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try number(keep: true)
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
      throw GiveUp()
    }
  }

  /// Checks the value at `depth` without building anything.
  package mutating func skip(depth: Int) throws(GiveUp) {
    guard depth <= limits.depth else { throw GiveUp() }
    switch try significant() {
    case UInt8(ascii: "{"):
      index += 1
      _ = try members(depth: depth, selection: nil)
    case UInt8(ascii: "["):
      index += 1
      _ = try elements(depth: depth, keep: false)
    case UInt8(ascii: "\""):
      index += 1
      try string { _ in () }
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      _ = try number(keep: false)
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: throw GiveUp()
    }
  }

  /// The members of an object whose '{' was just read: those `selection` keeps, or none when it
  /// is nil.
  private mutating func members(depth: Int, selection: JSONSelection?) throws(GiveUp) -> [JSONMember] {
    var members: [JSONMember] = []
    if try significant() == UInt8(ascii: "}") {
      index += 1
      return members
    }
    // Room for a feature's usual members at once, rather than growing one at a time.
    if selection != nil { members.reserveCapacity(4) }
    while true {
      try checkSize()
      guard try significant() == UInt8(ascii: "\"") else { throw GiveUp() }
      index += 1
      var kept: (key: String, selection: JSONSelection)?
      if let selection {
        kept = try string { key in
          if selection.isWhole { return (String(decoding: key, as: UTF8.self), .whole) }
          return selection.member(key)
        }
      } else {
        try string { _ in () }
      }
      guard try significant() == UInt8(ascii: ":") else { throw GiveUp() }
      index += 1
      if let kept {
        members.append(JSONMember(key: kept.key, value: try value(depth: depth + 1, selection: kept.selection)))
      } else {
        try skip(depth: depth + 1)
      }
      let separator = try significant()
      index += 1
      if separator == UInt8(ascii: "}") { return members }
      guard separator == UInt8(ascii: ",") else { throw GiveUp() }
    }
  }

  /// The elements of an array whose '[' was just read, built when `keep` says so.
  private mutating func elements(depth: Int, keep: Bool) throws(GiveUp) -> [JSONValue] {
    var elements: [JSONValue] = []
    if try significant() == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    if keep { elements.reserveCapacity(2) }
    while true {
      try checkSize()
      if keep {
        elements.append(try value(depth: depth + 1, selection: .whole))
      } else {
        try skip(depth: depth + 1)
      }
      let separator = try significant()
      index += 1
      if separator == UInt8(ascii: "]") { return elements }
      guard separator == UInt8(ascii: ",") else { throw GiveUp() }
    }
  }

  /// Skips whitespace and returns the byte after it, not consuming it.
  @inline(__always)
  package mutating func significant() throws(GiveUp) -> UInt8 {
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return byte
      }
    }
    throw GiveUp()
  }

  /// Gives up once the value has run past its size limit; asked before each member or element.
  @inline(__always)
  package func checkSize() throws(GiveUp) {
    if index - start > maxBytes { throw GiveUp() }
  }

  private mutating func literal(_ word: StaticString) throws(GiveUp) {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count else { throw GiveUp() }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw GiveUp()
    }
    index += count
  }

  /// A number; its value and literal are made only when `keep` says so.
  private mutating func number(keep: Bool) throws(GiveUp) -> JSONValue {
    let begin = index
    if let plain = plainDecimal() {
      index = plain.end
      guard keep else { return .null }
      return .number(
        plain.value, literal: String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<plain.end]), as: UTF8.self))
    }
    let literal = try numberLiteral()
    guard keep else { return .null }
    let text = String(decoding: literal, as: UTF8.self)
    guard let value = DecimalText.exactValue(literal) ?? Double(text) else { throw GiveUp() }
    return .number(value, literal: text)
  }

  /// The number literal at `index`, checked against JSON's grammar and consumed; gives up at
  /// anything else, or at a literal that may go on in the next chunk.
  private mutating func numberLiteral() throws(GiveUp) -> UnsafeBufferPointer<UInt8> {
    let begin = index
    var end = index
    let limit = limits.numberBytes
    while end < bytes.count, Self.isNumberByte(bytes[end]) {
      end += 1
      if end - begin > limit { throw GiveUp() }
    }
    // A number running to the end of the chunk may go on in the next one.
    guard end < bytes.count else { throw GiveUp() }
    let literal = UnsafeBufferPointer(rebasing: bytes[begin..<end])
    guard JSONNumberGrammar.matches(literal) else { throw GiveUp() }
    index = end
    return literal
  }

  /// The plain decimal at `index` (an optional minus, an integer part, perhaps a fraction: what
  /// coordinates and ids nearly always are) read in one pass, its grammar checked and its value
  /// made as `DecimalText.exactValue` makes it, with where it ends; nil for any other literal
  /// (exponents, long mantissas, a fault, one that may go on in the next chunk), which the
  /// general reading then takes. Consumes nothing.
  private func plainDecimal() -> (value: Double, end: Int)? {
    let count = bytes.count
    var end = index
    let negative = end < count && bytes[end] == UInt8(ascii: "-")
    if negative { end += 1 }
    let integerStart = end
    var mantissa: UInt64 = 0
    while end < count {
      let digit = bytes[end] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      end += 1
    }
    let integerDigits = end - integerStart
    guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
    var fractionDigits = 0
    if end < count, bytes[end] == UInt8(ascii: ".") {
      end += 1
      let fractionStart = end
      while end < count {
        let digit = bytes[end] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        end += 1
      }
      fractionDigits = end - fractionStart
      guard fractionDigits > 0 else { return nil }
    }
    // Another number byte next is an exponent or a literal the grammar refuses.
    guard end < count, !Self.isNumberByte(bytes[end]), end - index <= limits.numberBytes else { return nil }
    // Past 18 digits the mantissa may have wrapped; it is then not used.
    guard integerDigits + fractionDigits <= 18, mantissa < 1 << 53,
      let scale = DecimalText.exactPowerOfTen(fractionDigits)
    else { return nil }
    let value = Double(mantissa) / scale
    return (negative ? -value : value, end)
  }

  /// Consumes the string that is next when it is exactly `word`, written without escapes; gives up
  /// at anything else, as a caller that takes only `word` there would.
  package mutating func expect(text word: StaticString) throws(GiveUp) {
    try expect(UInt8(ascii: "\""))
    let count = word.utf8CodeUnitCount
    guard count <= limits.stringBytes, bytes.count - index > count, bytes[index + count] == UInt8(ascii: "\"")
    else { throw GiveUp() }
    let expected = word.utf8Start
    for offset in 0..<count where bytes[index + offset] != expected[offset] {
      throw GiveUp()
    }
    index += count + 1
  }

  /// Consumes the next significant byte, which must be `byte`.
  @inline(__always)
  package mutating func expect(_ byte: UInt8) throws(GiveUp) {
    guard try significant() == byte else { throw GiveUp() }
    index += 1
  }

  /// Consumes the next significant byte when it is `byte`.
  @inline(__always)
  package mutating func skipping(_ byte: UInt8) throws(GiveUp) -> Bool {
    guard try significant() == byte else { return false }
    index += 1
    return true
  }

  /// A string whose opening quote is next, as text.
  package mutating func text() throws(GiveUp) -> String {
    try expect(UInt8(ascii: "\""))
    let (end, ascii) = stringEnd(from: index)
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
      return try string { String(decoding: $0, as: UTF8.self) }
    }
    let text = UnsafeBufferPointer(rebasing: bytes[index..<end])
    guard text.count <= limits.stringBytes else { throw GiveUp() }
    // ASCII was seen while looking for the end; only other text needs the strict check.
    guard ascii || UTF8Validation.firstInvalidIndex(text) == nil else { throw GiveUp() }
    index = end + 1
    return String(decoding: text, as: UTF8.self)
  }

  /// The key of the member that is next in an object, as its code in `table`, with the colon
  /// after it; gives up once the object has run past its size limit. One call for what a reader
  /// does at every member.
  package mutating func member(in table: ByteKeyTable) throws(GiveUp) -> Int {
    try checkSize()
    let code = try key(in: table)
    try expect(UInt8(ascii: ":"))
    return code
  }

  /// Consumes the separator after an object's member: true at a comma (another member follows),
  /// false at the closing brace; gives up at anything else.
  package mutating func anotherMember() throws(GiveUp) -> Bool {
    let byte = try significant()
    index += 1
    if byte == UInt8(ascii: ",") { return true }
    guard byte == UInt8(ascii: "}") else { throw GiveUp() }
    return false
  }

  /// A key whose opening quote is next, as its code in `table`.
  package mutating func key(in table: ByteKeyTable) throws(GiveUp) -> Int {
    try expect(UInt8(ascii: "\""))
    // A key of at most 15 bytes is read as the two words it lies in, which are what the table
    // compares; sixteen bytes are read at a time, so this needs that many before the chunk's end.
    if let base = bytes.baseAddress, bytes.count - index >= 16 {
      let raw = UnsafeRawPointer(base + index)
      let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      let lowStop = Self.stops(in: low)
      var length = -1
      var words = (low: low, high: UInt64(0))
      if lowStop != 0 {
        length = lowStop.trailingZeroBitCount >> 3
        words.low &= Self.firstBytes(length)
      } else {
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let highStop = Self.stops(in: high)
        if highStop != 0 {
          let count = highStop.trailingZeroBitCount >> 3
          length = 8 + count
          words.high = high & Self.firstBytes(count)
        }
      }
      if length >= 0, bytes[index + length] == UInt8(ascii: "\"") {
        if (words.low | words.high) & 0x8080_8080_8080_8080 != 0 {
          guard UTF8Validation.firstInvalidIndex(UnsafeBufferPointer(rebasing: bytes[index..<(index + length)])) == nil
          else { throw GiveUp() }
        }
        index += length + 1
        return table.code(count: length, low: words.low, high: words.high)
      }
    }
    let (end, ascii) = stringEnd(from: index)
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return try string { table.code($0) } }
    let key = UnsafeBufferPointer(rebasing: bytes[index..<end])
    guard key.count <= limits.stringBytes, ascii || UTF8Validation.firstInvalidIndex(key) == nil else {
      throw GiveUp()
    }
    index = end + 1
    return table.code(key)
  }

  /// The number that is next, its value read as the general parse reads it; with its literal when
  /// `literal` says so.
  package mutating func number(literal: Bool) throws(GiveUp) -> (value: Double, literal: String?) {
    let byte = try significant()
    guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw GiveUp() }
    let begin = index
    if let plain = plainDecimal() {
      index = plain.end
      return (
        plain.value,
        literal ? String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<plain.end]), as: UTF8.self) : nil
      )
    }
    let digits = try numberLiteral()
    if let value = DecimalText.exactValue(digits) {
      return (value, literal ? String(decoding: digits, as: UTF8.self) : nil)
    }
    let text = String(decoding: digits, as: UTF8.self)
    guard let value = Double(text) else { throw GiveUp() }
    return (value, literal ? text : nil)
  }

  /// A byte the scanner reads as part of a number literal (the grammar is checked after).
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }

  /// Reads a string whose opening quote was just read and hands its decoded, checked UTF-8 to
  /// `body`: in place when it holds no escape, from `scratch` when it does.
  private mutating func string<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) throws(GiveUp) -> T {
    var (end, ascii) = stringEnd(from: index)
    guard end < bytes.count else { throw GiveUp() }
    if bytes[end] == UInt8(ascii: "\"") {
      let text = UnsafeBufferPointer(rebasing: bytes[index..<end])
      guard text.count <= limits.stringBytes, ascii || UTF8Validation.firstInvalidIndex(text) == nil else {
        throw GiveUp()
      }
      index = end + 1
      return body(text)
    }
    scratch.removeAll(keepingCapacity: true)
    while true {
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
      guard scratch.count <= limits.stringBytes else { throw GiveUp() }
      index = end + 1
      if bytes[end] == UInt8(ascii: "\"") { break }
      try escape()
      (end, _) = stringEnd(from: index)
      guard end < bytes.count else { throw GiveUp() }
    }
    return try scratch.withUnsafeBufferPointer { (text) throws(GiveUp) -> T in
      guard Self.isValid(text) else { throw GiveUp() }
      return body(text)
    }
  }

  /// Where the string body from `begin` ends (its first quote or backslash, or the end of the
  /// chunk), and whether the bytes before that are all ASCII. Eight bytes are looked at a time:
  /// names and keys are mostly longer than a word and free of both.
  @inline(__always)
  private func stringEnd(from begin: Int) -> (end: Int, ascii: Bool) {
    let count = bytes.count
    var end = begin
    var seen: UInt64 = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while count - end >= 8 {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self))
        let stop = Self.stops(in: word)
        if stop != 0 {
          let before = stop.trailingZeroBitCount >> 3
          return (end + before, (seen | word & Self.firstBytes(before)) & 0x8080_8080_8080_8080 == 0)
        }
        seen |= word
        end += 8
      }
    }
    while end < count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
      seen |= UInt64(byte)
      end += 1
    }
    return (end, seen & 0x8080_8080_8080_8080 == 0)
  }

  /// The high bit of each byte of `word` (read little-endian) that is a quote or a backslash; the
  /// lowest one set marks the first such byte exactly (higher ones may be false alarms).
  @inline(__always)
  private static func stops(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    return ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & 0x8080_8080_8080_8080
  }

  /// A mask of the first `count` (0 ... 7) bytes of a little-endian word.
  @inline(__always)
  private static func firstBytes(_ count: Int) -> UInt64 {
    (1 &<< UInt64(count &* 8)) &- 1
  }

  private static func isValid(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    UTF8Validation.isASCII(UnsafeRawBufferPointer(text)) || UTF8Validation.firstInvalidIndex(text) == nil
  }

  /// Decodes the escape whose backslash was just read into `scratch`, as the scanner does.
  private mutating func escape() throws(GiveUp) {
    let byte = try nextByte()
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
        if index < bytes.count, bytes[index] == UInt8(ascii: "\\") {
          index += 1
          guard try nextByte() == UInt8(ascii: "u") else { throw GiveUp() }
          let low = try hex4()
          value =
            (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        } else if index < bytes.count {
          value = 0xFFFD
        } else {
          // Whether a low surrogate follows is in the next chunk.
          throw GiveUp()
        }
      } else if (0xDC00...0xDFFF).contains(value) {
        value = 0xFFFD
      }
      UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { scratch.append($0) }
    default:
      throw GiveUp()
    }
  }

  private mutating func nextByte() throws(GiveUp) -> UInt8 {
    guard index < bytes.count else { throw GiveUp() }
    defer { index += 1 }
    return bytes[index]
  }

  private mutating func hex4() throws(GiveUp) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = try nextByte()
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw GiveUp()
      }
      value = value << 4 | digit
    }
    return value
  }
}
