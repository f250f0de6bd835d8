/// A least-significant-digit radix sort of sort items by their 64-bit key prefix: stable, and a
/// few passes over the items where a comparison sort makes twenty million comparisons a million.
enum RadixSort {
  /// Sorts `items` by `prefix`, keeping the order of equal prefixes.
  static func sort(_ items: UnsafeMutableBufferPointer<SortItems.Item>) {
    let count = items.count
    guard count > 1, let first = items.baseAddress else { return }
    // Every digit's histogram in one read; digits all items share need no pass.
    var histograms = [Int](repeating: 0, count: 8 * 256)
    histograms.withUnsafeMutableBufferPointer { histograms in
      for index in 0..<count {
        var prefix = first[index].prefix
        for digit in 0..<8 {
          histograms[digit * 256 + Int(prefix & 0xFF)] += 1
          prefix >>= 8
        }
      }
    }
    let second = UnsafeMutablePointer<SortItems.Item>.allocate(capacity: count)
    defer { second.deallocate() }
    var source = first
    var destination = second
    var next = [Int](repeating: 0, count: 256)
    for digit in 0..<8 {
      let histogram = histograms[(digit * 256)..<(digit * 256 + 256)]
      if histogram.contains(count) { continue }
      var total = 0
      for (bucket, size) in histogram.enumerated() {
        next[bucket] = total
        total += size
      }
      let shift = UInt64(digit * 8)
      next.withUnsafeMutableBufferPointer { next in
        for index in 0..<count {
          let item = source[index]
          let bucket = Int((item.prefix >> shift) & 0xFF)
          (destination + next[bucket]).initialize(to: item)
          next[bucket] += 1
        }
      }
      swap(&source, &destination)
    }
    if source != first { first.update(from: source, count: count) }
  }
}
