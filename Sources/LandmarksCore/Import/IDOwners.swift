/// Who else holds an id an import is about to give: the built-in catalog or a source other than
/// the one being replaced.
///
/// Nearly every place clashes with nothing, and proving it with a binary search through another
/// source's mapped index costs twenty scattered reads per place. A bit set of the other landmarks'
/// ids (two bits of a 64-bit word each, sixteen bits of set per id) rules out all but about one
/// place in a hundred first; only those are looked up in the indexes.
struct IDOwners {
  private let builtIn: CatalogIndex
  /// Every source but the replaced one, in the catalog's order.
  private let others: [CatalogSource]
  /// The filter's words: an id's two bits lie in one word.
  private let words: [UInt64]
  /// Whether an index could not be read whole: then every id is looked up.
  private let unfiltered: Bool

  /// The owners of `catalog` but the source named `replaced`; reads every other landmark's id once.
  init(catalog: Catalog, replacing replaced: String) {
    builtIn = catalog.builtIn
    let others = catalog.sources.filter { $0.name != replaced }
    self.others = others
    let total = others.reduce(catalog.builtIn.count) { $0 + $1.index.count }
    // At least 8 KB, so the built-in catalog's ids alone rule out all but one id in many thousand.
    var size = Self.smallestSize
    while size * 4 < total { size *= 2 }
    var words = [UInt64](repeating: 0, count: size)
    var unfiltered = false
    func add(_ index: CatalogIndex) {
      do {
        for position in 0..<index.count {
          let (word, bits) = Self.slot(of: try index.id(at: position), size: size)
          words[word] |= bits
          // One pass over every record: its pages need not stay counted as this process's memory.
          if position % Catalog.recordsBetweenReleases == Catalog.recordsBetweenReleases - 1 {
            index.releaseResidentPages()
          }
        }
      } catch {
        unfiltered = true
      }
    }
    add(catalog.builtIn)
    for source in others {
      add(source.index)
      source.index.releaseResidentPages()
    }
    self.words = words
    self.unfiltered = unfiltered
  }

  /// The built-in catalog or the other source holding `id`; `nil` when none does.
  func owner(of id: Int) -> CatalogOwner? {
    if !unfiltered {
      let (word, bits) = Self.slot(of: id, size: words.count)
      guard words[word] & bits == bits else { return nil }
    }
    // As `Catalog.owner(ofID:)` looks, without the replaced source: that one is no clash.
    if (try? builtIn.position(ofID: id)) ?? nil != nil { return .builtIn }
    for source in others where (try? source.index.position(ofID: id)) ?? nil != nil {
      return .source(source.name)
    }
    return nil
  }

  /// The fewest words a filter has.
  private static let smallestSize = 1 << 10

  /// The word and the two bits of `id` in a filter of `size` words (a power of two).
  private static func slot(of id: Int, size: Int) -> (word: Int, bits: UInt64) {
    // The finaliser of splitmix64: exported and built-in ids are small and dense, not hashes.
    var hash = UInt64(bitPattern: Int64(id))
    hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
    hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
    hash ^= hash >> 31
    let word = Int(truncatingIfNeeded: hash) & (size - 1)
    return (word, (1 << (hash >> 58)) | (1 << ((hash >> 52) & 63)))
  }
}
