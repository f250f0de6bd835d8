import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
}
