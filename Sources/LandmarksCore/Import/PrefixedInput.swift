import LandmarksJSON

/// Bytes already read (to detect the format) handed out again before the rest of the input, so
/// standard input can be sniffed without being read twice.
package struct PrefixedInput<Base: ByteInput>: ByteInput {
  private var prefix: [UInt8]?
  private var base: Base

  /// Yields `prefix`, then `base`.
  package init(prefix: [UInt8], base: Base) {
    self.prefix = prefix.isEmpty ? nil : prefix
    self.base = base
  }

  /// The prefix first, then the base's chunks.
  package mutating func nextChunk() throws -> [UInt8]? {
    if let pending = prefix {
      prefix = nil
      return pending
    }
    return try base.nextChunk()
  }

  /// Reads up to `count` bytes from `base` (fewer at its end), for format detection.
  package static func readPrefix(of base: inout Base, count: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count, let chunk = try base.nextChunk() {
      bytes += chunk
    }
    return bytes
  }
}
