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
    ] as [(any Error & Sendable, Int32)])
  func mapping(error: any Error & Sendable, code: Int32) {
    #expect(ExitCode(for: error).rawValue == code)
  }
}
