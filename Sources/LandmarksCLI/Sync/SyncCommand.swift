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
    abstract: .syncAbstract,
    discussion: [.init(.syncDiscussion)],
    options: [.flag("status", help: .syncOptionStatus), .json],
    examples: [
      .init(arguments: "sync init git@example.org:me/landmarks.git", explanation: .syncExample1),
      .init(arguments: "sync init ~/Sync/landmarks", explanation: .syncExample2),
      .init(arguments: "sync", explanation: .syncExample3),
      .init(arguments: "sync --status", explanation: .syncExample4),
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
      throw SyncError.cannotWrite(path: tr(.syncDriverUnknownPath), reason: tr(.syncDriverUnknownReason))
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
  /// One sentence per change that went out, as `undo --list` words them: in English for JSON,
  /// as `sentText` in the run's language.
  let sentSentences: [String]
  /// `sentSentences` in the run's language.
  let sentText: [String]
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
    sentSentences = outcome.sentEntries.map { summary.sentence(for: $0.operations, in: .english) }
    sentText = outcome.sentEntries.map { summary.sentence(for: $0.operations, in: context.localizer) }
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

  /// The message of the commit that sends this machine's changes: a line for each, newest last;
  /// in English, as the history is shared by machines that may speak different languages.
  static func commitMessage(entries: [JournalEntry], summary: JournalSummary, host: String) -> String {
    let sentences = entries.map { summary.sentence(for: $0.operations, in: .english) }
    guard sentences.count != 1 else { return "landmarks on \(host): " + sentences[0] }
    let head =
      sentences.isEmpty
      ? "landmarks on \(host): the state as it stands" : "landmarks on \(host): \(sentences.count) changes"
    return ([head, ""] + sentences.map { "- " + $0 }).joined(separator: "\n")
  }

  /// The remote as the output names it: the mode and where.
  static func remoteLine(_ setup: SyncSetup, in words: Localizer) -> String {
    words(.syncRemote, SafeText.clean(setup.remote), words(setup.mode == .git ? .syncModeGit : .syncModeFolder))
  }

  /// A machine as the output names it: its id's start and its host name.
  static func machineName(_ machine: String, host: String, in words: Localizer) -> String {
    words(.syncMachine, String(machine.prefix(8)), SafeText.clean(host))
  }

  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    let setup = outcome.setup
    var lines: [String] = []
    if initialised {
      lines.append(
        words(
          .syncSetUp, Self.remoteLine(setup, in: words), Self.machineName(setup.machine, host: host, in: words)))
    } else {
      lines.append(words(.syncSynced, Self.remoteLine(setup, in: words)))
    }
    if sentText.isEmpty {
      lines.append(words(outcome.sent ? .syncSentState : .syncSentNothing))
    } else {
      lines.append(words(.syncSent, words(.countChanges, sentText.count)))
      let shown = sentText.prefix(5)
      lines += shown.map { "  " + SafeText.clean($0) }
      if sentText.count > shown.count { lines.append("  " + words(.syncMore, sentText.count - shown.count)) }
    }
    if received.report.changesSomethingVisible || received.unknownLandmarks > 0 {
      lines.append(words(.syncReceived))
      lines += received.details(in: words).map { "  " + $0 }
      lines += received.badgeLines(in: style)
    } else {
      lines.append(words(.syncReceivedNothing))
    }
    if outcome.pushAttempts > 1 {
      lines.append(words(.syncPushedOnTry, outcome.pushAttempts))
    }
    if !outcome.removedCopies.isEmpty {
      lines.append(
        words(
          .syncRemovedCopies, outcome.removedCopies.count,
          outcome.removedCopies.map(SafeText.clean).joined(separator: words(.listSeparator))))
    }
    for item in elsewhere {
      lines.append(SyncStatusOutput.elsewhereLine(item, in: words))
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
