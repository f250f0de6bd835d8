import Foundation
import LandmarksCore

/// `doctor --json`: every key always present, unknown values null.
struct DoctorJSON: Encodable, Sendable {
  /// The store file.
  struct Store: Encodable, Sendable {
    let path: String
    /// missing, healthy, damaged, newerSchema, notAFile or unreadable.
    let status: String
    let schemaVersion: Int?
    let reason: String?
  }

  /// What the store holds.
  struct Counts: Encodable, Sendable {
    let activitiesDone: Int
    let landmarksStarted: Int
    let badgesEarned: Int?
    let collections: Int
    let favorites: Int
    let undoable: Int
  }

  /// One imported source.
  struct Source: Encodable, Sendable {
    let name: String
    let landmarks: Int?
  }

  /// The writers' lock.
  struct Lock: Encodable, Sendable {
    /// absent, free, held or unknown.
    let status: String
    let pid: Int32?
    let pidRunning: Bool?
  }

  /// The backups.
  struct BackupsJSON: Encodable, Sendable {
    let count: Int
    let totalBytes: Int
    let newest: String?
    let newestSavedAt: Date?
    let newestReadable: String?
  }

  /// A problem and its fix.
  struct Problem: Encodable, Sendable {
    let problem: String
    let fix: String
  }

  let dataFolder: String
  /// LANDMARKS_HOME, XDG_DATA_HOME, HOME or given.
  let chosenBy: String
  let folderExists: Bool
  let store: Store
  let counts: Counts?
  /// Null when the list of sources cannot be read.
  let sources: [Source]?
  let lock: Lock
  let backups: BackupsJSON
  let permissionsTooOpen: [String]
  let movedAside: [String]
  /// Null when sync was never set up.
  let sync: DoctorSync.JSON?
  let problems: [Problem]
  let healthy: Bool

  init(output: DoctorOutput) {
    let diagnosis = output.diagnosis
    dataFolder = diagnosis.location.directory.path
    chosenBy = diagnosis.location.origin.rawValue
    folderExists = diagnosis.folderExists
    store = Self.store(diagnosis)
    counts = diagnosis.state.map { state in
      Counts(
        activitiesDone: state.doneActivityCount, landmarksStarted: state.startedLandmarkCount,
        badgesEarned: output.badgesEarned, collections: state.liveCollections.count - 1,
        favorites: state.favorites.landmarkIDs.count, undoable: state.undoableEntries.count)
    }
    switch diagnosis.sources {
    case .none: sources = []
    case .listed(let listed): sources = listed.map { Source(name: SafeText.clean($0.name), landmarks: $0.landmarks) }
    case .unreadable: sources = nil
    }
    lock = Self.lock(diagnosis.lock)
    let newest = diagnosis.backups.first
    backups = BackupsJSON(
      count: diagnosis.backups.count, totalBytes: diagnosis.backupBytes, newest: newest?.url.path,
      newestSavedAt: newest?.savedAt, newestReadable: diagnosis.readableBackup?.url.path)
    permissionsTooOpen = diagnosis.loosePermissions
    movedAside = diagnosis.movedAside
    sync = output.sync?.json
    problems = output.problems.map { Problem(problem: SafeText.clean($0.problem), fix: SafeText.clean($0.fix)) }
    healthy = problems.isEmpty
  }

  private static func store(_ diagnosis: StoreDiagnosis) -> Store {
    let path = diagnosis.location.stateFile.path
    switch diagnosis.file {
    case .missing:
      return Store(path: path, status: "missing", schemaVersion: nil, reason: nil)
    case .readable(let state):
      return Store(path: path, status: "healthy", schemaVersion: state.schemaVersion, reason: nil)
    case .unusable(let error):
      let reason = error.errorDescription.map(SafeText.clean)
      switch error {
      case .newerSchema(_, let found, _):
        return Store(path: path, status: "newerSchema", schemaVersion: found, reason: reason)
      case .damaged: return Store(path: path, status: "damaged", schemaVersion: nil, reason: reason)
      case .notAStoreFile: return Store(path: path, status: "notAFile", schemaVersion: nil, reason: reason)
      default: return Store(path: path, status: "unreadable", schemaVersion: nil, reason: reason)
      }
    }
  }

  private static func lock(_ status: LockStatus) -> Lock {
    switch status {
    case .absent: Lock(status: "absent", pid: nil, pidRunning: nil)
    case .free(let holder): Lock(status: "free", pid: holder?.pid, pidRunning: holder?.isRunning)
    case .held(let holder): Lock(status: "held", pid: holder?.pid, pidRunning: holder?.isRunning)
    case .unknown: Lock(status: "unknown", pid: nil, pidRunning: nil)
    }
  }
}
