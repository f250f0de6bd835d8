import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// Continent names, aliases and codes as the command line accepts them, and the sample's order.
@Suite struct ContinentTests {
  @Test(arguments: [
    // The sample's names, in any case
    ("Asia", Continent.asia),
    ("asia", .asia),
    ("Africa", .africa),
    ("ANTARCTICA", .antarctica),
    ("Australia/Oceania", .australiaOceania),
    ("australia/oceania", .australiaOceania),
    ("AUSTRALIA/OCEANIA", .australiaOceania),
    ("Europe", .europe),
    ("North America", .northAmerica),
    ("north america", .northAmerica),
    ("NORTH AMERICA", .northAmerica),
    ("South America", .southAmerica),
    ("south america", .southAmerica),
    // Aliases
    ("Oceania", .australiaOceania),
    ("oceania", .australiaOceania),
    ("Australia", .australiaOceania),
    ("AUSTRALIA", .australiaOceania),
    // GeoNames codes, any case
    ("AF", .africa),
    ("an", .antarctica),
    ("AS", .asia),
    ("eu", .europe),
    ("NA", .northAmerica),
    ("Oc", .australiaOceania),
    ("sa", .southAmerica),
    // Antarctica's ISO country code, which people type for the continent
    ("AQ", .antarctica),
    ("aq", .antarctica),
  ])
  func parsesNamesAliasesAndCodes(text: String, expected: Continent) {
    #expect(Continent(parsing: text) == expected)
  }

  @Test(arguments: ["Atlantis", "", "America", "Americas", "Eurasia", "XX", "AU", "Antarctic", "Oceanic"])
  func rejectsWhatIsNotAContinent(text: String) {
    #expect(Continent(parsing: text) == nil, "'\(text)' parsed as \(String(describing: Continent(parsing: text)))")
  }

  @Test(arguments: Continent.allCases)
  func everyContinentParsesFromItsOwnNameAndCode(continent: Continent) {
    #expect(Continent(parsing: continent.name) == continent)
    #expect(Continent(parsing: continent.code) == continent)
    #expect(Continent(parsing: continent.code.lowercased()) == continent)
  }

  @Test(arguments: [
    ("eurpoe", "Europe"), ("Antartica", "Antarctica"), ("north amrica", "North America"), ("aisa", "Asia"),
    ("Ocenia", "Oceania"), ("afirca", "Africa"),
  ])
  func suggestsTheNearestSpelling(typo: String, nearest: String) {
    #expect(Continent(parsing: typo) == nil)
    #expect(Continent.nearestSpellings(to: typo).first == nearest)
  }

  @Test func suggestsNothingForFarOffText() {
    #expect(Continent.nearestSpellings(to: "Atlantis").isEmpty)
  }

  @Test func codesAreTheGeoNamesCodes() {
    let codes = Dictionary(uniqueKeysWithValues: Continent.allCases.map { ($0, $0.code) })
    #expect(
      codes == [
        .africa: "AF", .antarctica: "AN", .asia: "AS", .europe: "EU", .northAmerica: "NA",
        .australiaOceania: "OC", .southAmerica: "SA",
      ])
  }

  @Test func allCasesFollowTheSampleContinentOrder() throws {
    let sample = try SampleReferenceFixture.load()
    #expect(Continent.allCases.map(\.name) == sample.continentOrder)
  }

  @Test func comparisonFollowsTheSampleOrder() {
    #expect(Continent.allCases.sorted() == Continent.allCases)
    #expect(Continent.asia < .africa)
    #expect(Continent.europe < .northAmerica)
    #expect(!(Continent.southAmerica < .antarctica))
  }

  @Test func encodesAsTheSampleSpelling() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = try encoder.encode([Continent.australiaOceania, .northAmerica])
    #expect(String(decoding: data, as: UTF8.self) == #"["Australia/Oceania","North America"]"#)
    #expect(try JSONDecoder().decode([Continent].self, from: data) == [.australiaOceania, .northAmerica])
  }
}
