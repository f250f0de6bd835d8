/// One of the seven continents, in the order the sample app lists its sections.
public enum Continent: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  case asia = "Asia"
  case africa = "Africa"
  case antarctica = "Antarctica"
  case australiaOceania = "Australia/Oceania"
  case europe = "Europe"
  case northAmerica = "North America"
  case southAmerica = "South America"

  /// The sample's spelling, as shown to people and written in JSON.
  public var name: String { rawValue }

  /// The GeoNames two-letter continent code.
  public var code: String {
    switch self {
    case .asia: "AS"
    case .africa: "AF"
    case .antarctica: "AN"
    case .australiaOceania: "OC"
    case .europe: "EU"
    case .northAmerica: "NA"
    case .southAmerica: "SA"
    }
  }

  /// The continent with this GeoNames code (`AS`, `OC` …), exactly; no folding, for data files.
  public init?(code: String) {
    guard let match = Continent.allCases.first(where: { $0.code == code }) else { return nil }
    self = match
  }

  /// Other names people use for a continent, folded. AQ is Antarctica's ISO 3166 country code,
  /// which people type for the continent too; no other continent has a country code of its own.
  static let aliases: [String: Continent] = [
    "oceania": .australiaOceania, "australia": .australiaOceania, "aq": .antarctica,
  ]

  /// Parses a continent from its name in any case, an alias (Oceania, Australia, AQ) or a GeoNames code.
  public init?(parsing text: String) {
    let key = TextFolding.fold(text)
    if let alias = Self.aliases[key] {
      self = alias
      return
    }
    guard
      let match = Continent.allCases.first(where: {
        TextFolding.fold($0.rawValue) == key || $0.code.lowercased() == key
      })
    else { return nil }
    self = match
  }

  /// Up to `limit` spellings (names, aliases, codes) close to a mistyped `text`, nearest first.
  public static func nearestSpellings(to text: String, limit: Int = 3) -> [String] {
    let spellings = allCases.flatMap { [$0.name, $0.code] } + ["Oceania", "Australia"]
    return NearestNames.nearest(to: TextFolding.fold(text), among: spellings, limit: limit)
  }

  /// Orders by declaration order, the order people see.
  public static func < (lhs: Continent, rhs: Continent) -> Bool {
    lhs.sortIndex < rhs.sortIndex
  }

  private var sortIndex: Int { Continent.allCases.firstIndex(of: self) ?? 0 }
}
