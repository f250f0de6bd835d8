import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// The ISO 3166-1 table: lookups by code or name in any case, and each country's continent.
@Suite struct CountryTableTests {
  let table: CountryTable

  init() throws {
    table = try CountryTable.builtIn()
  }

  /// Anything a person might type for a country, and the alpha-2 code it means.
  @Test(arguments: [
    // alpha-2
    ("JP", "JP"), ("jp", "JP"), ("Jp", "JP"), ("aq", "AQ"), ("br", "BR"), ("GB", "GB"),
    // alpha-3
    ("JPN", "JP"), ("jpn", "JP"), ("Bra", "BR"), ("ata", "AQ"), ("USA", "US"), ("gbr", "GB"),
    // names, any case, accents and punctuation optional
    ("Japan", "JP"), ("japan", "JP"), ("JAPAN", "JP"), ("brazil", "BR"), ("Antarctica", "AQ"),
    ("united kingdom", "GB"), ("United States", "US"), ("NEW ZEALAND", "NZ"),
    ("Guinea-Bissau", "GW"), ("guinea bissau", "GW"),
    ("São Tomé and Príncipe", "ST"), ("Curaçao", "CW"), ("Réunion", "RE"), ("Åland Islands", "AX"),
    ("  japan ", "JP"),
    // the common non-ISO aliases
    ("UK", "GB"), ("uk", "GB"), ("EL", "GR"), ("el", "GR"),
  ])
  func looksUpByCodeOrName(text: String, alpha2: String) {
    #expect(table.country(text)?.alpha2 == alpha2, "'\(text)' found \(String(describing: table.country(text)))")
  }

  @Test(arguments: ["XX", "ZZZ", "Atlantis", "", "J", "Japa"])
  func unknownTextFindsNothing(text: String) {
    #expect(table.country(text) == nil, "'\(text)' found \(String(describing: table.country(text)))")
  }

  @Test func aliasesAreNoCountrysOwnCode() {
    for alias in CountryTable.aliases.keys {
      #expect(!table.countries.contains { $0.alpha2 == alias || $0.alpha3 == alias }, "\(alias)")
    }
  }

  /// A mistyped country, and the spelling its nearest match must include.
  @Test(arguments: [
    ("Icelnd", "IS", "Iceland"), ("jpa", "JP", "JPN"), ("Jappan", "JP", "Japan"), ("germny", "DE", "Germany"),
    ("Nw Zealand", "NZ", "New Zealand"), ("ice", "IS", "Iceland"),
  ])
  func suggestsNearestCountries(typo: String, alpha2: String, spelling: String) {
    #expect(table.country(typo) == nil)
    let nearest = table.nearest(to: typo)
    #expect(nearest.contains { $0.country.alpha2 == alpha2 && $0.spelling == spelling }, "\(nearest.map(\.spelling))")
    #expect(nearest.count <= 3)
  }

  /// A search reads each candidate's country, with its folded name, from the build's line alone
  /// until the table is parsed; the answers are the parsed table's.
  @Test func searchLookupsReadFromLinesGiveTheParsedTable() throws {
    let fresh = try CountryTable.builtIn()
    let lookedUp = table.countries.map { fresh.countryAndFoldedName($0.alpha2) }
    for (country, found) in zip(table.countries, lookedUp) {
      #expect(found?.country == country)
      #expect(found?.folded == table.foldedName(alpha2: country.alpha2))
    }
    #expect(try CountryTable.builtIn().countryAndFoldedName("UK")?.country.alpha2 == "GB")
    #expect(try CountryTable.builtIn().countryAndFoldedName("jp")?.country.alpha2 == "JP")
    for code in ["XX", "ZZ", "", "J", "JPN"] where table.country(code) == nil {
      #expect(try CountryTable.builtIn().countryAndFoldedName(code) == nil)
    }
  }

  @Test func tableHoldsAtLeast250Countries() {
    #expect(table.countries.count >= 250)
  }

  @Test func codesAreWellFormedAndUnique() {
    let upper = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for country in table.countries {
      #expect(country.alpha2.count == 2 && country.alpha2.allSatisfy(upper.contains), "\(country.alpha2)")
      #expect(country.alpha3.count == 3 && country.alpha3.allSatisfy(upper.contains), "\(country.alpha3)")
      #expect(!country.name.isEmpty)
    }
    #expect(Set(table.countries.map(\.alpha2)).count == table.countries.count)
    #expect(Set(table.countries.map(\.alpha3)).count == table.countries.count)
  }

  @Test func countriesAreInAlpha2Order() {
    let codes = table.countries.map(\.alpha2)
    #expect(codes == codes.sorted())
  }

  @Test func everyCountryIsFoundByEachOfItsKeys() {
    for country in table.countries {
      #expect(table.country(country.alpha2) == country)
      #expect(table.country(country.alpha3) == country)
      #expect(table.country(country.name) == country, "\(country.name)")
    }
  }

  @Test(arguments: [
    ("JP", Continent.asia),
    ("CN", .asia),
    ("BR", .southAmerica),
    ("AR", .southAmerica),
    ("AQ", .antarctica),
    ("AU", .australiaOceania),
    ("NZ", .australiaOceania),
    ("FR", .europe),
    ("IS", .europe),
    ("US", .northAmerica),
    ("MX", .northAmerica),
    ("EG", .africa),
    ("TZ", .africa),
  ])
  func knowsTheContinentOfACountry(alpha2: String, continent: Continent) throws {
    let country = try #require(table.country(alpha2))
    #expect(country.continent == continent)
  }

  @Test(arguments: Continent.allCases)
  func everyContinentHasACountry(continent: Continent) {
    #expect(table.countries.contains { $0.continent == continent })
  }
}

@Suite("The country table the build prepares")
struct BuiltInCountryTableTests {
  private struct File: Decodable {
    struct Entry: Decodable {
      let alpha2: String
      let alpha3: String
      let name: String
      let continent: String
    }
    let countries: [Entry]
  }

  @Test("It holds exactly what countries.json says, and every name is found by its folded form")
  func matchesTheJSON() throws {
    let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: PackageResources.url("countries.json")))
    let table = try CountryTable.builtIn()
    #expect(table.countries.count == file.countries.count)
    for entry in file.countries {
      let country = try #require(table.country(entry.alpha2))
      #expect(country.alpha3 == entry.alpha3)
      #expect(country.name == entry.name)
      #expect(country.continent.name == entry.continent)
      // The build folded the name; looking the name up folds it now, and must find the same country.
      #expect(table.country(entry.name.uppercased())?.alpha2 == entry.alpha2)
    }
  }
}
