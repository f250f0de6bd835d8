import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere a command's text goes: a file descriptor in the binary, a buffer in tests.
public protocol OutputSink: Sendable {
  /// Writes `text`; throws `OutputError.closed` once the reader has gone away.
  func write(_ text: String) throws
}

/// Collects output in memory, for running commands in-process in tests.
public final class BufferSink: OutputSink, Sendable {
  private let buffer = Locked("")

  /// An empty buffer.
  public init() {}

  /// Appends `text` to the buffer.
  public func write(_ text: String) throws {
    buffer.withLock { $0 += text }
  }

  /// Everything written so far.
  public var text: String {
    buffer.withLock { $0 }
  }
}

/// Collects text until it holds more than `limit` lines, then refuses more: how a streamed output
/// finds out whether it is longer than the screen (and goes to the pager) by laying out no more
/// than a screenful.
final class LineLimitSink: OutputSink, Sendable {
  /// Thrown by `write` once the text has more than `limit` lines.
  enum Overflow: Error {
    case overflow
  }

  private let limit: Int
  private let collected = Locked((text: "", lines: 0))

  /// A sink that takes up to `limit` lines.
  init(limit: Int) {
    self.limit = limit
  }

  /// Appends `text`; throws `Overflow.overflow` once more than `limit` lines were written.
  func write(_ text: String) throws {
    try collected.withLock { collected in
      collected.lines += text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      guard collected.lines <= limit else { throw Overflow.overflow }
      collected.text += text
    }
  }

  /// Everything written, when it fit.
  var text: String { collected.withLock { $0.text } }
}

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
