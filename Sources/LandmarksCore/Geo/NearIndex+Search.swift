extension NearIndex {
  /// One query's walk of the tree, keeping the best candidates in a max-heap.
  struct Search {
    /// A point found, by its position in tree order.
    struct Candidate {
      let chord2: Double
      let id: Int
      let index: Int

      /// Farther first; between equal distances the larger id is the worse one.
      func isWorse(than other: Candidate) -> Bool {
        (chord2, id) > (other.chord2, other.id)
      }
    }

    let query: [Double]
    let limit: Int?
    let radiusChord2: Double?
    let excluding: Int?
    /// The candidates kept: a max-heap by distance when limited, a plain list otherwise.
    private(set) var found: [Candidate] = []

    init(query: [Double], limit: Int?, radiusChord2: Double?, excluding: Int?) {
      self.query = query
      self.limit = limit
      self.radiusChord2 = radiusChord2
      self.excluding = excluding
    }

    /// The squared distance beyond which nothing can be kept.
    private var bound: Double {
      if let limit, found.count >= limit, let worst = found.first {
        return min(worst.chord2, radiusChord2 ?? .infinity)
      }
      return radiusChord2 ?? .infinity
    }

    mutating func visit(points: [Double], entries: [Entry], range: Range<Int>, axis: Int) {
      guard !range.isEmpty else { return }
      let middle = range.lowerBound + range.count / 2
      let dx = query[0] - points[3 * middle]
      let dy = query[1] - points[3 * middle + 1]
      let dz = query[2] - points[3 * middle + 2]
      let chord2 = dx * dx + dy * dy + dz * dz
      let id = entries[middle].id
      if id != excluding, chord2 <= bound {
        offer(Candidate(chord2: chord2, id: id, index: middle))
      }
      let split = query[axis] - points[3 * middle + axis]
      let next = (axis + 1) % 3
      let left = range.lowerBound..<middle
      let right = (middle + 1)..<range.upperBound
      let (near, far) = split < 0 ? (left, right) : (right, left)
      visit(points: points, entries: entries, range: near, axis: next)
      if split * split <= bound {
        visit(points: points, entries: entries, range: far, axis: next)
      }
    }

    private mutating func offer(_ candidate: Candidate) {
      guard let limit else {
        found.append(candidate)
        return
      }
      if found.count < limit {
        found.append(candidate)
        siftUp(found.count - 1)
      } else if let worst = found.first, worst.isWorse(than: candidate) {
        found[0] = candidate
        siftDown(0)
      }
    }

    private mutating func siftUp(_ start: Int) {
      var child = start
      while child > 0 {
        let parent = (child - 1) / 2
        guard found[child].isWorse(than: found[parent]) else { return }
        found.swapAt(child, parent)
        child = parent
      }
    }

    private mutating func siftDown(_ start: Int) {
      var parent = start
      while true {
        var worst = parent
        for child in [2 * parent + 1, 2 * parent + 2]
        where child < found.count && found[child].isWorse(than: found[worst]) {
          worst = child
        }
        guard worst != parent else { return }
        found.swapAt(parent, worst)
        parent = worst
      }
    }
  }
}
