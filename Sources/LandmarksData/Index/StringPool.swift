import Foundation

/// The strings section as it is written: each string (u32 length + UTF-8) or list (u32 count + u32
/// string offsets) appended once, and short ones seen before found again by a small cache.
///
/// The cache is bounded, so repeated values (the source's name, empty text, common kinds and
/// names) are stored once while memory stays flat; a value met after the cache filled is stored
/// again, which costs bytes, never correctness. Deterministic: the same input gives the same bytes.
final class StringPool {
  private let store: ByteStore
  /// Open addressing over `entries`; -1 is empty.
  private var slots: [Int32]
  private var entries: [Cached] = []
  private let keys = ByteArena(capacity: 1 << 16)

  private struct Cached {
    var hash: UInt64
    var keyStart: Int
    var keyLength: Int
    var offset: UInt32
  }

  /// Values longer than this are not looked up: long texts rarely repeat.
  private static let longestCached = 64
  /// How many values the cache remembers.
  private static let cachedLimit = 1 << 16

  /// A pool spilling to `folder`, or in memory.
  init(folder: String?) throws {
    store = try ByteStore(name: "strings", folder: folder)
    slots = Array(repeating: -1, count: Self.cachedLimit * 2)
  }

  /// The section's size so far.
  var size: Int { store.count }

  /// The offset of `text`, stored the first time.
  func offset(of text: String) throws -> UInt32 {
    var text = text
    return try text.withUTF8 { try offset(ofBytes: UnsafeRawBufferPointer($0)) }
  }

  /// The offset of a string given as bytes.
  func offset(ofBytes bytes: UnsafeRawBufferPointer) throws -> UInt32 {
    try value(header: UInt32(truncatingIfNeeded: bytes.count), body: bytes, kind: 0, cached: true)
  }

  /// The offset of a string stored without looking for an earlier copy (a slug: never repeated).
  func offset(ofUnique text: String) throws -> UInt32 {
    var text = text
    return try text.withUTF8 { bytes in
      try value(
        header: UInt32(truncatingIfNeeded: bytes.count), body: UnsafeRawBufferPointer(bytes), kind: 0, cached: false)
    }
  }

  /// The offset of a list of strings given by their offsets.
  func offset(ofList members: [UInt32]) throws -> UInt32 {
    let littleEndian = members.map(\.littleEndian)
    return try littleEndian.withUnsafeBytes { body in
      try value(header: UInt32(truncatingIfNeeded: members.count), body: body, kind: 1, cached: true)
    }
  }

  private func value(header: UInt32, body: UnsafeRawBufferPointer, kind: UInt8, cached: Bool) throws -> UInt32 {
    let useCache = cached && body.count <= Self.longestCached
    var hash: UInt64 = 0
    var slot = 0
    if useCache {
      hash = Self.hash(body, kind: kind)
      let mask = slots.count - 1
      slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] >= 0 {
        let entry = entries[Int(slots[slot])]
        if entry.hash == hash, entry.keyLength == body.count + 1,
          keys.bytes[entry.keyStart] == kind,
          Self.equal(
            UnsafeRawBufferPointer(rebasing: keys.bytes[(entry.keyStart + 1)..<(entry.keyStart + entry.keyLength)]),
            body)
        {
          return entry.offset
        }
        slot = (slot + 1) & mask
      }
    }
    guard store.count + 4 + body.count <= Int(UInt32.max) else {
      throw IndexError.invalidInput(reason: "their text passes the 4 GB an index holds")
    }
    let offset = UInt32(store.count)
    try store.append(header)
    try store.append(body)
    if useCache, entries.count < Self.cachedLimit {
      let start = keys.count
      keys.append(kind)
      keys.append(body)
      slots[slot] = Int32(entries.count)
      entries.append(Cached(hash: hash, keyStart: start, keyLength: body.count + 1, offset: offset))
    }
    return offset
  }

  /// Hands the section's bytes to `body` in order.
  func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
    try store.read(body)
  }

  @inline(__always)
  private static func equal(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
    return memcmp(left, right, lhs.count) == 0
  }

  /// A quick 64-bit hash, eight bytes at a time; only ever compared within one run.
  @inline(__always)
  static func hash(_ bytes: UnsafeRawBufferPointer, kind: UInt8) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(kind) ^ (UInt64(bytes.count) << 8)
    guard let start = bytes.baseAddress else { return hash }
    var index = 0
    while index + 8 <= bytes.count {
      hash = (hash ^ start.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 29
      index += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while index < bytes.count {
      tail |= UInt64(start.load(fromByteOffset: index, as: UInt8.self)) << shift
      shift += 8
      index += 1
    }
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 32)
  }
}
