import LandmarksJSON

/// Splits RFC 4180 records into fields, reading from any byte reader.
struct CSVRecordParser {
  /// The field separator: `,`, `;` or TAB.
  var delimiter = UInt8(ascii: ",")
  /// The fields of the record just read.
  private(set) var fields: [String] = []
  private var field: [UInt8] = []
  /// Records ended by a CR without an LF (old Mac line ends), which the byte reader does not count
  /// as lines; the CSV reader adds the header line's.
  var loneCarriageReturns = 0

  /// Reads one record into `fields`; false at the end of the input.
  mutating func read<Input: ByteInput>(_ reader: inout ByteReader<Input>) throws -> Bool {
    fields.removeAll(keepingCapacity: true)
    guard try reader.peek() != nil else { return false }
    let startLine = reader.line
    while true {
      field.removeAll(keepingCapacity: true)
      var afterDelimiter = false
      if try reader.peek() == UInt8(ascii: "\"") {
        _ = try reader.next()
        try readQuoted(&reader, startLine: startLine)
      }
      while true {
        // The field's plain bytes a chunk at a time, then the byte that ends it.
        try reader.appendRun(into: &field, stoppingAt: delimiter, 0x0A, 0x0D, limit: ImportLimits.fieldBytes)
        try checkLength(startLine: startLine)
        guard let byte = try reader.next() else { break }
        if byte == delimiter {
          afterDelimiter = true
          break
        }
        if byte == 0x0A { break }
        if byte == 0x0D {
          if try reader.peek() == 0x0A { _ = try reader.next() } else { loneCarriageReturns += 1 }
          break
        }
        field.append(byte)
        try checkLength(startLine: startLine)
      }
      try finishField(startLine: startLine)
      // A record ends at a line break or the end of the file; a delimiter means another field.
      if !afterDelimiter { return true }
    }
  }

  /// A quoted field's body, up to the closing quote; text after it is kept, leniently.
  private mutating func readQuoted<Input: ByteInput>(_ reader: inout ByteReader<Input>, startLine: Int) throws {
    while let byte = try reader.next() {
      if byte == UInt8(ascii: "\"") {
        guard try reader.peek() == UInt8(ascii: "\"") else { return }
        _ = try reader.next()
      }
      field.append(byte)
      try checkLength(startLine: startLine)
    }
    throw ImportError.malformed(
      ImportLocation(line: startLine), reason: "a quoted field is never closed (the file ends inside it)")
  }

  private func checkLength(startLine: Int) throws {
    if field.count > ImportLimits.fieldBytes {
      throw ImportError.malformed(
        ImportLocation(line: startLine),
        reason: "a field longer than \(ImportLimits.fieldBytes / (1 << 20)) MB (an unclosed quote?)")
    }
  }

  private mutating func finishField(startLine: Int) throws {
    if !field.withUnsafeBytes(UTF8Validation.isASCII), let bad = UTF8Validation.firstInvalidIndex(field) {
      throw ImportError.malformed(
        ImportLocation(line: startLine), reason: "invalid UTF-8 in field \(fields.count + 1) (its byte \(bad + 1))")
    }
    fields.append(String(decoding: field, as: UTF8.self))
  }
}
