import LandmarksIndex
import LandmarksModels

/// Which landmarks a command is about: values of one criterion combine as "any of", different
/// criteria as "all of", and an empty criterion (or filter) keeps everything.
public struct LandmarkFilter: Hashable, Sendable {
  /// Only landmarks on one of these continents; empty keeps every continent.
  public var continents: Set<Continent>
  /// Only landmarks of at least one of these kinds; empty keeps every kind.
  public var kinds: Set<LandmarkKind>
  /// Only landmarks in one of these countries (alpha-2 codes, any case); empty keeps every country.
  public var countries: Set<String>
  /// Only landmarks with these ids (favorites, a collection's members); `nil` keeps every id, an
  /// empty set none, since an empty collection holds nothing.
  public var ids: Set<Int>?
  /// Only landmarks from these sources (`builtInSource` for the built-in catalog); empty keeps all.
  public var sources: Set<String> = []

  /// How `sources` names the built-in catalog; no imported source may take this name.
  public static let builtInSource = "built-in"

  /// Creates a filter.
  public init(
    continents: Set<Continent> = [], kinds: Set<LandmarkKind> = [], countries: Set<String> = [], ids: Set<Int>? = nil
  ) {
    self.continents = continents
    self.kinds = kinds
    self.countries = Set(countries.map { $0.uppercased() })
    self.ids = ids
  }

  /// True when no criterion is set: the filter keeps every landmark.
  public var isEmpty: Bool {
    continents.isEmpty && kinds.isEmpty && countries.isEmpty && ids == nil && sources.isEmpty
  }

  /// Whether `landmark` passes every criterion.
  public func matches(_ landmark: Landmark) -> Bool {
    if !continents.isEmpty, !continents.contains(landmark.continent) { return false }
    if !kinds.isEmpty, kinds.isDisjoint(with: landmark.kinds) { return false }
    // Codes are stored upper-cased, but `countries` is a public var and may be set directly.
    if !countries.isEmpty, !countries.contains(where: { $0.caseInsensitiveCompare(landmark.country) == .orderedSame }) {
      return false
    }
    if let ids, !ids.contains(landmark.id) { return false }
    if !sources.isEmpty, !sources.contains(landmark.source ?? Self.builtInSource) { return false }
    return true
  }
}

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
