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
