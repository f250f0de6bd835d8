/// Where a reader's bytes come from, a chunk at a time, so a 1.6 GB dump never sits in memory whole.
public protocol ByteInput {
  /// The next chunk of bytes, or `nil` at the end; never an empty array before the end.
  mutating func nextChunk() throws -> [UInt8]?
}
