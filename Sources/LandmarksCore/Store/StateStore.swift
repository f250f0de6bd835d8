import Foundation

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

  /// A store at `location`.
  public init(location: StoreLocation, lockTimeout: Double = 10) {
    self.location = location
    self.lockTimeout = lockTimeout
  }

  /// The current state; a new user's empty state when there is no file yet. Never writes.
  public func load() throws -> UserState {
    let path = location.stateFile.path
    let data: Data
    do {
      data = try Data(contentsOf: location.stateFile)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      return .empty
    } catch {
      if !FileManager.default.fileExists(atPath: path) { return .empty }
      throw StoreError.unreadable(path: path, reason: Self.reason(of: error))
    }
    return try StateCoding.decode(data, path: path)
  }

  /// Applies `change` to the stored state under the lock and saves the result; returns what
  /// `change` returned. When `change` throws, nothing is written.
  public func update<T>(_ change: (inout UserState) throws -> T) throws -> T {
    try ensureDirectory()
    return try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: lockTimeout) {
      var state = try load()
      let before = state
      let result = try change(&state)
      if state != before {
        // Never write a state that the next load would call damaged.
        if let violation = state.invariantViolation() {
          throw StoreError.rejectedChange(reason: violation)
        }
        try AtomicFile.replace(location.stateFile, with: try StateCoding.encode(state))
      }
      return result
    }
  }

  /// Creates the data folder (0700) and its parents if they are missing.
  private func ensureDirectory() throws {
    let path = location.directory.path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw StoreError.cannotCreate(path: path, reason: "a file of that name is in the way")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        at: location.directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw StoreError.cannotCreate(path: path, reason: Self.reason(of: error))
    }
  }

  static func reason(of error: any Error) -> String {
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return POSIXError(code).localizedDescription
    }
    return error.localizedDescription
  }
}
