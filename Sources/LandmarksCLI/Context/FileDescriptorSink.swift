import Foundation

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

  /// A sink on `descriptor` (1 for standard output, 2 for standard error).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes all of `text`, retrying short writes.
  public func write(_ text: String) throws {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        // Qualified: inside this method, a bare `write` would name the method itself.
        #if canImport(Glibc)
          return Glibc.write(descriptor, base + offset, buffer.count - offset)
        #elseif canImport(Musl)
          return Musl.write(descriptor, base + offset, buffer.count - offset)
        #else
          return Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
      }
      if written < 0 {
        let failure = errno
        if failure == EINTR || failure == EAGAIN { continue }
        // A reader that went away (`landmarks list | head`) ends the run quietly; anything
        // else, such as a full disk under `> out.json`, is a real failure to report.
        if failure == EPIPE { throw OutputError.closed }
        throw OutputError.failed(reason: String(cString: strerror(failure)))
      }
      offset += written
    }
  }
}
