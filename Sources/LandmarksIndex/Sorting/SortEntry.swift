import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One entry of an `ExternalSorter` as it lies in memory (run files hold it more densely, see
/// `RunEntryCoding`):
///
/// ```
/// key length u32 · payload length u32 · tie u64 · sequence u64 · key bytes · payload bytes
/// ```
///
/// Entries order by key bytes (a shorter key before a longer one it starts), then tie, then
/// sequence (the order they were added): a total order, so any split into runs merges to the
/// same sequence.
package struct SortEntry {
  /// The bytes compared first.
  package let key: UnsafeRawBufferPointer
  /// Compared when the keys are equal.
  package let tie: UInt64
  /// The order the entry was added in, from 0.
  package let sequence: UInt64
  /// Bytes carried along, not compared.
  package let payload: UnsafeRawBufferPointer

  /// Bytes before the key.
  static let headerSize = 24

  /// Reads the entry at `start`.
  @inline(__always)
  init(at start: UnsafeRawPointer) {
    let keyLength = Int(start.loadUnaligned(as: UInt32.self))
    let payloadLength = Int(start.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
    tie = start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    sequence = start.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
    key = UnsafeRawBufferPointer(start: start + Self.headerSize, count: keyLength)
    payload = UnsafeRawBufferPointer(start: start + Self.headerSize + keyLength, count: payloadLength)
  }

  /// An entry of these parts, read back from a run file.
  @inline(__always)
  init(key: UnsafeRawBufferPointer, tie: UInt64, sequence: UInt64, payload: UnsafeRawBufferPointer) {
    self.key = key
    self.tie = tie
    self.sequence = sequence
    self.payload = payload
  }

  /// The bytes the entry at `start` occupies.
  @inline(__always)
  static func size(at start: UnsafeRawPointer) -> Int {
    headerSize + Int(start.loadUnaligned(as: UInt32.self))
      + Int(start.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
  }

  /// Whether the entry at `lhs` sorts before the one at `rhs`.
  @inline(__always)
  static func precedes(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    let leftLength = Int(lhs.loadUnaligned(as: UInt32.self))
    let rightLength = Int(rhs.loadUnaligned(as: UInt32.self))
    let common = min(leftLength, rightLength)
    if common > 0 {
      let order = memcmp(lhs + headerSize, rhs + headerSize, common)
      if order != 0 { return order < 0 }
    }
    return precedesPastKeyBytes(lhs, rhs)
  }

  /// The key length of the entry at `start`.
  @inline(__always)
  static func keyLength(at start: UnsafeRawPointer) -> Int {
    Int(start.loadUnaligned(as: UInt32.self))
  }

  /// Whether the entry at `lhs` sorts before the one at `rhs` when one key starts the other (or
  /// they are equal): by key length, then tie, then sequence.
  @inline(__always)
  static func precedesPastKeyBytes(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    let leftLength = lhs.loadUnaligned(as: UInt32.self)
    let rightLength = rhs.loadUnaligned(as: UInt32.self)
    if leftLength != rightLength { return leftLength < rightLength }
    let leftTie = lhs.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    let rightTie = rhs.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    if leftTie != rightTie { return leftTie < rightTie }
    return lhs.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
      < rhs.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
  }

  /// Whether `lhs` sorts before `rhs`, in the order `precedes(_:_:)` gives entries in memory.
  @inline(__always)
  static func precedes(_ lhs: SortEntry, _ rhs: SortEntry) -> Bool {
    let common = min(lhs.key.count, rhs.key.count)
    if common > 0, let left = lhs.key.baseAddress, let right = rhs.key.baseAddress {
      let order = memcmp(left, right, common)
      if order != 0 { return order < 0 }
    }
    if lhs.key.count != rhs.key.count { return lhs.key.count < rhs.key.count }
    if lhs.tie != rhs.tie { return lhs.tie < rhs.tie }
    return lhs.sequence < rhs.sequence
  }

  /// The first eight key bytes as a big-endian number, zero-padded: comparing two of these orders
  /// entries as their keys do whenever they differ, without touching the entries.
  @inline(__always)
  static func prefix(of key: UnsafeRawBufferPointer) -> UInt64 {
    guard let start = key.baseAddress else { return 0 }
    if key.count >= 8 { return UInt64(bigEndian: start.loadUnaligned(as: UInt64.self)) }
    var value: UInt64 = 0
    for index in 0..<key.count {
      value |= UInt64(start.load(fromByteOffset: index, as: UInt8.self)) << (56 - 8 * index)
    }
    return value
  }
}
