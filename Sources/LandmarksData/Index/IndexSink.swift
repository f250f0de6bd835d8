import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a finished index goes, section after section: a new file (synced) or memory. Keeps the
/// checksum of the body as it passes, so nothing is read twice.
final class IndexSink {
  private let path: String?
  private let descriptor: Int32
  private let buffer: ByteArena
  /// Bytes of the body so far (everything after the section table).
  private(set) var bodySize = 0
  private(set) var checksum: UInt64 = 0xcbf2_9ce4_8422_2325
  private var fileOffset = 0

  /// A sink creating the file at `path` (which must not exist), or collecting bytes when nil.
  init(path: String?) throws {
    self.path = path
    if let path {
      descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw IndexWriteError(path: path, reason: String(cString: strerror(errno))) }
    } else {
      descriptor = -1
    }
    buffer = ByteArena(capacity: path == nil ? 1 << 16 : 1 << 20)
    // Room for the header and table, written last, once the checksum is known.
    _ = buffer.appendZeros(IndexLayout.sectionsStart)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Appends body bytes.
  @inline(__always)
  func append(_ bytes: UnsafeRawBufferPointer) throws {
    guard let start = bytes.baseAddress else { return }
    var hash = checksum
    for index in 0..<bytes.count {
      hash ^= UInt64(start.load(fromByteOffset: index, as: UInt8.self))
      hash = hash &* 0x0000_0100_0000_01b3
    }
    checksum = hash
    bodySize += bytes.count
    buffer.append(bytes)
    if path != nil, buffer.count >= 1 << 20 { try flush() }
  }

  /// Appends a little-endian number to the body.
  @inline(__always)
  func append(_ value: UInt32) throws {
    try withUnsafeBytes(of: value.littleEndian) { try append($0) }
  }

  /// Pads the body with zeros to a multiple of eight bytes.
  func align() throws {
    let padding = (8 - bodySize % 8) % 8
    if padding > 0 {
      try withUnsafeBytes(of: UInt64(0)) { try append(UnsafeRawBufferPointer(rebasing: $0[0..<padding])) }
    }
  }

  private func flush() throws {
    guard let path else { return }
    try write(buffer.bytes, at: fileOffset, path: path)
    fileOffset += buffer.count
    buffer.removeAll()
  }

  private func write(_ bytes: UnsafeRawBufferPointer, at offset: Int, path: String) throws {
    guard let start = bytes.baseAddress else { return }
    var done = 0
    while done < bytes.count {
      let written = pwrite(descriptor, start + done, bytes.count - done, off_t(offset + done))
      if written < 0 {
        if errno == EINTR { continue }
        throw IndexWriteError(path: path, reason: String(cString: strerror(errno)))
      }
      done += written
    }
  }

  /// Puts `header` (header and section table) in front, syncs a file; returns the bytes in memory,
  /// or nil for a file.
  func finish(header: [UInt8]) throws -> [UInt8]? {
    guard let path else {
      header.withUnsafeBytes { (base: UnsafeRawBufferPointer) in
        if let source = base.baseAddress {
          buffer.base.copyMemory(from: source, byteCount: min(base.count, buffer.count))
        }
      }
      return Array(buffer.bytes)
    }
    try flush()
    try header.withUnsafeBytes { try write($0, at: 0, path: path) }
    guard fsync(descriptor) == 0 else { throw IndexWriteError(path: path, reason: String(cString: strerror(errno))) }
    return nil
  }
}
