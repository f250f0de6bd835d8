/// The entries of a sort run in memory, as (key prefix, arena offset) pairs in one growable block:
/// appending costs no reference counting, and sorting works on the block in place.
final class SortItems {
  /// An entry: its first key bytes as a number, and where it lies in the arena.
  struct Item {
    var prefix: UInt64
    var offset: Int
  }

  private(set) var base: UnsafeMutablePointer<Item>
  private(set) var count = 0
  private var capacity: Int

  /// Room for `capacity` items before growing.
  init(capacity: Int = 1024) {
    self.capacity = max(16, capacity)
    base = Self.allocate(self.capacity)
  }

  deinit {
    Self.free(base, capacity: capacity)
  }

  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Item> {
    RawBlock.allocate(capacity * MemoryLayout<Item>.stride).bindMemory(to: Item.self, capacity: capacity)
  }

  private static func free(_ items: UnsafeMutablePointer<Item>, capacity: Int) {
    RawBlock.free(UnsafeMutableRawPointer(items), size: capacity * MemoryLayout<Item>.stride)
  }

  /// Appends an item.
  @inline(__always)
  func append(_ item: Item) {
    if count == capacity { grow() }
    (base + count).initialize(to: item)
    count += 1
  }

  private func grow() {
    let grown = Self.allocate(capacity * 2)
    grown.moveInitialize(from: base, count: count)
    Self.free(base, capacity: capacity)
    base = grown
    capacity *= 2
  }

  /// The items, to sort or read in place.
  var buffer: UnsafeMutableBufferPointer<Item> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }

  /// Gives back the pages past the items held (see `RawBlock.releasePages`).
  func releaseUnusedPages() {
    let stride = MemoryLayout<Item>.stride
    RawBlock.releasePages(of: UnsafeMutableRawPointer(base), size: capacity * stride, keeping: count * stride)
  }

  /// Forgets the items; with `shrinking`, gives back the memory too.
  func removeAll(shrinking: Bool = false) {
    count = 0
    if shrinking, capacity > 1024 {
      Self.free(base, capacity: capacity)
      capacity = 1024
      base = Self.allocate(capacity)
    }
  }
}

/// A least-significant-digit radix sort of sort items by their 64-bit key prefix: stable, and a
/// few passes over the items where a comparison sort makes twenty million comparisons a million.
enum RadixSort {
  /// Bits sorted a pass: six passes for 64 bits, with counts that still fit in the cache.
  private static let digitBits = 11
  private static let bucketCount = 1 << digitBits
  private static let digitCount = (64 + digitBits - 1) / digitBits

  /// Sorts `items` by `prefix`, keeping the order of equal prefixes.
  static func sort(_ items: UnsafeMutableBufferPointer<SortItems.Item>) {
    let count = items.count
    guard count > 1, let first = items.baseAddress else { return }
    let buckets = bucketCount
    let digits = digitCount
    let bits = UInt64(digitBits)
    let mask = UInt64(buckets - 1)
    // Every digit's histogram in one read; digits all items share need no pass.
    let histograms = UnsafeMutablePointer<Int>.allocate(capacity: digits * buckets)
    defer { histograms.deallocate() }
    histograms.initialize(repeating: 0, count: digits * buckets)
    for index in 0..<count {
      var prefix = first[index].prefix
      for digit in 0..<digits {
        histograms[digit * buckets + Int(prefix & mask)] += 1
        prefix >>= bits
      }
    }
    let second = UnsafeMutablePointer<SortItems.Item>.allocate(capacity: count)
    defer { second.deallocate() }
    var source = first
    var destination = second
    for digit in 0..<digits {
      let shift = UInt64(digit) * bits
      // Each bucket's count becomes where its next item goes.
      let next = histograms + digit * buckets
      if next[Int((first[0].prefix >> shift) & mask)] == count { continue }
      var total = 0
      for bucket in 0..<buckets {
        let size = next[bucket]
        next[bucket] = total
        total += size
      }
      for index in 0..<count {
        let item = source[index]
        let bucket = Int((item.prefix >> shift) & mask)
        (destination + next[bucket]).initialize(to: item)
        next[bucket] += 1
      }
      swap(&source, &destination)
    }
    if source != first { first.update(from: source, count: count) }
  }
}
