import Foundation
import LandmarksIndex
import LandmarksJSON
import LandmarksModels

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The imported sources in the data folder: `sources.json` and one folder per source holding its
/// index (`index.lmk`) and a copy of the file it was read from.
///
/// An import builds its folder without the store's lock and takes the lock only to replace the
/// registry, which is the commit: a kill before leaves the catalog as it was (the half-built folder
/// is swept later), a kill after leaves it fully imported. Reading never writes.
public struct SourceLibrary: Sendable {
  /// The index file in a source's folder.
  static let indexName = "index.lmk"
  /// The longest source name taken.
  static let nameLimit = 100

  /// The store whose data folder and lock the sources share.
  public let store: StateStore

  /// The sources of `store`'s data folder.
  public init(store: StateStore) {
    self.store = store
  }

  private var location: StoreLocation { store.location }

  /// The registry; an empty one when nothing was ever imported. Never writes.
  public func loadRegistry() throws -> SourceRegistry {
    let path = location.sourcesFile.path
    guard FileManager.default.fileExists(atPath: path) else { return SourceRegistry() }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SourceError.damagedRegistry(path: path, reason: "it cannot be read")
    }
    return try SourceRegistry.decode(data, path: path)
  }

  /// `builtIn` with every registered source's index mapped. A damaged or stale index is rebuilt in
  /// memory from the source's saved copy for this run; one that cannot be rebuilt is an error
  /// naming the source.
  public func catalog(builtIn: Catalog) throws -> Catalog {
    let registry = try loadRegistry()
    guard !registry.sources.isEmpty || !registry.removedLandmarks.isEmpty else { return builtIn }
    var sources: [CatalogSource] = []
    for entry in registry.sources {
      let index = try openIndex(entry, catalog: builtIn.with(sources: sources))
      sources.append(CatalogSource(name: entry.name, index: index, rebuildCommand: rebuildCommand(for: entry)))
    }
    let removed = Dictionary(registry.removedLandmarks.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    return builtIn.with(sources: sources, removed: removed)
  }

  /// The folder of a registered source.
  func folder(of entry: SourceEntry) -> URL {
    location.sourcesFolder.appendingPathComponent(entry.folder, isDirectory: true)
  }

  /// What rebuilds the index of `entry`, as `doctor` gives it: importing its saved copy again.
  func rebuildCommand(for entry: SourceEntry) -> String? {
    guard let format = ImportFormat(rawValue: entry.format) else { return nil }
    let copy = folder(of: entry).appendingPathComponent(Self.copyName(for: format)).path
    return "landmarks import \(StoreDiagnosis.quoted(copy)) --name \(StoreDiagnosis.quoted(entry.name))"
  }

  /// The saved copy of what a source was read from.
  static func copyName(for format: ImportFormat) -> String {
    switch format {
    case .geojson: "original.geojson"
    case .csv: "original.csv"
    case .geonames: "original.txt"
    case .kml: "original.kml"
    }
  }

  private func openIndex(_ entry: SourceEntry, catalog: Catalog) throws -> CatalogIndex {
    let path = folder(of: entry).appendingPathComponent(Self.indexName).path
    do {
      return try CatalogIndex(contentsOf: path)
    } catch IndexError.outdated(_, _) {
      // An older build's index is rebuilt once and written in its place, so later runs map it;
      // where the folder cannot be written, this run reads one rebuilt in memory instead.
      do {
        return try rebuild(entry, catalog: catalog, replacing: path)
      } catch {
        return try rebuild(entry, catalog: catalog)
      }
    } catch {
      do {
        return try rebuild(entry, catalog: catalog)
      } catch let failure {
        throw SourceError.unavailable(
          name: entry.name,
          reason: "its index is unusable (\(error.localizedDescription)) and its saved copy could not rebuild it "
            + "(\(failure.localizedDescription))")
      }
    }
  }

  /// The index of `entry` built again from its saved copy, as its import built it: in memory, or
  /// written to a staging folder beside `path` and renamed over it, then mapped.
  func rebuild(_ entry: SourceEntry, catalog: Catalog, replacing path: String? = nil) throws -> CatalogIndex {
    guard let format = ImportFormat(rawValue: entry.format) else {
      throw SourceError.unavailable(name: entry.name, reason: "unknown format \(entry.format)")
    }
    let copyPath = folder(of: entry).appendingPathComponent(Self.copyName(for: format)).path
    guard let handle = FileHandle(forReadingAtPath: copyPath) else {
      throw SourceError.cannotOpen(path: copyPath, reason: "the saved copy is missing")
    }
    defer { try? handle.close() }
    let options = ImportOptions(
      source: entry.name, fallbackContinent: entry.continent.flatMap(Continent.init(parsing:)),
      skipInvalid: entry.skipInvalid)
    var reader: any PlaceReader = FormatReader(format: format, input: ErasedInput(FileInput(handle: handle)))
    guard let destination = path else {
      let builder = try IndexBuilder(folder: nil)
      _ = try Importer(options: options, catalog: catalog).run(&reader, into: builder)
      return try CatalogIndex(bytes: try builder.finish() ?? [], name: copyPath)
    }
    let staging = folder(of: entry).appendingPathComponent("rebuild-\(getpid())", isDirectory: true)
    try ensureFolder(staging)
    defer { removeStaging(staging) }
    let built = staging.appendingPathComponent(Self.indexName).path
    let builder = try IndexBuilder(folder: staging.path, destination: built)
    _ = try Importer(options: options, catalog: catalog, folder: staging.path).run(&reader, into: builder)
    try builder.finish()
    guard rename(built, destination) == 0 else {
      throw SourceError.cannotCreate(path: destination, reason: String(cString: strerror(errno)))
    }
    Self.syncFolder(folder(of: entry).path)
    return try CatalogIndex(contentsOf: destination)
  }

  /// Removes a staging folder and what a failed rebuild left in it.
  private func removeStaging(_ staging: URL) {
    do {
      try FileManager.default.removeItem(at: staging)
    } catch {
      // Left behind, it is swept with the folder when the source is next replaced or removed.
    }
  }

  // MARK: - Importing

  /// Imports `input` as the source `options.source`, replacing a source of that name; returns what
  /// changed. `catalog` is the current catalog (built-in and every source); `file` is what the
  /// registry records as the origin. `onBytes` reports bytes read, for a progress line.
  package func importPlaces<Input: ByteInput>(
    from input: Input, format: ImportFormat, options: ImportOptions, file: String, catalog: Catalog, now: Date,
    onBytes: @escaping (Int) -> Void = { _ in }
  ) throws -> ImportOutcome {
    try Self.validate(name: options.source)
    try ensureFolder(location.directory)
    try ensureFolder(location.sourcesFolder)
    let stem = LandmarkIdentity.slug(for: options.source) ?? "source"
    let folderName = "\(stem).\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
    let folder = location.sourcesFolder.appendingPathComponent(folderName, isDirectory: true)
    guard mkdir(folder.path, 0o700) == 0 else {
      throw SourceError.cannotCreate(path: folder.path, reason: String(cString: strerror(errno)))
    }
    do {
      let catalog = try readable(catalog, replacing: options.source)
      let outcome = try build(
        input, format: format, options: options, catalog: catalog, in: folder, onBytes: onBytes)
      // A new source that would hold nothing (this tool's export brought back) is not registered.
      if outcome.count == 0, try catalog.source(named: options.source) == nil {
        try? FileManager.default.removeItem(at: folder)
        return outcome
      }
      let entry = SourceEntry(
        name: options.source, file: file, format: format.rawValue, count: outcome.count, importedAt: now,
        folder: folderName, continent: options.fallbackContinent?.code, skipInvalid: options.skipInvalid)
      try commit(entry, outcome: outcome, catalog: catalog)
      return outcome
    } catch let error as IndexWriteError {
      try? FileManager.default.removeItem(at: folder)
      throw SourceError.cannotCreate(path: error.path, reason: error.reason)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  /// `catalog` with the source `name` read from its saved copy when its index is damaged: the
  /// import reads the source it replaces throughout (its ids, its slugs), and importing again is
  /// how a damaged index is rebuilt. The whole index is checked, as damage may lie anywhere in it.
  /// A source whose copy cannot rebuild it either is left out, so the import starts it afresh.
  private func readable(_ catalog: Catalog, replacing name: String) throws -> Catalog {
    guard let previous = try catalog.source(named: name) else { return catalog }
    guard !previous.index.checksumMatches() else { return catalog }
    let others = catalog.sources.filter { $0.name != name }
    guard let entry = try loadRegistry().entry(named: name) else {
      return catalog.with(sources: others, removed: catalog.removedLandmarks)
    }
    let index: CatalogIndex
    do {
      index = try rebuild(entry, catalog: catalog.with(sources: others, removed: catalog.removedLandmarks))
    } catch {
      // Nothing can read the old source: the file being imported replaces it whole.
      return catalog.with(sources: others, removed: catalog.removedLandmarks)
    }
    let sources = catalog.sources.map { source in
      source.name == name ? CatalogSource(name: name, index: index, rebuildCommand: rebuildCommand(for: entry)) : source
    }
    return catalog.with(sources: sources, removed: catalog.removedLandmarks)
  }

  /// Reads the file into the folder's copy, imports it and writes the index; nothing is registered.
  private func build<Input: ByteInput>(
    _ input: Input, format: ImportFormat, options: ImportOptions, catalog: Catalog, in folder: URL,
    onBytes: @escaping (Int) -> Void
  ) throws -> ImportOutcome {
    let copyPath = folder.appendingPathComponent(Self.copyName(for: format)).path
    let copy = open(copyPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard copy >= 0 else {
      throw SourceError.cannotCreate(path: copyPath, reason: String(cString: strerror(errno)))
    }
    defer { close(copy) }
    var reader: any PlaceReader = FormatReader(
      format: format, input: ErasedInput(CopyingInput(input, copyingTo: copy, path: copyPath, onBytes: onBytes)))
    // Sorts spill into the folder, so memory stays flat however long the file.
    let builder = try IndexBuilder(
      folder: folder.path, destination: folder.appendingPathComponent(Self.indexName).path)
    let outcome = try Importer(options: options, catalog: catalog, folder: folder.path).run(&reader, into: builder)
    // The copy goes to the disk on another thread while the index is written, and is waited for
    // before the descriptor closes.
    let copySync = BackgroundWork { fsync(copy) == 0 ? 0 : errno }
    defer { _ = copySync.wait() }
    try builder.finish()
    let failure = try copySync.wait().get()
    guard failure == 0 else {
      throw SourceError.cannotCreate(path: copyPath, reason: String(cString: strerror(failure)))
    }
    Self.syncFolder(folder.path)
    return outcome
  }

  /// Under the store's lock: switches the registry to the new folder (the commit), remembers the
  /// names of removed landmarks the user's history names, and sweeps folders no entry points to.
  private func commit(_ entry: SourceEntry, outcome: ImportOutcome, catalog: Catalog) throws {
    let index = try CatalogIndex(contentsOf: folder(of: entry).appendingPathComponent(Self.indexName).path)
    try store.withLock {
      var registry = try loadRegistry()
      try checkConcurrentSources(registry, index: index, catalog: catalog)
      let referenced = referencedIDs()
      if let previous = try catalog.source(named: entry.name) {
        remember(outcome.removedIDs.filter(referenced.contains), from: previous, in: &registry)
      }
      registry.removedLandmarks.removeAll { (try? index.position(ofID: $0.id)) ?? nil != nil }
      if let slot = registry.sources.firstIndex(where: { $0.name == entry.name }) {
        registry.sources[slot] = entry
      } else {
        registry.sources.append(entry)
      }
      try AtomicFile.replace(location.sourcesFile, with: try registry.encoded())
      sweep(registry)
    }
  }

  /// A source registered by another import since `catalog` was loaded must not share our ids.
  private func checkConcurrentSources(_ registry: SourceRegistry, index: CatalogIndex, catalog: Catalog) throws {
    let known = Set(catalog.sources.map(\.name))
    for entry in registry.sources where !known.contains(entry.name) {
      guard let other = try? CatalogIndex(contentsOf: folder(of: entry).appendingPathComponent(Self.indexName).path)
      else { continue }
      for position in 0..<index.count {
        let id = try index.id(at: position)
        if (try? other.position(ofID: id)) ?? nil != nil {
          throw ImportError.idClash(
            id: id, name: try index.place(at: position).landmark.name, existingSource: entry.name)
        }
      }
    }
  }

  // MARK: - Removing

  /// Removes the source named `name`: its landmarks go, the user's history of them stays and is
  /// remembered by name. Returns how many landmarks it held.
  public func remove(source name: String) throws -> Int {
    guard FileManager.default.fileExists(atPath: location.sourcesFile.path) else {
      throw SourceError.unknownSource(name: name, known: [])
    }
    return try store.withLock {
      var registry = try loadRegistry()
      guard let entry = registry.entry(named: name) else {
        throw SourceError.unknownSource(name: name, known: registry.sources.map(\.name))
      }
      let path = folder(of: entry).appendingPathComponent(Self.indexName).path
      if let index = try? CatalogIndex(contentsOf: path) {
        let source = CatalogSource(name: name, index: index)
        remember(Array(referencedIDs()), from: source, in: &registry)
      }
      registry.sources.removeAll { $0.name == name }
      try AtomicFile.replace(location.sourcesFile, with: try registry.encoded())
      sweep(registry)
      return entry.count
    }
  }

  /// Every landmark id the user's state names; empty when the state cannot be read.
  private func referencedIDs() -> Set<Int> {
    guard let state = try? store.load() else { return [] }
    var ids = Set(state.activities.keys)
    for collection in state.collections { ids.formUnion(collection.landmarkIDs) }
    return ids
  }

  /// Adds the names of the landmarks among `ids` that `source` holds to the registry's memory.
  private func remember(_ ids: [Int], from source: CatalogSource, in registry: inout SourceRegistry) {
    for id in ids.sorted() {
      guard let position = try? source.index.position(ofID: id), let place = try? source.index.place(at: position)
      else { continue }
      registry.removedLandmarks.removeAll { $0.id == id }
      registry.removedLandmarks.append(RemovedLandmark(id: id, name: place.landmark.name, source: source.name))
    }
  }

  /// Removes folders under `sources/` that no entry points to and whose importer is gone (or is
  /// this process): replaced versions and imports killed part-way. Call holding the lock.
  private func sweep(_ registry: SourceRegistry) {
    let live = Set(registry.sources.map(\.folder))
    let base = location.sourcesFolder
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: base.path) else { return }
    for name in names where !live.contains(name) {
      let parts = name.split(separator: ".")
      guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), pid > 0 else { continue }
      if pid == getpid() || LockHolder.processIsGone(pid) {
        try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
      }
    }
  }

  // MARK: - Files

  /// A source name is typed on command lines and shown in listings: printable, short.
  static func validate(name: String) throws {
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil || " -_.".unicodeScalars.contains(scalar)
    }
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty, name.count <= nameLimit, allowed,
      name.lowercased() != LandmarkFilter.builtInSource
    else {
      throw SourceError.invalidName(name)
    }
  }

  private func ensureFolder(_ url: URL) throws {
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw SourceError.cannotCreate(path: url.path, reason: Self.systemReason(error))
    }
  }

  /// The system's own words for a failed file operation ("Read-only file system"), as every other
  /// write error says it, rather than Foundation's paraphrase.
  static func systemReason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    // Foundation reports these without the errno behind them.
    let errnos: [CocoaError.Code: Int32] = [
      .fileWriteVolumeReadOnly: EROFS, .fileWriteOutOfSpace: ENOSPC, .fileWriteNoPermission: EACCES,
    ]
    if error.domain == NSCocoaErrorDomain, let code = errnos[CocoaError.Code(rawValue: error.code)] {
      return String(cString: strerror(code))
    }
    return error.localizedDescription
  }

  private static func syncFolder(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
