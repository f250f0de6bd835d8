import LandmarksIndex

/// Who else holds an id an import is about to give: the built-in catalog or a source other than
/// the one being replaced.
///
/// Nearly every place clashes with nothing, and proving it with a binary search through another
/// source's mapped index costs twenty scattered reads per place (and keeps the pages they land on
/// counted as this process's memory). The other owners' ids are read once, in order, into memory:
/// a bit set of them (two bits of a 64-bit word each, sixteen bits of set per id) rules out all but
/// about one place in a hundred, and those are looked for among the ids themselves.
struct IDOwners {
  /// One other owner and its ids.
  private struct Owner {
    let owner: CatalogOwner
    /// Its ids, ascending; empty when `unread` is set.
    let ids: [Int]
    /// Its index, asked id by id, when its ids could not be read whole.
    let unread: CatalogIndex?

    /// Whether it holds `id`; an index that cannot answer does not.
    func holds(_ id: Int) -> Bool {
      if let unread { return (try? unread.position(ofID: id)) ?? nil != nil }
      var low = 0
      var high = ids.count
      while low < high {
        let middle = (low + high) / 2
        if ids[middle] < id { low = middle + 1 } else { high = middle }
      }
      return low < ids.count && ids[low] == id
    }
  }

  /// The other owners, in the order `Catalog.owner(ofID:)` asks them.
  private let owners: [Owner]
  /// The filter's words: an id's two bits lie in one word.
  private let words: [UInt64]
  /// Whether an owner's ids could not be read: then every id is looked up.
  private let unfiltered: Bool

  /// The owners of `catalog` but the source named `replaced`; reads every other landmark's id once.
  init(catalog: Catalog, replacing replaced: String) {
    var owners: [Owner] = []
    for (owner, index) in catalog.allSources.filter({ $0.isBuiltIn || $0.name != replaced }).map({
      ($0.owner, $0.index)
    }) {
      if let ids = try? index.idsInAscendingOrder() {
        owners.append(Owner(owner: owner, ids: ids, unread: nil))
      } else {
        owners.append(Owner(owner: owner, ids: [], unread: index))
      }
    }
    let total = owners.reduce(0) { $0 + $1.ids.count }
    // At least 8 KB, so the built-in catalog's ids alone rule out all but one id in many thousand.
    var size = Self.smallestSize
    while size * 4 < total { size *= 2 }
    var words = [UInt64](repeating: 0, count: size)
    for owner in owners {
      for id in owner.ids {
        let (word, bits) = Self.slot(of: id, size: size)
        words[word] |= bits
      }
    }
    self.owners = owners
    self.words = words
    unfiltered = owners.contains { $0.unread != nil }
  }

  /// The built-in catalog or the other source holding `id`; `nil` when none does.
  func owner(of id: Int) -> CatalogOwner? {
    if !unfiltered {
      let (word, bits) = Self.slot(of: id, size: words.count)
      guard words[word] & bits == bits else { return nil }
    }
    return owners.first { $0.holds(id) }?.owner
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
