import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A temporary file for sorted runs that vanishes with its descriptor: it is unlinked as soon as it
/// is opened, so neither a finished nor a killed import leaves it behind.
final class SpillFile {
  private let descriptor: Int32
  /// Where it was created, for messages.
  let path: String
  /// Bytes written so far; runs are appended, never rewritten.
  private(set) var size = 0

  /// Creates the file in `folder`; `name` keeps several spills of one folder apart.
  init(folder: String, name: String) throws {
    path = (folder as NSString).appendingPathComponent(".\(name).\(UInt64.random(in: 0...UInt64.max)).spill")
    descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw IndexWriteError(path: path, reason: String(cString: strerror(errno)))
    }
    unlink(path)
  }

  deinit {
    close(descriptor)
  }

  /// Appends `bytes` at the end.
  func append(_ bytes: UnsafeRawBufferPointer) throws {
    if let failure = writeFully(bytes, to: descriptor, at: size) {
      throw IndexWriteError(path: path, reason: String(cString: strerror(failure)))
    }
    size += bytes.count
  }

  /// Reads up to `count` bytes at `offset` into `destination`; returns how many were read.
  func read(into destination: UnsafeMutableRawPointer, count: Int, at offset: Int) throws -> Int {
    var done = 0
    while done < count {
      let result = pread(descriptor, destination + done, count - done, off_t(offset + done))
      if result < 0 {
        if errno == EINTR { continue }
        throw IndexWriteError(path: path, reason: String(cString: strerror(errno)))
      }
      if result == 0 { break }
      done += result
    }
    return done
  }
}
