/// A set of slugs held as bytes, hashed without Swift's seeded hasher, with a number kept for each
/// (the next free number of a stem); cleared between slug groups without giving its memory back.
struct SlugSet {
  private var slots: [Int32]
  private var hashes: [UInt64] = []
  private var starts: [Int] = []
  private var lengths: [Int] = []
  private var values: [Int] = []
  private var storage: [UInt8] = []

  /// An empty set.
  init() {
    slots = Array(repeating: -1, count: 16)
  }

  /// How many slugs it holds.
  var count: Int { hashes.count }

  /// Forgets every slug.
  mutating func removeAll() {
    guard !hashes.isEmpty else { return }
    if slots.count > 1 << 12 {
      slots = Array(repeating: -1, count: 16)
    } else {
      for index in slots.indices { slots[index] = -1 }
    }
    hashes.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    lengths.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    storage.removeAll(keepingCapacity: true)
  }

  /// The number kept with `slug`, if it is in the set.
  func value(of slug: UnsafeRawBufferPointer) -> Int? {
    let hash = Self.hash(slug)
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[slot] >= 0 {
      let entry = Int(slots[slot])
      if hashes[entry] == hash, matches(entry, slug) { return values[entry] }
      slot = (slot + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Whether `slug` is in the set.
  func contains(_ slug: UnsafeRawBufferPointer) -> Bool {
    value(of: slug) != nil
  }

  /// Adds `slug` with `value`, or sets the value of one already there; returns whether it was new.
  @discardableResult
  mutating func insert(_ slug: UnsafeRawBufferPointer, value: Int = 0) -> Bool {
    if (hashes.count + 1) * 2 > slots.count { grow() }
    let hash = Self.hash(slug)
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[slot] >= 0 {
      let entry = Int(slots[slot])
      if hashes[entry] == hash, matches(entry, slug) {
        values[entry] = value
        return false
      }
      slot = (slot + 1) & (slots.count - 1)
    }
    slots[slot] = Int32(hashes.count)
    hashes.append(hash)
    starts.append(storage.count)
    lengths.append(slug.count)
    values.append(value)
    storage.append(contentsOf: slug)
    return true
  }

  private func matches(_ entry: Int, _ slug: UnsafeRawBufferPointer) -> Bool {
    guard lengths[entry] == slug.count else { return false }
    let start = starts[entry]
    return storage[start..<(start + slug.count)].elementsEqual(slug)
  }

  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    for (entry, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = Int32(entry)
    }
  }

  /// FNV-1a with a final mix: stable, and cheap for slugs of a few dozen bytes.
  static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash ^ (hash >> 29)
  }
}
