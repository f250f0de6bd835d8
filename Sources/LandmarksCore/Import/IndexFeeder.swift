import LandmarksIndex
import LandmarksModels

/// The indexing half of an import, on its own thread: takes the records in file order, cleans,
/// places, folds and numbers each place, checks it against the other owners of ids, notes its id
/// for the file's repeats and the replaced source's matches (both found later, by a sort), and adds
/// it to the index builder.
struct IndexFeeder {
  /// What feeding found.
  struct Outcome: Sendable {
    /// Places taken, problems found, text cleaned.
    var report = ImportReport()
    /// Places this tool exported that the catalog already holds.
    var matched = 0
  }

  let builder: IndexBuilder
  let duplicates: DuplicateCheck
  let catalog: Catalog
  let options: ImportOptions
  /// Batches sent and not yet taken, counted down as they are.
  let backlog: ImportBacklog
  /// The transliterator the reading thread's slug maker shares.
  let romaniser: Romaniser

  /// Feeds every batch `channel` brings; on an error refuses the rest and throws it (after the
  /// places before it were all checked for repeated ids).
  func feed(_ channel: HandoffChannel<ImportBatch>) throws -> Outcome {
    var state = State(
      placement: ContinentPlacement(countries: catalog.countries),
      groups: SlugGroup(
        suffixes: Set(catalog.countries.countries.compactMap { LandmarkIdentity.slug(for: $0.alpha2) })),
      ids: LandmarkIdentity.IDHasher(source: options.source),
      owners: IDOwners(catalog: catalog, replacing: options.source), slugs: SlugMaker(romaniser: romaniser))
    do {
      while var batch = channel.receive() {
        backlog.taken()
        // Each record (and its prepared name) is moved out of the batch, which the channel handed
        // over whole, leaving a record without texts: copied out, a place's texts were retained
        // here and released twice (with the index entry, then with the batch).
        let preparedCount = batch.prepared.count
        try batch.records.withUnsafeMutableBufferPointer { records in
          try batch.prepared.withUnsafeMutableBufferPointer { prepared in
            guard let firstRecord = records.baseAddress else { return }
            let firstPrepared = preparedCount > 0 ? prepared.baseAddress : nil
            for index in 0..<records.count where preparedCount == 0 || index < preparedCount {
              let record = (firstRecord + index).move()
              (firstRecord + index).initialize(to: .withoutPoint(ImportLocation(line: 0), geometry: ""))
              var name: PreparedName?
              if let firstPrepared {
                name = (firstPrepared + index).move()
                (firstPrepared + index).initialize(to: nil)
              }
              try feed(record, prepared: name, into: &state)
            }
          }
        }
      }
    } catch {
      channel.refuse()
      throw error
    }
    return state.outcome
  }

  /// What feeding keeps from one place to the next.
  private struct State {
    let placement: ContinentPlacement
    let groups: SlugGroup
    let ids: LandmarkIdentity.IDHasher
    let owners: IDOwners
    /// The slug request being written, reused from place to place (only its start is the request).
    var request: [UInt8] = []
    var slugs: SlugMaker
    var outcome = Outcome()
  }

  /// Indexes `record`, whose name the reading thread may have prepared.
  private func feed(_ record: consuming ImportRecord, prepared: consuming PreparedName?, into state: inout State)
    throws
  {
    switch consume record {
    case .problem(let problem):
      state.outcome.report.recordProblem(problem)
    case .withoutPoint:
      state.outcome.report.recordWithoutPoint()
    case .place(let raw, let location):
      let name = prepared ?? PreparedName(raw, slugs: &state.slugs)
      if let cleanedPlace = name.cleanedPlace {
        try feed(cleanedPlace, name: name, at: location, into: &state)
      } else {
        try feed(raw, name: name, at: location, into: &state)
      }
    }
  }

  /// Indexes `place` (cleaned), whose name is prepared as `name`.
  private func feed(
    _ place: consuming ImportedPlace, name: PreparedName, at location: ImportLocation,
    into state: inout State
  ) throws {
    let cleaned = name.cleaned
    if let reason = PlaceValidation.nameProblem(place.name) {
      state.outcome.report.recordProblem(ImportProblem(location: location, reason: reason))
      return
    }
    guard let placed = state.placement.place(place, fallback: options.fallbackContinent) else {
      state.outcome.report.recordProblem(
        ImportProblem(
          location: location,
          reason: "nothing places it on a continent (no continent or known country); pass --continent"))
      return
    }
    let foldedName = name.folded
    let id =
      place.exported?.id
      ?? state.ids.id(
        sourceID: place.sourceID, foldedName: foldedName, latitude: place.latitude, longitude: place.longitude)
    let owner = state.owners.owner(of: id)
    // This tool's export brought back: the landmark is already here, under its own source.
    let matched = owner != nil && place.exported != nil
    try duplicates.add(id: id, sequence: matched ? nil : builder.count, at: location)
    if let owner {
      if matched {
        state.outcome.matched += 1
        return
      }
      throw ImportError.idClash(id: id, name: place.name, existingSource: owner.sourceName)
    }
    state.outcome.report.recordPlace(cleaned: cleaned)
    var kinds = place.kinds
    for kind in KindMapping.kinds(featureClass: place.featureClass, featureCode: place.featureCode)
    where !kinds.contains(kind) {
      kinds.append(kind)
    }
    let base = name.slug ?? "place-\(id)"
    let suffix = placed.country.flatMap { state.slugs.suffix(country: $0) }
    var foldedNames: [String] = []
    foldedNames.reserveCapacity(1 + place.alternateNames.count)
    foldedNames.append(foldedName)
    for alternate in place.alternateNames { foldedNames.append(state.slugs.folder.fold(alternate)) }
    var baseText = base
    try baseText.withUTF8 { baseBytes in
      let bytes = UnsafeRawBufferPointer(baseBytes)
      let key = UnsafeRawBufferPointer(rebasing: bytes[..<state.groups.keyLength(of: bytes)])
      let size = SlugRequest.encode(base: bytes, suffix: suffix, into: &state.request)
      try state.request.withUnsafeBytes { buffer in
        let request = UnsafeRawBufferPointer(rebasing: buffer[..<size])
        // The place's parts are lent to the builder as they are: an `IndexEntry` would retain each
        // text and array, and release them all again, for every place.
        try builder.add(
          id: id, slug: nil, name: place.name, alternateNames: place.alternateNames, foldedNames: foldedNames,
          continent: placed.continent, country: placed.country ?? "", location: place.location ?? "",
          description: place.description ?? "", latitude: place.latitude, longitude: place.longitude,
          elevation: Elevation(low: place.elevation, high: place.elevation), areaKm2: nil, kindNames: kinds,
          badge: nil, source: options.source, importance: place.importance ?? 0, slugRequest: (key, request))
      }
    }
  }
}
