/// The slugs an import must not hand out: the built-in catalog's and every other source's. The
/// sources are asked through their mapped indexes, so nothing grows with their size.
struct TakenSlugs {
  private let builtIn: Set<String>
  private let others: [CatalogSource]

  /// The slugs of `catalog` outside the source named `excluded` (the one being replaced).
  init(catalog: Catalog, excluding excluded: String) {
    builtIn = Set(catalog.builtInLandmarks.map(\.slug))
    others = catalog.sources.filter { $0.name != excluded }
  }

  /// Whether `slug` is in use; an index that cannot answer counts it as taken.
  func contains(_ slug: String) -> Bool {
    if builtIn.contains(slug) { return true }
    for source in others {
      guard let position = try? source.index.position(ofSlug: slug) else { return true }
      if position != nil { return true }
    }
    return false
  }
}
