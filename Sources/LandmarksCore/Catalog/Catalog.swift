import Foundation
import LandmarksIndex
import LandmarksModels

/// The landmarks the tool knows, indexed by id, slug and folded name, in display order.
///
/// The built-in catalog is source zero: it and each imported source are a `CatalogIndex` looked up
/// by id, slug, name and word prefix without materialising it, so showing or marking one landmark
/// does not grow with the catalog, and a lookup is one loop over `allSources`. `landmarks`
/// materialises everything, once, for the commands that need it all.
///
/// A damaged index is reported, never skipped: a read that fails throws
/// `CatalogError.damagedSource` naming the source and the command that rebuilds it.
public struct Catalog: Sendable {
  /// The sample app features Mount Fuji on top of its list.
  public static let sampleFeaturedID = 1016

  /// The built-in catalog, compiled into the binary: the first of `allSources`.
  let builtInSource: CatalogSource
  /// The built-in catalog's index.
  var builtIn: CatalogIndex { builtInSource.index }
  /// Every catalog a lookup reads, in the order it asks them: the built-in catalog, then the
  /// imported sources in the registry's order.
  private(set) var allSources: [CatalogSource]
  /// The built-in landmarks with their folded names, decoded on first use by the commands that
  /// need them all.
  private let builtInRecords = CatalogCache<BuiltInRecords>()
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

  /// Whether the built-in landmarks' search texts are in `BuiltInSearchTexts.builtIn`, folded by
  /// the build: only a search reads that table.
  private let placesFoldedByBuild: Bool
  private let searchIndexCache = CatalogCache<SearchIndex>()
  /// The built-in landmarks' ranked search, built on first use: a command that only shows or marks
  /// one landmark never lays out every name and place in the catalog. It holds all of them, where
  /// a source gives only candidates, so that typos find them. The build's texts are laid out as
  /// they are, and only the landmarks a query finds are decoded.
  func searchIndex() throws -> SearchIndex {
    try searchIndexCache.value {
      if placesFoldedByBuild {
        return SearchIndex(stored: builtIn, texts: .builtIn, countries: countries)
      }
      let records = try records()
      return SearchIndex(
        Array(zip(records.landmarks, records.foldedNames).map { (landmark: $0, names: $1) }), countries: countries)
    }
  }

  /// The search index of the built-in landmarks for one search of the folded `query`: only those
  /// that may match it are laid out (see `SearchLetterFilter`). Any other catalog's is the whole one.
  func searchIndex(for query: String) throws -> SearchIndex {
    guard placesFoldedByBuild else { return try searchIndex() }
    return SearchIndex(
      stored: builtIn, texts: .builtIn, countries: countries, filter: SearchLetterFilter(folded: query))
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
    builtInSource = CatalogSource(builtIn: index)
    allSources = [builtInSource]
    self.placesFoldedByBuild = placesFoldedByBuild
    self.countries = countries
    self.featuredID = featuredID
  }

  /// The built-in landmarks, by continent in the sample's order, then by name.
  func builtInLandmarks() throws -> [Landmark] { try records().landmarks }

  /// The built-in landmarks' slugs, which no import may hand out.
  func builtInSlugs() throws -> [String] {
    try reporting { try (0..<builtIn.count).map { try builtIn.slug(at: $0) } }
  }

  /// The built-in landmarks and their folded names, read from the index once.
  private func records() throws -> BuiltInRecords {
    try reporting {
      try builtInRecords.value {
        var records = BuiltInRecords()
        for position in 0..<builtIn.count {
          records.landmarks.append(try builtIn.place(at: position).landmark)
          records.foldedNames.append(try builtIn.foldedNames(at: position))
        }
        return records
      }
    }
  }

  /// Runs `body`, turning a damaged index into the error that names its catalog: the source and
  /// the command that rebuilds it, or the built-in data.
  func reporting<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as IndexError {
      throw reported(error)
    }
  }

  /// The error a damaged index of one of the catalogs is reported as.
  private func reported(_ error: IndexError) -> any Error {
    guard case .damaged(let path, let reason) = error, let source = allSources.first(where: { $0.index.path == path })
    else { return error }
    if source.isBuiltIn { return CatalogError.invalidData(source: "built-in catalog", reason: reason) }
    return CatalogError.damagedSource(name: source.name, reason: reason, rebuild: source.rebuildCommand)
  }

  /// Every landmark, by continent in the sample's order, then by folded name, then id.
  public var landmarks: [Landmark] {
    get throws { try everything.value { try mergedLandmarks(matching: LandmarkFilter()) } }
  }

  /// The landmarks that award a badge, in display order: only the built-in catalog's do (imports
  /// bring no badges), so badge rules never materialise a million imported landmarks.
  public func landmarksWithBadges() throws -> [Landmark] {
    try builtInLandmarks().filter { $0.badge != nil }
  }

  /// The landmarks among `ids` that award a badge, in display order, each decoded alone.
  public func landmarksWithBadges(among ids: some Sequence<Int>) throws -> [Landmark] {
    try reporting {
      let positions = try ids.compactMap { try builtIn.position(ofID: $0) }
      return try positions.sorted().map { try builtIn.place(at: $0).landmark }.filter { $0.badge != nil }
    }
  }

  /// The catalog with these imported sources and memories of removed landmarks added.
  public func with(sources: [CatalogSource], removed: [Int: RemovedLandmark] = [:]) -> Catalog {
    var copy = self
    copy.sources = sources
    copy.allSources = [builtInSource] + sources
    copy.removedLandmarks = removed
    copy.everything = CatalogCache()
    return copy
  }

  /// The landmark with this id.
  public func landmark(id: Int) throws -> Landmark? {
    try reporting {
      for source in allSources {
        if let position = try source.index.position(ofID: id) { return try source.landmark(at: position) }
      }
      return nil
    }
  }

  /// Who holds this id, without materialising the landmark.
  public func owner(ofID id: Int) throws -> CatalogOwner? {
    try reporting {
      for source in allSources where try source.index.position(ofID: id) != nil {
        return source.owner
      }
      return nil
    }
  }

  /// The landmark with this slug.
  public func landmark(slug: String) throws -> Landmark? {
    let key = slug.lowercased()
    // Every slug is ASCII letters, digits and hyphens (see `LandmarkIdentity.slug`; the built-in
    // ones are checked by the tests): other text, such as a name with a space, is no slug, and
    // looking it up in each index would read a page of its slug table and records for nothing.
    guard Self.couldBeSlug(key) else { return nil }
    return try reporting {
      for source in allSources {
        if let position = try source.index.position(ofSlug: key) { return try source.landmark(at: position) }
      }
      return nil
    }
  }

  /// Whether `text` (lowercased) is made of what slugs are made of: ASCII letters, digits, hyphens.
  static func couldBeSlug(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
  }

  /// The landmarks whose name or alternate name folds to the same key as `name`; a built-in
  /// landmark also by its name in another language (`Eiffelturm`, `エッフェル塔`).
  public func landmarks(named name: String) throws -> [Landmark] {
    let key = TextFolding.fold(name)
    return try reporting {
      var found: [Landmark] = []
      for source in allSources {
        for position in try source.index.positions(named: key) { found.append(try source.landmark(at: position)) }
      }
      guard placesFoldedByBuild else { return found }
      for id in LandmarkTranslations.ids(named: key) where !found.contains(where: { $0.id == id }) {
        if let position = try builtIn.position(ofID: id) { found.append(try builtInSource.landmark(at: position)) }
      }
      return found
    }
  }

  /// The imported source of this name.
  public func source(named name: String) throws -> CatalogSource? {
    sources.first { $0.name == name }
  }

  /// Every kind name the catalog's landmarks use, known or imported, sorted.
  public func kindNames() throws -> [String] {
    var names = Set(LandmarkKind.known.map(\.rawValue))
    try reporting {
      for source in sources {
        for position in 0..<source.index.count {
          for kind in try source.index.kindNames(at: position) { names.insert(kind) }
        }
      }
    }
    return names.sorted()
  }

  /// The featured landmark.
  public var featured: Landmark? {
    get throws { try landmark(id: featuredID) }
  }

  /// The landmarks passing `filter`, in display order.
  public func landmarks(matching filter: LandmarkFilter) throws -> [Landmark] {
    try mergedLandmarks(matching: filter)
  }

  /// The landmarks passing `filter`, grouped into sections by continent in the sample's order.
  public func sections(matching filter: LandmarkFilter = LandmarkFilter()) throws -> [(
    continent: Continent, landmarks: [Landmark]
  )] {
    let matching = try landmarks(matching: filter)
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
  public func search(_ query: String, limit: Int = 20) throws -> [SearchHit] {
    try searchCounting(query, limit: limit).hits
  }

  /// `search(_:limit:)` with how many hits there are in all: a cut list says how much it left
  /// out, and only the landmarks shown are decoded.
  public func searchCounting(_ query: String, limit: Int = 20) throws -> (hits: [SearchHit], count: Int) {
    try reporting {
      let parts = sources.isEmpty ? [try searchIndex()] : try searchParts(candidatesFor: query)
      return try SearchIndex.search(query, in: parts, limit: limit)
    }
  }
}

extension Catalog {
  /// The catalog compiled into the binary: the index the build made of `Resources/Catalog/*.json`,
  /// read like a source's, so no run decodes the JSON or more records than it shows.
  public static func builtIn() throws -> Catalog {
    Catalog(index: try BuiltInData.catalogIndex(), countries: try CountryTable.builtIn(), placesFoldedByBuild: true)
  }
}

extension Catalog {
  /// The same catalog with another landmark on top, as the `featured` setting asks; the
  /// catalog's own choice stays when `id` is not one of its landmarks.
  public func featuring(_ id: Int) throws -> Catalog {
    guard try owner(ofID: id) != nil else { return self }
    var copy = self
    copy.featuredID = id
    return copy
  }
}

/// Reads what the EmbedResources plugin made of the resource files and compiled into the binary.
enum BuiltInData {
  /// The index of the built-in catalog that the build made from `Catalog/*.json`.
  static func catalogIndex() throws -> CatalogIndex {
    do {
      return try CatalogIndex(
        embedded: embeddedCatalogIndexWords, count: embeddedCatalogIndexCount, name: "built-in catalog")
    } catch {
      throw CatalogError.invalidData(source: "catalog index", reason: error.localizedDescription)
    }
  }
}

/// The built-in landmarks decoded from their index, with the folded names of each: what badges
/// and search read when they need them all.
struct BuiltInRecords: Sendable {
  /// The landmarks in display order.
  var landmarks: [Landmark] = []
  /// Every folded name of each landmark, aligned with `[name] + alternateNames`.
  var foldedNames: [[String]] = []
}

/// A value computed once on first use and shared by copies of the catalog: every landmark of every
/// source is materialised only by the commands that need them all.
final class CatalogCache<Value: Sendable>: @unchecked Sendable {
  // Guarded by `lock`; the class is shared, never mutated outside `value(_:)`.
  private let lock = NSLock()
  private var stored: Value?

  /// The cached value, computing it with `make` the first time; a `make` that throws stores nothing,
  /// so the next call meets the same error.
  func value(_ make: () throws -> Value) rethrows -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let made = try make()
    stored = made
    return made
  }

  /// The value if it has been computed, without computing it.
  var existing: Value? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
