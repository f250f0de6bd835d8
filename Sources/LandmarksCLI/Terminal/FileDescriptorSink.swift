import Foundation
import LandmarksIndex

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to a POSIX file descriptor, reporting a closed pipe instead of dying of SIGPIPE.
public struct FileDescriptorSink: OutputSink {
  private let descriptor: Int32
  /// False when the process started with this stream closed (`>&-`); see `standard(_:)`.
  private let wasOpen: Bool

  /// A sink on `descriptor` (1 for standard output, 2 for standard error).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    self.wasOpen = true
  }

  private init(descriptor: Int32, wasOpen: Bool) {
    self.descriptor = descriptor
    self.wasOpen = wasOpen
  }

  /// A sink on one of the process's standard streams; call it before opening any file.
  ///
  /// A stream the process started without would otherwise be the lowest free number, and the
  /// next file landmarks opens (the store, its lock) would take it and receive the output.
  /// /dev/null holds the number instead, and the sink reports `OutputError.notOpen`.
  static func standard(_ descriptor: Int32) -> FileDescriptorSink {
    FileDescriptorSink(descriptor: descriptor, wasOpen: reserveIfClosed(descriptor))
  }

  /// Puts /dev/null on `descriptor` when it is not open; returns whether it was open.
  static func reserveIfClosed(_ descriptor: Int32) -> Bool {
    guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return true }
    let placeholder = open("/dev/null", O_RDWR)
    if placeholder >= 0, placeholder != descriptor {
      dup2(placeholder, descriptor)
      close(placeholder)
    }
    return false
  }

  /// Writes all of `text`, retrying short writes.
  public func write(_ text: String) throws {
    guard wasOpen else { throw OutputError.notOpen }
    var text = text
    guard let failure = text.withUTF8({ writeFully(UnsafeRawBufferPointer($0), to: descriptor) }) else { return }
    // A reader that went away (`landmarks list | head`) ends the run quietly; anything else,
    // such as a full disk under `> out.json`, is a real failure to report.
    if failure == EPIPE { throw OutputError.closed }
    if failure == EBADF { throw OutputError.notOpen }
    throw OutputError.failed(reason: String(cString: strerror(failure)))
  }
}
