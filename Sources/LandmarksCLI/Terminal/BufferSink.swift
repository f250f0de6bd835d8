import Foundation

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
