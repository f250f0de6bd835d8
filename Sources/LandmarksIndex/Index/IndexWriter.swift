/// Lays places out in the index format (see `IndexLayout`), in memory.
///
/// Names are folded here, once, so that no later run folds what it does not show. Imports, which
/// may be far larger, use `IndexBuilder` directly with a folder to spill to.
package enum IndexWriter {
  /// The index bytes for `places`; throws when two share an id or a slug.
  package static func bytes(for places: [IndexedPlace]) throws -> [UInt8] {
    let builder = try IndexBuilder(folder: nil)
    for place in places { try builder.add(IndexEntry(place)) }
    return try builder.finish() ?? []
  }
}

/// A growing little-endian byte buffer.
struct ByteBuffer {
  var bytes: [UInt8] = []

  mutating func append(_ value: UInt8) { bytes.append(value) }
  mutating func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func append(_ value: Int64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func append(_ value: Double) { append(value.bitPattern) }
}
