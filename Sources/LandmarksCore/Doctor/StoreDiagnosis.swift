import Foundation

/// Everything `doctor` learns about the data folder, gathered without changing anything.
public struct StoreDiagnosis: Equatable, Sendable {
  /// Where the data lives, and which setting chose it.
  public let location: StoreLocation
  /// Whether something exists at the data folder's path.
  public let folderExists: Bool
  /// Whether that something is a folder (a file there blocks every write).
  public let folderIsFolder: Bool
  /// The store file.
  public let file: StoreFileStatus
  /// The writers' lock.
  public let lock: LockStatus
  /// The backups, newest first.
  public let backups: [BackupFile]
  /// The newest backup that reads as a store, looked for only when the store file cannot be used.
  public let readableBackup: BackupFile?
  /// Paths inside the data folder (the folder itself as ".") that others may read or write.
  public let loosePermissions: [String]
  /// The imported sources.
  public let sources: SourcesStatus
  /// Damaged store files that `doctor --restore` moved aside, oldest name first.
  public let movedAside: [String]

  /// Creates a diagnosis.
  public init(
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
  public var state: UserState? {
    switch file {
    case .missing: .empty
    case .readable(let state): state
    case .unusable: nil
    }
  }

  /// The total size of the backups, in bytes.
  public var backupBytes: Int { backups.reduce(0) { $0 + $1.size } }
}
