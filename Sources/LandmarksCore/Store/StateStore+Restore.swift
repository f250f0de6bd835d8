import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StateStore {
  /// Puts the newest backup that reads in place of a damaged store, under the lock; the damaged
  /// file (or whatever sat at its path) is moved aside as `state.json.damaged-TIME`, never deleted.
  /// Returns the backup restored and where the damaged file went.
  ///
  /// Refuses a store that reads, one of a newer schema, and one that cannot be opened for lack of
  /// permission: those are not damage, and a backup would lose changes.
  public func restoreNewestBackup(on date: Date) throws -> (backup: BackupFile, movedTo: URL) {
    try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: lockTimeout, onWait: onLockWait) {
      // Decided under the lock: another process may have repaired or replaced the file meanwhile.
      let path = location.stateFile.path
      do {
        _ = try load()
        throw RestoreError.storeIsHealthy(path: path)
      } catch let error as StoreError {
        switch error {
        case .damaged, .notAStoreFile: break
        case .newerSchema(_, let found, let supported):
          throw RestoreError.newerSchema(path: path, found: found, supported: supported)
        default:
          throw RestoreError.notRepairable(reason: error.errorDescription ?? "the store cannot be opened")
        }
      }
      let candidates = Backups.list(in: location.backupsFolder)
      var chosen: (backup: BackupFile, data: Data)?
      for backup in candidates {
        guard let data = try? Data(contentsOf: backup.url),
          (try? StateCoding.decode(data, path: backup.url.path)) != nil
        else { continue }
        chosen = (backup, data)
        break
      }
      guard let chosen else { throw RestoreError.noReadableBackup(path: location.backupsFolder.path) }
      let aside = try moveAside(location.stateFile, on: date)
      try AtomicFile.replace(location.stateFile, with: chosen.data)
      onCommit?()
      return (chosen.backup, aside)
    }
  }

  /// Renames `file` to `NAME.damaged-TIME` (with a counter when that exists) beside it.
  private func moveAside(_ file: URL, on date: Date) throws -> URL {
    let stamp = date.formatted(Backups.timeFormat)
    let folder = file.deletingLastPathComponent()
    for attempt in 0..<1000 {
      let suffix = attempt == 0 ? "" : "-\(attempt)"
      let target = folder.appendingPathComponent("\(file.lastPathComponent).damaged-\(stamp)\(suffix)")
      var info = stat()
      if lstat(target.path, &info) == 0 { continue }
      guard rename(file.path, target.path) == 0 else {
        throw StoreError.cannotWrite(path: file.path, reason: String(cString: strerror(errno)))
      }
      return target
    }
    throw StoreError.cannotWrite(path: file.path, reason: "too many damaged files are kept beside it")
  }
}

/// Why `doctor --restore` put nothing back.
public enum RestoreError: Error, Equatable, Sendable {
  /// The store reads: backups serve repair, and `undo` reverts changes.
  case storeIsHealthy(path: String)
  /// The store was written by a newer landmarks: it is not damaged, and an older backup would lose its changes.
  case newerSchema(path: String, found: Int, supported: Int)
  /// The store cannot be opened for a reason a backup cannot fix (permissions).
  case notRepairable(reason: String)
  /// No backup reads.
  case noReadableBackup(path: String)
}

extension RestoreError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .storeIsHealthy(let path):
      return "The store \(path) reads fine, so nothing was restored. To revert a change, use 'landmarks undo'."
    case .newerSchema(let path, let found, let supported):
      return "The store \(path) has schema version \(found), newer than this landmarks understands (\(supported)); "
        + "it is not damaged, so nothing was restored. Install a newer landmarks to use it."
    case .notRepairable(let reason):
      return "Nothing was restored: \(reason)"
    case .noReadableBackup(let path):
      return "No backup in \(path) reads, so nothing was restored. Move the damaged store aside to start afresh."
    }
  }
}
