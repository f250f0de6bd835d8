import Foundation

/// Looks countries up by alpha-2 code, alpha-3 code, name, or a common non-ISO alias.
public struct CountryTable: Sendable {
  /// Codes people type that ISO 3166 only reserves: the United Kingdom's UK and the EU's EL for
  /// Greece. Neither is any country's alpha-2 code, so reading them as the country is safe.
  public static let aliases: [String: String] = ["UK": "GB", "EL": "GR"]

  /// Every country, in alpha-2 order.
  public let countries: [Country]
  private let foldedNames: [String]
  /// Codes, names and aliases to countries, built on the first lookup that is not a plain code:
  /// showing one landmark asks for one alpha-2 code and should not pay for 750 keys.
  private let keys = CatalogCache<[String: Country]>()

  /// Builds the table from a list of countries.
  public init(countries: [Country]) {
    self.init(countries: countries, foldedNames: countries.map { TextFolding.fold($0.name) })
  }

  /// Builds the table from countries whose names are already folded (`foldedNames[i]` for
  /// `countries[i]`), as the build leaves them.
  init(countries: [Country], foldedNames: [String]) {
    let sorted = zip(countries, foldedNames).sorted { $0.0.alpha2 < $1.0.alpha2 }
    self.countries = sorted.map(\.0)
    self.foldedNames = sorted.map(\.1)
  }

  /// The country with this alpha-2 or alpha-3 code, name or alias, in any case.
  public func country(_ text: String) -> Country? {
    // The common case, a stored code such as "JP", is a binary search with no keys to build.
    if text.utf8.count == 2, text.utf8.allSatisfy({ (0x41...0x5A).contains($0) }),
      let position = position(ofAlpha2: text)
    {
      return countries[position]
    }
    let table = keys.value(makeKeys)
    return table[text.lowercased()] ?? table[TextFolding.fold(text)]
  }

  /// The folded name of the country with this alpha-2 code, as the table keeps it, so a search
  /// does not fold the same country name once for every landmark in it.
  func foldedName(alpha2: String) -> String? {
    position(ofAlpha2: alpha2).map { foldedNames[$0] }
  }

  /// Where the country with this alpha-2 code sits in `countries`: a binary search, as they are
  /// sorted by it.
  private func position(ofAlpha2 code: String) -> Int? {
    var low = 0
    var high = countries.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = countries[middle].alpha2
      if candidate == code { return middle }
      if candidate < code { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  private func makeKeys() -> [String: Country] {
    var keys: [String: Country] = [:]
    keys.reserveCapacity(countries.count * 3 + Self.aliases.count)
    for (country, folded) in zip(countries, foldedNames) {
      keys[country.alpha2.lowercased()] = country
      keys[country.alpha3.lowercased()] = country
      if keys[folded] == nil { keys[folded] = country }
    }
    for (alias, alpha2) in Self.aliases where keys[alias.lowercased()] == nil {
      keys[alias.lowercased()] = keys[alpha2.lowercased()]
    }
    return keys
  }

  /// Up to `limit` countries close to a mistyped `text`, nearest first, each with the spelling that
  /// matched: a code for code-like text (`JPA` → `JPN`), else a name (`Icelnd` → `Iceland`).
  public func nearest(to text: String, limit: Int = 3) -> [(country: Country, spelling: String)] {
    let key = text.trimmingBlanks()
    var spellings: [String: Country] = [:]
    // A two- or three-letter text is a code; near codes of another length are noise.
    if key.count <= 3 {
      for country in countries { spellings[key.count == 2 ? country.alpha2 : country.alpha3] = country }
    }
    // Names are matched even for short text, so `ice` still finds Iceland by its start.
    for country in countries where spellings[country.name] == nil { spellings[country.name] = country }
    return NearestNames.nearest(to: key, among: Array(spellings.keys), limit: limit).compactMap { spelling in
      spellings[spelling].map { ($0, spelling) }
    }
  }

  /// The country table compiled into the binary from `Resources/countries.json`, which the build
  /// turned into tab-separated lines with the names already folded.
  public static func builtIn() throws -> CountryTable {
    var countries: [Country] = []
    var folded: [String] = []
    countries.reserveCapacity(256)
    folded.reserveCapacity(256)
    // Split on bytes: splitting a String by Characters walks grapheme clusters, which costs more
    // than the rest of reading the table.
    for line in embeddedCountryTable.fields(separatedBy: 0x0A) where !line.isEmpty {
      let fields = line.fields(separatedBy: 0x09)
      guard fields.count == 5, let continent = Continent(code: String(fields[3])) else {
        throw CatalogError.invalidData(source: "countries.json", reason: "a malformed country line: \(line)")
      }
      countries.append(
        Country(alpha2: String(fields[0]), alpha3: String(fields[1]), name: String(fields[2]), continent: continent))
      folded.append(String(fields[4]))
    }
    return CountryTable(countries: countries, foldedNames: folded)
  }
}
