import Foundation

/// Where a reader's bytes come from, a chunk at a time, so a 1.6 GB dump never sits in memory whole.
package protocol ByteInput {
  /// The next chunk of bytes, or `nil` at the end; never an empty array before the end.
  mutating func nextChunk() throws -> [UInt8]?
}

/// Bytes already in memory, handed out in chunks like a file would be.
package struct MemoryInput: ByteInput {
  private let bytes: [UInt8]
  private let chunkSize: Int
  private var position = 0

  /// Reads `data`; a small `chunkSize` lets tests cross chunk boundaries everywhere.
  package init(_ data: Data, chunkSize: Int = 1 << 16) {
    self.init(bytes: [UInt8](data), chunkSize: chunkSize)
  }

  /// Reads the UTF-8 of `text`.
  package init(_ text: String, chunkSize: Int = 1 << 16) {
    self.init(bytes: Array(text.utf8), chunkSize: chunkSize)
  }

  /// Reads `bytes`.
  package init(bytes: [UInt8], chunkSize: Int = 1 << 16) {
    self.bytes = bytes
    self.chunkSize = max(1, chunkSize)
  }

  /// The next slice of the bytes.
  package mutating func nextChunk() -> [UInt8]? {
    guard position < bytes.count else { return nil }
    let end = min(bytes.count, position + chunkSize)
    defer { position = end }
    return Array(bytes[position..<end])
  }
}
