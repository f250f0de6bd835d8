import Foundation

/// Looks countries up by alpha-2 code, alpha-3 code or name.
public struct CountryTable: Sendable {
  /// Every country, in alpha-2 order.
  public let countries: [Country]
  private let byKey: [String: Country]

  /// Builds the table from a list of countries.
  public init(countries: [Country]) {
    self.countries = countries.sorted { $0.alpha2 < $1.alpha2 }
    var keys: [String: Country] = [:]
    for country in self.countries {
      keys[country.alpha2.lowercased()] = country
      keys[country.alpha3.lowercased()] = country
      let folded = TextFolding.fold(country.name)
      if keys[folded] == nil { keys[folded] = country }
    }
    byKey = keys
  }

  /// The country with this alpha-2 or alpha-3 code or name, in any case.
  public func country(_ text: String) -> Country? {
    byKey[text.lowercased()] ?? byKey[TextFolding.fold(text)]
  }

  /// The country table compiled into the binary from `Resources/countries.json`.
  public static func builtIn() throws -> CountryTable {
    struct File: Decodable {
      struct Entry: Decodable {
        let alpha2: String
        let alpha3: String
        let name: String
        let continent: String
      }
      let countries: [Entry]
    }
    let file = try BuiltInData.decode(File.self, resource: "countries.json")
    let countries = try file.countries.map { entry in
      guard let continent = Continent(parsing: entry.continent) else {
        throw CatalogError.invalidData(
          source: "countries.json", reason: "unknown continent \(entry.continent) for \(entry.alpha2)")
      }
      return Country(alpha2: entry.alpha2, alpha3: entry.alpha3, name: entry.name, continent: continent)
    }
    return CountryTable(countries: countries)
  }
}
