/// Streams landmarks as RFC 4180 CSV with a header row and CRLF line ends.
///
/// The `id` and `source` columns (source empty for the built-in catalog) are what the CSV reader
/// takes back as the landmark's identity; lists (kinds, alternate names) are joined with `;`.
public struct CSVWriter {
  /// The header row's columns, in order.
  public static let columns = [
    "id", "source", "slug", "name", "latitude", "longitude", "continent", "country", "location", "description",
    "kinds", "alternate_names",
  ]

  private var output: ChunkedOutput
  private var wroteHeader = false

  /// Writes to `sink` in chunks.
  public init(sink: @escaping (String) throws -> Void) {
    output = ChunkedOutput(sink: sink)
  }

  /// Writes every record and finishes.
  public static func write<S: Sequence>(_ records: S, to sink: @escaping (String) throws -> Void) throws
  where S.Element == ExportRecord {
    var writer = CSVWriter(sink: sink)
    for record in records { try writer.write(record) }
    try writer.finish()
  }

  /// Writes one landmark (after the header, the first time).
  public mutating func write(_ record: ExportRecord) throws {
    try writeHeader()
    let fields = [
      String(record.id), record.source ?? "", record.slug, record.name, CoordinateFormat.decimal(record.latitude),
      CoordinateFormat.decimal(record.longitude), record.continent?.name ?? "", record.country ?? "",
      record.location ?? "", record.description ?? "", record.kinds.joined(separator: ";"),
      record.alternateNames.joined(separator: ";"),
    ]
    try output.write(fields.map(Self.field).joined(separator: ",") + "\r\n")
  }

  /// Writes the header if nothing was written, and flushes.
  public mutating func finish() throws {
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
    let needsQuotes =
      text.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D || $0 == 0x3B }
      || text.first?.isWhitespace == true || text.last?.isWhitespace == true
    guard needsQuotes else { return text }
    var quoted = "\""
    for character in text {
      quoted.append(character)
      if character == "\"" { quoted.append("\"") }
    }
    return quoted + "\""
  }
}
