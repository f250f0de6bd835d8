import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new index file, written at known offsets, possibly by two threads at once (each its own
/// range): created when the builder arranges its places, synced when it finishes.
final class IndexFile: @unchecked Sendable {
  // Only the descriptor is shared; `pwrite` to disjoint ranges needs no lock.
  private let descriptor: Int32
  /// Where it is.
  let path: String

  /// Creates the file at `path`, which must not exist.
  init(path: String) throws {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw IndexWriteError(path: path, reason: String(cString: strerror(errno))) }
  }

  deinit {
    close(descriptor)
  }

  /// Writes `bytes` at `offset`.
  func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
    if let failure = writeFully(bytes, to: descriptor, at: offset) {
      throw IndexWriteError(path: path, reason: String(cString: strerror(failure)))
    }
  }

  /// Flushes the file to the disk.
  func sync() throws {
    guard fsync(descriptor) == 0 else { throw IndexWriteError(path: path, reason: String(cString: strerror(errno))) }
  }
}

/// Writes a stretch of an index's body from a given offset, into its file or into memory, keeping
/// the FNV-1a checksum going as the bytes pass (seeded with the checksum of the stretch before).
final class IndexSink {
  private let file: IndexFile?
  /// The file offset of this stretch's first byte.
  let start: Int
  private let buffer: ByteArena
  private var flushed = 0
  /// Bytes of this stretch so far.
  private(set) var size = 0
  /// The checksum of the body up to here (once `finish` returned, with a checksum thread).
  private(set) var checksum: UInt64
  /// Chunks on their way to the checksum thread, when there is one.
  private let checksumChunks: HandoffChannel<[UInt8]>?
  private let checksumWork: BackgroundWork<UInt64>?

  /// A stretch starting at `start`, continuing the checksum `seed`; in memory when `file` is nil.
  /// With `checksumThread`, a file's bytes are hashed on another thread as they are written: the
  /// checksum is byte-serial, and off the critical path there.
  init(file: IndexFile?, start: Int, seed: UInt64 = 0xcbf2_9ce4_8422_2325, checksumThread: Bool = false) {
    self.file = file
    self.start = start
    checksum = seed
    buffer = ByteArena(capacity: file == nil ? 1 << 16 : 1 << 20)
    if checksumThread, file != nil {
      let chunks = HandoffChannel<[UInt8]>(capacity: 8)
      checksumChunks = chunks
      checksumWork = BackgroundWork {
        var hash = seed
        while let chunk = chunks.receive() { hash = IndexSink.hash(chunk, seed: hash) }
        return hash
      }
    } else {
      checksumChunks = nil
      checksumWork = nil
    }
  }

  deinit {
    checksumChunks?.close()
  }

  /// FNV-1a of `bytes` continuing from `seed`.
  static func hash(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var hash = seed
      for byte in raw {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
      return hash
    }
  }

  /// The file offset of the next byte.
  var offset: Int { start + size }

  /// Appends bytes.
  @inline(__always)
  func append(_ bytes: UnsafeRawBufferPointer) throws {
    guard let base = bytes.baseAddress else { return }
    if checksumChunks == nil {
      var hash = checksum
      for index in 0..<bytes.count {
        hash ^= UInt64(base.load(fromByteOffset: index, as: UInt8.self))
        hash = hash &* 0x0000_0100_0000_01b3
      }
      checksum = hash
    }
    size += bytes.count
    buffer.append(bytes)
    if file != nil, buffer.count >= 1 << 20 { try flush() }
  }

  /// Appends a little-endian number.
  @inline(__always)
  func append(_ value: UInt32) throws {
    var littleEndian = value.littleEndian
    try withUnsafeBytes(of: &littleEndian) { try append($0) }
  }

  /// Pads with zeros to the next multiple of eight in the file and returns that offset: where a
  /// section starts, so that its aligned values read cheaply.
  func beginSection() throws -> Int {
    let padding = (8 - offset % 8) % 8
    if padding > 0 {
      var zero: UInt64 = 0
      try withUnsafeBytes(of: &zero) { try append(UnsafeRawBufferPointer(rebasing: $0[0..<padding])) }
    }
    return offset
  }

  private func flush() throws {
    guard let file else { return }
    if let checksumChunks, !checksumChunks.send(Array(buffer.bytes)) {
      throw IndexWriteError(path: file.path, reason: "the checksum could not be computed")
    }
    try file.write(buffer.bytes, at: start + flushed)
    flushed += buffer.count
    buffer.removeAll()
  }

  /// Writes what is left; returns the stretch's bytes when in memory.
  func finish() throws -> [UInt8]? {
    guard file != nil else { return Array(buffer.bytes) }
    try flush()
    if let checksumChunks, let checksumWork {
      checksumChunks.close()
      checksum = try checksumWork.wait().get()
    }
    return nil
  }
}
