import Foundation
import LandmarksModels
import Testing

@testable import LandmarksCore

/// The continent of an imported place: its own property, else its country, with coordinates
/// deciding in countries that span two continents.
@Suite struct ContinentPlacementTests {
  let placement: ContinentPlacement

  init() throws {
    placement = ContinentPlacement(countries: try CountryTable.builtIn())
  }

  /// The rule agrees with every built-in landmark: from its country and coordinates alone, each
  /// lands on the continent the catalog gives it (Lake Baikal in Asia, Hagia Sophia in Europe…).
  @Test func agreesWithEveryBuiltInLandmark() throws {
    let catalog = try Catalog.builtIn()
    #expect(try catalog.landmarks.count >= 160)
    for landmark in try catalog.landmarks {
      let place = ImportedPlace(
        name: landmark.name, latitude: landmark.latitude, longitude: landmark.longitude, country: landmark.country)
      let found = placement.place(place)
      #expect(found?.continent == landmark.continent, "\(landmark.name) (\(landmark.country))")
      #expect(found?.country == landmark.country)
    }
  }

  @Test(arguments: [
    // Russia: the Urals, the Ural river, the Caucasus, the Arctic islands, Chukotka past 180°
    ("RU", 55.7558, 37.6173, Continent.europe),  // Moscow
    ("RU", 54.71, 20.51, .europe),  // Kaliningrad
    ("RU", 56.8389, 60.6057, .asia),  // Yekaterinburg, just east of the Urals
    ("RU", 55.17, 59.67, .europe),  // Zlatoust, just west
    ("RU", 67.5, 64.03, .europe),  // Vorkuta
    ("RU", 66.53, 66.6, .asia),  // Salekhard
    ("RU", 73.0, 55.0, .europe),  // Novaya Zemlya
    ("RU", 71.0, 70.0, .asia),  // Yamal
    ("RU", 79.5, 97.0, .asia),  // Severnaya Zemlya
    ("RU", 43.35, 42.45, .europe),  // Mount Elbrus
    ("RU", 42.06, 48.29, .europe),  // Derbent
    ("RU", 53.5, 108.0, .asia),  // Lake Baikal
    ("RU", 64.73, -177.5, .asia),  // Anadyr region, west of 180° in longitude terms
    ("RU", 43.12, 131.9, .asia),  // Vladivostok
    // Kazakhstan: west of the Ural river is Europe
    ("KZ", 51.3, 51.2, .europe),  // Oral, right bank
    ("KZ", 50.28, 57.2, .asia),  // Aktobe
    ("KZ", 43.24, 76.95, .asia),  // Almaty
    ("KZ", 43.65, 51.17, .asia),  // Aktau, Mangystau
    // Turkey: Thrace and Istanbul's European side
    ("TR", 41.0085, 28.98, .europe),  // Hagia Sophia
    ("TR", 41.04, 29.0, .europe),  // Beşiktaş
    ("TR", 41.02, 29.015, .asia),  // Üsküdar
    ("TR", 40.99, 29.03, .asia),  // Kadıköy
    ("TR", 41.68, 26.56, .europe),  // Edirne
    ("TR", 40.41, 26.67, .europe),  // Gelibolu
    ("TR", 40.15, 26.41, .asia),  // Çanakkale
    ("TR", 39.93, 32.85, .asia),  // Ankara
    ("TR", 38.6431, 34.8289, .asia),  // Cappadocia
    // Egypt: Sinai
    ("EG", 27.91, 34.33, .asia),  // Sharm el-Sheikh
    ("EG", 28.56, 33.98, .asia),  // Mount Sinai
    ("EG", 29.97, 32.53, .africa),  // Suez
    ("EG", 31.26, 32.28, .africa),  // Port Said
    ("EG", 27.26, 33.81, .africa),  // Hurghada
    ("EG", 29.98, 31.13, .africa),  // Giza
    // Spain, the United States, Chile, Indonesia
    ("ES", 28.27, -16.64, .africa),  // Teide, Tenerife
    ("ES", 35.89, -5.32, .africa),  // Ceuta
    ("ES", 36.01, -5.6, .europe),  // Tarifa
    ("ES", 39.57, 2.65, .europe),  // Palma
    ("US", 19.82, -155.47, .australiaOceania),  // Mauna Kea
    ("US", 61.22, -149.9, .northAmerica),  // Anchorage
    ("US", 52.9, 172.9, .northAmerica),  // Attu, the Aleutians past 180°
    ("CL", -27.1127, -109.3497, .australiaOceania),  // Easter Island
    ("CL", -33.64, -78.83, .southAmerica),  // Juan Fernández
    ("ID", -4.08, 137.16, .australiaOceania),  // Puncak Jaya
    ("ID", -0.88, 131.25, .australiaOceania),  // Sorong
    ("ID", -6.2, 106.8, .asia),  // Jakarta
    ("ID", -5.6, 132.7, .asia),  // Kai Islands
    ("NO", -72.0, 2.5, .antarctica),  // Troll station, Queen Maud Land
  ])
  func coordinatesDecideInTranscontinentalCountries(
    country: String, latitude: Double, longitude: Double, continent: Continent
  ) {
    let place = ImportedPlace(name: "x", latitude: latitude, longitude: longitude, country: country)
    #expect(placement.place(place)?.continent == continent)
  }

  @Test func theFilesOwnContinentWinsAndCountriesNormalise() {
    var place = ImportedPlace(name: "x", latitude: 53.5, longitude: 108, continent: .europe, country: "rus")
    #expect(placement.place(place) == .init(continent: .europe, country: "RU"))
    place.continent = nil
    place.country = "Japan"
    #expect(placement.place(place) == .init(continent: .asia, country: "JP"))
  }

  @Test func withoutContinentOrCountryTheFallbackDecidesOrNothing() {
    var place = ImportedPlace(name: "x", latitude: 10, longitude: 10, country: "Atlantis")
    #expect(placement.place(place) == nil)
    #expect(placement.place(place, fallback: .africa) == .init(continent: .africa, country: nil))
    place.latitude = -75
    #expect(placement.place(place)?.continent == .antarctica)
  }
}
