import Foundation
import LandmarksJSON

/// A file read a megabyte at a time; the caller opens it (and reports a file it cannot open).
package struct FileInput: ByteInput {
  private let handle: FileHandle
  private let chunkSize: Int

  /// Reads from `handle`, which stays open and owned by the caller.
  package init(handle: FileHandle, chunkSize: Int = 1 << 20) {
    self.handle = handle
    self.chunkSize = max(1, chunkSize)
  }

  /// The next chunk; an I/O error becomes `ImportError.unreadable`.
  package mutating func nextChunk() throws -> [UInt8]? {
    let data: Data?
    do {
      data = try handle.read(upToCount: chunkSize)
    } catch {
      throw ImportError.unreadable(reason: error.localizedDescription)
    }
    guard let data, !data.isEmpty else { return nil }
    return [UInt8](data)
  }
}
