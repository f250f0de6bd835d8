import Foundation
import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `landmarks sync [--status] [--json]`: this machine's state in step with the others'.
struct SyncCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "sync",
    abstract: "Keep your state in step with your other machines, through git or a synced folder.",
    discussion: """
      Set it up once per machine with 'landmarks sync init REMOTE'. Through git, landmarks keeps a \
      checkout of its own in the data folder (sync/): it commits this machine's state there without \
      its undo history, fetches, merges through its own merge driver (so no merge ever leaves \
      conflict markers), folds the result into your store as one change that 'landmarks undo' \
      reverts, and pushes, trying again when another machine pushed in between. Through a folder \
      that Syncthing, Dropbox or iCloud Drive keeps in step, each machine writes only its own file, \
      machines/MACHINE-ID.json, and merges the others' (and the copies a sync service made when two \
      versions met, which it then removes). Nothing is lost: the most recent change wins, as with \
      merge. Unreachable, or without git: your changes are kept (committed locally) and go next \
      time, exit 69. A remote state that is damaged or from a newer landmarks is refused, exit 65, \
      and nothing changes. 'config set sync auto' starts a sync in the background after every change.
      """,
    options: [
      .flag(
        "status",
        help: "Show the remote, the last sync, what waits to go out, the machines seen and their sources; sync nothing."
      ),
      .json,
    ],
    examples: [
      .init(arguments: "sync init git@example.org:me/landmarks.git", explanation: "Sync through a git repository."),
      .init(arguments: "sync init ~/Sync/landmarks", explanation: "Sync through a folder a sync service keeps."),
      .init(arguments: "sync", explanation: "Send this machine's changes and fold in the others'."),
      .init(arguments: "sync --status", explanation: "What waits to go out, and what the other machines have."),
    ],
    subcommands: [SyncInitCommand.self]
  )

  static var autoSync: AutoSyncTrigger { .never }

  let status: Bool

  init(arguments: ParsedArguments) throws {
    status = arguments.flag("status")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    if status { return try SyncStatusOutput.read(in: context) }
    let request = try context.syncRequest()
    let outcome = try SyncEngine.sync(request: request)
    return try SyncOutput(outcome: outcome, initialised: false, in: context)
  }
}

extension CommandContext {
  /// What the sync engine needs from this run: the store, git's environment, the clock, this
  /// binary for the merge driver, and commit messages worded as `undo` words changes.
  func syncRequest() throws -> SyncRequest {
    guard let driver = executablePath() else {
      throw SyncError.cannotWrite(
        path: "the merge driver", reason: "the system does not say where the landmarks binary is")
    }
    // Everything a sync writes (its checkout, its files) is this user's alone, as the store is.
    umask(0o077)
    let host = hostName()
    let catalog = try? loadCatalog()
    return SyncRequest(
      store: store, environment: environment, host: host, driver: driver, now: now, lockTimeout: lockTimeout,
      message: { entries, state in
        SyncOutput.commitMessage(entries: entries, summary: JournalSummary(catalog: catalog, state: state), host: host)
      })
  }
}

/// What `sync` and `sync init` did: what went out, what came in, and what the others have.
struct SyncOutput: CommandOutput {
  let outcome: SyncOutcome
  /// True for `sync init`.
  let initialised: Bool
  /// One sentence per change that went out, as `undo --list` words them.
  let sentSentences: [String]
  /// The other machines' changes folded in, worded as `merge` words them.
  let received: MergeOutput
  /// The sources other machines have that this one lacks.
  let elsewhere: [SourceElsewhere]
  /// This machine's host name.
  let host: String

  /// The output of `outcome`, its changes worded against the catalog.
  init(outcome: SyncOutcome, initialised: Bool, in context: CommandContext) throws {
    self.outcome = outcome
    self.initialised = initialised
    host = context.hostName()
    let catalog = try? context.loadCatalog()
    let summary = JournalSummary(catalog: catalog, state: outcome.after)
    sentSentences = outcome.sentEntries.map { summary.sentence(for: $0.operations) }
    let before = outcome.before
    let after = outcome.after
    received = MergeOutput(
      source: outcome.setup.remote, dryRun: false,
      report: MergeReport(before: before, other: outcome.received, after: after),
      earned: try catalog.map { try BadgeRules.newlyEarned(in: $0, before: before, after: after) } ?? [],
      lost: try catalog.map { try BadgeRules.lost(in: $0, before: before, after: after) } ?? [],
      unknownLandmarks: try catalog.map { try MergeCommand.newUnknownLandmarks(in: $0, before: before, after: after) }
        ?? 0)
    elsewhere = SourceElsewhere.list(
      records: outcome.records, sources: outcome.sources, machine: outcome.setup.machine)
  }

  /// The message of the commit that sends this machine's changes: a line for each, newest last.
  static func commitMessage(entries: [JournalEntry], summary: JournalSummary, host: String) -> String {
    let sentences = entries.map { summary.sentence(for: $0.operations) }
    guard sentences.count != 1 else { return "landmarks on \(host): " + sentences[0] }
    let head =
      sentences.isEmpty
      ? "landmarks on \(host): the state as it stands" : "landmarks on \(host): \(sentences.count) changes"
    return ([head, ""] + sentences.map { "- " + $0 }).joined(separator: "\n")
  }

  /// The remote as the output names it: the mode and where.
  static func remoteLine(_ setup: SyncSetup) -> String {
    "\(SafeText.clean(setup.remote)) (\(setup.mode == .git ? "git" : "a shared folder"))"
  }

  func text(in style: OutputStyle) -> String {
    let setup = outcome.setup
    var lines: [String] = []
    if initialised {
      lines.append(
        "Set up sync with \(Self.remoteLine(setup)); this machine is \(setup.machine.prefix(8)) (\(SafeText.clean(host)))."
      )
    } else {
      lines.append("Synced with \(Self.remoteLine(setup)).")
    }
    if sentSentences.isEmpty {
      lines.append(
        outcome.sent ? "Sent: this machine's state (no changes of its own since the last sync)." : "Sent: nothing new.")
    } else {
      lines.append("Sent: \(Formatting.count(sentSentences.count, "change"))")
      let shown = sentSentences.prefix(5)
      lines += shown.map { "  " + SafeText.clean($0) }
      if sentSentences.count > shown.count { lines.append("  and \(sentSentences.count - shown.count) more") }
    }
    if received.report.changesSomethingVisible || received.unknownLandmarks > 0 {
      lines.append("Received:")
      lines += received.details().map { "  " + $0 }
      lines += received.badgeLines(in: style)
    } else {
      lines.append("Received: nothing new.")
    }
    if outcome.pushAttempts > 1 {
      lines.append("Pushed on try \(outcome.pushAttempts): other machines pushed in between.")
    }
    if !outcome.removedCopies.isEmpty {
      let count = outcome.removedCopies.count
      lines.append(
        "Merged and removed \(count == 1 ? "1 copy" : "\(count) copies") a sync service made: "
          + outcome.removedCopies.map(SafeText.clean).joined(separator: ", "))
    }
    for item in elsewhere {
      lines.append(SyncStatusOutput.elsewhereLine(item))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `sync --json`: what went out, what came in (as `merge --json` counts it), what others have.
  struct JSON: Encodable, Sendable {
    /// This machine's changes that went out.
    struct Sent: Encodable, Sendable {
      let changes: Int
      let summary: [String]
      let wrote: Bool
    }

    let initialised: Bool
    let mode: String
    let remote: String
    let machine: String
    let sent: Sent
    let received: MergeOutput.JSON
    let pushAttempts: Int
    let removedCopies: [String]
    let sourcesElsewhere: [SyncStatusOutput.JSON.Elsewhere]
  }

  var json: (any Encodable & Sendable)? {
    JSON(
      initialised: initialised, mode: outcome.setup.mode.rawValue, remote: outcome.setup.remote,
      machine: outcome.setup.machine,
      sent: .init(changes: sentSentences.count, summary: sentSentences.map(SafeText.clean), wrote: outcome.sent),
      received: received.document, pushAttempts: outcome.pushAttempts, removedCopies: outcome.removedCopies,
      sourcesElsewhere: elsewhere.map(SyncStatusOutput.JSON.Elsewhere.init))
  }
}
