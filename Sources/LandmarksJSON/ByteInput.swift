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

/// Any byte input behind one concrete type, so the readers over it are compiled for that type.
///
/// The readers are generic over their input; a module calling them for an input type of its own
/// gets their unspecialised bodies, where every byte goes through generic metadata lookups. Over
/// this type they are compiled here (see `ErasedJSONScanner`); one dynamic call per chunk (a
/// megabyte) is all it costs.
package struct ErasedInput: ByteInput {
  private var base: any ByteInput

  /// Wraps `base`.
  package init(_ base: any ByteInput) {
    self.base = base
  }

  /// The base's next chunk.
  package mutating func nextChunk() throws -> [UInt8]? {
    try base.nextChunk()
  }
}
