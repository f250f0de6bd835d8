import Foundation

/// Hands out unique slugs over a stream of places: `san-jose`, then `san-jose-cr`, `san-jose-cr-2`…
///
/// Deterministic for a given order and set of taken slugs; remembers the last number used for each
/// stem, so ten thousand places of one name cost ten thousand steps, not fifty million. Candidates
/// are built and checked as bytes: an import asks this a million times.
package struct SlugAssigner: Sendable {
  private var taken = SlugSet()
  private var nextNumber = SlugSet()
  private var candidate: [UInt8] = []

  /// Starts with the slugs already in use (the catalog's and earlier imports').
  package init<S: Sequence>(taken: S) where S.Element == String {
    for slug in taken {
      var slug = slug
      // Whether it was new does not matter: the catalog's slugs are taken either way.
      _ = slug.withUTF8 { self.taken.insert(UnsafeRawBufferPointer($0)) }
    }
  }

  /// Forgets every slug handed out, keeping the memory: the next slug group starts afresh.
  mutating func reset() {
    taken.removeAll()
    nextNumber.removeAll()
  }

  /// A slug for `name` no one has: the plain one, then with the country, then numbered.
  /// `id` names a place whose name has nothing Latin left (`place-123456`).
  package mutating func assign(name: String, country: String?, id: Int) -> String {
    assign(
      base: LandmarkIdentity.slug(for: name) ?? "place-\(id)", suffix: country.flatMap(LandmarkIdentity.slug(for:)))
  }

  /// A slug from the plain slug `base` and the country's `suffix` that neither this assigner nor
  /// `isTakenElsewhere` has: `base`, `base-suffix`, then `base-suffix-2` and on.
  mutating func assign(
    base: String, suffix: String?, isTakenElsewhere: (UnsafeRawBufferPointer) -> Bool = { _ in false }
  ) -> String {
    var base = base
    return base.withUTF8 { base in
      guard var suffix else {
        return assign(base: UnsafeRawBufferPointer(base), suffix: nil, isTakenElsewhere: isTakenElsewhere) {
          String(decoding: $0, as: UTF8.self)
        }
      }
      return suffix.withUTF8 { suffix in
        assign(
          base: UnsafeRawBufferPointer(base), suffix: UnsafeRawBufferPointer(suffix), isTakenElsewhere: isTakenElsewhere
        ) { String(decoding: $0, as: UTF8.self) }
      }
    }
  }

  /// The slug `assign(base:suffix:isTakenElsewhere:)` gives, from bytes, handed to `body` as bytes
  /// (valid only during the call) without making a string.
  mutating func assign<Result>(
    base: UnsafeRawBufferPointer, suffix: UnsafeRawBufferPointer?, isTakenElsewhere: (UnsafeRawBufferPointer) -> Bool,
    _ body: (UnsafeRawBufferPointer) throws -> Result
  ) rethrows -> Result {
    candidate.removeAll(keepingCapacity: true)
    candidate.append(contentsOf: base)
    if claim(isTakenElsewhere) { return try candidate.withUnsafeBytes(body) }
    if let suffix {
      candidate.append(UInt8(ascii: "-"))
      candidate.append(contentsOf: suffix)
      if claim(isTakenElsewhere) { return try candidate.withUnsafeBytes(body) }
    }
    let stemLength = candidate.count
    var number = candidate.withUnsafeBytes { nextNumber.value(of: $0) } ?? 2
    while true {
      candidate.removeSubrange(stemLength...)
      candidate.append(UInt8(ascii: "-"))
      candidate.append(contentsOf: String(number).utf8)
      if claim(isTakenElsewhere) { break }
      number += 1
    }
    let slug = try candidate.withUnsafeBytes(body)
    candidate.removeSubrange(stemLength...)
    candidate.withUnsafeBytes { _ = nextNumber.insert($0, value: number + 1) }
    return slug
  }

  /// Takes the candidate when no one has it.
  private mutating func claim(_ isTakenElsewhere: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    candidate.withUnsafeBytes { bytes in
      !taken.contains(bytes) && !isTakenElsewhere(bytes) && taken.insert(bytes)
    }
  }
}

/// A set of slugs held as bytes, hashed without Swift's seeded hasher, with a number kept for each
/// (the next free number of a stem); cleared between slug groups without giving its memory back.
struct SlugSet {
  private var slots: [Int32]
  /// The slot of each slug, in the order they were added: clearing the set empties just those, as
  /// most slug groups hold a slug or two and the table stays as large as the largest group's.
  private var used: [Int] = []
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
      slots.withUnsafeMutableBufferPointer { slots in
        for slot in used { slots[slot] = -1 }
      }
    }
    used.removeAll(keepingCapacity: true)
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
    used.append(slot)
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
    guard let bytes = slug.baseAddress, slug.count > 0 else { return true }
    return storage.withUnsafeBytes { storage in
      guard let base = storage.baseAddress, start >= 0, start + slug.count <= storage.count else { return false }
      return memcmp(base + start, bytes, slug.count) == 0
    }
  }

  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    for (entry, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = Int32(entry)
      used[entry] = slot
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
