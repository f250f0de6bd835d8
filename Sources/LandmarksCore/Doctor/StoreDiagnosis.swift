import Foundation

/// Everything `doctor` learns about the data folder, gathered without changing anything.
package struct StoreDiagnosis: Equatable, Sendable {
  /// Where the data lives, and which setting chose it.
  package let location: StoreLocation
  /// Whether something exists at the data folder's path.
  package let folderExists: Bool
  /// Whether that something is a folder (a file there blocks every write).
  package let folderIsFolder: Bool
  /// The store file.
  package let file: StoreFileStatus
  /// The writers' lock.
  package let lock: LockStatus
  /// The backups, newest first.
  package let backups: [BackupFile]
  /// The newest backup that reads as a store, looked for only when the store file cannot be used.
  package let readableBackup: BackupFile?
  /// Paths inside the data folder (the folder itself as ".") that others may read or write.
  package let loosePermissions: [String]
  /// The imported sources.
  package let sources: SourcesStatus
  /// Damaged store files that `doctor --restore` moved aside, oldest name first.
  package let movedAside: [String]

  /// Creates a diagnosis.
  package init(
    location: StoreLocation, folderExists: Bool, folderIsFolder: Bool, file: StoreFileStatus, lock: LockStatus,
    backups: [BackupFile], readableBackup: BackupFile?, loosePermissions: [String], sources: SourcesStatus,
    movedAside: [String]
  ) {
    self.location = location
    self.folderExists = folderExists
    self.folderIsFolder = folderIsFolder
    self.file = file
    self.lock = lock
    self.backups = backups
    self.readableBackup = readableBackup
    self.loosePermissions = loosePermissions
    self.sources = sources
    self.movedAside = movedAside
  }

  /// The state, when the store file reads (a new user's empty state when there is none).
  package var state: UserState? {
    switch file {
    case .missing: .empty
    case .readable(let state): state
    case .unusable: nil
    }
  }

  /// The total size of the backups, in bytes.
  package var backupBytes: Int { backups.reduce(0) { $0 + $1.size } }
}

/// What `doctor` found at the store file's path.
package enum StoreFileStatus: Equatable, Sendable {
  /// No file yet: a new user, or one who has only read.
  case missing
  /// The file reads; the state it holds.
  case readable(UserState)
  /// The file is there but cannot be used; the error a command would report.
  case unusable(StoreError)
}

/// The store's lock as `doctor` found it, probed without creating the lock file or waiting.
package enum LockStatus: Hashable, Sendable {
  /// No lock file: nothing has written yet.
  case absent
  /// Nobody holds the lock; `lastHolder` is the pid the file still names, if any (it has usually ended).
  case free(lastHolder: LockHolder?)
  /// Another process holds the lock; `holder` is the process the file names, if it names one.
  case held(holder: LockHolder?)
  /// The lock file could not be probed.
  case unknown(reason: String)
}

/// What `doctor` found of the imported sources' list.
package enum SourcesStatus: Hashable, Sendable {
  /// No `sources.json`: nothing imported.
  case none
  /// The sources the list names (possibly none).
  case listed([SourceSummary])
  /// The list is there but cannot be read; why.
  case unreadable(reason: String)
}

/// One imported source as `doctor` reports it, read tolerantly from `sources.json`.
package struct SourceSummary: Hashable, Sendable {
  /// The source's name.
  package let name: String
  /// How many landmarks it holds, when the list says.
  package let landmarks: Int?
  /// What is wrong with its index file (missing, damaged, another format), or nil when it is sound
  /// or the list does not say where it is.
  package let indexProblem: String?
  /// The saved copy of what it was read from, which a fresh import rebuilds the index from.
  package let savedCopy: String?

  /// Creates a summary.
  package init(name: String, landmarks: Int?, indexProblem: String? = nil, savedCopy: String? = nil) {
    self.name = name
    self.landmarks = landmarks
    self.indexProblem = indexProblem
    self.savedCopy = savedCopy
  }
}
