import Foundation

/// Turns the records of an import file into a source's index: places cleaned, placed on a
/// continent, numbered and slugged; all or nothing unless invalid places may be skipped.
///
/// It reads the catalog (built-in and every other source) only to keep ids and slugs unique and to
/// recognise this tool's own exports; the places go straight into an `IndexBuilder`, so memory
/// stays bounded however long the file: ids are checked for repeats by an external sort, and slugs
/// are decided a group of competing names at a time (see `SlugGroup`).
public struct Importer {
  private let options: ImportOptions
  private let catalog: Catalog
  private let placement: ContinentPlacement
  private let folder: String?

  /// Imports into `catalog`, whose source named `options.source` (if any) is the one being replaced;
  /// sorts spill to `folder` (the source's staging folder), or stay in memory when it is nil.
  public init(options: ImportOptions, catalog: Catalog, folder: String? = nil) {
    self.options = options
    self.catalog = catalog
    self.folder = folder
    placement = ContinentPlacement(countries: catalog.countries)
  }

  /// Reads every record of `reader` into `builder` and settles every slug; the caller then
  /// finishes the builder. `progress` is called every few thousand places with the count.
  public func run(_ reader: inout any PlaceReader, into builder: IndexBuilder, progress: (Int) -> Void = { _ in })
    throws -> ImportOutcome
  {
    let previous = try catalog.source(named: options.source)
    var stillPresent = PositionSet(count: previous?.index.count ?? 0)
    let duplicates = DuplicateCheck(folder: folder)
    let suffixes = Set(catalog.countries.countries.compactMap { LandmarkIdentity.slug(for: $0.alpha2) })
    var slugs = SlugMaker()
    var report = ImportReport()
    var matched = 0
    var updated = 0
    var read = 0
    do {
      while let record = try reader.next() {
        read += 1
        if read % 4096 == 0 { progress(read) }
        switch record {
        case .problem(let problem):
          report.recordProblem(problem)
        case .place(let raw, let location):
          let (place, cleaned) = TextCleaning.place(raw)
          if let reason = PlaceValidation.nameProblem(place.name) {
            report.recordProblem(ImportProblem(location: location, reason: reason))
            continue
          }
          guard let placed = placement.place(place, fallback: options.fallbackContinent) else {
            report.recordProblem(
              ImportProblem(
                location: location,
                reason: "nothing places it on a continent (no continent or known country); pass --continent"))
            continue
          }
          let foldedName = TextFolding.fold(place.name)
          let id =
            place.exported?.id
            ?? LandmarkIdentity.id(
              source: options.source, sourceID: place.sourceID, foldedName: foldedName, latitude: place.latitude,
              longitude: place.longitude)
          try duplicates.add(id: id, at: location)
          if let owner = catalog.owner(ofID: id), owner != .source(options.source) {
            // This tool's export brought back: the landmark is already here, under its own source.
            if place.exported != nil {
              matched += 1
              continue
            }
            throw ImportError.idClash(id: id, name: place.name, existingSource: owner.sourceName)
          }
          report.recordPlace(cleaned: cleaned)
          var kinds = place.kinds
          for kind in KindMapping.kinds(featureClass: place.featureClass, featureCode: place.featureCode)
          where !kinds.contains(kind) {
            kinds.append(kind)
          }
          var earlier = 0
          if let previous, let position = try previous.index.position(ofID: id) {
            stillPresent.insert(position)
            updated += 1
            earlier = position + 1
          }
          let base = slugs.slug(name: place.name, folded: foldedName) ?? "place-\(id)"
          let suffix = placed.country.flatMap { slugs.suffix(country: $0) }
          let entry = IndexEntry(
            id: id, slug: nil, name: place.name, alternateNames: place.alternateNames,
            foldedNames: [foldedName] + place.alternateNames.map(TextFolding.fold), continent: placed.continent,
            country: placed.country ?? "", location: place.location ?? "", description: place.description ?? "",
            latitude: place.latitude, longitude: place.longitude, kindNames: kinds, source: options.source,
            importance: place.importance ?? 0)
          try builder.add(
            entry,
            slugRequest: (
              SlugGroup.key(of: base, suffixes: suffixes),
              SlugRequest(earlier: earlier, base: base, suffix: suffix).encoded
            ))
        }
      }
    } catch {
      // A single pass would have stopped at the first repeated id before anything later.
      if let duplicate = try? duplicates.firstDuplicate() { throw duplicate }
      throw error
    }
    progress(read)
    if let duplicate = try duplicates.firstDuplicate() { throw duplicate }
    if report.problemCount > 0 && !options.skipInvalid {
      throw ImportError.invalidPlaces(problems: report.problems, count: report.problemCount)
    }
    try assignSlugs(try builder.arrange(), into: builder, previous: previous, stillPresent: stillPresent)
    var outcome = ImportOutcome(count: builder.count, report: report)
    outcome.matched = matched
    outcome.updated = updated
    outcome.added = builder.count - updated
    if let previous {
      outcome.removedIDs = try (0..<previous.index.count).filter { !stillPresent.contains($0) }
        .map { try previous.index.id(at: $0) }.sorted()
    }
    return outcome
  }

  /// Slugs unique across the whole catalog: a place the source already had keeps its slug when no
  /// other landmark took it since; the rest get the plain slug, then with the country, then
  /// numbered, in file order. Requests come grouped (see `SlugGroup`), each group in file order.
  private func assignSlugs(
    _ requests: ExternalSorter, into builder: IndexBuilder, previous: CatalogSource?, stillPresent: PositionSet
  ) throws {
    let taken = TakenSlugs(catalog: catalog, excluding: options.source)
    /// Whether `slug` is kept by a place the replaced source had and the file still holds.
    func isKept(_ slug: String) -> Bool {
      guard let previous, let position = try? previous.index.position(ofSlug: slug) else { return false }
      return stillPresent.contains(position) && !taken.contains(slug)
    }
    var group: [SlugRequest] = []
    var groupKey: [UInt8] = []
    func settle() throws {
      var assigner = SlugAssigner(taken: [String]())
      var pending: [SlugRequest] = []
      for request in group {
        if request.earlier > 0, let previous {
          let slug = try previous.index.slug(at: request.earlier - 1)
          if !taken.contains(slug) {
            try builder.setSlug(slug, at: request.position)
            continue
          }
        }
        pending.append(request)
      }
      for request in pending {
        let slug = assigner.assign(base: request.base, suffix: request.suffix) { taken.contains($0) || isKept($0) }
        try builder.setSlug(slug, at: request.position)
      }
      group.removeAll(keepingCapacity: true)
    }
    try requests.drain { entry in
      if !entry.key.elementsEqual(groupKey) {
        try settle()
        groupKey = Array(entry.key)
      }
      group.append(try SlugRequest(decoding: entry.payload))
    }
    try settle()
  }

  /// The reader for `format` over `input`.
  public static func reader<Input: ByteInput>(for format: ImportFormat, input: Input) -> any PlaceReader {
    switch format {
    case .geojson: GeoJSONReader(input)
    case .csv: CSVReader(input)
    case .geonames: GeoNamesReader(input)
    }
  }
}
