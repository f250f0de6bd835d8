import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
