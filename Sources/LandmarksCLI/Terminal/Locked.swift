import Foundation

/// A value shared between threads, read and changed only while holding its lock: the one lock box
/// behind the sinks and recorders that tests and pagers write to from other threads.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // Guarded by `lock`, and reachable only through `withLock`.
  private let lock = NSLock()
  private var value: Value

  /// A box holding `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held; returns what `body` returned.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
