import Foundation
import LandmarksCore

/// `landmarks doctor [--json] [--restore [--yes]]`: explains the data folder and repairs a damaged store.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "doctor",
    abstract: "Check where your data lives and whether it is healthy; restore a damaged store.",
    discussion: """
      Shows the data folder and which setting chose it, the store's schema version, what it holds, \
      the imported sources, the lock, the backups (one is kept before every change: the last 20, \
      at most 50 MB in all) and the permissions, then every problem with the command that fixes \
      it. It exits with status 1 when something is wrong. Plain doctor changes nothing, not even \
      the lock file. With --restore, a damaged store is moved aside as state.json.damaged-TIME \
      (never deleted) and the newest backup that reads takes its place; it asks first on a \
      terminal, and without one it needs --yes.
      """,
    options: [
      .flag("restore", help: "Put the newest backup that reads in place of a damaged store."),
      .flag("yes", short: "y", help: "Restore without asking."), .json,
    ],
    examples: [
      .init(arguments: "doctor", explanation: "Where your data lives, and whether it is healthy."),
      .init(arguments: "doctor --restore --yes", explanation: "Repair a damaged store from its newest backup."),
    ]
  )

  let restore: Bool
  let confirmed: Bool

  init(arguments: ParsedArguments) throws {
    restore = arguments.flag("restore")
    confirmed = arguments.flag("yes")
    if confirmed && !restore { throw UsageError.conflict("--yes goes with --restore.") }
    if restore && arguments.flag("json") { throw UsageError.conflict("--json goes with plain doctor, not --restore.") }
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let store = context.store
    let diagnosis = StoreDiagnosis.examine(store.location)
    if restore { return try restoreBackup(diagnosis, store: store, in: context) }
    var catalog: Catalog?
    var otherProblems: [StoreProblem] = []
    do {
      catalog = try context.loadCatalog()
    } catch {
      otherProblems.append(
        StoreProblem(
          problem: "The catalog cannot be loaded: \(error.localizedDescription)",
          fix: "landmarks sources (to see and remove a damaged source)"))
    }
    var badges: Int?
    if let catalog, let state = diagnosis.state { badges = try BadgeRules.earned(in: catalog, state: state).count }
    return DoctorOutput(
      diagnosis: diagnosis, badgesEarned: badges, otherProblems: otherProblems, timeZone: context.timeZone,
      sync: DoctorSync.read(store.location, automatic: context.settings.sync.value == .auto))
  }

  /// Asks (or takes --yes), then restores the newest backup that reads.
  private func restoreBackup(
    _ diagnosis: StoreDiagnosis, store: StateStore, in context: CommandContext
  ) throws -> any CommandOutput {
    // Refuse before asking, so nobody confirms a restore that cannot happen.
    let path = store.location.stateFile.path
    switch diagnosis.file {
    case .missing, .readable: throw RestoreError.storeIsHealthy(path: path)
    case .unusable(.newerSchema(_, let found, let supported)):
      throw RestoreError.newerSchema(path: path, found: found, supported: supported)
    case .unusable(.damaged), .unusable(.notAStoreFile): break
    case .unusable(let error): throw RestoreError.notRepairable(reason: error.errorDescription ?? "")
    }
    guard let backup = diagnosis.readableBackup else {
      throw RestoreError.noReadableBackup(path: store.location.backupsFolder.path)
    }
    if !confirmed {
      guard context.terminal.inputIsTerminal else {
        throw CommandFailure.confirmationRequired(action: "replace the damaged store with a backup")
      }
      let saved = backup.savedAt.map { " (saved \(Formatting.time($0, in: context.timeZone)))" } ?? ""
      try context.standardError.write(
        "Move the damaged store aside and restore \(backup.url.lastPathComponent)\(saved)? [y/N] ")
      let kept = CommandFailure.declined(outcome: "Left the damaged store as it is.")
      guard let line = context.readLine() else {
        try context.standardError.write("\n")
        throw kept
      }
      let answer = line.trimmingBlanks().lowercased()
      guard answer == "y" || answer == "yes" else { throw kept }
    }
    let (restored, aside) = try store.restoreNewestBackup(on: context.now())
    return MessageOutput(lines: [
      "Moved the damaged store aside to \(SafeText.clean(aside.path)).",
      "Restored \(SafeText.clean(restored.url.lastPathComponent)); 'landmarks doctor' checks the result.",
    ])
  }
}

/// `doctor`: where the data lives and why, what it holds, and every problem with its fix.
struct DoctorOutput: CommandOutput {
  let diagnosis: StoreDiagnosis
  /// Badges earned, when the state and the catalog both read.
  let badgesEarned: Int?
  /// Problems found outside the data folder (the catalog), with their fixes.
  let otherProblems: [StoreProblem]
  /// The zone times are shown in.
  let timeZone: TimeZone
  /// How this machine syncs and what failed; nil when sync was never set up.
  let sync: DoctorSync?

  /// Every problem, the data folder's first.
  var problems: [StoreProblem] { diagnosis.problems + otherProblems + (sync?.problems(in: timeZone) ?? []) }

  var isFailure: Bool { !problems.isEmpty }

  func text(in style: OutputStyle) -> String {
    var rows: [(String, String)] = []
    let location = diagnosis.location
    var folder = "\(SafeText.clean(location.directory.path)) (\(origin))"
    if !diagnosis.folderExists { folder += "; not created yet, it appears with your first change" }
    rows.append(("Data folder", folder))
    rows.append(("Store", storeLine))
    if let state = diagnosis.state {
      rows.append(
        ("Activities", "\(state.doneActivityCount) done at \(Formatting.count(state.startedLandmarkCount, "landmark"))")
      )
      rows.append(("Badges", badgesEarned.map { "\($0) earned" } ?? "unknown (the catalog did not load)"))
      let others = state.liveCollections.count - 1
      rows.append(
        (
          "Collections",
          "Favorites (\(Formatting.count(state.favorites.landmarkIDs.count, "landmark"))) and \(others) more"
        ))
      rows.append(("Undo", "\(Formatting.count(state.undoableEntries.count, "change")) can be undone"))
    }
    rows.append(("Sources", sourcesLine))
    rows.append(("Lock", lockLine))
    rows.append(("Backups", backupsLine))
    rows.append(("Permissions", diagnosis.loosePermissions.isEmpty ? "private (folders 0700, files 0600)" : "too open"))
    if let sync { rows.append(("Sync", sync.line(in: timeZone))) }
    if !diagnosis.movedAside.isEmpty {
      rows.append(("Moved aside", diagnosis.movedAside.map(SafeText.clean).joined(separator: ", ")))
    }
    let width = rows.map(\.0.count).max() ?? 0
    var lines = rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
    lines.append("")
    if problems.isEmpty {
      lines.append("Everything looks healthy.")
    } else {
      lines.append(style.bold(problems.count == 1 ? "1 problem:" : "\(problems.count) problems:"))
      for problem in problems {
        lines.append("- " + SafeText.clean(problem.problem))
        lines.append("  Fix: " + SafeText.clean(problem.fix))
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Which setting chose the folder, in words.
  private var origin: String {
    switch diagnosis.location.origin {
    case .landmarksHome: "chosen by LANDMARKS_HOME"
    case .xdgDataHome: "chosen by XDG_DATA_HOME"
    case .home: "the default under HOME; set LANDMARKS_HOME or XDG_DATA_HOME to move it"
    case .given: "given"
    }
  }

  private var storeLine: String {
    switch diagnosis.file {
    case .missing:
      return "none yet (a new user's empty state)"
    case .readable(let state):
      let version = "schema version \(state.schemaVersion)"
      guard state.schemaVersion < UserState.currentSchemaVersion else { return "healthy, \(version)" }
      return
        "healthy, \(version) (becomes version \(UserState.currentSchemaVersion) at the next change, after a backup)"
    case .unusable(let error):
      switch error {
      case .newerSchema(_, let found, _): return "schema version \(found), newer than this landmarks reads"
      case .damaged: return "damaged"
      case .notAStoreFile(_, let found): return "\(found) in place of the file"
      default: return "cannot be opened"
      }
    }
  }

  private var sourcesLine: String {
    switch diagnosis.sources {
    case .none:
      return "none"
    case .listed(let sources):
      guard !sources.isEmpty else { return "none" }
      return sources.map { source in
        let name = SafeText.clean(Excerpt.of(source.name))
        return source.landmarks.map { "\(name) (\(Formatting.count($0, "landmark")))" } ?? name
      }.joined(separator: ", ")
    case .unreadable:
      return "the list cannot be read"
    }
  }

  private var lockLine: String {
    switch diagnosis.lock {
    case .absent: return "free (no lock file yet)"
    case .free(let holder?) where !holder.isRunning: return "free (last held by pid \(holder.pid), which has ended)"
    case .free: return "free"
    case .held(let holder?) where holder.isRunning: return "held by landmarks process \(holder.pid) (running)"
    case .held(let holder?): return "held by another program (the lock file names pid \(holder.pid), which has ended)"
    case .held(nil): return "held by another program"
    case .unknown(let reason): return "cannot be checked: \(reason)"
    }
  }

  private var backupsLine: String {
    let backups = diagnosis.backups
    guard let newest = backups.first else { return "none yet (one is kept before each change)" }
    var line = "\(backups.count), \(Self.size(diagnosis.backupBytes)) in all"
    if let saved = newest.savedAt { line += "; newest from \(Formatting.time(saved, in: timeZone))" }
    if let readable = diagnosis.readableBackup { line += "; newest that reads: \(readable.url.lastPathComponent)" }
    return line
  }

  /// Bytes as people read them: `812 bytes`, `12.3 KB`, `4.1 MB`.
  static func size(_ bytes: Int) -> String {
    if bytes < 1_000 { return Formatting.count(bytes, "byte") }
    if bytes < 1_000_000 { return Formatting.number(Double(bytes) / 1_000) + " KB" }
    return Formatting.number(Double(bytes) / 1_000_000) + " MB"
  }

  var json: (any Encodable & Sendable)? {
    DoctorJSON(output: self)
  }
}

/// What `doctor` says of sync: how this machine syncs, and the automatic syncs that failed since
/// the last one that completed (their messages are in `sync.log`).
struct DoctorSync: Sendable {
  /// The setup; nil when `sync.json` does not read.
  let setup: SyncSetup?
  /// Why `sync.json` does not read.
  let damage: String?
  /// Where `sync.json` is.
  let path: String
  /// Automatic syncs that failed since the last sync.
  let failures: [SyncLog.Entry]
  /// Whether every change starts a sync.
  let automatic: Bool

  /// What the data folder at `location` says; nil when sync was never set up there.
  static func read(_ location: StoreLocation, automatic: Bool) -> DoctorSync? {
    let path = location.syncFile.path
    do {
      guard let setup = try SyncSetup.load(location) else { return nil }
      return DoctorSync(
        setup: setup, damage: nil, path: path,
        failures: SyncLog.standingFailures(in: location, since: setup.lastSync), automatic: automatic)
    } catch {
      return DoctorSync(setup: nil, damage: error.localizedDescription, path: path, failures: [], automatic: automatic)
    }
  }

  /// The row's text: the mode, the remote, the last sync and whether it is automatic.
  func line(in zone: TimeZone) -> String {
    guard let setup else { return "the settings cannot be read" }
    let last = setup.lastSync.map { "last sync \(Formatting.time($0, in: zone))" } ?? "never synced yet"
    return "\(SyncOutput.remoteLine(setup)); \(last); \(automatic ? "automatic" : "manual")"
  }

  /// What is wrong, with the command that puts it right.
  func problems(in zone: TimeZone) -> [StoreProblem] {
    if let damage {
      return [
        StoreProblem(
          problem: damage,
          fix: "mv \(StoreDiagnosis.quoted(path)) \(StoreDiagnosis.quoted(path + ".damaged")), then "
            + "landmarks sync init REMOTE")
      ]
    }
    guard let latest = failures.last else { return [] }
    let count = failures.count == 1 ? "An automatic sync" : "\(failures.count) automatic syncs"
    return [
      StoreProblem(
        problem: "\(count) failed since the last sync; the latest, at \(Formatting.time(latest.at, in: zone)): "
          + latest.message,
        fix: "landmarks sync (it says what is wrong and what to do)")
    ]
  }

  /// `doctor --json`'s `sync`.
  struct JSON: Encodable, Sendable {
    let mode: String?
    let remote: String?
    let machine: String?
    let lastSync: Date?
    let automatic: Bool
    let failures: [SyncStatusOutput.JSON.Failure]
  }

  /// The JSON form.
  var json: JSON {
    JSON(
      mode: setup?.mode.rawValue, remote: setup?.remote, machine: setup?.machine, lastSync: setup?.lastSync,
      automatic: automatic, failures: failures.map { .init(at: $0.at, message: SafeText.clean($0.message)) })
  }
}
