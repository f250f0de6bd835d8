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
  /// Writes `text`; throws `OutputClosed` once the reader has gone away.
  func write(_ text: String) throws
}

/// The reader of an output stream closed it (`landmarks list | head`): stop quietly.
public struct OutputClosed: Error, Equatable, Sendable {}

/// Writes to a POSIX file descriptor, reporting a closed pipe instead of dying of SIGPIPE.
public struct FileDescriptorSink: OutputSink {
  private let descriptor: Int32

  /// A sink on `descriptor` (1 for standard output, 2 for standard error).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes `text`; throws `OutputClosed` once the reader has gone away.
  public func write(_ text: String) throws {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc) || canImport(Musl)
          return Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          return Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        // EPIPE and any other failure to deliver output end the run quietly.
        throw OutputClosed()
      }
      offset += written
    }
  }
}

/// Collects output in memory, for running commands in-process in tests.
public final class BufferSink: OutputSink, @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  /// An empty buffer.
  public init() {}

  /// Writes `text`; throws `OutputClosed` once the reader has gone away.
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
