/// A writer of one export format: records go in one at a time and out to a sink in chunks, so a
/// million landmarks stream without being held.
package protocol ExportWriter {
  /// A writer handing its text to `sink`.
  init(sink: @escaping (String) throws -> Void)
  /// Writes one record.
  mutating func write(_ record: ExportRecord) throws
  /// Ends the document (a whole, empty one when nothing was written) and flushes.
  mutating func finish() throws
}

extension ExportWriter {
  /// Writes every record and finishes.
  package static func write<S: Sequence>(_ records: S, to sink: @escaping (String) throws -> Void) throws
  where S.Element == ExportRecord {
    var writer = Self(sink: sink)
    for record in records { try writer.write(record) }
    try writer.finish()
  }
}

/// Collects small writes and hands them to a sink in chunks of about 64 KB, so exporting or listing a
/// million landmarks neither makes a million sink calls nor builds one giant string.
package struct ChunkedOutput {
  private let sink: (String) throws -> Void
  private var buffer = ""
  private let chunkBytes: Int

  /// Writes through `sink`.
  package init(sink: @escaping (String) throws -> Void, chunkBytes: Int = 1 << 16) {
    self.sink = sink
    self.chunkBytes = chunkBytes
    buffer.reserveCapacity(chunkBytes + 4096)
  }

  /// Appends `text`, flushing when the chunk is full.
  package mutating func write(_ text: String) throws {
    buffer += text
    if buffer.utf8.count >= chunkBytes { try flush() }
  }

  /// Hands over what is buffered.
  package mutating func flush() throws {
    guard !buffer.isEmpty else { return }
    try sink(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Writes coordinates as plain decimals with up to seven places (about 1 cm): never an exponent,
/// which GPX's `xsd:decimal` forbids, and exact enough that a re-import is within 1e-6°.
enum CoordinateFormat {
  /// `value` as "-33.8568", "0" or "12.3456789".
  static func decimal(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "0" }
    let scaled = Int((abs(value) * 10_000_000).rounded())
    guard scaled != 0 else { return "0" }
    let whole = scaled / 10_000_000
    var fraction = scaled % 10_000_000
    var digits = 7
    while digits > 0 && fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let sign = value < 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    let fractionText = String(fraction)
    let padding = String(repeating: "0", count: digits - fractionText.count)
    return "\(sign)\(whole).\(padding)\(fractionText)"
  }
}
