import Foundation

/// Turns the records of an import file into a source's places: cleaned, placed on a continent,
/// numbered and slugged; all or nothing unless invalid places may be skipped.
///
/// It reads the catalog (built-in and every other source) only to keep ids and slugs unique and to
/// recognise this tool's own exports; it writes nothing.
public struct Importer {
  private let options: ImportOptions
  private let catalog: Catalog
  private let placement: ContinentPlacement

  /// Imports into `catalog`, whose source named `options.source` (if any) is the one being replaced.
  public init(options: ImportOptions, catalog: Catalog) {
    self.options = options
    self.catalog = catalog
    placement = ContinentPlacement(countries: catalog.countries)
  }

  /// Reads every record of `reader`; `progress` is called every few thousand places with the count.
  public func run(_ reader: inout any PlaceReader, progress: (Int) -> Void = { _ in }) throws -> ImportOutcome {
    let previous = try catalog.source(named: options.source)
    var report = ImportReport()
    var accepted: [(place: ImportedPlace, id: Int, placement: ContinentPlacement.Placement)] = []
    var firstSeen: [Int: ImportLocation] = [:]
    var matched = 0
    var read = 0
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
        let id = LandmarkIdentity.id(source: options.source, place: place)
        if let first = firstSeen[id] {
          throw ImportError.duplicatePlace(id: id, at: location, firstAt: first)
        }
        firstSeen[id] = location
        if let owner = catalog.owner(ofID: id), owner != .source(options.source) {
          // This tool's export brought back: the landmark is already here, under its own source.
          if place.exported != nil {
            matched += 1
            continue
          }
          throw ImportError.idClash(id: id, name: place.name, existingSource: owner.sourceName)
        }
        report.recordPlace(cleaned: cleaned)
        accepted.append((place, id, placed))
      }
    }
    progress(read)
    if report.problemCount > 0 && !options.skipInvalid {
      throw ImportError.invalidPlaces(problems: report.problems, count: report.problemCount)
    }
    let places = try assign(accepted, previous: previous)
    var outcome = ImportOutcome(places: places, report: report)
    outcome.matched = matched
    let previousIDs = try previous.map { try Set($0.ids()) } ?? []
    let newIDs = Set(places.map(\.landmark.id))
    outcome.updated = newIDs.intersection(previousIDs).count
    outcome.added = newIDs.count - outcome.updated
    outcome.removedIDs = previousIDs.subtracting(newIDs).sorted()
    return outcome
  }

  /// Slugs unique across the whole catalog: a place the source already had keeps its slug when no
  /// other landmark took it since; the rest get the plain slug, then with the country, then numbered.
  private func assign(
    _ accepted: [(place: ImportedPlace, id: Int, placement: ContinentPlacement.Placement)], previous: CatalogSource?
  ) throws -> [IndexedPlace] {
    let earlier = try previous?.slugsByID() ?? [:]
    var taken = try catalog.slugs(excludingSource: options.source)
    var kept: [Int: String] = [:]
    for item in accepted {
      if let slug = earlier[item.id], taken.insert(slug).inserted { kept[item.id] = slug }
    }
    var slugs = SlugAssigner(taken: taken)
    return accepted.map { item in
      let place = item.place
      let slug = kept[item.id] ?? slugs.assign(name: place.name, country: item.placement.country, id: item.id)
      var kinds = place.kinds
      for kind in KindMapping.kinds(featureClass: place.featureClass, featureCode: place.featureCode)
      where !kinds.contains(kind) {
        kinds.append(kind)
      }
      let landmark = Landmark(
        id: item.id, slug: slug, name: place.name, alternateNames: place.alternateNames,
        continent: item.placement.continent, country: item.placement.country ?? "",
        location: place.location ?? "", latitude: place.latitude, longitude: place.longitude,
        kinds: kinds.map(LandmarkKind.init(rawValue:)), description: place.description ?? "",
        source: options.source)
      return IndexedPlace(
        landmark: landmark, kindNames: kinds, source: options.source, importance: place.importance ?? 0)
    }
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
