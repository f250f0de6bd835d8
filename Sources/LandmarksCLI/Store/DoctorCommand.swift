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
      diagnosis: diagnosis, badgesEarned: badges, otherProblems: otherProblems, timeZone: context.timeZone)
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
