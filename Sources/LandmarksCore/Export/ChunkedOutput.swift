/// Collects small writes and hands them to a sink in chunks of about 64 KB, so exporting or listing a
/// million landmarks neither makes a million sink calls nor builds one giant string.
public struct ChunkedOutput {
  private let sink: (String) throws -> Void
  private var buffer = ""
  private let chunkBytes: Int

  /// Writes through `sink`.
  public init(sink: @escaping (String) throws -> Void, chunkBytes: Int = 1 << 16) {
    self.sink = sink
    self.chunkBytes = chunkBytes
    buffer.reserveCapacity(chunkBytes + 4096)
  }

  /// Appends `text`, flushing when the chunk is full.
  public mutating func write(_ text: String) throws {
    buffer += text
    if buffer.utf8.count >= chunkBytes { try flush() }
  }

  /// Hands over what is buffered.
  public mutating func flush() throws {
    guard !buffer.isEmpty else { return }
    try sink(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
