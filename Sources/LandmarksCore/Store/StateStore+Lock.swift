extension StateStore {
  /// Runs `body` holding the store's lock (`state.lock`), with the store's wait and notice: how
  /// imports and source removals take their brief turn at the registry without racing `update`.
  /// The data folder must exist.
  public func withLock<T>(_ body: () throws -> T) throws -> T {
    try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: lockTimeout, onWait: onLockWait, body)
  }
}
