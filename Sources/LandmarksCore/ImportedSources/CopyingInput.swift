import Foundation
import LandmarksIndex
import LandmarksJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Passes another input's chunks through while writing each to a file: the copy of what an import
/// read, kept so its index can be rebuilt when the original is gone (standard input included).
/// Also counts the bytes, for the progress line.
struct CopyingInput<Base: ByteInput>: ByteInput {
  private var base: Base
  private let descriptor: Int32
  private let path: String
  private let onBytes: (Int) -> Void
  private(set) var bytesRead = 0

  /// Reads `base`, copying to the open file `descriptor` (owned by the caller) named `path`.
  init(_ base: Base, copyingTo descriptor: Int32, path: String, onBytes: @escaping (Int) -> Void) {
    self.base = base
    self.descriptor = descriptor
    self.path = path
    self.onBytes = onBytes
  }

  mutating func nextChunk() throws -> [UInt8]? {
    guard let chunk = try base.nextChunk() else { return nil }
    if let failure = chunk.withUnsafeBytes({ writeFully($0, to: descriptor) }) {
      throw SourceError.cannotCreate(path: path, reason: String(cString: strerror(failure)))
    }
    bytesRead += chunk.count
    onBytes(bytesRead)
    return chunk
  }
}
