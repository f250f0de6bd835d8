/// The slugs an import must not hand out: the built-in catalog's and every other source's. The
/// sources are asked through their mapped indexes, so nothing grows with their size; a slug that
/// starts with the current slug group's key is looked for in that group's run of each source's
/// slugs (see `SlugRun`), any other by a binary search.
struct TakenSlugs {
  private let builtIn: Set<String>
  /// The built-in slugs' hashes, sorted, to rule most slugs out without making a string.
  private let builtInHashes: [UInt64]
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
