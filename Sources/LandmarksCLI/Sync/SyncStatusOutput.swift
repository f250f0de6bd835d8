import Foundation
import LandmarksCore

/// `sync --status`: the remote, the last sync, what waits to go out, the machines seen and the
/// sources they have; read without the network and without writing anything.
struct SyncStatusOutput: CommandOutput {
  let status: SyncStatus
  /// Whether every change starts a sync (`config set sync auto`).
  let automatic: Bool
  /// One sentence per change waiting to go out, in English (for JSON).
  let pending: [String]
  /// `pending` in the run's language.
  let pendingText: [String]
  /// This machine's host name.
  let host: String
  /// The zone times are shown in.
  let timeZone: TimeZone

  /// The status of the data folder `context` uses.
  static func read(in context: CommandContext) throws -> SyncStatusOutput {
    let status = try SyncStatus.read(store: context.store, environment: context.environment)
    let state = try context.loadState()
    let summary = JournalSummary(catalog: try? context.loadCatalog(), state: state)
    return SyncStatusOutput(
      status: status, automatic: context.settings.sync.value == .auto,
      pending: status.pending.map { summary.sentence(for: $0.operations, in: .english) },
      pendingText: status.pending.map { summary.sentence(for: $0.operations, in: context.localizer) },
      host: context.hostName(), timeZone: context.timeZone)
  }

  /// A source another machine has and this one lacks, in a line.
  static func elsewhereLine(_ item: SourceElsewhere, in words: Localizer) -> String {
    let source = item.source
    let machines = item.machines.map { SyncOutput.machineName($0.machine, host: $0.host, in: words) }
    return words(
      .syncElsewhere, SafeText.clean(source.name), source.format, SafeText.clean(source.file),
      words(.countLandmarks, source.landmarks), machines.joined(separator: words(.listSeparator)),
      words(item.here == .missing ? .syncElsewhereMissing : .syncElsewhereDifferent))
  }

  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    guard let setup = status.setup else { return words(.syncStatusNotSetUp) + "\n" }
    let time = { (date: Date) in Formatting.time(date, in: timeZone, words: words) }
    var rows: [(L10nKey, String)] = [
      (.syncStatusRemote, SyncOutput.remoteLine(setup, in: words)),
      (.syncStatusThisMachine, SyncOutput.machineName(setup.machine, host: host, in: words)),
    ]
    let last = setup.lastSync.map(time) ?? words(.syncStatusNever)
    rows.append((.syncStatusLastSync, words(automatic ? .syncStatusAutomatic : .syncStatusManual, last)))
    if pendingText.isEmpty {
      rows.append((.syncStatusWaiting, words(.syncStatusNothing)))
    } else {
      rows.append(
        (
          .syncStatusWaiting,
          words(
            .syncStatusPending, words(.countChanges, pendingText.count),
            pendingText.map(SafeText.clean).joined(separator: " "))
        ))
    }
    if let unpushed = status.unpushed, unpushed > 0 {
      rows.append((.syncStatusNotPushed, words(.syncStatusUnpushed, unpushed)))
    }
    let machines = status.records.map { record -> String in
      words(
        record.machine == setup.machine ? .syncStatusThisMachineRecord : .syncStatusMachine,
        String(record.machine.prefix(8)), SafeText.clean(record.host), time(record.sentAt),
        words(.countSources, record.sources.count))
    }
    rows.append(
      (
        .syncStatusMachines,
        machines.isEmpty ? words(.syncStatusNoMachines) : machines.joined(separator: words(.journalSeparator))
      ))
    if let problem = status.recordsProblem { rows.append((.syncStatusProblem, SafeText.clean(problem))) }
    if let failure = status.failures.last {
      rows.append(
        (
          .syncStatusFailed,
          words(.syncStatusFailures, status.failures.count, time(failure.at), SafeText.clean(failure.message))
        ))
    }
    let labels = rows.map { words($0.0) }
    let width = labels.map(DisplayWidth.of).max() ?? 0
    var lines = zip(labels, rows).map { DisplayWidth.pad($0, to: width) + "  " + $1.1 }
    lines += status.sourcesElsewhere.map { Self.elsewhereLine($0, in: words) }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `sync --status --json`: every key always present, null where unknown or not set up.
  struct JSON: Encodable, Sendable {
    /// A source as a manifest lists it.
    struct Source: Encodable, Sendable {
      let name: String
      let format: String
      let file: String
      let checksum: String?
      let landmarks: Int

      init(_ source: SourceManifest) {
        name = SafeText.clean(source.name)
        format = source.format
        file = SafeText.clean(source.file)
        checksum = source.checksum.map { "sha256:" + $0 }
        landmarks = source.landmarks
      }
    }

    /// A machine seen.
    struct Machine: Encodable, Sendable {
      let id: String
      let host: String
      let thisMachine: Bool
      let lastSent: Date
      let sources: [Source]
    }

    /// A source other machines have that this one lacks (`missing`) or holds from another file (`different`).
    struct Elsewhere: Encodable, Sendable {
      let source: Source
      let here: String
      let machines: [String]

      init(_ item: SourceElsewhere) {
        source = Source(item.source)
        here = item.here.rawValue
        machines = item.machines.map(\.machine)
      }
    }

    /// A failed automatic sync.
    struct Failure: Encodable, Sendable {
      let at: Date
      let message: String
    }

    /// What waits to go out.
    struct Pending: Encodable, Sendable {
      let changes: Int
      let summary: [String]
      let unpushedCommits: Int?
    }

    let setUp: Bool
    let mode: String?
    let remote: String?
    let machine: String?
    let host: String
    let automatic: Bool
    let lastSync: Date?
    let pending: Pending
    let machines: [Machine]
    let machinesProblem: String?
    let sourcesElsewhere: [Elsewhere]
    let failures: [Failure]
  }

  var json: (any Encodable & Sendable)? {
    let setup = status.setup
    return JSON(
      setUp: setup != nil, mode: setup?.mode.rawValue, remote: setup?.remote, machine: setup?.machine,
      host: SafeText.clean(host), automatic: automatic, lastSync: setup?.lastSync,
      pending: .init(
        changes: pending.count, summary: pending.map(SafeText.clean), unpushedCommits: status.unpushed),
      machines: status.records.map { record in
        .init(
          id: record.machine, host: SafeText.clean(record.host), thisMachine: record.machine == setup?.machine,
          lastSent: record.sentAt, sources: record.sources.map(JSON.Source.init))
      },
      machinesProblem: status.recordsProblem.map(SafeText.clean),
      sourcesElsewhere: status.sourcesElsewhere.map(JSON.Elsewhere.init),
      failures: status.failures.map { .init(at: $0.at, message: SafeText.clean($0.message)) })
  }
}
