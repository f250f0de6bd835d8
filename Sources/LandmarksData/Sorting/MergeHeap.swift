/// A binary min-heap of run numbers for a k-way merge; the caller says how two runs compare.
struct MergeHeap {
  private var runs: [Int] = []

  /// The run whose current entry comes first.
  var top: Int? { runs.first }

  /// Adds a run.
  mutating func push(_ run: Int, by precedes: (Int, Int) -> Bool) {
    runs.append(run)
    var child = runs.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(runs[child], runs[parent]) else { break }
      runs.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the top run (used up).
  mutating func pop(by precedes: (Int, Int) -> Bool) {
    guard let last = runs.popLast() else { return }
    guard !runs.isEmpty else { return }
    runs[0] = last
    siftDownTop(by: precedes)
  }

  /// Restores the order after the top run moved on to its next entry.
  mutating func siftDownTop(by precedes: (Int, Int) -> Bool) {
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < runs.count else { return }
      var smallest = left
      if left + 1 < runs.count, precedes(runs[left + 1], runs[left]) { smallest = left + 1 }
      guard precedes(runs[smallest], runs[parent]) else { return }
      runs.swapAt(smallest, parent)
      parent = smallest
    }
  }
}
