/// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours.
public enum EditDistance {
  /// The distance between `a` and `b`, or `nil` once it is sure to exceed `limit`.
  public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    var rows: [Int] = []
    return distance(a, b, limit: limit, rows: &rows)
  }

  /// The distance between `a` and `b`, or `nil` once it is sure to exceed `limit`, keeping its
  /// three rows of work in `rows`: a search that compares a query with thousands of names
  /// allocates them once rather than three times a name.
  @inlinable
  public static func distance<Text: RandomAccessCollection>(
    _ a: Text, _ b: Text, limit: Int, rows: inout [Int]
  ) -> Int? where Text.Element: Equatable, Text.Index == Int {
    let (aCount, bCount) = (a.count, b.count)
    if abs(aCount - bCount) > limit { return nil }
    if aCount == 0 || bCount == 0 { return max(aCount, bCount) }
    let width = bCount + 1
    if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
    let (aStart, bStart) = (a.startIndex, b.startIndex)
    return rows.withUnsafeMutableBufferPointer { rows -> Int? in
      // Three rows side by side, rotated by their offsets rather than by copying.
      var (previous2, previous, current) = (0, width, 2 * width)
      for j in 0...bCount { rows[previous + j] = j }
      for i in 1...aCount {
        rows[current] = i
        var rowMinimum = i
        let letter = a[aStart + i - 1]
        for j in 1...bCount {
          let cost = letter == b[bStart + j - 1] ? 0 : 1
          var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
          if i > 1, j > 1, letter == b[bStart + j - 2], a[aStart + i - 2] == b[bStart + j - 1] {
            value = min(value, rows[previous2 + j - 2] + 1)
          }
          rows[current + j] = value
          rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return nil }
        (previous2, previous, current) = (previous, current, previous2)
      }
      let result = rows[previous + bCount]
      return result <= limit ? result : nil
    }
  }

  /// How many typos a query word of `length` characters may carry and still match.
  public static func allowance(forLength length: Int) -> Int {
    switch length {
    case ..<4: 0
    case 4...7: 1
    default: 2
    }
  }
}

/// Picks the names closest to a mistyped one, for "did you mean" suggestions.
public enum NearestNames {
  /// Up to `limit` of `candidates` within a few edits of `text` or starting with it, nearest first.
  public static func nearest(to text: String, among candidates: [String], limit: Int = 3) -> [String] {
    let key = Array(text.lowercased().unicodeScalars)
    let allowance = max(1, min(3, key.count / 3))
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let other = Array(candidate.lowercased().unicodeScalars)
      if let distance = EditDistance.distance(key, other, limit: allowance) { return (candidate, distance) }
      if key.count >= 2, other.starts(with: key) { return (candidate, allowance) }
      return nil
    }
    return scored.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }.prefix(limit).map(\.0)
  }
}
