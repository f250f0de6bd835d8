import Foundation

/// The landmarks the tool knows, indexed by id, slug and folded name, in display order.
///
/// The built-in landmarks are held in memory; each imported source is a mapped `CatalogIndex`
/// looked up by id, slug, name and word prefix without materialising it, so showing or marking one
/// landmark does not grow with the catalog. `landmarks` materialises everything, once, for the
/// commands that need it all.
public struct Catalog: Sendable {
  /// The sample app features Mount Fuji on top of its list.
  public static let sampleFeaturedID = 1016

  /// The built-in landmarks' index, compiled into the binary: looked up by id, slug and name like
  /// a source's, so a command that shows or marks one landmark decodes one record, not 160.
  let builtIn: CatalogIndex
  /// The built-in landmarks with their folded names, decoded on first use by the commands that
  /// need them all.
  private let builtInRecords = CatalogCache<BuiltInRecords>()
  /// The folded names of `builtInRecords`' landmarks, read on first use.
  private let builtInFoldedNameCache = CatalogCache<[[String]]>()
  /// The imported sources, in the registry's order.
  public private(set) var sources: [CatalogSource] = []
  /// Landmarks of removed sources that the user's history still names, by id.
  public private(set) var removedLandmarks: [Int: RemovedLandmark] = [:]
  /// Every landmark of every source, merged into display order on first use.
  private var everything = CatalogCache<[Landmark]>()
  /// The countries that landmarks refer to.
  public let countries: CountryTable
  /// The id of the landmark shown on top.
  public internal(set) var featuredID: Int

  /// Whether the built-in landmarks' location places are in `FoldedPlaces.builtIn`: only a search
  /// reads that table, so a command that shows one landmark never parses it.
  private let placesFoldedByBuild: Bool
  private let searchIndexCache = CatalogCache<SearchIndex>()
  /// The built-in landmarks' ranked search, built on first use: a command that only shows or marks
  /// one landmark never folds every location and country in the catalog.
  var searchIndex: SearchIndex {
    searchIndexCache.value {
      SearchIndex(
        Array(zip(builtInLandmarks, builtInFoldedAllNames).map { (landmark: $0, names: $1) }), countries: countries,
        foldedPlaces: placesFoldedByBuild ? .builtIn : nil)
    }
  }

  /// Indexes `landmarks`; throws when two share an id or a slug.
  public init(landmarks: [Landmark], countries: CountryTable, featuredID: Int = Catalog.sampleFeaturedID)
    throws
  {
    let places = landmarks.map { landmark in
      IndexedPlace(
        landmark: landmark, kindNames: landmark.kinds.map(\.rawValue), source: landmark.source ?? "", importance: 0)
    }
    let index: CatalogIndex
    do {
      index = try CatalogIndex(bytes: try IndexWriter.bytes(for: places), name: "catalog")
    } catch {
      throw CatalogError.invalidData(source: "catalog", reason: error.localizedDescription)
    }
    self.init(index: index, countries: countries, featuredID: featuredID)
  }

  /// The catalog of the landmarks in `index`, as the build compiles the built-in ones; with
  /// `placesFoldedByBuild`, their location places are read as the build folded them.
  init(
    index: CatalogIndex, countries: CountryTable, featuredID: Int = Catalog.sampleFeaturedID,
    placesFoldedByBuild: Bool = false
  ) {
    builtIn = index
    self.placesFoldedByBuild = placesFoldedByBuild
    self.countries = countries
    self.featuredID = featuredID
  }

  /// The built-in landmarks, by continent in the sample's order, then by name.
  var builtInLandmarks: [Landmark] { records.landmarks }
  /// The folded main name of each built-in landmark, for merging with the sources' display order.
  var builtInFoldedNames: [String] { builtInFoldedAllNames.map { $0.first ?? "" } }
  /// Every folded name of each built-in landmark, aligned with `[name] + alternateNames`.
  private var builtInFoldedAllNames: [[String]] {
    builtInFoldedNameCache.value {
      let records = records
      // A record whose names the index cannot read is folded here, so the two stay aligned.
      return zip(records.landmarks, records.positions).map { landmark, position in
        (try? builtIn.foldedNames(at: position)) ?? ([landmark.name] + landmark.alternateNames).map(TextFolding.fold)
      }
    }
  }

  private var records: BuiltInRecords {
    builtInRecords.value {
      // The index was checked when it was opened; a record it cannot read is left out.
      var records = BuiltInRecords()
      for position in 0..<builtIn.count {
        guard let landmark = try? builtIn.place(at: position).landmark else { continue }
        records.landmarks.append(landmark)
        records.positions.append(position)
      }
      return records
    }
  }

  /// The built-in landmark at a display position, decoded alone.
  private func builtInLandmark(at position: Int?) -> Landmark? {
    guard let position else { return nil }
    return try? builtIn.place(at: position).landmark
  }

  /// Built-in landmarks with a name in which `folded` starts a word, each with the first such name,
  /// read from the names folded at init rather than from the search index.
  func builtInWordPrefixMatches(of folded: String) -> [(landmark: Landmark, name: String)] {
    guard !folded.isEmpty else { return [] }
    return ((try? builtIn.positions(withWordPrefix: folded)) ?? []).compactMap { position in
      guard let landmark = builtInLandmark(at: position), let names = try? builtIn.foldedNames(at: position) else {
        return nil
      }
      let originals = [landmark.name] + landmark.alternateNames
      for (original, name) in zip(originals, names) where name.hasPrefix(folded) || name.contains(" " + folded) {
        return (landmark, original)
      }
      return nil
    }
  }

  /// Every landmark, by continent in the sample's order, then by folded name, then id.
  public var landmarks: [Landmark] {
    guard !sources.isEmpty else { return builtInLandmarks }
    return everything.value { (try? mergedLandmarks(matching: LandmarkFilter())) ?? builtInLandmarks }
  }

  /// The landmarks that award a badge, in display order: only the built-in catalog's do (imports
  /// bring no badges), so badge rules never materialise a million imported landmarks.
  public var landmarksWithBadges: [Landmark] {
    builtInLandmarks.filter { $0.badge != nil }
  }

  /// The landmarks among `ids` that award a badge, in display order, each decoded alone.
  public func landmarksWithBadges(among ids: some Sequence<Int>) -> [Landmark] {
    let positions = ids.compactMap { id -> Int? in
      guard let found = try? builtIn.position(ofID: id) else { return nil }
      return found
    }
    return positions.sorted().compactMap { builtInLandmark(at: $0) }.filter { $0.badge != nil }
  }

  /// The catalog with these imported sources and memories of removed landmarks added.
  public func with(sources: [CatalogSource], removed: [Int: RemovedLandmark] = [:]) -> Catalog {
    var copy = self
    copy.sources = sources
    copy.removedLandmarks = removed
    copy.everything = CatalogCache()
    return copy
  }

  /// The landmark with this id.
  public func landmark(id: Int) -> Landmark? {
    if let landmark = builtInLandmark(at: try? builtIn.position(ofID: id)) { return landmark }
    for source in sources {
      // A record the index cannot read is not found; the index was checked when it was opened.
      if let position = try? source.index.position(ofID: id), let landmark = try? source.landmark(at: position) {
        return landmark
      }
    }
    return nil
  }

  /// Who holds this id, without materialising the landmark.
  public func owner(ofID id: Int) -> CatalogOwner? {
    if (try? builtIn.position(ofID: id)) != nil { return .builtIn }
    for source in sources where (try? source.index.position(ofID: id)) != nil {
      return .source(source.name)
    }
    return nil
  }

  /// The landmark with this slug.
  public func landmark(slug: String) -> Landmark? {
    let key = slug.lowercased()
    if let landmark = builtInLandmark(at: try? builtIn.position(ofSlug: key)) { return landmark }
    for source in sources {
      if let position = try? source.index.position(ofSlug: key), let landmark = try? source.landmark(at: position) {
        return landmark
      }
    }
    return nil
  }

  /// The landmarks whose name or alternate name folds to the same key as `name`.
  public func landmarks(named name: String) -> [Landmark] {
    let key = TextFolding.fold(name)
    var found = ((try? builtIn.positions(named: key)) ?? []).compactMap { builtInLandmark(at: $0) }
    for source in sources {
      for position in (try? source.index.positions(named: key)) ?? [] {
        if let landmark = try? source.landmark(at: position) { found.append(landmark) }
      }
    }
    return found
  }

  /// The imported source of this name.
  public func source(named name: String) throws -> CatalogSource? {
    sources.first { $0.name == name }
  }

  /// Every kind name the catalog's landmarks use, known or imported, sorted.
  public func kindNames() -> [String] {
    var names = Set(LandmarkKind.known.map(\.rawValue))
    for source in sources {
      for position in 0..<source.index.count {
        for kind in (try? source.index.kindNames(at: position)) ?? [] { names.insert(kind) }
      }
    }
    return names.sorted()
  }

  /// The featured landmark.
  public var featured: Landmark? { landmark(id: featuredID) }

  /// The landmarks passing `filter`, in display order.
  public func landmarks(matching filter: LandmarkFilter) -> [Landmark] {
    guard !sources.isEmpty else { return builtInLandmarks.filter(filter.matches) }
    return (try? mergedLandmarks(matching: filter)) ?? builtInLandmarks.filter(filter.matches)
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
  ///
  /// With sources, the built-in landmarks and a bounded set of candidates from each source's index
  /// (names starting with the query, words starting with it, and words sharing the first letters of
  /// each query word, for typos) are ranked together by the same rules.
  public func search(_ query: String, limit: Int = 20) -> [SearchHit] {
    guard !sources.isEmpty else { return searchIndex.search(query, limit: limit) }
    return combinedIndex(candidatesFor: query).search(query, limit: limit)
  }
}
