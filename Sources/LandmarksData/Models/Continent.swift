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

  /// Parses a continent from its name in any case, an alias (Oceania, Australia) or a GeoNames code.
  public init?(parsing text: String) {
    let key = TextFolding.fold(text)
    let aliases: [String: Continent] = ["oceania": .australiaOceania, "australia": .australiaOceania]
    if let alias = aliases[key] {
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

  /// Orders by declaration order, the order people see.
  public static func < (lhs: Continent, rhs: Continent) -> Bool {
    lhs.sortIndex < rhs.sortIndex
  }

  private var sortIndex: Int { Continent.allCases.firstIndex(of: self) ?? 0 }
}
