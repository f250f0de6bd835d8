/// Hands out unique slugs over a stream of places: `san-jose`, then `san-jose-cr`, `san-jose-cr-2`…
///
/// Deterministic for a given order and set of taken slugs; remembers the last number used for each
/// stem, so ten thousand places of one name cost ten thousand steps, not fifty million. Candidates
/// are built and checked as bytes: an import asks this a million times.
public struct SlugAssigner: Sendable {
  private var taken = SlugSet()
  private var nextNumber = SlugSet()
  private var candidate: [UInt8] = []

  /// Starts with the slugs already in use (the catalog's and earlier imports').
  public init<S: Sequence>(taken: S) where S.Element == String {
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
  public mutating func assign(name: String, country: String?, id: Int) -> String {
    assign(
      base: LandmarkIdentity.slug(for: name) ?? "place-\(id)", suffix: country.flatMap(LandmarkIdentity.slug(for:)))
  }

  /// A slug from the plain slug `base` and the country's `suffix` that neither this assigner nor
  /// `isTakenElsewhere` has: `base`, `base-suffix`, then `base-suffix-2` and on.
  mutating func assign(
    base: String, suffix: String?, isTakenElsewhere: (UnsafeRawBufferPointer) -> Bool = { _ in false }
  ) -> String {
    candidate.removeAll(keepingCapacity: true)
    candidate.append(contentsOf: base.utf8)
    if claim(isTakenElsewhere) { return String(decoding: candidate, as: UTF8.self) }
    if let suffix {
      candidate.append(UInt8(ascii: "-"))
      candidate.append(contentsOf: suffix.utf8)
      if claim(isTakenElsewhere) { return String(decoding: candidate, as: UTF8.self) }
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
    let slug = String(decoding: candidate, as: UTF8.self)
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
