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
