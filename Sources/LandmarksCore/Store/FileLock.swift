import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory `flock` on a separate lock file, held for the length of a closure.
enum FileLock {
  /// Runs `body` while holding the lock on `path`, waiting at most `timeout` seconds for it.
  ///
  /// The lock file is created (0600) if needed and never removed: removing it would let a
  /// waiting process lock an unlinked file while a newcomer locks a fresh one.
  static func withExclusiveLock<T>(path: String, timeout: Double, _ body: () throws -> T) throws -> T {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw StoreError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    let deadline = Date().addingTimeInterval(timeout)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let failure = errno
      guard failure == EWOULDBLOCK || failure == EINTR else {
        throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
      }
      guard Date() < deadline else { throw StoreError.lockTimeout(path: path, seconds: timeout) }
      usleep(10_000)
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
