import LandmarksIndex

/// The slugs an import must not hand out: the built-in catalog's and every other source's. The
/// sources are asked through their mapped indexes, so nothing grows with their size; a slug that
/// starts with the current slug group's key is looked for in that group's run of each source's
/// slugs (see `SlugRun`), any other by a binary search.
struct TakenSlugs {
  private let builtIn: Set<String>
  /// The built-in slugs' hashes, sorted, to rule most slugs out without making a string.
  private let builtInHashes: [UInt64]
  /// One bit for each value of a hash's top bits that some built-in slug's hash has: most slugs
  /// are ruled out by one bit, before the search of `builtInHashes`.
  private let builtInFilter: [UInt64]
  /// How many top bits of a hash pick its bit in `builtInFilter`.
  private static let filterBits = 16
  private let others: [CatalogSource]
  /// Each other source's run, or `nil` when its slugs could not be walked (then it is searched).
  private var runs: [SlugRun?]

  /// The slugs of `catalog` outside the source named `excluded` (the one being replaced).
  init(catalog: Catalog, excluding excluded: String) throws {
    builtIn = Set(try catalog.builtInSlugs())
    builtInHashes = builtIn.map { slug in
      var slug = slug
      return slug.withUTF8 { Self.hash(UnsafeRawBufferPointer($0)) }
    }.sorted()
    var filter = [UInt64](repeating: 0, count: (1 << Self.filterBits) / 64)
    for hash in builtInHashes {
      let bit = Int(hash >> UInt64(64 - Self.filterBits))
      filter[bit / 64] |= 1 << UInt64(bit % 64)
    }
    builtInFilter = filter
    others = catalog.sources.filter { $0.name != excluded }
    runs = others.map { try? SlugRun(index: $0.index) }
  }

  /// Starts the slug group of `key`: groups come in ascending order of their keys.
  mutating func enterGroup(_ key: UnsafeRawBufferPointer) {
    for slot in runs.indices {
      do {
        try runs[slot]?.move(to: key)
      } catch {
        runs[slot] = nil
      }
    }
  }

  /// Whether `slug` is in use; an index that cannot answer counts it as taken.
  func contains(_ slug: String) -> Bool {
    if builtIn.contains(slug) { return true }
    guard !others.isEmpty else { return false }
    var slug = slug
    return slug.withUTF8 { takenByOthers(UnsafeRawBufferPointer($0)) }
  }

  /// Whether the slug of these bytes is in use.
  func contains(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let hash = Self.hash(bytes)
    let bit = Int(hash >> UInt64(64 - Self.filterBits))
    if builtInFilter[bit / 64] & (1 << UInt64(bit % 64)) == 0 {
      return !others.isEmpty && takenByOthers(bytes)
    }
    var low = 0
    var high = builtInHashes.count
    while low < high {
      let middle = (low + high) / 2
      if builtInHashes[middle] < hash { low = middle + 1 } else { high = middle }
    }
    let maybeBuiltIn = low < builtInHashes.count && builtInHashes[low] == hash
    if maybeBuiltIn, builtIn.contains(String(decoding: bytes, as: UTF8.self)) { return true }
    return !others.isEmpty && takenByOthers(bytes)
  }

  private func takenByOthers(_ slug: UnsafeRawBufferPointer) -> Bool {
    for (slot, source) in others.enumerated() {
      do {
        // Asked in place: binding a copy of the run would retain its arrays for every candidate.
        if slot < runs.count, runs[slot]?.covers(slug) == true {
          if try runs[slot]?.contains(slug) == true { return true }
        } else if try source.index.position(ofSlug: String(decoding: slug, as: UTF8.self)) != nil {
          return true
        }
      } catch {
        // An index that cannot answer counts the slug as taken: never hand out a duplicate.
        return true
      }
    }
    return false
  }

  /// FNV-1a over the bytes: only compared with itself, within one run.
  private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}

/// One other source's slugs, walked beside the slug groups an import settles. The groups' keys come
/// in ascending order and every candidate of a group starts with its key, so the slugs a group can
/// meet are one run of the source's slug order that only ever moves forward: checking a candidate
/// is a search among the few slugs sharing its group's start, not a binary search through a
/// million, and moving on costs a step or two from where the last run began.
struct SlugRun {
  private let index: CatalogIndex
  /// The handle of each slug in the index (see `CatalogIndex.slugBytes(atOffset:)`), in ascending
  /// slug order.
  private let offsets: [UInt32]
  /// The ranks of the slugs starting with `key`.
  private var run = 0..<0
  /// The current group's key.
  private var key: [UInt8] = []

  /// The slugs of `index`, read in one pass; the run is empty until the first `move(to:)`.
  init(index: CatalogIndex) throws {
    self.index = index
    offsets = try index.slugOffsetsInSlugOrder()
  }

  /// Moves to the slugs starting with `key`. Keys come in ascending order; one that does not
  /// starts the walk afresh.
  mutating func move(to key: UnsafeRawBufferPointer) throws {
    let start = key.lexicographicallyPrecedes(self.key) ? 0 : run.lowerBound
    self.key = Array(key)
    let lower = try firstRank(from: start) { !$0.lexicographicallyPrecedes(key) }
    let upper = try firstRank(from: lower) { !$0.starts(with: key) }
    run = lower..<upper
  }

  /// Whether `slug` starts with the current key, so that `contains` can answer for it.
  func covers(_ slug: UnsafeRawBufferPointer) -> Bool {
    slug.starts(with: key)
  }

  /// Whether the source holds `slug`, which starts with the current key (see `covers`).
  func contains(_ slug: UnsafeRawBufferPointer) throws -> Bool {
    try rank(of: slug) != nil
  }

  /// The display position of the source's landmark with `slug`, which starts with the current key
  /// (see `covers`); `nil` when the source does not hold it.
  func position(of slug: UnsafeRawBufferPointer) throws -> Int? {
    guard let rank = try rank(of: slug) else { return nil }
    return try index.position(atSlugRank: rank)
  }

  /// Where `slug` is in the source's slug order, searched for within the run.
  private func rank(of slug: UnsafeRawBufferPointer) throws -> Int? {
    var low = run.lowerBound
    var high = run.upperBound
    while low < high {
      let middle = (low + high) / 2
      let found = try self.slug(atRank: middle)
      if found.elementsEqual(slug) { return middle }
      if found.lexicographicallyPrecedes(slug) { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The first rank from `start` on whose slug `isPast` holds for; once it holds it holds for
  /// every later slug. Strides double from `start`, then the last stride is halved.
  private func firstRank(from start: Int, where isPast: (UnsafeRawBufferPointer) -> Bool) throws -> Int {
    guard start < offsets.count else { return offsets.count }
    if isPast(try slug(atRank: start)) { return start }
    // `low` is never past; `high` is past, or the end.
    var low = start
    var stride = 1
    var high = start + stride
    while high < offsets.count, !isPast(try slug(atRank: high)) {
      low = high
      stride *= 2
      high = low + stride
    }
    high = min(high, offsets.count)
    while high - low > 1 {
      let middle = (low + high) / 2
      if isPast(try slug(atRank: middle)) { high = middle } else { low = middle }
    }
    return high
  }

  private func slug(atRank rank: Int) throws -> UnsafeRawBufferPointer {
    guard rank >= 0, rank < offsets.count else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return try index.slugBytes(atOffset: offsets[rank])
  }
}
