import Foundation
import LandmarksCore

/// `sync --status`: the remote, the last sync, what waits to go out, the machines seen and the
/// sources they have; read without the network and without writing anything.
struct SyncStatusOutput: CommandOutput {
  let status: SyncStatus
  /// Whether every change starts a sync (`config set sync auto`).
  let automatic: Bool
  /// One sentence per change waiting to go out.
  let pending: [String]
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
      pending: status.pending.map { summary.sentence(for: $0.operations) }, host: context.hostName(),
      timeZone: context.timeZone)
  }

  /// A source another machine has and this one lacks, in a line.
  static func elsewhereLine(_ item: SourceElsewhere) -> String {
    let source = item.source
    let machines = item.machines.map { "\($0.machine.prefix(8)) (\(SafeText.clean($0.host)))" }.joined(separator: ", ")
    let here = item.here == .missing ? "not imported here" : "imported here from another file"
    return "Source \(SafeText.clean(source.name)) (\(source.format), \(SafeText.clean(source.file)), "
      + "\(Formatting.count(source.landmarks, "landmark"))) is on \(machines); \(here)."
  }

  func text(in style: OutputStyle) -> String {
    guard let setup = status.setup else {
      return "Sync is not set up on this machine: 'landmarks sync init REMOTE' sets it up.\n"
    }
    var rows: [(String, String)] = [
      ("Remote", SyncOutput.remoteLine(setup)),
      ("This machine", "\(setup.machine.prefix(8)) (\(SafeText.clean(host)))"),
    ]
    let last = setup.lastSync.map { Formatting.time($0, in: timeZone) } ?? "never"
    rows.append(
      (
        "Last sync",
        last + (automatic ? "; automatic after every change" : "; 'config set sync auto' makes it automatic")
      ))
    if pending.isEmpty {
      rows.append(("Waiting", "nothing"))
    } else {
      rows.append(
        (
          "Waiting",
          Formatting.count(pending.count, "change") + ": " + pending.map(SafeText.clean).joined(separator: " ")
        ))
    }
    if let unpushed = status.unpushed, unpushed > 0 {
      rows.append(("Not pushed", Formatting.count(unpushed, "commit") + " committed here, waiting for the remote"))
    }
    let machines = status.records.map { record -> String in
      let this = record.machine == setup.machine ? ", this machine" : ""
      return "\(record.machine.prefix(8)) (\(SafeText.clean(record.host))\(this)), last sent "
        + "\(Formatting.time(record.sentAt, in: timeZone)), \(Formatting.count(record.sources.count, "source"))"
    }
    rows.append(("Machines", machines.isEmpty ? "none seen yet" : machines.joined(separator: "; ")))
    if let problem = status.recordsProblem { rows.append(("Problem", SafeText.clean(problem))) }
    if let failure = status.failures.last {
      rows.append(
        (
          "Failed",
          "\(Formatting.count(status.failures.count, "automatic sync")) since the last; the latest at "
            + "\(Formatting.time(failure.at, in: timeZone)): \(SafeText.clean(failure.message))"
        ))
    }
    let width = rows.map(\.0.count).max() ?? 0
    var lines = rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
    lines += status.sourcesElsewhere.map(Self.elsewhereLine)
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
