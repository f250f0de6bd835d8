import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of one index, kept alive as long as any reader holds them: a mapped file, so
/// opening costs the same for a thousand landmarks as for a million, or an owned copy.
final class IndexStorage: @unchecked Sendable {
  // Read-only after init: safe to share between threads.
  let bytes: UnsafeRawBufferPointer
  /// How the bytes were obtained, so they are given back the same way; a mapped file's
  /// descriptor stays open for `withBytes(in:path:_:)`.
  private enum Origin {
    case allocated(UnsafeMutableRawPointer)
    case mapped(descriptor: Int32)
    /// Compiled into the binary: nothing to give back.
    case embedded
  }
  private let origin: Origin

  private init(bytes: UnsafeRawBufferPointer, origin: Origin) {
    self.bytes = bytes
    self.origin = origin
  }

  deinit {
    switch origin {
    case .allocated(let pointer): pointer.deallocate()
    case .mapped(let descriptor):
      if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
      close(descriptor)
    case .embedded: break
    }
  }

  /// Whether the bytes are a mapped file, which `withBytes(in:path:_:)` reads apart from the mapping.
  var isMapped: Bool {
    if case .mapped = origin { return true }
    return false
  }

  /// Calls `body` with the bytes of `range`, whose first byte is at index 0: read from a mapped
  /// file with `pread` into a buffer of their own, in place otherwise.
  ///
  /// A point lookup reads a few small pieces of a large file. Touching them in the mapping would
  /// fault in, and keep counted as the process's memory, the cached pages around each one (the
  /// kernel maps up to 64 KB per fault); a read copies only the bytes asked for.
  func withBytes<Result>(
    in range: Range<Int>, path: String, _ body: (UnsafeRawBufferPointer) throws -> Result
  ) throws -> Result {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
      throw IndexError.damaged(path: path, reason: "an offset points outside the file")
    }
    guard isMapped else { return try body(UnsafeRawBufferPointer(rebasing: bytes[range])) }
    return try withUnsafeTemporaryAllocation(byteCount: max(1, range.count), alignment: 8) { buffer in
      guard let base = buffer.baseAddress else {
        throw IndexError.damaged(path: path, reason: "no memory to read into")
      }
      try copy(range, to: base, path: path)
      return try body(UnsafeRawBufferPointer(start: base, count: range.count))
    }
  }

  /// Copies the bytes of `range` to `destination`, which holds at least `range.count` bytes: read
  /// from a mapped file with `pread`, apart from the mapping (see `withBytes(in:path:_:)`), copied
  /// from memory otherwise.
  func copy(_ range: Range<Int>, to destination: UnsafeMutableRawPointer, path: String) throws {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
      throw IndexError.damaged(path: path, reason: "an offset points outside the file")
    }
    guard case .mapped(let descriptor) = origin else {
      if let base = bytes.baseAddress, !range.isEmpty {
        destination.copyMemory(from: base + range.lowerBound, byteCount: range.count)
      }
      return
    }
    var done = 0
    while done < range.count {
      let read = pread(descriptor, destination + done, range.count - done, off_t(range.lowerBound + done))
      if read < 0, errno == EINTR { continue }
      guard read >= 0 else { throw IndexError.unreadable(path: path, reason: String(cString: strerror(errno))) }
      // The file shrank since it was mapped: what it held there is gone.
      guard read > 0 else { throw IndexError.damaged(path: path, reason: "the file was cut short") }
      done += read
    }
  }

  /// Drops the mapped pages from the process's resident memory; they stay in the file cache, and
  /// the next read faults them back in. An owned copy is left alone, as dropping it would lose it.
  func releaseResidentPages() {
    guard case .mapped = origin, let base = bytes.baseAddress, bytes.count > 0 else { return }
    _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, MADV_DONTNEED)
  }

  /// An owned copy of `data`.
  convenience init(copying data: some Collection<UInt8>) {
    let pointer = UnsafeMutableRawPointer.allocate(byteCount: max(1, data.count), alignment: 8)
    let buffer = UnsafeMutableRawBufferPointer(start: pointer, count: data.count)
    _ = buffer.initializeMemory(as: UInt8.self, from: data)
    self.init(bytes: UnsafeRawBufferPointer(buffer), origin: .allocated(pointer))
  }

  /// The first `count` bytes of words compiled into the binary (see `EmbeddedBytes`), read in
  /// place; nil when the words hold fewer.
  ///
  /// The array is a global constant: its storage lives as long as the process and is never
  /// written, so its address stays valid after `withUnsafeBytes` returns. On a big-endian machine
  /// the words' bytes are in the other order, and are copied out in the order they were written.
  convenience init?(embedded words: [UInt64], count: Int) {
    guard count >= 0, count <= words.count * 8 else { return nil }
    #if _endian(little)
      let base = words.withUnsafeBytes { $0.baseAddress }
      self.init(bytes: UnsafeRawBufferPointer(start: base, count: count), origin: .embedded)
    #else
      guard let bytes = EmbeddedBytes.bytes(of: words, count: count) else { return nil }
      self.init(copying: bytes)
    #endif
  }

  /// The file at `path`, mapped read-only.
  static func mapping(path: String) throws -> IndexStorage {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw IndexError.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    // Kept open for point reads (`withBytes`) once mapped; closed here on any failure.
    var mapped = false
    defer { if !mapped { close(descriptor) } }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw IndexError.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw IndexError.unreadable(path: path, reason: "not a regular file")
    }
    let size = Int(info.st_size)
    guard size > 0 else { throw IndexError.damaged(path: path, reason: "the file is empty") }
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
      throw IndexError.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    mapped = true
    // Lookups jump about the file (binary searches, one record): read-ahead around each fault would
    // only pull in pages nobody reads, and count against the process's memory.
    _ = madvise(address, size, MADV_RANDOM)
    #if canImport(Glibc) || canImport(Musl)
      // The same for the point reads of `withBytes`: each wants its few bytes, not the pages after.
      _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_RANDOM)
    #endif
    return IndexStorage(
      bytes: UnsafeRawBufferPointer(start: address, count: size), origin: .mapped(descriptor: descriptor))
  }
}
