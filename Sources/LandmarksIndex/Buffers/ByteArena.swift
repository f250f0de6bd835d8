import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable block of raw bytes with stable offsets, for sort runs and string pools: appending
/// never copies an element at a time, and readers get pointers without Swift array bounds traffic.
///
/// Not thread-safe; one owner at a time.
final class ByteArena {
  /// The first byte; valid until the next append that grows the block.
  private(set) var base: UnsafeMutableRawPointer
  /// Bytes in use.
  private(set) var count = 0
  private var capacity: Int

  /// An empty arena with room for `capacity` bytes before it first grows.
  init(capacity: Int = 1 << 16) {
    self.capacity = max(64, capacity)
    base = RawBlock.allocate(self.capacity)
  }

  deinit {
    RawBlock.free(base, size: capacity)
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity
    while newCapacity < needed { newCapacity *= 2 }
    let grown = RawBlock.allocate(newCapacity)
    grown.copyMemory(from: base, byteCount: count)
    RawBlock.free(base, size: capacity)
    base = grown
    capacity = newCapacity
  }

  /// Appends raw bytes.
  @inline(__always)
  func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    reserve(bytes.count)
    (base + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// Appends the UTF-8 of `text`.
  @inline(__always)
  func append(utf8 text: String) {
    // Read in place when the text is contiguous (native strings are), rather than through a copy.
    if text.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) != nil { return }
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  /// Appends a value's bytes as they lie in memory (callers pass little-endian values).
  @inline(__always)
  func append<T: FixedWidthInteger>(_ value: T) {
    reserve(MemoryLayout<T>.size)
    (base + count).storeBytes(of: value, as: T.self)
    count += MemoryLayout<T>.size
  }

  /// Lets `write` fill up to `size` bytes at the end in place; it returns how many it wrote.
  @inline(__always)
  func append(atMost size: Int, _ write: (UnsafeMutableRawPointer) -> Int) {
    reserve(size)
    count += write(base + count)
  }

  /// Appends `count` zero bytes and returns where they start, to be filled in place.
  @inline(__always)
  func appendZeros(_ size: Int) -> Int {
    reserve(size)
    (base + count).initializeMemory(as: UInt8.self, repeating: 0, count: size)
    let start = count
    count += size
    return start
  }

  /// Drops the first `size` bytes, moving the rest to the front.
  func dropFront(_ size: Int) {
    let kept = count - min(size, count)
    if kept > 0 { base.copyMemory(from: base + (count - kept), byteCount: kept) }
    count = kept
  }

  /// Forgets the last bytes from `newCount` on.
  func truncate(to newCount: Int) {
    count = max(0, min(count, newCount))
  }

  /// Forgets the contents, keeping the memory unless `shrinking`.
  func removeAll(shrinking: Bool = false) {
    count = 0
    if shrinking, capacity > 1 << 12 {
      RawBlock.free(base, size: capacity)
      capacity = 1 << 12
      base = RawBlock.allocate(capacity)
    }
  }

  /// The bytes in use.
  var bytes: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: base, count: count)
  }

  /// Gives back the pages past the bytes in use (see `RawBlock.releasePages`).
  func releaseUnusedPages() {
    RawBlock.releasePages(of: base, size: capacity, keeping: count)
  }
}

/// Raw memory for the large buffers of sorting: blocks of a megabyte or more are mapped from the
/// system directly, so that freeing one gives its pages back at once (the allocator would keep
/// them, and the process's memory would creep up with every run) and pages never touched cost
/// nothing; smaller ones come from the allocator.
enum RawBlock {
  /// Blocks at least this large are mapped.
  static let mappedSize = 1 << 20

  /// A block of `size` bytes, aligned to 16.
  static func allocate(_ size: Int) -> UnsafeMutableRawPointer {
    if size >= mappedSize,
      let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      address != MAP_FAILED
    {
      return address
    }
    return UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
  }

  /// Frees a block `allocate(size)` returned.
  static func free(_ block: UnsafeMutableRawPointer, size: Int) {
    if size >= mappedSize {
      munmap(block, size)
    } else {
      block.deallocate()
    }
  }

  /// Gives the pages of a mapped block past its first `used` bytes back to the system, keeping the
  /// block: a sorter's arena was filled to its budget by every run it spilled, and the last run,
  /// merged from memory, may fill a fraction of it; what lies past it reads as zeros afterwards.
  static func releasePages(of block: UnsafeMutableRawPointer, size: Int, keeping used: Int) {
    guard size >= mappedSize else { return }
    let page = Int(getpagesize())
    let start = (max(0, used) + page - 1) / page * page
    guard start < size else { return }
    _ = madvise(block + start, size - start, MADV_DONTNEED)
  }
}
