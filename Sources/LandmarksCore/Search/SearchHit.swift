/// One landmark found by a search, with how well it matched.
public struct SearchHit: Hashable, Sendable {
  /// The landmark found.
  public let landmark: Landmark
  /// How the query matched its best name.
  public let tier: MatchTier
  /// The name or alternate name that matched best.
  public let matchedName: String
  /// Typos forgiven, for fuzzy matches; 0 otherwise.
  public let distance: Int

  /// A relevance score from 0 to 1, higher is better; stable for a given tier and distance.
  public var score: Double {
    let base: Double
    switch tier {
    case .exact: base = 1.0
    case .prefix: base = 0.9
    case .wordPrefix: base = 0.8
    case .substring: base = 0.7
    case .fuzzy: base = 0.6 - 0.1 * Double(distance)
    }
    return max(0.1, base)
  }
}
