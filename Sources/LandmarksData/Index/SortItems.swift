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
    base = UnsafeMutablePointer<Item>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Appends an item.
  @inline(__always)
  func append(_ item: Item) {
    if count == capacity { grow() }
    (base + count).initialize(to: item)
    count += 1
  }

  private func grow() {
    let grown = UnsafeMutablePointer<Item>.allocate(capacity: capacity * 2)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity *= 2
  }

  /// The items, to sort or read in place.
  var buffer: UnsafeMutableBufferPointer<Item> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }

  /// Forgets the items; with `shrinking`, gives back the memory too.
  func removeAll(shrinking: Bool = false) {
    count = 0
    if shrinking, capacity > 1024 {
      base.deallocate()
      capacity = 1024
      base = UnsafeMutablePointer<Item>.allocate(capacity: capacity)
    }
  }
}
