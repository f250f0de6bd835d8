import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The JSON file of the user's state, read freely and changed only through `update`.
///
/// `update` is the one read-modify-write path: it holds the lock for the whole cycle, re-reads
/// the file under the lock (so concurrent writers never lose each other's changes), and replaces
/// the file atomically. A file it cannot understand is reported and never overwritten.
public struct StateStore: Sendable {
  /// Where the files live.
  public let location: StoreLocation
  /// How long a writer waits for another to finish, in seconds.
  public let lockTimeout: Double
  /// Called once when a writer has waited a second for the lock, with the process the lock file
  /// names; the caller decides whether and how to tell someone (this module prints nothing).
  public let onLockWait: (@Sendable (LockHolder?) -> Void)?
  /// Called after `update` has stored a change, so a caller can tell a failure that follows
  /// (printing the result, say) from one that left the store as it was.
  public let onCommit: (@Sendable () -> Void)?

  /// How many backups `update` keeps, and how much room they may take.
  public let backupPolicy: BackupPolicy
  /// How `update` flushes the data folder after its rename; tests put in one that fails.
  package var folderSync = FolderSync.system

  /// A store at `location`.
  public init(
    location: StoreLocation, lockTimeout: Double = 10, onLockWait: (@Sendable (LockHolder?) -> Void)? = nil,
    onCommit: (@Sendable () -> Void)? = nil, backupPolicy: BackupPolicy = .standard
  ) {
    self.location = location
    self.lockTimeout = lockTimeout
    self.onLockWait = onLockWait
    self.onCommit = onCommit
    self.backupPolicy = backupPolicy
  }

  /// The current state; a new user's empty state when there is no file yet. Never writes.
  ///
  /// Only a missing file means "new user": any other failure to open it (permissions, a
  /// folder or a pipe in its place) is reported, never mistaken for an empty store.
  public func load() throws -> UserState {
    guard let data = try readFile() else { return .empty }
    return try StateCoding.decode(data, path: location.stateFile.path)
  }

  /// The store file's bytes, or nil when there is no file. Never writes.
  func readFile() throws -> Data? {
    try Self.readStoreFile(atPath: location.stateFile.path)
  }

  /// The bytes of a store file at `path` (this store's or another copy's, for `merge`), or nil
  /// when there is none: anything but a regular file is refused, and nothing is ever written.
  static func readStoreFile(atPath path: String) throws -> Data? {
    try readStoreFileAndStatus(atPath: path)?.data
  }

  /// `readStoreFile(atPath:)` with what `fstat` said of the file read.
  static func readStoreFileAndStatus(atPath path: String) throws -> (data: Data, status: stat)? {
    // O_NONBLOCK: a FIFO planted at the path must not hang the read.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let failure = errno
      if failure == ENOENT { return nil }
      throw StoreError.unreadable(path: path, reason: String(cString: strerror(failure)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw StoreError.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw StoreError.notAStoreFile(path: path, found: Self.describe(fileType: info.st_mode & S_IFMT))
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw StoreError.unreadable(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return (data, info)
  }

  /// The bytes of the file at `path`, empty when there is none; anything but a regular file is refused.
  package static func readFileOrEmpty(atPath path: String) throws -> Data {
    try readStoreFile(atPath: path) ?? Data()
  }

  /// Applies `change` to the stored state under the lock and saves the result; returns what
  /// `change` returned. When `change` throws, nothing is written.
  ///
  /// A change that changes something is recorded in the journal (for `undo`), and the file as it
  /// was is kept as a backup first. A file of an older schema is written in the current one.
  /// Until something is stored, the change is first tried on the empty state: one that fails or
  /// changes nothing leaves no folder, lock or file behind (reads and no-ops never create it).
  public func update<T>(_ change: (inout UserState) throws -> T) throws -> T {
    try update(journaling: true, change)
  }

  /// `update`, recording the change in the journal only when `journaling` (undo and redo move
  /// through the journal themselves).
  func update<T>(journaling: Bool, _ change: (inout UserState) throws -> T) throws -> T {
    if !FileManager.default.fileExists(atPath: location.directory.path) {
      var trial = UserState.empty
      let result = try change(&trial)
      if trial == .empty { return result }
      try ensureDirectory()
    }
    let outcome: (value: T, saved: Bool, unconfirmed: StoreError?) = try FileLock.withExclusiveLock(
      path: location.lockFile.path, timeout: lockTimeout, onWait: onLockWait
    ) {
      // A store linked into a dotfiles or synced folder stays linked: replace the target.
      let target = location.stateFile.resolvingSymlinksInPath()
      // Under the lock no other writer has a temporary in flight: any left is a killed writer's.
      AtomicFile.removeStaleTemporaries(beside: target)
      let read = try Self.readStoreFileAndStatus(atPath: location.stateFile.path)
      let existing = read?.data
      var state = try existing.map { try StateCoding.decode($0, path: location.stateFile.path) } ?? .empty
      let before = state
      let result = try change(&state)
      guard state != before else { return (result, false, nil) }
      // Never write a state that the next load would call damaged.
      if let violation = state.invariantViolation() {
        throw StoreError.rejectedChange(reason: violation)
      }
      if journaling {
        let operations = UserState.operations(from: before, to: state)
        if !operations.isEmpty { state.record(operations, at: state.latestStamp(of: operations) ?? Date()) }
      }
      state.schemaVersion = UserState.currentSchemaVersion
      let encoded = try StateCoding.encode(state)
      var backupFlush: PendingBackupFlush?
      if let read {
        let original = StoreFileInfo(path: target.path, status: read.status)
        backupFlush = try Backups.save(
          read.data, savedAt: original.modifiedAt, in: location.backupsFolder, policy: backupPolicy, original: original)
      }
      do {
        try AtomicFile.replace(target, with: encoded, folderFlush: .confirmed(folderSync)) {
          try backupFlush?.run()
        }
      } catch StoreError.notDurable(let path, let reason) {
        // The change is in place: the lock goes, and the commit is counted, before it is reported.
        return (result, true, StoreError.notDurable(path: path, reason: reason))
      }
      return (result, true, nil)
    }
    if outcome.saved { onCommit?() }
    if let unconfirmed = outcome.unconfirmed { throw unconfirmed }
    return outcome.value
  }

  /// Words for what `stat` found in place of the store file.
  private static func describe(fileType: mode_t) -> String {
    switch fileType {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "not a regular file"
    }
  }

  /// Creates the data folder (0700) and any missing parents.
  private func ensureDirectory() throws {
    var path = ""
    for component in location.directory.standardizedFileURL.pathComponents {
      path = component == "/" ? "/" : (path.hasSuffix("/") ? path : path + "/") + component
      if mkdir(path, 0o700) == 0 { continue }
      let failure = errno
      var info = stat()
      guard failure == EEXIST, stat(path, &info) == 0 else {
        throw StoreError.cannotCreate(path: path, reason: String(cString: strerror(failure)))
      }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw StoreError.cannotCreate(path: path, reason: "a file of that name is in the way")
      }
    }
  }
}

/// The store file `update` read and is about to replace: its path, with symbolic links resolved,
/// and what `fstat` said of it then.
struct StoreFileInfo {
  let path: String
  let status: stat

  /// When the file was last written.
  var modifiedAt: Date {
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
  }

  /// Whether a backup may be a second name for the file: it is a regular file of 0600 with no
  /// other name (nothing else could change the backup through it), and `path` still names the
  /// very file that was read.
  var canBeLinked: Bool {
    guard status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o777 == 0o600, status.st_nlink == 1 else {
      return false
    }
    var now = stat()
    return lstat(path, &now) == 0 && now.st_dev == status.st_dev && now.st_ino == status.st_ino
  }
}

extension StateStore {
  /// Runs `body` holding the store's lock (`state.lock`), with the store's wait and notice: how
  /// imports and source removals take their brief turn at the registry without racing `update`.
  /// The data folder must exist.
  public func withLock<T>(_ body: () throws -> T) throws -> T {
    try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: lockTimeout, onWait: onLockWait, body)
  }
}

extension StateStore {
  /// Reverts the newest change that stands, as new changes dated `date`, under the lock; returns
  /// what was done and the states before and after. Throws `JournalError.nothingToUndo` when
  /// there is none.
  public func undo(on date: Date) throws -> (step: JournalStep, before: UserState, after: UserState) {
    try update(journaling: false) { state in
      let before = state
      let step = try state.undoLast(on: date)
      return (step, before, state)
    }
  }

  /// Re-applies the change undone last, as new changes dated `date`, under the lock; returns what
  /// was done and the states before and after. Throws `JournalError.nothingToRedo` when there is none.
  public func redo(on date: Date) throws -> (step: JournalStep, before: UserState, after: UserState) {
    try update(journaling: false) { state in
      let before = state
      let step = try state.redoNext(on: date)
      return (step, before, state)
    }
  }

  /// When the list of imported sources last changed, if there is one: an import made after the
  /// last journal entry is not what `undo` reverts, and a person should hear so.
  public func sourcesChangedAt() -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: location.sourcesFile.path))?[.modificationDate] as? Date
  }
}
