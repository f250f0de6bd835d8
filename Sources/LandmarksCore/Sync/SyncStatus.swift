import Foundation

/// What `sync --status` shows, gathered without writing anything and without the network.
package struct SyncStatus: Sendable {
  /// How this machine syncs; nil when it was never set up.
  package let setup: SyncSetup?
  /// This machine's changes since its state last went out, oldest first.
  package let pending: [JournalEntry]
  /// Commits waiting in the checkout for a push (git only; nil when git cannot say).
  package let unpushed: Int?
  /// Every machine's record as last seen (from the checkout, or the shared folder), this one's included.
  package let records: [MachineRecord]
  /// Why the records could not be read, when they could not.
  package let recordsProblem: String?
  /// This machine's sources, as its manifest lists them.
  package let sources: [SourceManifest]
  /// Automatic syncs that failed since the last one that completed.
  package let failures: [SyncLog.Entry]

  /// Reads the status of `store`'s data folder; git, when on `environment`'s `PATH`, counts
  /// the commits waiting to go out.
  package static func read(store: StateStore, environment: [String: String]) throws -> SyncStatus {
    let location = store.location
    guard var setup = try SyncSetup.load(location) else {
      return SyncStatus(
        setup: nil, pending: [], unpushed: nil, records: [], recordsProblem: nil, sources: [], failures: [])
    }
    let state = try store.load()
    let sources = try SyncEngine.manifest(&setup, store: store)
    var records: [MachineRecord] = []
    var problem: String?
    var unpushed: Int?
    do {
      switch setup.mode {
      case .git:
        let checkout = location.syncCheckout
        if let git = try? GitRunner(environment: environment) {
          unpushed = GitCheckout(git: git, folder: checkout, remote: setup.remote).unpushedCount()
        }
        // Read without git: the working tree holds the records as the last sync left them.
        let machines = checkout.appendingPathComponent(GitCheckout.machinesFolder)
        records = try readRecords(in: machines, remote: setup.remote)
      case .folder:
        let shared = SharedFolder(path: setup.remote)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: shared.folder.path, isDirectory: &isFolder), isFolder.boolValue {
          records = try readRecords(in: shared.machines, remote: setup.remote)
        } else {
          problem = "the folder \(setup.remote) is not there (is its drive mounted?)"
        }
      }
    } catch let error as SyncError {
      problem = error.errorDescription
    }
    return SyncStatus(
      setup: setup, pending: SyncEngine.entries(in: state, since: setup.lastSync), unpushed: unpushed,
      records: records, recordsProblem: problem, sources: sources,
      failures: SyncLog.standingFailures(in: location, since: setup.lastSync))
  }

  /// The machines' own records in `folder` (copies and other files aside), by machine id.
  private static func readRecords(in folder: URL, remote: String) throws -> [MachineRecord] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    return try names.sorted().compactMap { name in
      guard case .machine = MachineFileName(name),
        let data = try? StateStore.readStoreFile(atPath: folder.appendingPathComponent(name).path)
      else { return nil }
      return try MachineRecord.decode(data, file: GitCheckout.machinesFolder + "/" + name, remote: remote)
    }
  }

  /// The sources other machines have that this one lacks, or holds in another version.
  package var sourcesElsewhere: [SourceElsewhere] {
    guard let setup else { return [] }
    return SourceElsewhere.list(records: records, sources: sources, machine: setup.machine)
  }
}

/// A source other machines have that this one lacks, or holds in another version.
package struct SourceElsewhere: Sendable {
  /// The source as those machines list it.
  package let source: SourceManifest
  /// The machines that have it.
  package var machines: [MachineRecord]
  /// Whether this machine lacks it or holds another version.
  package let here: SourceHere

  /// What the machines' `records` list that this `machine`, with its `sources`, lacks.
  package static func list(records: [MachineRecord], sources: [SourceManifest], machine: String) -> [SourceElsewhere] {
    var found: [SourceElsewhere] = []
    for record in records where record.machine != machine {
      for source in record.sources {
        let local = sources.first { $0.name == source.name }
        let here: SourceHere = local == nil ? .missing : (local?.checksum == source.checksum ? .same : .different)
        guard here != .same else { continue }
        if let index = found.firstIndex(where: {
          $0.source.name == source.name && $0.source.checksum == source.checksum
        }) {
          found[index].machines.append(record)
        } else {
          found.append(SourceElsewhere(source: source, machines: [record], here: here))
        }
      }
    }
    return found
  }
}

/// Whether this machine has a source another machine lists.
package enum SourceHere: String, Sendable {
  /// Not imported here.
  case missing
  /// Imported here from another file (another checksum).
  case different
  /// The same file.
  case same
}
