import Foundation

/// Collects output in memory, for running commands in-process in tests.
public final class BufferSink: OutputSink, @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  /// An empty buffer.
  public init() {}

  /// Appends `text` to the buffer.
  public func write(_ text: String) throws {
    lock.lock()
    defer { lock.unlock() }
    buffer += text
  }

  /// Everything written so far.
  public var text: String {
    lock.lock()
    defer { lock.unlock() }
    return buffer
  }
}
