import Foundation
import LandmarksJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file read a megabyte at a time; the caller opens it (and reports a file it cannot open).
///
/// Reads straight into each chunk's array with `read(2)`: `FileHandle` would read into `Data`
/// first, and an import of a large file would copy every byte once more for nothing.
package struct FileInput: ByteInput {
  private let handle: FileHandle
  private let chunkSize: Int

  /// Reads from `handle`, which stays open and owned by the caller.
  package init(handle: FileHandle, chunkSize: Int = 1 << 20) {
    self.handle = handle
    self.chunkSize = max(1, chunkSize)
  }

  /// The next chunk (perhaps shorter than the chunk size: a pipe gives what it has); nil at the end
  /// of the file. An I/O error becomes `ImportError.unreadable`.
  package mutating func nextChunk() throws -> [UInt8]? {
    let descriptor = handle.fileDescriptor
    var failure: Int32 = 0
    let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
      while true {
        let got = read(descriptor, buffer.baseAddress, buffer.count)
        if got >= 0 {
          count = got
          return
        }
        if errno != EINTR {
          failure = errno
          count = 0
          return
        }
      }
    }
    if failure != 0 { throw ImportError.unreadable(reason: String(cString: strerror(failure))) }
    return chunk.isEmpty ? nil : chunk
  }
}
