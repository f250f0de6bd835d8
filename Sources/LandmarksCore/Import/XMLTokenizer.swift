import LandmarksJSON

/// Reads an XML 1.0 document in UTF-8 a token at a time, checking that it is well-formed: tags
/// nest and match, one root element, attributes quoted and not repeated.
///
/// Foundation's `XMLParser` is not used: on Linux it links the system's libxml2 dynamically, and
/// the binary must run wherever it is copied. This reads what map apps write and no more: the five
/// predefined entities and numeric character references, but no DTD (a DOCTYPE with an internal
/// subset, where entities are declared, is refused, so no entity can expand). Every name, text
/// run and the nesting depth are bounded (`ImportLimits`), so hostile input cannot exhaust memory.
package struct XMLTokenizer<Input: ByteInput> {
  /// Where in the document the tokenizer is.
  private enum Phase {
    case start, prolog, root, epilog
  }

  private var reader: ByteReader<Input>
  private var phase = Phase.start
  /// The open elements, innermost last, with the line each was opened on, for messages.
  private var open: [(name: String, line: Int)] = []
  /// The end an empty-element tag owes.
  private var pendingEnd: String?
  /// Scratch bytes, reused from token to token.
  private var bytes: [UInt8] = []
  /// The 1-based line the last token started on.
  package private(set) var tokenLine = 1

  /// Reads `input`.
  package init(_ input: Input) {
    reader = ByteReader(input)
  }

  /// The 1-based line of the next byte.
  package var line: Int { reader.line }

  /// A structural fault at the current line.
  private func fault(_ reason: String) -> ImportError {
    .malformed(ImportLocation(line: reader.line), reason: reason)
  }

  /// The next token, or `nil` at the end of a complete document; throws when it is not well-formed.
  package mutating func next() throws -> XMLToken? {
    if let name = pendingEnd {
      pendingEnd = nil
      close()
      return .end(name: name)
    }
    if phase == .start { try readStart() }
    while true {
      tokenLine = reader.line
      guard let byte = try reader.peek() else {
        if let last = open.last {
          throw fault("the file ends inside <\(Excerpt.of(last.name, limit: 40))> (opened on line \(last.line))")
        }
        if phase != .epilog { throw fault("the file has no root element") }
        return nil
      }
      if byte == UInt8(ascii: "<") {
        try reader.consume()
        switch try reader.peek() {
        case UInt8(ascii: "?"):
          try reader.consume()
          try skipProcessingInstruction()
        case UInt8(ascii: "!"):
          try reader.consume()
          if let text = try markupDeclaration() { return .text(text) }
        case UInt8(ascii: "/"):
          try reader.consume()
          return try endTag()
        default:
          return try startTag()
        }
        continue
      }
      if open.isEmpty {
        guard Self.isWhitespace(byte) else {
          throw fault("text outside the root element (\(Self.describe(byte)))")
        }
        try reader.consume()
        continue
      }
      return .text(try characterData())
    }
  }

  // MARK: - The document's start

  /// Skips a UTF-8 byte order mark, refuses UTF-16 and reads an XML declaration if there is one.
  private mutating func readStart() throws {
    phase = .prolog
    let first = try reader.peek()
    if first == 0xFE || first == 0xFF || first == 0x00 {
      throw fault("the file is UTF-16 or UTF-32; save it as UTF-8")
    }
    if first == 0xEF {
      for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
        guard try reader.next() == expected else { throw fault("invalid UTF-8 at the start of the file") }
      }
    }
  }

  /// Reads past `<?target … ?>`, the `<?` consumed; the XML declaration's encoding must be UTF-8.
  private mutating func skipProcessingInstruction() throws {
    let target = try name()
    let isDeclaration = target.lowercased() == "xml"
    if isDeclaration && (phase != .prolog || reader.offset > 10) {
      throw fault("an XML declaration that is not at the start of the file")
    }
    bytes.removeAll(keepingCapacity: true)
    var previous: UInt8 = 0
    while true {
      guard let byte = try reader.next() else { throw fault("the file ends inside a processing instruction") }
      if previous == UInt8(ascii: "?") && byte == UInt8(ascii: ">") { break }
      // Only the declaration's text is kept, to read its encoding; others are only scanned.
      if isDeclaration {
        guard bytes.count < ImportLimits.xmlNameBytes * 4 else { throw fault("an XML declaration too long") }
        bytes.append(byte)
      }
      previous = byte
    }
    guard isDeclaration else { return }
    let text = String(decoding: bytes, as: UTF8.self).lowercased()
    guard let range = text.range(of: "encoding") else { return }
    let value = text[range.upperBound...].drop(while: { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" })
      .prefix(while: { $0 != "\"" && $0 != "'" && $0 != " " && $0 != "?" })
    guard value == "utf-8" || value == "utf8" || value == "us-ascii" || value == "ascii" else {
      throw fault("the file is encoded as \(Excerpt.of(String(value), limit: 30)); save it as UTF-8")
    }
  }

  /// Reads what follows `<!`: a comment (skipped), a CDATA section (its text) or a DOCTYPE
  /// (skipped when bare, refused when it declares anything).
  private mutating func markupDeclaration() throws -> String? {
    if try reader.peek() == UInt8(ascii: "-") {
      try expect("--", "a comment")
      try skipComment()
      return nil
    }
    if try reader.peek() == UInt8(ascii: "[") {
      try expect("[CDATA[", "a CDATA section")
      guard !open.isEmpty else { throw fault("a CDATA section outside the root element") }
      return try cdata()
    }
    try expect("DOCTYPE", "'<!--', '<![CDATA[' or '<!DOCTYPE'")
    guard phase == .prolog else { throw fault("a DOCTYPE after the root element started") }
    try skipDoctype()
    return nil
  }

  private mutating func skipComment() throws {
    var dashes = 0
    while true {
      guard let byte = try reader.next() else { throw fault("the file ends inside a comment") }
      if byte == UInt8(ascii: ">") && dashes >= 2 { return }
      dashes = byte == UInt8(ascii: "-") ? dashes + 1 : 0
    }
  }

  private mutating func cdata() throws -> String {
    bytes.removeAll(keepingCapacity: true)
    let start = reader.line
    while true {
      guard let byte = try reader.next() else {
        throw fault("the file ends inside a CDATA section (opened on line \(start))")
      }
      bytes.append(byte)
      if byte == UInt8(ascii: ">"), bytes.count >= 3, bytes[bytes.count - 2] == UInt8(ascii: "]"),
        bytes[bytes.count - 3] == UInt8(ascii: "]")
      {
        bytes.removeLast(3)
        return try string(bytes[...], what: "a CDATA section")
      }
      if bytes.count > ImportLimits.fieldBytes + 3 { throw tooLong("a CDATA section") }
    }
  }

  /// Reads past a DOCTYPE, its `<!DOCTYPE` consumed. An internal subset (`[…]`) is where entities
  /// are declared, whose expansion could be made to fill memory: such a file is refused.
  private mutating func skipDoctype() throws {
    var quote: UInt8?
    var length = 0
    while true {
      guard let byte = try reader.next() else { throw fault("the file ends inside the DOCTYPE") }
      length += 1
      guard length <= ImportLimits.xmlNameBytes * 16 else { throw fault("a DOCTYPE too long") }
      if let open = quote {
        if byte == open { quote = nil }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
      case UInt8(ascii: "["):
        throw fault("a DOCTYPE with declarations (entities or a DTD), which this reader does not read")
      case UInt8(ascii: ">"): return
      default: break
      }
    }
  }

  // MARK: - Tags

  private mutating func startTag() throws -> XMLToken {
    let line = reader.line
    let elementName = try name()
    if phase == .epilog { throw fault("a second root element <\(Excerpt.of(elementName, limit: 40))>") }
    guard open.count < ImportLimits.xmlDepth else {
      throw fault("elements nested deeper than \(ImportLimits.xmlDepth) levels")
    }
    var attributes: [String: String] = [:]
    while true {
      let hadSpace = try skipWhitespace()
      guard let byte = try reader.peek() else { throw fault("the file ends inside the tag <\(elementName)>") }
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
        try reader.consume()
        if byte == UInt8(ascii: "/") {
          guard try reader.next() == UInt8(ascii: ">") else { throw fault("expected '>' after '/' in a tag") }
          pendingEnd = elementName
        }
        break
      }
      guard hadSpace else { throw fault("expected a space, '>' or '/>' in the tag <\(elementName)>") }
      guard attributes.count < ImportLimits.xmlAttributes else {
        throw fault("more than \(ImportLimits.xmlAttributes) attributes on one element")
      }
      let attribute = try name()
      try skipWhitespace()
      guard try reader.next() == UInt8(ascii: "=") else { throw fault("expected '=' after the attribute \(attribute)") }
      try skipWhitespace()
      let value = try attributeValue()
      guard attributes.updateValue(value, forKey: attribute) == nil else {
        throw fault("the attribute \(Excerpt.of(attribute, limit: 40)) is given twice")
      }
    }
    phase = .root
    open.append((elementName, line))
    return .start(name: elementName, attributes: attributes)
  }

  private mutating func endTag() throws -> XMLToken {
    let elementName = try name()
    try skipWhitespace()
    guard try reader.next() == UInt8(ascii: ">") else { throw fault("expected '>' to end </\(elementName)>") }
    guard let last = open.last else {
      throw fault("</\(Excerpt.of(elementName, limit: 40))> closes no element")
    }
    guard last.name == elementName else {
      throw fault(
        "</\(Excerpt.of(elementName, limit: 40))> where </\(Excerpt.of(last.name, limit: 40))> "
          + "was expected (opened on line \(last.line))")
    }
    close()
    return .end(name: elementName)
  }

  /// Closes the innermost element; closing the root ends the document's body.
  private mutating func close() {
    open.removeLast()
    if open.isEmpty { phase = .epilog }
  }

  /// A tag or attribute name: bytes up to a space or markup, at most `ImportLimits.xmlNameBytes`.
  private mutating func name() throws -> String {
    bytes.removeAll(keepingCapacity: true)
    while let byte = try reader.peek() {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"),
        UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"), UInt8(ascii: "?"), UInt8(ascii: "!"):
        return try checkedName()
      default:
        guard bytes.count < ImportLimits.xmlNameBytes else {
          throw fault("a name longer than \(ImportLimits.xmlNameBytes) bytes")
        }
        bytes.append(byte)
        try reader.consume()
      }
    }
    throw fault("the file ends inside a tag")
  }

  private func checkedName() throws -> String {
    guard let first = bytes.first else { throw fault("expected a name") }
    if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") || first == UInt8(ascii: "-")
      || first == UInt8(ascii: ".")
    {
      throw fault("a name starting with '\(Character(Unicode.Scalar(first)))'")
    }
    return try string(bytes[...], what: "a name")
  }

  /// A quoted attribute value, references resolved.
  private mutating func attributeValue() throws -> String {
    guard let quote = try reader.next(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw fault("an attribute value without quotes")
    }
    bytes.removeAll(keepingCapacity: true)
    while true {
      guard let byte = try reader.next() else { throw fault("the file ends inside an attribute value") }
      if byte == quote { break }
      switch byte {
      case UInt8(ascii: "<"): throw fault("'<' inside an attribute value")
      case UInt8(ascii: "&"): try reference()
      default: bytes.append(byte)
      }
      if bytes.count > ImportLimits.fieldBytes { throw tooLong("an attribute value") }
    }
    return try string(bytes[...], what: "an attribute value")
  }

  // MARK: - Text

  /// Character data up to the next `<` or the end, references resolved.
  private mutating func characterData() throws -> String {
    bytes.removeAll(keepingCapacity: true)
    while true {
      try reader.appendRun(
        into: &bytes, stoppingAt: UInt8(ascii: "<"), UInt8(ascii: "&"), 0x0A, limit: ImportLimits.fieldBytes)
      if bytes.count > ImportLimits.fieldBytes { throw tooLong("a text") }
      switch try reader.peek() {
      case UInt8(ascii: "&"):
        try reader.consume()
        try reference()
      case 0x0A:
        try reader.consume()
        bytes.append(0x0A)
      default:
        // '<' or the end: the end is refused by `next` with the element left open.
        return try string(bytes[...], what: "a text")
      }
    }
  }

  /// Resolves a reference, its `&` consumed, appending its UTF-8 to `bytes`.
  private mutating func reference() throws {
    var entity: [UInt8] = []
    while true {
      guard let byte = try reader.next() else { throw fault("the file ends inside a reference") }
      if byte == UInt8(ascii: ";") { break }
      guard entity.count < 12, byte > 0x20, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") else {
        throw fault("a '&' that starts no reference (write '&amp;')")
      }
      entity.append(byte)
    }
    let text = String(decoding: entity, as: UTF8.self)
    let scalar: Unicode.Scalar?
    switch text {
    case "lt": scalar = "<"
    case "gt": scalar = ">"
    case "amp": scalar = "&"
    case "quot": scalar = "\""
    case "apos": scalar = "'"
    default:
      guard text.hasPrefix("#") else {
        throw fault(
          "the entity &\(Excerpt.of(text, limit: 20)); is not one of XML's five (this reader reads no DTD)")
      }
      let hex = text.hasPrefix("#x")
      let digits = text.dropFirst(hex ? 2 : 1)
      let value = digits.isEmpty ? nil : UInt32(digits, radix: hex ? 16 : 10)
      scalar = value.flatMap(Unicode.Scalar.init).flatMap { Self.isXMLCharacter($0) ? $0 : nil }
    }
    guard let scalar else { throw fault("&\(Excerpt.of(text, limit: 20)); is not a character XML allows") }
    bytes.append(contentsOf: String(scalar).utf8)
  }

  // MARK: - Helpers

  /// `bytes` as text, refusing invalid UTF-8.
  private func string(_ bytes: ArraySlice<UInt8>, what: String) throws -> String {
    guard let text = UTF8Validation.string(bytes) else { throw fault("invalid UTF-8 in \(what)") }
    return text
  }

  private func tooLong(_ what: String) -> ImportError {
    fault("\(what) longer than \(ImportLimits.fieldBytes / (1 << 20)) MB")
  }

  /// Consumes the ASCII text `expected`, or throws naming `what` was expected.
  private mutating func expect(_ expected: String, _ what: String) throws {
    for byte in expected.utf8 {
      guard try reader.next() == byte else { throw fault("expected \(what)") }
    }
  }

  /// Consumes spaces, tabs and line breaks; whether there were any.
  @discardableResult
  private mutating func skipWhitespace() throws -> Bool {
    var skipped = false
    while let byte = try reader.peek(), Self.isWhitespace(byte) {
      try reader.consume()
      skipped = true
    }
    return skipped
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// XML 1.0's `Char` production: what a numeric reference may stand for.
  private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// A byte for a message: the character when it is printable ASCII, else its hex value.
  private static func describe(_ byte: UInt8) -> String {
    byte > 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16)
  }
}

extension ByteReader {
  /// Consumes the next byte, whatever it is.
  @inline(__always)
  mutating func consume() throws {
    _ = try next()
  }
}
