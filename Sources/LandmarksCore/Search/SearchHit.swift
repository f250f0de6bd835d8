import LandmarksModels

/// One landmark found by a search, with what matched and how well.
public struct SearchHit: Hashable, Sendable {
  /// The landmark found.
  public let landmark: Landmark
  /// How the query matched `matchedText`.
  public let tier: MatchTier
  /// Which of the landmark's texts matched.
  public let field: MatchField
  /// The text that matched: a name, an alternate name, a place of the location line, the country's name.
  public let matchedText: String
  /// Typos forgiven, for fuzzy matches; 0 otherwise.
  public let distance: Int

  /// The ranking band: whole and partial name matches, then places, then near misses of names.
  ///
  /// A place hit ("Kyoto" in "Kyoto, Japan") is certain but says less about what the landmark is
  /// than any name it contains; a near miss of a name is a guess, and "peru" should list the
  /// landmarks in Peru before Perito Moreno Glacier.
  var band: Int {
    if !field.isName { return 1 }
    return tier == .fuzzy ? 2 : 0
  }

  /// A relevance score from 0 to 1, higher is better; stable for a given band, tier and distance,
  /// and never higher for a hit ranked lower.
  public var score: Double {
    let base: Double
    switch (band, tier) {
    case (1, .exact): base = 0.66
    case (1, .prefix): base = 0.64
    case (1, _): base = 0.62
    case (_, .exact): base = 1.0
    case (_, .prefix): base = 0.9
    case (_, .wordPrefix): base = 0.8
    case (_, .substring): base = 0.7
    case (_, .fuzzy): base = 0.6 - 0.1 * Double(distance)
    }
    return max(0.1, base)
  }
}

/// Which of a landmark's texts a search query matched, so a hit can say why it was found.
public enum MatchField: String, Hashable, Sendable, CaseIterable, Codable {
  /// The landmark's English name.
  case name
  /// One of its local, former or other names.
  case alternateName
  /// A place in its location line, such as "Kyoto", or the whole line.
  case location
  /// Its country, by name or ISO code.
  case country

  /// Names say what a landmark is; places only say where it is, so they rank below names.
  public var isName: Bool { self == .name || self == .alternateName }
}

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
