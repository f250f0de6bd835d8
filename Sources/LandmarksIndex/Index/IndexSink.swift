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
/// the checksum going as the bytes pass (continuing the checksum of the stretch before).
final class IndexSink {
  /// What changes as bytes pass, kept behind a pointer: stored variables of a class are checked
  /// for exclusive access at every use, and the sections are written a few bytes at a time.
  private struct State {
    /// The buffer and its size; in memory it grows to hold the whole stretch.
    var base: UnsafeMutableRawPointer
    var capacity: Int
    /// Bytes in the buffer, and bytes of the stretch written to the file before them.
    var used = 0
    var flushed = 0
    var checksum: IndexChecksum
  }

  private let file: IndexFile?
  /// The file offset of this stretch's first byte.
  let start: Int
  private let state: UnsafeMutablePointer<State>
  /// Whether the checksum is kept by the writing thread (no checksum thread).
  private let hashesInline: Bool
  /// Chunks on their way to the checksum thread, when there is one.
  private let checksumChunks: HandoffChannel<[UInt8]>?
  private let checksumWork: BackgroundWork<IndexChecksum>?

  /// A stretch starting at `start`, continuing the checksum `seed`; in memory when `file` is nil.
  /// With `checksumThread`, a file's bytes are hashed on another thread as they are written, off
  /// the critical path. At most `queued` megabyte chunks
  /// wait for that thread: each is memory held beside the sorts.
  init(
    file: IndexFile?, start: Int, seed: IndexChecksum = IndexChecksum(), checksumThread: Bool = false, queued: Int = 8
  ) {
    self.file = file
    self.start = start
    let capacity = file == nil ? 1 << 16 : 1 << 20
    state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(
      to: State(
        base: UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16), capacity: capacity, checksum: seed))
    if checksumThread, file != nil {
      let chunks = HandoffChannel<[UInt8]>(capacity: queued)
      checksumChunks = chunks
      checksumWork = BackgroundWork {
        var hash = seed
        while let chunk = chunks.receive() {
          chunk.withUnsafeBytes { hash.add($0) }
        }
        return hash
      }
      hashesInline = false
    } else {
      checksumChunks = nil
      checksumWork = nil
      hashesInline = true
    }
  }

  deinit {
    checksumChunks?.close()
    state.pointee.base.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// Bytes of this stretch so far.
  var size: Int { state.pointee.flushed + state.pointee.used }

  /// The checksum of the body up to here (once `finish` returned, with a checksum thread).
  var checksum: IndexChecksum { state.pointee.checksum }

  /// The file offset of the next byte.
  var offset: Int { start + size }

  /// Appends bytes.
  @inline(__always)
  func append(_ bytes: UnsafeRawBufferPointer) throws {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    try write(upTo: bytes.count) { target in
      target.copyMemory(from: source, byteCount: bytes.count)
      return bytes.count
    }
  }

  /// Appends a little-endian number.
  @inline(__always)
  func append(_ value: UInt32) throws {
    var littleEndian = value.littleEndian
    try withUnsafeBytes(of: &littleEndian) { try append($0) }
  }

  /// Appends what `body` writes at the pointer it is given, where `maximum` bytes are free; it
  /// returns how many it wrote.
  @inline(__always)
  func write(upTo maximum: Int, _ body: (UnsafeMutableRawPointer) throws -> Int) throws {
    let state = self.state
    if state.pointee.used + maximum > state.pointee.capacity { try makeRoom(maximum) }
    let target = state.pointee.base + state.pointee.used
    let written = try body(target)
    if hashesInline {
      state.pointee.checksum.add(UnsafeRawBufferPointer(start: target, count: written))
    }
    state.pointee.used += written
  }

  /// Makes room for `size` more bytes: writes the buffer out to the file, or grows it in memory.
  private func makeRoom(_ size: Int) throws {
    if file != nil { try flush() }
    let needed = state.pointee.used + size
    guard needed > state.pointee.capacity else { return }
    var capacity = state.pointee.capacity
    while capacity < needed { capacity *= 2 }
    let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    grown.copyMemory(from: state.pointee.base, byteCount: state.pointee.used)
    state.pointee.base.deallocate()
    state.pointee.base = grown
    state.pointee.capacity = capacity
  }

  /// The bytes in the buffer.
  private var buffered: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: state.pointee.base, count: state.pointee.used)
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
    guard let file, state.pointee.used > 0 else { return }
    if let checksumChunks, !checksumChunks.send(Array(buffered)) {
      throw IndexWriteError(path: file.path, reason: "the checksum could not be computed")
    }
    try file.write(buffered, at: start + state.pointee.flushed)
    state.pointee.flushed += state.pointee.used
    state.pointee.used = 0
  }

  /// Writes what is left; returns the stretch's bytes when in memory.
  func finish() throws -> [UInt8]? {
    guard file != nil else { return Array(buffered) }
    try flush()
    if let checksumChunks, let checksumWork {
      checksumChunks.close()
      state.pointee.checksum = try checksumWork.wait().get()
    }
    return nil
  }
}
