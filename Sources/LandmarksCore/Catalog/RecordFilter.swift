/// The criteria of a `LandmarkFilter` beyond continents and sources, checked on an index record's
/// own fields: a landmark is decoded only once it passes, and counting a selection decodes none.
struct RecordFilter {
  /// Only these ids; `nil` keeps every id.
  let ids: Set<Int>?
  /// Only these countries, upper-cased; empty keeps every country.
  let countries: Set<String>
  /// Only landmarks with one of these kind names; empty keeps every kind.
  let kinds: Set<String>

  /// The record criteria of `filter`.
  init(_ filter: LandmarkFilter) {
    ids = filter.ids
    countries = Set(filter.countries.map { $0.uppercased() })
    kinds = Set(filter.kinds.map(\.rawValue))
  }

  /// True when every record passes, so a count is the length of a run.
  var keepsEverything: Bool { ids == nil && countries.isEmpty && kinds.isEmpty }

  /// Whether the record at `position` passes, reading only the fields asked about.
  func passes(_ index: CatalogIndex, at position: Int) throws -> Bool {
    if let ids, !ids.contains(try index.id(at: position)) { return false }
    if !countries.isEmpty, !countries.contains(try index.country(at: position).uppercased()) { return false }
    if !kinds.isEmpty, !(try index.kindNames(at: position)).contains(where: kinds.contains) { return false }
    return true
  }
}
