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
  /// waiting process lock an unlinked file while a newcomer locks a fresh one. Once locked, the
  /// file is rewritten with this process's pid, so a waiting writer can say whom it waits for.
  /// `onWait` is called once, with the holder the file names, when the wait reaches `noticeAfter`
  /// seconds; this module prints nothing itself.
  static func withExclusiveLock<T>(
    path: String, timeout: Double, noticeAfter: Double = 1, onWait: ((LockHolder?) -> Void)? = nil,
    _ body: () throws -> T
  ) throws -> T {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw StoreError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    // A monotonic clock in plain seconds: a wall-clock jump must not end or stretch the wait, and
    // a huge LANDMARKS_LOCK_TIMEOUT must not overflow a Duration.
    let started = ProcessInfo.processInfo.systemUptime
    var noticed = onWait == nil
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let failure = errno
      guard failure == EWOULDBLOCK || failure == EINTR else {
        throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
      }
      let waited = ProcessInfo.processInfo.systemUptime - started
      guard waited < timeout else {
        throw StoreError.lockTimeout(path: path, seconds: timeout, holder: holder(in: descriptor))
      }
      if !noticed, waited >= noticeAfter {
        noticed = true
        onWait?(holder(in: descriptor))
      }
      usleep(10_000)
    }
    defer { flock(descriptor, LOCK_UN) }
    recordHolder(in: descriptor)
    return try body()
  }

  /// Replaces the lock file's contents with this process's pid; best effort, as it only informs.
  ///
  /// The pid is written over the old one and the file cut only when it was longer: emptying it
  /// first would free its block for the write to take again, and ext4 starts writing back at once
  /// a file that was truncated to nothing and rewritten, on every change of the store.
  private static func recordHolder(in descriptor: Int32) {
    let text = Array("\(getpid())\n".utf8)
    let written = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    guard written == text.count else { return }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_size > text.count {
      _ = ftruncate(descriptor, off_t(text.count))
    }
  }

  /// The holder the lock file names, read through our own descriptor (the file is never replaced).
  private static func holder(in descriptor: Int32) -> LockHolder? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    return LockHolder.parse(String(decoding: buffer[0..<count], as: UTF8.self))
  }
}

/// The process named in `state.lock` as holding it, so a waiting writer can say whom it waits for.
///
/// The pid is informational: the lock itself is the `flock`, and the file may name a process
/// that has since ended (another program holding the lock would not have written its pid).
public struct LockHolder: Hashable, Sendable {
  /// The process id the lock file names.
  public let pid: Int32
  /// Whether a process with that id still exists (it may have ended while the lock is held by
  /// something that inherited or took the lock without writing its pid).
  public let isRunning: Bool

  /// Describes a holder; `isRunning` is what `kill(pid, 0)` said when the holder was read.
  public init(pid: Int32, isRunning: Bool) {
    self.pid = pid
    self.isRunning = isRunning
  }

  /// The holder named by the text of a lock file (a decimal pid and a newline), if it names one.
  static func parse(_ text: String) -> LockHolder? {
    let digits = text.trimmingCharacters(in: .whitespacesAndNewlines)
    // Only a positive pid: kill(0, …) and kill(-1, …) address whole groups, not a process.
    guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), let pid = Int32(digits), pid > 0 else {
      return nil
    }
    return LockHolder(pid: pid, isRunning: !processIsGone(pid))
  }

  /// True only when the system says no process has this id (ESRCH); EPERM means it exists but
  /// belongs to someone else, so it counts as running.
  static func processIsGone(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }
}
