import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("Exit codes")
struct ExitCodeTests {
  @Test(
    "Every error area maps to its documented exit code",
    arguments: [
      (UsageError.missingArgument(name: "x"), 64),
      (StoreError.damaged(path: "p", reason: "r"), 65),
      (StoreError.newerSchema(path: "p", found: 2, supported: 1), 65),
      (StoreError.unreadable(path: "p", reason: "r"), 66),
      (StoreError.cannotCreate(path: "p", reason: "r"), 73),
      (StoreError.cannotWrite(path: "p", reason: "r"), 74),
      (StoreError.lockTimeout(path: "p", seconds: 10), 75),
      (CatalogError.unknownLandmark(query: "q", suggestions: []), 1),
      (CatalogError.ambiguousLandmark(query: "q", candidates: []), 1),
      (CollectionError.nameTaken("n"), 1),
      (CollectionError.invalidName("n", reason: "r"), 64),
      (CommandFailure.confirmationRequired(action: LocalizedText(.doctorRestoreAction)), 1),
      (JournalError.nothingToUndo, 1),
      (JournalError.nothingToRedo, 1),
      (JournalError.nameTaken("n", action: "undo"), 1),
      (RestoreError.storeIsHealthy(path: "p"), 1),
      (RestoreError.noReadableBackup(path: "p"), 1),
      (RestoreError.notRepairable(reason: "r"), 1),
      (RestoreError.newerSchema(path: "p", found: 3, supported: 2), 65),
      (SyncError.notSetUp, 1),
      (SyncError.gitMissing, 69),
      (SyncError.unreachable(remote: "r", reason: "offline", kept: .inStore), 69),
      (SyncError.pushRaced(remote: "r", attempts: 5, kept: .inStore), 69),
      (SyncError.invalidRemote(remote: "r", reason: "why"), 64),
      (SyncError.damagedRemote(remote: "r", file: "f", reason: "why"), 65),
      (SyncError.newerRemote(remote: "r", file: "f", found: 3, supported: 2), 65),
      (SyncError.damagedSetup(path: "p", reason: "why"), 65),
      (SyncError.gitFailed(command: "merge", status: 1, message: "m"), 1),
      (SyncError.cannotWrite(path: "p", reason: "r"), 73),
      (SyncError.busy(path: "p", seconds: 10), 75),
    ] as [(any Error & Sendable, Int32)])
  func mapping(error: any Error & Sendable, code: Int32) {
    #expect(ExitCode(for: error).rawValue == code)
  }
}
