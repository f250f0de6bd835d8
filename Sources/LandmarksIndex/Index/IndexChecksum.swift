/// The checksum of an index body (see `IndexLayout`): four lanes of 64-bit multiply-rotate rounds
/// over 32-byte stripes, folded together with the length and the last bytes at the end.
///
/// The lanes have no dependency on one another, so a stripe costs about what one round costs: a
/// whole million-place index is hashed in the time a byte-serial hash takes for a few megabytes,
/// which is what an import replacing a source pays before it starts, and what writing an index
/// pays on its checksum thread. Every round is a bijection of its lane for a given word, and the
/// final folding is one of each lane given the others, so a change to any one word of the body
/// always changes the checksum.
///
/// A value, taken in pieces: `add` the bytes as they come, in any split; `value` is the same for
/// every split of the same bytes.
package struct IndexChecksum: Sendable {
  private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
    Self.prime1 &+ Self.prime2, Self.prime2, 0, 0 &- Self.prime1
  )
  /// Bytes of the stripe being filled, when a piece ended inside one.
  private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var pendingCount = 0
  /// Bytes added so far.
  private var length: UInt64 = 0

  /// The checksum of no bytes so far.
  package init() {}

  /// The checksum of `bytes`.
  package init(of bytes: UnsafeRawBufferPointer) {
    add(bytes)
  }

  private static let prime1: UInt64 = 0x9E37_79B9_7F4A_7C15
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let stripe = 32

  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = lane &+ word &* prime2
    return ((mixed << 31) | (mixed >> 33)) &* prime1
  }

  @inline(__always)
  private mutating func addStripe(_ base: UnsafeRawPointer) {
    lanes.0 = Self.round(lanes.0, UInt64(littleEndian: base.loadUnaligned(as: UInt64.self)))
    lanes.1 = Self.round(lanes.1, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    lanes.2 = Self.round(lanes.2, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 16, as: UInt64.self)))
    lanes.3 = Self.round(lanes.3, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 24, as: UInt64.self)))
  }

  /// Adds `bytes` after those added before.
  package mutating func add(_ bytes: UnsafeRawBufferPointer) {
    guard var source = bytes.baseAddress, bytes.count > 0 else { return }
    var remaining = bytes.count
    length &+= UInt64(remaining)
    if pendingCount > 0 {
      let taken = min(remaining, Self.stripe - pendingCount)
      let filled = pendingCount
      withUnsafeMutableBytes(of: &pending) { pending in
        // The tuple's storage is at least 32 bytes, the copy within it.
        if let target = pending.baseAddress { (target + filled).copyMemory(from: source, byteCount: taken) }
      }
      pendingCount += taken
      source += taken
      remaining -= taken
      guard pendingCount == Self.stripe else { return }
      var stripe = pending
      withUnsafeBytes(of: &stripe) { stripe in
        if let base = stripe.baseAddress { addStripe(base) }
      }
      pendingCount = 0
    }
    while remaining >= Self.stripe {
      addStripe(source)
      source += Self.stripe
      remaining -= Self.stripe
    }
    if remaining > 0 {
      let count = remaining
      withUnsafeMutableBytes(of: &pending) { pending in
        if let target = pending.baseAddress { target.copyMemory(from: source, byteCount: count) }
      }
      pendingCount = count
    }
  }

  /// The checksum of everything added.
  package var value: UInt64 {
    var hash = length &* Self.prime3
    for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
      hash = (hash ^ Self.round(0, lane)) &* Self.prime1 &+ Self.prime3
    }
    var tail = pending
    let count = pendingCount
    withUnsafeBytes(of: &tail) { tail in
      var offset = 0
      while offset + 8 <= count {
        let word = UInt64(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        hash ^= Self.round(0, word)
        hash = ((hash << 27) | (hash >> 37)) &* Self.prime1 &+ Self.prime3
        offset += 8
      }
      while offset < count {
        hash ^= UInt64(tail[offset]) &* Self.prime3
        hash = ((hash << 11) | (hash >> 53)) &* Self.prime1
        offset += 1
      }
    }
    hash ^= hash >> 33
    hash &*= Self.prime2
    hash ^= hash >> 29
    hash &*= Self.prime3
    hash ^= hash >> 32
    return hash
  }
}
