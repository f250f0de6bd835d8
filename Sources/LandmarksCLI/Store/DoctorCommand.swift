import Foundation
import LandmarksCore

/// `landmarks doctor [--json] [--restore [--yes]]`: explains the data folder and repairs a damaged store.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "doctor",
    abstract: .doctorAbstract,
    discussion: [.init(.doctorDiscussion)],
    options: [
      .flag("restore", help: .doctorOptionRestore),
      .flag("yes", short: "y", help: .doctorOptionYes), .json,
    ],
    examples: [
      .init(arguments: "doctor", explanation: .doctorExample1),
      .init(arguments: "doctor --restore --yes", explanation: .doctorExample2),
    ]
  )

  let restore: Bool
  let confirmed: Bool

  init(arguments: ParsedArguments) throws {
    restore = arguments.flag("restore")
    confirmed = arguments.flag("yes")
    if confirmed && !restore { throw UsageError.conflict(LocalizedText(.doctorYesWithoutRestore)) }
    if restore && arguments.flag("json") { throw UsageError.conflict(LocalizedText(.doctorJsonWithRestore)) }
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let store = context.store
    let diagnosis = StoreDiagnosis.examine(store.location)
    if restore { return try restoreBackup(diagnosis, store: store, in: context) }
    var catalog: Catalog?
    var otherProblems: [StoreProblem] = []
    var catalogReason: String?
    do {
      catalog = try context.loadCatalog()
    } catch {
      otherProblems.append(StoreProblem(.catalogUnavailable(reason: error.localizedDescription)))
      catalogReason = context.localizer.describe(error)
    }
    var badges: Int?
    if let catalog, let state = diagnosis.state { badges = try BadgeRules.earned(in: catalog, state: state).count }
    return DoctorOutput(
      diagnosis: diagnosis, badgesEarned: badges, otherProblems: otherProblems, catalogReason: catalogReason,
      timeZone: context.timeZone, sync: DoctorSync.read(store.location, automatic: context.settings.sync.value == .auto)
    )
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
        throw CommandFailure.confirmationRequired(action: LocalizedText(.doctorRestoreAction))
      }
      let words = context.localizer
      let question =
        backup.savedAt.map {
          words(
            .doctorRestoreQuestionSaved, backup.url.lastPathComponent,
            Formatting.time($0, in: context.timeZone, words: words))
        } ?? words(.doctorRestoreQuestion, backup.url.lastPathComponent)
      try context.standardError.write(question)
      let kept = CommandFailure.declined(outcome: LocalizedText(.doctorRestoreKept))
      guard let line = context.readLine() else {
        try context.standardError.write("\n")
        throw kept
      }
      guard words.isYes(line) else { throw kept }
    }
    let (restored, aside) = try store.restoreNewestBackup(on: context.now())
    return MessageOutput(lines: [
      context.tr(.doctorMovedAside, SafeText.clean(aside.path)),
      context.tr(.doctorRestored, SafeText.clean(restored.url.lastPathComponent)),
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
  /// Why the catalog did not load, in the run's language (the problem's own reason is English,
  /// for `--json`).
  var catalogReason: String? = nil
  /// The zone times are shown in.
  let timeZone: TimeZone
  /// How this machine syncs and what failed; nil when sync was never set up.
  let sync: DoctorSync?

  /// Every problem, the data folder's first, in English (for `--json`).
  var problems: [StoreProblem] {
    diagnosis.problems + otherProblems
      + (sync?.problems(in: timeZone, words: .english).map { StoreProblem(.described(problem: $0, fix: $1)) } ?? [])
  }

  /// Every problem in the language of `words`, with its fix.
  private func problems(in words: Localizer) -> [(problem: String, fix: String)] {
    (diagnosis.problems + otherProblems).map { words.describe($0.kind, catalogReason: catalogReason) }
      + (sync?.problems(in: timeZone, words: words) ?? [])
  }

  var isFailure: Bool { !problems.isEmpty }

  func text(in style: OutputStyle) -> String {
    let words = style.localizer
    var rows: [(String, String)] = []
    let location = diagnosis.location
    var folder = words(.doctorFolderValue, SafeText.clean(location.directory.path), origin(in: words))
    if !diagnosis.folderExists { folder = words(.doctorFolderNotCreated, folder) }
    rows.append((words(.doctorDataFolder), folder))
    rows.append((words(.doctorStore), storeLine(in: words)))
    if let state = diagnosis.state {
      rows.append(
        (
          words(.doctorActivities),
          words(.doctorActivitiesValue, state.doneActivityCount, words(.countLandmarks, state.startedLandmarkCount))
        ))
      rows.append(
        (words(.doctorBadges), badgesEarned.map { words(.doctorBadgesEarned, $0) } ?? words(.doctorBadgesUnknown)))
      let others = state.liveCollections.count - 1
      rows.append(
        (
          words(.doctorCollections),
          words(.doctorCollectionsValue, words(.countLandmarks, state.favorites.landmarkIDs.count), others)
        ))
      rows.append((words(.doctorUndo), words(.doctorUndoValue, words(.countChanges, state.undoableEntries.count))))
    }
    rows.append((words(.doctorSources), sourcesLine(in: words)))
    rows.append((words(.doctorLock), lockLine(in: words)))
    rows.append((words(.doctorBackups), backupsLine(in: words)))
    rows.append(
      (
        words(.doctorPermissions),
        words(diagnosis.loosePermissions.isEmpty ? .doctorPermissionsPrivate : .doctorPermissionsOpen)
      ))
    if let sync { rows.append((words(.doctorSync), sync.line(in: timeZone, words: words))) }
    if !diagnosis.movedAside.isEmpty {
      rows.append((words(.doctorMovedAsideLabel), diagnosis.movedAside.map(SafeText.clean).joined(separator: ", ")))
    }
    let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    // On a terminal a long value (a path, a problem) wraps under itself; piped, one line each.
    func hanging(_ lead: String, _ text: String, indent: Int) -> [String] {
      guard style.isTerminal else { return [lead + text] }
      let lines = Formatting.wrap(text, width: style.width - indent)
      return lines.enumerated().map { ($0.offset == 0 ? lead : DisplayWidth.blanks(indent)) + $0.element }
    }
    var lines = rows.flatMap { hanging(DisplayWidth.pad($0.0, to: width) + "  ", $0.1, indent: width + 2) }
    lines.append("")
    if problems.isEmpty {
      lines.append(words(.doctorHealthy))
    } else {
      let problems = problems(in: words)
      lines.append(style.bold(words(.doctorProblems, problems.count)))
      for (text, fix) in problems {
        lines += hanging("- ", SafeText.clean(text), indent: 2)
        lines += hanging("  ", words(.doctorFix, SafeText.clean(fix)), indent: 4)
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Which setting chose the folder, in words.
  private func origin(in words: Localizer) -> String {
    switch diagnosis.location.origin {
    case .landmarksHome: words(.doctorOriginLandmarksHome)
    case .xdgDataHome: words(.doctorOriginXdg)
    case .home: words(.doctorOriginHome)
    case .given: words(.doctorOriginGiven)
    }
  }

  private func storeLine(in words: Localizer) -> String {
    switch diagnosis.file {
    case .missing:
      return words(.doctorStoreNone)
    case .readable(let state):
      guard state.schemaVersion < UserState.currentSchemaVersion else {
        return words(.doctorStoreHealthy, state.schemaVersion)
      }
      return words(.doctorStoreHealthyOld, state.schemaVersion, UserState.currentSchemaVersion)
    case .unusable(let error):
      switch error {
      case .newerSchema(_, let found, _): return words(.doctorStoreNewer, found)
      case .damaged: return words(.doctorStoreDamaged)
      case .notAStoreFile(_, let found): return words(.doctorStoreNotAFile, words.fileKind(found))
      default: return words(.doctorStoreUnopenable)
      }
    }
  }

  private func sourcesLine(in words: Localizer) -> String {
    switch diagnosis.sources {
    case .none:
      return words(.wordNone)
    case .listed(let sources):
      guard !sources.isEmpty else { return words(.wordNone) }
      return sources.map { source in
        let name = SafeText.clean(Excerpt.of(source.name))
        return source.landmarks.map { words(.doctorSourceCount, name, words(.countLandmarks, $0)) } ?? name
      }.joined(separator: ", ")
    case .unreadable:
      return words(.doctorSourcesUnreadable)
    }
  }

  private func lockLine(in words: Localizer) -> String {
    switch diagnosis.lock {
    case .absent: return words(.doctorLockAbsent)
    case .free(let holder?) where !holder.isRunning: return words(.doctorLockFreeEnded, Int(holder.pid))
    case .free: return words(.doctorLockFree)
    case .held(let holder?) where holder.isRunning: return words(.doctorLockHeldRunning, Int(holder.pid))
    case .held(let holder?): return words(.doctorLockHeldEnded, Int(holder.pid))
    case .held(nil): return words(.doctorLockHeldOther)
    case .unknown(let reason): return words(.doctorLockUnknown, reason)
    }
  }

  private func backupsLine(in words: Localizer) -> String {
    let backups = diagnosis.backups
    guard let newest = backups.first else { return words(.doctorBackupsNone) }
    var line = words(.doctorBackupsCount, backups.count, Self.size(diagnosis.backupBytes, in: words))
    if let saved = newest.savedAt {
      line += words(.doctorBackupsNewest, Formatting.time(saved, in: timeZone, words: words))
    }
    if let readable = diagnosis.readableBackup {
      line += words(.doctorBackupsNewestReadable, readable.url.lastPathComponent)
    }
    return line
  }

  /// Bytes as people read them: `812 bytes`, `12.3 KB`, `4.1 MB`.
  static func size(_ bytes: Int, in words: Localizer = .english) -> String {
    if bytes < 1_000 { return words(.countBytes, bytes) }
    if bytes < 1_000_000 { return words(.doctorKilobytes, Formatting.number(Double(bytes) / 1_000, in: words)) }
    return words(.doctorMegabytes, Formatting.number(Double(bytes) / 1_000_000, in: words))
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
  let damage: (any Error)?
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
      return DoctorSync(setup: nil, damage: error, path: path, failures: [], automatic: automatic)
    }
  }

  /// The row's text: the mode, the remote, the last sync and whether it is automatic.
  func line(in zone: TimeZone, words: Localizer) -> String {
    guard let setup else { return words(.doctorSyncUnreadable) }
    let last =
      setup.lastSync.map { words(.doctorSyncLast, Formatting.time($0, in: zone, words: words)) }
      ?? words(.doctorSyncNever)
    return words(
      .doctorSyncLine, SyncOutput.remoteLine(setup, in: words), last,
      words(automatic ? .doctorSyncAutomatic : .doctorSyncManual))
  }

  /// What is wrong, with the command that puts it right, in the language of `words`.
  func problems(in zone: TimeZone, words: Localizer) -> [(problem: String, fix: String)] {
    if let damage {
      return [
        (
          words.describe(damage),
          words(
            .problemSyncDamagedFix, "mv \(StoreDiagnosis.quoted(path)) \(StoreDiagnosis.quoted(path + ".damaged"))",
            "landmarks sync init REMOTE")
        )
      ]
    }
    guard let latest = failures.last else { return [] }
    return [
      (
        words(.problemSyncFailed, failures.count, Formatting.time(latest.at, in: zone, words: words), latest.message),
        words(.problemSyncFailedFix, "landmarks sync")
      )
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
