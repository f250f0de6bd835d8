import Foundation

/// A bounded queue from one producing thread to one consuming thread: the producer waits when it
/// is full (so memory stays bounded), the consumer when it is empty. The consumer can refuse
/// further items (it failed), and the producer then stops.
package final class HandoffChannel<Item: Sendable>: @unchecked Sendable {
  // Every mutable field is guarded by `condition`.
  private let condition = NSCondition()
  private var items: [Item?] = []
  private var head = 0
  private var closed = false
  private var refused = false
  private let capacity: Int

  /// A channel holding at most `capacity` items.
  package init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Hands `item` over, waiting for room; false when the consumer refuses more.
  package func send(_ item: Item) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while items.count - head >= capacity && !refused { condition.wait() }
    guard !refused else { return false }
    items.append(item)
    condition.broadcast()
    return true
  }

  /// The next item, waiting for one; nil once the producer closed the channel and all are taken.
  package func receive() -> Item? {
    condition.lock()
    defer { condition.unlock() }
    while head == items.count && !closed { condition.wait() }
    guard head < items.count else { return nil }
    // Taken items are released at once: the producer may stay ahead for the whole file.
    let item = items[head].take()
    head += 1
    if head == items.count {
      items.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 64 {
      items.removeFirst(head)
      head = 0
    }
    condition.broadcast()
    return item
  }

  /// No more items will be sent.
  package func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// The consumer takes no more: the producer's next `send` returns false.
  package func refuse() {
    condition.lock()
    refused = true
    condition.broadcast()
    condition.unlock()
  }
}
