import Foundation

/// The landmarks the tool knows, indexed by id, slug and folded name, in display order.
///
/// Built once per run; every lookup after that is a dictionary hit, so the catalog can grow to
/// imported collections of many landmarks without commands getting slower than the index.
public struct Catalog: Sendable {
  /// The sample app features Mount Fuji on top of its list.
  public static let sampleFeaturedID = 1016

  /// Every landmark, by continent in the sample's order, then by name.
  public let landmarks: [Landmark]
  /// The countries that landmarks refer to.
  public let countries: CountryTable
  /// The id of the landmark shown on top.
  public internal(set) var featuredID: Int

  private let positionByID: [Int: Int]
  private let positionBySlug: [String: Int]
  /// Folded names and alternate names to the landmarks that carry them.
  private let positionsByName: [String: [Int]]
  let searchIndex: SearchIndex

  /// Indexes `landmarks`; throws when two share an id or a slug.
  public init(landmarks: [Landmark], countries: CountryTable, featuredID: Int = Catalog.sampleFeaturedID)
    throws
  {
    // Every name is folded once, here: the sort, the name index and the search index share it.
    let folded = landmarks.map { landmark in
      (landmark: landmark, names: ([landmark.name] + landmark.alternateNames).map(TextFolding.fold))
    }
    .sorted { lhs, rhs in
      if lhs.landmark.continent != rhs.landmark.continent { return lhs.landmark.continent < rhs.landmark.continent }
      if lhs.names[0] != rhs.names[0] { return lhs.names[0] < rhs.names[0] }
      return lhs.landmark.id < rhs.landmark.id
    }
    let ordered = folded.map(\.landmark)
    var byID: [Int: Int] = [:]
    var bySlug: [String: Int] = [:]
    var byName: [String: [Int]] = [:]
    for (position, (landmark, names)) in folded.enumerated() {
      guard byID.updateValue(position, forKey: landmark.id) == nil else {
        throw CatalogError.invalidData(source: "catalog", reason: "duplicate id \(landmark.id)")
      }
      guard bySlug.updateValue(position, forKey: landmark.slug) == nil else {
        throw CatalogError.invalidData(source: "catalog", reason: "duplicate slug \(landmark.slug)")
      }
      for name in Set(names) {
        byName[name, default: []].append(position)
      }
    }
    self.landmarks = ordered
    self.countries = countries
    self.featuredID = featuredID
    positionByID = byID
    positionBySlug = bySlug
    positionsByName = byName
    searchIndex = SearchIndex(folded, countries: countries)
  }

  /// The landmark with this id.
  public func landmark(id: Int) -> Landmark? {
    positionByID[id].map { landmarks[$0] }
  }

  /// The landmark with this slug.
  public func landmark(slug: String) -> Landmark? {
    positionBySlug[slug.lowercased()].map { landmarks[$0] }
  }

  /// The landmarks whose name or alternate name folds to the same key as `name`.
  public func landmarks(named name: String) -> [Landmark] {
    (positionsByName[TextFolding.fold(name)] ?? []).map { landmarks[$0] }
  }

  /// The featured landmark.
  public var featured: Landmark? { landmark(id: featuredID) }

  /// The landmarks passing `filter`, in display order.
  public func landmarks(matching filter: LandmarkFilter) -> [Landmark] {
    landmarks.filter(filter.matches)
  }

  /// The landmarks passing `filter`, grouped into sections by continent in the sample's order.
  public func sections(matching filter: LandmarkFilter = LandmarkFilter()) -> [(
    continent: Continent, landmarks: [Landmark]
  )] {
    let matching = landmarks(matching: filter)
    return Continent.allCases.compactMap { continent in
      let members = matching.filter { $0.continent == continent }
      return members.isEmpty ? nil : (continent, members)
    }
  }

  /// Ranked search by name, then place and country, best first; `limit` 0 returns every hit.
  public func search(_ query: String, limit: Int = 20) -> [SearchHit] {
    searchIndex.search(query, limit: limit)
  }
}
