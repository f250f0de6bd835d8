import Foundation
import LandmarksIndex
import LandmarksJSON
import LandmarksModels

/// Turns the records of an import file into a source's index: places cleaned, placed on a
/// continent, numbered and slugged; all or nothing unless invalid places may be skipped.
///
/// It reads the catalog (built-in and every other source) only to keep ids and slugs unique and to
/// recognise this tool's own exports; the places go straight into an `IndexBuilder`, so memory
/// stays bounded however long the file: ids are checked for repeats by an external sort, whose
/// sorted ids are then walked beside the replaced source's to find the places it already had (see
/// `ReplacedIDs`), and slugs are decided a group of competing names at a time (see `SlugGroup`).
public struct Importer {
  private let options: ImportOptions
  private let catalog: Catalog
  private let folder: String?

  /// Imports into `catalog`, whose source named `options.source` (if any) is the one being replaced;
  /// sorts spill to `folder` (the source's staging folder), or stay in memory when it is nil.
  public init(options: ImportOptions, catalog: Catalog, folder: String? = nil) {
    self.options = options
    self.catalog = catalog
    self.folder = folder
  }

  /// Reads every record of `reader` into `builder` and settles every slug; the caller then
  /// finishes the builder. `progress` is called every few thousand places with the count.
  ///
  /// Two threads share the work: this one reads and parses the file; another cleans, places,
  /// folds and numbers each place, checks it against the catalog and feeds the index builder.
  package func run(_ reader: inout any PlaceReader, into builder: IndexBuilder, progress: (Int) -> Void = { _ in })
    throws -> ImportOutcome
  {
    let previous = try catalog.source(named: options.source)
    let duplicates = DuplicateCheck(folder: folder)
    let channel = HandoffChannel<ImportBatch>(capacity: 8)
    let backlog = ImportBacklog()
    // One transliterator for both threads: each would otherwise learn every script's rules.
    let romaniser = Romaniser()
    let feeder = Handoff(
      value: IndexFeeder(
        builder: builder, duplicates: duplicates, catalog: catalog, options: options, backlog: backlog,
        romaniser: romaniser)
    )
    let work = BackgroundWork { try feeder.value.feed(channel) }
    var readError: (any Error)?
    do {
      try read(&reader, into: channel, backlog: backlog, slugs: SlugMaker(romaniser: romaniser), progress: progress)
    } catch {
      readError = error
    }
    channel.close()
    let fed: IndexFeeder.Outcome
    switch work.wait() {
    case .success(let outcome):
      fed = outcome
    case .failure(let error):
      // The indexing thread stopped at a place before anything the reading thread met later.
      readError = error
      fed = IndexFeeder.Outcome()
    }
    // A single pass would have stopped at the first repeated id before anything later.
    if let readError {
      if let duplicate = try? duplicates.firstDuplicate() { throw duplicate }
      throw readError
    }
    // The file's ids come back sorted from the check for repeats: walked beside the replaced
    // source's, they say which places it already had.
    var matches = ReplacementMatches(placeCount: builder.count, slugOffsets: [])
    var removedIDs: [Int] = []
    if let previous {
      let keys = try previous.index.keys()
      matches = ReplacementMatches(placeCount: builder.count, slugOffsets: keys.slugOffsets)
      var replaced = ReplacedIDs(keys)
      let duplicate = try duplicates.firstDuplicate { id, sequence in
        guard let sequence, let position = replaced.position(of: id) else { return }
        matches.match(placeAdded: sequence, replacedPosition: position)
      }
      if let duplicate { throw duplicate }
      removedIDs = replaced.ids(notIn: matches.stillPresent)
    } else if let duplicate = try duplicates.firstDuplicate() {
      throw duplicate
    }
    let report = fed.report
    if report.problemCount > 0 && !options.skipInvalid {
      throw ImportError.invalidPlaces(problems: report.problems, count: report.problemCount)
    }
    let requests = try builder.arrange()
    try assignSlugs(requests, into: builder, previous: previous, matches: matches)
    var outcome = ImportOutcome(count: builder.count, report: report)
    outcome.matched = fed.matched
    outcome.updated = matches.updated
    outcome.added = builder.count - matches.updated
    outcome.removedIDs = removedIDs
    return outcome
  }

  /// Reads `reader` to its end, sending its records in batches; prepares the names of a batch
  /// through `slugs` while the indexing thread is behind (see `ImportBatch`).
  private func read(
    _ reader: inout any PlaceReader, into channel: HandoffChannel<ImportBatch>, backlog: ImportBacklog,
    slugs: consuming SlugMaker, progress: (Int) -> Void
  )
    throws
  {
    var batch = ImportBatch()
    batch.records.reserveCapacity(Self.batchSize)
    var read = 0
    /// Sends the batch; false when the indexing thread refused it.
    func send() -> Bool {
      guard channel.send(batch) else { return false }
      backlog.sent()
      return true
    }
    do {
      while try reader.append(to: &batch.records, upTo: Self.batchSize) {
        // A batch is a whole fraction of the progress step, so progress comes at the same counts.
        let before = read
        read += batch.records.count
        if read / Self.progressStep > before / Self.progressStep { progress(read) }
        if backlog.count >= Self.backlogToPrepare { batch.prepare(using: &slugs) }
        // The indexing thread refused more: it failed, and says why when joined.
        guard send() else { return }
        batch = ImportBatch()
        batch.records.reserveCapacity(Self.batchSize)
      }
      read += batch.records.count
    } catch {
      // The records before a fault still count: a repeated id among them is reported first.
      if !batch.records.isEmpty { _ = send() }
      throw error
    }
    progress(read)
    if !batch.records.isEmpty { _ = send() }
  }

  /// Batches waiting for the indexing thread from which the reading thread prepares names too.
  private static let backlogToPrepare = 2

  /// Records handed to the indexing thread at a time.
  private static let batchSize = 512

  /// Records read between calls of `progress`, a multiple of `batchSize`.
  private static let progressStep = 4096

  /// Slugs unique across the whole catalog: a place the source already had keeps its slug when no
  /// other landmark took it since; the rest get the plain slug, then with the country, then
  /// numbered, in file order. Requests come grouped (see `SlugGroup`), each group in file order;
  /// each request's sort tie is the order its place was added, which `matches` answers by.
  private func assignSlugs(
    _ requests: ExternalSorter, into builder: IndexBuilder, previous: CatalogSource?, matches: ReplacementMatches
  ) throws {
    var taken = try TakenSlugs(catalog: catalog, excluding: options.source)
    let groupKey = SlugBytes()
    // The replaced source's slugs, walked group by group as the other sources' are (see `SlugRun`);
    // read on first need: a file that only updates places never asks.
    var keptRun: SlugRun?
    var keptRunUnavailable = previous == nil
    /// Whether `slug` (a candidate of the current group) is kept by a place the replaced source had
    /// and the file still holds.
    func isKept(_ slug: UnsafeRawBufferPointer) -> Bool {
      guard let previous else { return false }
      if keptRun == nil, !keptRunUnavailable {
        do {
          var run = try SlugRun(index: previous.index)
          try run.move(to: groupKey.bytes)
          keptRun = run
        } catch {
          keptRunUnavailable = true
        }
      }
      do {
        let position: Int?
        // Asked through the optional: binding a copy would retain its arrays for every candidate.
        if keptRun?.covers(slug) == true {
          position = try keptRun?.position(of: slug) ?? nil
        } else {
          position = try previous.index.position(ofSlug: String(decoding: slug, as: UTF8.self))
        }
        guard let position else { return false }
        return matches.stillPresent.contains(position) && !taken.contains(slug)
      } catch {
        // An index that cannot answer counts the slug as kept: never hand out a duplicate.
        return true
      }
    }
    var group: [SlugRequest] = []
    var assigner = SlugAssigner(taken: [String]())
    let first = SlugBytes()
    var firstSequence = 0
    var groupSize = 0
    func settle() throws {
      defer {
        group.removeAll(keepingCapacity: true)
        groupSize = 0
      }
      // Most groups are one place, settled without making strings: a new one whose plain slug is
      // free, or one the replaced source had that keeps its slug.
      if groupSize == 1, let fast = SlugRequest.FastView(first.bytes) {
        if let earlierSlug = matches.earlierSlug(ofPlaceAdded: firstSequence), let previous {
          let slug = try previous.index.slugBytes(atOffset: earlierSlug)
          if !taken.contains(slug) {
            try builder.setSlug(bytes: slug, at: fast.position)
            return
          }
        } else {
          let base = fast.base
          let free =
            !taken.contains(base)
            && (previous == nil || !isKept(base))
          if free {
            try builder.setSlug(bytes: base, at: fast.position)
            return
          }
        }
      }
      if groupSize == 1 {
        group.append(
          try SlugRequest(decoding: first.bytes, earlierSlug: matches.earlierSlug(ofPlaceAdded: firstSequence)))
      }
      assigner.reset()
      var pending: [SlugRequest] = []
      for request in group {
        if let earlierSlug = request.earlierSlug, let previous {
          let slug = try previous.index.slugBytes(atOffset: earlierSlug)
          if !taken.contains(slug) {
            try builder.setSlug(bytes: slug, at: request.position)
            continue
          }
        }
        pending.append(request)
      }
      for request in pending {
        let slug = assigner.assign(base: request.base, suffix: request.suffix) { bytes in
          taken.contains(bytes) || (previous != nil && isKept(bytes))
        }
        try builder.setSlug(slug, at: request.position)
      }
    }
    try requests.drain { entry in
      if groupSize > 0, !entry.key.elementsEqual(groupKey.bytes) { try settle() }
      if groupSize == 0 {
        groupKey.set(entry.key)
        taken.enterGroup(entry.key)
        if keptRun != nil {
          do {
            try keptRun?.move(to: entry.key)
          } catch {
            keptRun = nil
            keptRunUnavailable = true
          }
        }
        first.set(entry.payload)
        firstSequence = Int(truncatingIfNeeded: entry.tie)
      } else {
        if groupSize == 1 {
          group.append(
            try SlugRequest(decoding: first.bytes, earlierSlug: matches.earlierSlug(ofPlaceAdded: firstSequence)))
        }
        group.append(
          try SlugRequest(
            decoding: entry.payload, earlierSlug: matches.earlierSlug(ofPlaceAdded: Int(truncatingIfNeeded: entry.tie)))
        )
      }
      groupSize += 1
    }
    if groupSize > 0 { try settle() }
  }

  /// The reader for `format` over `input`.
  package static func reader<Input: ByteInput>(for format: ImportFormat, input: Input) -> any PlaceReader {
    switch format {
    case .geojson: GeoJSONReader(input)
    case .csv: CSVReader(input)
    case .geonames: GeoNamesReader(input)
    case .kml: KMLReader(input)
    }
  }
}

/// How an import treats its file: the source it fills, where unplaceable places go, and whether
/// invalid places refuse the file or are skipped.
public struct ImportOptions: Sendable, Hashable {
  /// The source's name (`--name`, else the file's base name).
  public var source: String
  /// The continent for places that nothing else places (`--continent`).
  public var fallbackContinent: Continent?
  /// Import the valid places and report the rest, instead of refusing the file.
  public var skipInvalid: Bool

  /// Creates options.
  public init(source: String, fallbackContinent: Continent? = nil, skipInvalid: Bool = false) {
    self.source = source
    self.fallbackContinent = fallbackContinent
    self.skipInvalid = skipInvalid
  }
}

/// What an import produced: how many places the new source's index holds and what changed.
public struct ImportOutcome: Sendable {
  /// Places in the source's index.
  public var count: Int
  /// Places read, problems, text cleaned.
  public var report: ImportReport
  /// New landmarks.
  public var added = 0
  /// Landmarks the source already had, kept under the same id.
  public var updated = 0
  /// Landmarks the source had that the file no longer holds: removed with it.
  public var removedIDs: [Int] = []
  /// Places the catalog already holds under the same id in another source or the built-in catalog
  /// (this tool's own export imported back): matched, not added.
  public var matched = 0

  /// Places skipped as invalid (with `--skip-invalid`).
  public var skipped: Int { report.problemCount }

  /// Creates an outcome.
  public init(count: Int, report: ImportReport) {
    self.count = count
    self.report = report
  }
}
