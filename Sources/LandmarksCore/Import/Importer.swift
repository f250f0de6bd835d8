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
    // The check for repeated ids runs beside the arranging of the index, which needs nothing it
    // finds: its answers (a repeat, which places the replaced source already had) are waited for
    // before anything is decided from them, so errors come in the order a single pass meets them.
    // When replacing, the replaced source's ids and positions are held beside arranging: room the
    // sorts make by giving back their arenas' unused pages before they merge.
    let report = fed.report
    let checkInput = Handoff(value: (duplicates, previous, builder.count))
    let check = { @Sendable in
      try Self.checkIDs(checkInput.value.0, previous: checkInput.value.1, placeCount: checkInput.value.2)
    }
    let checking = BackgroundWork(check)
    let refused = report.problemCount > 0 && !options.skipInvalid
    let arranged = refused ? nil : Result { try builder.arrange() }
    let checked = try checking.wait().get()
    if let duplicate = checked.duplicate { throw duplicate }
    guard let arranged else {
      throw ImportError.invalidPlaces(problems: report.problems, count: report.problemCount)
    }
    let requests = try arranged.get()
    let matches = checked.matches
    let removedIDs = checked.removedIDs
    try assignSlugs(requests, into: builder, previous: previous, matches: matches)
    var outcome = ImportOutcome(count: builder.count, report: report)
    outcome.matched = fed.matched
    outcome.updated = matches.updated
    outcome.added = builder.count - matches.updated
    outcome.removedIDs = removedIDs
    return outcome
  }

  /// What the check for repeated ids found: the first repeat, and which places the replaced
  /// source already had.
  private struct IDCheck: Sendable {
    var duplicate: ImportError?
    var matches: ReplacementMatches
    var removedIDs: [Int]
  }

  /// Reads the file's ids back sorted from `duplicates`: the first repeat, and, walked beside the
  /// ids of the `previous` source, which places it already had.
  private static func checkIDs(_ duplicates: DuplicateCheck, previous: CatalogSource?, placeCount: Int) throws
    -> IDCheck
  {
    guard let previous else {
      return IDCheck(
        duplicate: try duplicates.firstDuplicate(),
        matches: ReplacementMatches(placeCount: placeCount, replacedCount: 0), removedIDs: [])
    }
    let keys = try previous.index.keys()
    var matches = ReplacementMatches(placeCount: placeCount, replacedCount: keys.ids.count)
    var replaced = ReplacedIDs(keys)
    let duplicate = try duplicates.firstDuplicate { id, sequence in
      guard let sequence, let position = replaced.position(of: id) else { return }
      matches.match(placeAdded: sequence, replacedPosition: position)
    }
    let removedIDs = duplicate == nil ? replaced.ids(notIn: matches.stillPresent) : []
    return IDCheck(duplicate: duplicate, matches: matches, removedIDs: removedIDs)
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

  /// Slugs unique across the whole catalog (see `SlugSettler`), for the requests `arrange()`
  /// returned.
  private func assignSlugs(
    _ requests: ExternalSorter, into builder: IndexBuilder, previous: CatalogSource?, matches: ReplacementMatches
  ) throws {
    var settler = SlugSettler(
      builder: builder, previous: previous, matches: matches,
      taken: try TakenSlugs(catalog: catalog, excluding: options.source))
    var assigner = SlugAssigner(taken: [String]())
    var kept = KeptSlugs(previous: previous, matches: matches)
    try requests.drain { try settler.take($0, assigner: &assigner, kept: &kept) }
    try settler.finish(assigner: &assigner, kept: &kept)
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
