/// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours.
public enum EditDistance {
  /// The distance between `a` and `b`, or `nil` once it is sure to exceed `limit`.
  public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    if abs(a.count - b.count) > limit { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let width = b.count + 1
    var previous2 = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    let result = previous[b.count]
    return result <= limit ? result : nil
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
