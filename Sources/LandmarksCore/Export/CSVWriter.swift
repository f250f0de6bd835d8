/// Streams landmarks as RFC 4180 CSV with a header row and CRLF line ends.
///
/// The `id` and `source` columns (source empty for the built-in catalog) are what the CSV reader
/// takes back as the landmark's identity; lists (kinds, alternate names) are joined with `;`.
package struct CSVWriter: ExportWriter {
  /// The header row's columns, in order.
  package static let columns = [
    "id", "source", "slug", "name", "latitude", "longitude", "continent", "country", "location", "description",
    "kinds", "alternate_names",
  ]

  private var output: ChunkedOutput
  private var wroteHeader = false

  /// Writes to `sink` in chunks.
  package init(sink: @escaping (String) throws -> Void) {
    output = ChunkedOutput(sink: sink)
  }

  /// Writes one landmark (after the header, the first time).
  package mutating func write(_ record: ExportRecord) throws {
    try writeHeader()
    var line = ""
    line.reserveCapacity(
      64 + record.name.utf8.count + record.slug.utf8.count + (record.location?.utf8.count ?? 0)
        + (record.description?.utf8.count ?? 0))
    let fields = [
      String(record.id), record.source ?? "", record.slug, record.name, CoordinateFormat.decimal(record.latitude),
      CoordinateFormat.decimal(record.longitude), record.continent?.name ?? "", record.country ?? "",
      record.location ?? "", record.description ?? "", record.kinds.joined(separator: ";"),
      record.alternateNames.joined(separator: ";"),
    ]
    for (index, field) in fields.enumerated() {
      if index > 0 { line += "," }
      line += Self.field(field)
    }
    line += "\r\n"
    try output.write(line)
  }

  /// Writes the header if nothing was written, and flushes.
  package mutating func finish() throws {
    try writeHeader()
    try output.flush()
  }

  private mutating func writeHeader() throws {
    guard !wroteHeader else { return }
    wroteHeader = true
    try output.write(Self.columns.joined(separator: ",") + "\r\n")
  }

  /// A field, quoted when it holds a comma, quote, line break or edge whitespace.
  static func field(_ text: String) -> String {
    guard needsQuotes(text) else { return text }
    var quoted = "\""
    for character in text {
      quoted.append(character)
      if character == "\"" { quoted.append("\"") }
    }
    return quoted + "\""
  }

  /// Whether `text` must be quoted: it holds a comma, quote, semicolon or line break, or starts or
  /// ends with whitespace.
  static func needsQuotes(_ text: String) -> Bool {
    var contiguous = text
    // Native strings are contiguous UTF-8 already; this only copies the rare bridged one.
    return contiguous.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      for byte in bytes where byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D || byte == 0x3B {
        return true
      }
      // An ASCII byte next to another ASCII byte (or alone) is a character of its own, whose
      // whitespace is known without Unicode tables; anything else asks `Character`.
      let second = bytes.count > 1 ? bytes[1] : 0
      let beforeLast = bytes.count > 1 ? bytes[bytes.count - 2] : 0
      let startsWithWhitespace =
        first < 0x80 && second < 0x80 ? isASCIIWhitespace(first) : text.first?.isWhitespace == true
      let endsWithWhitespace =
        last < 0x80 && beforeLast < 0x80 ? isASCIIWhitespace(last) : text.last?.isWhitespace == true
      return startsWithWhitespace || endsWithWhitespace
    }
  }

  /// Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII characters with
  /// Unicode's White_Space property.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
