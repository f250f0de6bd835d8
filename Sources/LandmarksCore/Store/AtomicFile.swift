import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file so that a reader sees either the old bytes or the new, even across a crash.
enum AtomicFile {
  /// Writes `data` to a temporary file beside `url`, flushes it, renames it over `url`, and
  /// flushes the folder so the rename itself survives a power cut.
  static func replace(_ url: URL, with data: Data, permissions: mode_t = 0o600) throws {
    let folder = url.deletingLastPathComponent().path
    let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
    guard descriptor >= 0 else {
      throw StoreError.cannotCreate(path: temporary, reason: String(cString: strerror(errno)))
    }
    do {
      defer { close(descriptor) }
      try writeAll(data, to: descriptor, path: url.path)
      guard fsync(descriptor) == 0 else {
        throw StoreError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw StoreError.cannotWrite(path: url.path, reason: reason)
    }
    syncDirectory(folder)
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        offset += written
      }
    }
  }

  /// Best effort: some file systems refuse to fsync a folder, and the data is already safe there.
  private static func syncDirectory(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
