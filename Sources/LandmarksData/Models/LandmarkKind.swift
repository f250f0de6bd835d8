/// The closed vocabulary of what a landmark is.
public enum LandmarkKind: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  // Natural
  case mountain, volcano, glacier, desert, dunes, canyon, valley, cave
  case rockFormation = "rock-formation"
  case cliff, coast, beach, island, reef, lake, river, waterfall, geothermal
  case forest, rainforest, grassland, wetland
  case saltFlat = "salt-flat"
  case fjord, bay
  case nationalPark = "national-park"
  case wildlife
  // Built
  case temple, church, mosque, monastery, palace, castle, fortress, wall, tower, bridge
  case monument, statue, ruins
  case archaeologicalSite = "archaeological-site"
  case tomb, city, skyscraper, canal, garden, lighthouse
  case researchStation = "research-station"

  /// True for the kinds that people built.
  public var isBuilt: Bool {
    guard let index = LandmarkKind.allCases.firstIndex(of: self),
      let firstBuilt = LandmarkKind.allCases.firstIndex(of: .temple)
    else { return false }
    return index >= firstBuilt
  }

  /// Parses a kind from its name in any case, with spaces or hyphens.
  public init?(parsing text: String) {
    let key = TextFolding.fold(text).replacingOccurrences(of: " ", with: "-")
    // A plural names the same kind: "mountains", "beaches", "cities".
    let singulars = [
      key, Self.singular(of: key, dropping: "ies", adding: "y"), Self.singular(of: key, dropping: "es"),
      Self.singular(of: key, dropping: "s"),
    ]
    guard let kind = singulars.lazy.compactMap({ $0.flatMap(LandmarkKind.init(rawValue:)) }).first else {
      return nil
    }
    self = kind
  }

  /// Up to `limit` kind names close to a mistyped `text`, nearest first: `mountian` → `mountain`.
  public static func nearestNames(to text: String, limit: Int = 3) -> [String] {
    let key = TextFolding.fold(text).replacingOccurrences(of: " ", with: "-")
    return NearestNames.nearest(to: key, among: allCases.map(\.rawValue), limit: limit)
  }

  private static func singular(of word: String, dropping suffix: String, adding replacement: String = "")
    -> String?
  {
    word.hasSuffix(suffix) ? String(word.dropLast(suffix.count)) + replacement : nil
  }

  /// Orders alphabetically by name.
  public static func < (lhs: LandmarkKind, rhs: LandmarkKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
