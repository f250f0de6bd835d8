import Foundation

/// The strings section as it is written: each string (u32 length + UTF-8) or list (u32 count + u32
/// string offsets) appended, and short values that repeat (the source's name, empty text, kinds,
/// alternate names, lists) found again by a small cache rather than stored twice.
///
/// The cache is direct-mapped and fills once: a value is remembered only in an empty slot, so its
/// memory is bounded and its answers deterministic. A value met again after its slot was taken is
/// stored again, which costs bytes, never correctness.
final class StringPool {
  private let store: ByteStore
  private let slots: UnsafeMutablePointer<Slot>
  private let keys = ByteArena(capacity: 1 << 16)

  private struct Slot {
    var hash: UInt64 = 0
    var keyStart: UInt32 = 0
    var keyLength: UInt32 = 0
    var offset: UInt32 = 0
    var used = false
  }

  /// Values longer than this are not looked for: long texts rarely repeat.
  private static let longestCached = 48
  /// Slots of the cache (a power of two).
  private static let slotCount = 1 << 16

  /// A pool spilling to `folder`, or in memory.
  init(folder: String?) throws {
    store = try ByteStore(name: "strings", folder: folder)
    slots = UnsafeMutablePointer<Slot>.allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(), count: Self.slotCount)
  }

  deinit {
    slots.deinitialize(count: Self.slotCount)
    slots.deallocate()
  }

  /// The section's size so far.
  var size: Int { store.count }

  /// The offset of `text`; with `cached`, one stored before is found again.
  func offset(of text: String, cached: Bool = true) throws -> UInt32 {
    var text = text
    return try text.withUTF8 { bytes in
      try value(
        header: UInt32(truncatingIfNeeded: bytes.count), body: UnsafeRawBufferPointer(bytes), kind: 0, cached: cached)
    }
  }

  /// The offset of a string given as bytes.
  func offset(ofBytes bytes: UnsafeRawBufferPointer, cached: Bool = true) throws -> UInt32 {
    try value(header: UInt32(truncatingIfNeeded: bytes.count), body: bytes, kind: 0, cached: cached)
  }

  /// The offset of a list of strings given by their offsets.
  func offset(ofList members: UnsafeBufferPointer<UInt32>, cached: Bool = true) throws -> UInt32 {
    try value(
      header: UInt32(truncatingIfNeeded: members.count), body: UnsafeRawBufferPointer(members), kind: 1, cached: cached)
  }

  private func value(header: UInt32, body: UnsafeRawBufferPointer, kind: UInt8, cached: Bool) throws -> UInt32 {
    var slot: UnsafeMutablePointer<Slot>?
    var hash: UInt64 = 0
    if cached, body.count <= Self.longestCached {
      hash = Self.hash(body, kind: kind)
      let candidate = slots + Int(truncatingIfNeeded: hash & UInt64(Self.slotCount - 1))
      if candidate.pointee.used {
        if candidate.pointee.hash == hash, Int(candidate.pointee.keyLength) == body.count + 1 {
          let key = keys.base + Int(candidate.pointee.keyStart)
          if key.load(as: UInt8.self) == kind, Self.equal(key + 1, body) { return candidate.pointee.offset }
        }
      } else {
        slot = candidate
      }
    }
    guard store.count + 4 + body.count <= Int(UInt32.max) else {
      throw IndexError.invalidInput(reason: "their text passes the 4 GB an index holds")
    }
    let offset = UInt32(store.count)
    try store.append(header)
    try store.append(body)
    if let slot {
      let start = keys.count
      keys.append(kind)
      keys.append(body)
      slot.pointee = Slot(
        hash: hash, keyStart: UInt32(start), keyLength: UInt32(body.count + 1), offset: offset, used: true)
    }
    return offset
  }

  /// Hands the section's bytes to `body` in order.
  func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
    try store.read(body)
  }

  @inline(__always)
  private static func equal(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    guard let right = rhs.baseAddress else { return true }
    return memcmp(lhs, right, rhs.count) == 0
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
