/// Memory that parts of an index file are read into apart from its mapping (see
/// `IndexStorage.withBytes(in:path:_:)`), kept from one read to the next and grown when a read
/// needs more: a lookup that reads a section piece by piece allocates once.
final class IndexReadBuffer {
  private var base: UnsafeMutableRawPointer
  private var capacity: Int

  /// A buffer of `capacity` bytes, to begin with.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 8)
  }

  deinit { base.deallocate() }

  /// The bytes of `range` of `storage`: read into this buffer from a mapped file, in place from
  /// memory. Valid until the next read into this buffer.
  func read(_ range: Range<Int>, of storage: IndexStorage, path: String) throws -> UnsafeRawBufferPointer {
    guard storage.isMapped else {
      guard range.lowerBound >= 0, range.upperBound <= storage.bytes.count else {
        throw IndexError.damaged(path: path, reason: "an offset points outside the file")
      }
      return UnsafeRawBufferPointer(rebasing: storage.bytes[range])
    }
    if range.count > capacity {
      base.deallocate()
      capacity = range.count
      base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    }
    try storage.copy(range, to: base, path: path)
    return UnsafeRawBufferPointer(start: base, count: range.count)
  }
}
