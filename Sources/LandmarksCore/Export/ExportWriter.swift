/// A writer of one export format: records go in one at a time and out to a sink in chunks, so a
/// million landmarks stream without being held.
public protocol ExportWriter {
  /// A writer handing its text to `sink`.
  init(sink: @escaping (String) throws -> Void)
  /// Writes one record.
  mutating func write(_ record: ExportRecord) throws
  /// Ends the document (a whole, empty one when nothing was written) and flushes.
  mutating func finish() throws
}

extension ExportWriter {
  /// Writes every record and finishes.
  public static func write<S: Sequence>(_ records: S, to sink: @escaping (String) throws -> Void) throws
  where S.Element == ExportRecord {
    var writer = Self(sink: sink)
    for record in records { try writer.write(record) }
    try writer.finish()
  }
}
