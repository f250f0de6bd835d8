/// How a query matched a name, best first.
public enum MatchTier: Int, Comparable, Hashable, Sendable, CaseIterable {
  /// The whole name.
  case exact
  /// The start of the name.
  case prefix
  /// The start of a later word in the name.
  case wordPrefix
  /// Anywhere inside the name.
  case substring
  /// Close to the name or its words, allowing a typo or two.
  case fuzzy

  /// Better tiers sort first.
  public static func < (lhs: MatchTier, rhs: MatchTier) -> Bool { lhs.rawValue < rhs.rawValue }
}
