import LandmarksModels

/// Decides an imported place's continent, and normalises its country to alpha-2.
///
/// In order: the file's own continent; the place's country through the country table, except that
/// where a country spans two continents the coordinates decide, by the geographic rule the built-in
/// catalog follows (Lake Baikal is in Asia, Mount Elbrus and Hagia Sophia in Europe, Easter Island
/// in Oceania); south of 60°S, Antarctica; else the import's default.
package struct ContinentPlacement: Sendable {
  /// Where a place goes.
  package struct Placement: Sendable, Hashable {
    /// Its continent.
    package let continent: Continent
    /// Its country as an ISO 3166-1 alpha-2 code, when the file named a country the table knows.
    package let country: String?
  }

  private let countries: CountryTable
  /// What the table says of every two-capital-letter code (the common case in import files), by
  /// `(first - "A") * 26 + (second - "A")`: asked a million times, a table beats the search.
  private let codes: [Known?]

  /// A country as placing reads it: its code, its continent, and which rule, if any, decides the
  /// continent of a place in it by its coordinates.
  private struct Known {
    let alpha2: String
    let continent: Continent
    let split: Split

    init(_ country: Country) {
      alpha2 = country.alpha2
      continent = country.continent
      split = Split(alpha2: country.alpha2)
    }
  }

  /// The countries that span two continents, each with its own border between them.
  private enum Split {
    case none, russiaOrKazakhstan, turkey, egypt, spain, unitedStates, chile, indonesia

    init(alpha2: String) {
      switch alpha2 {
      case "RU", "KZ": self = .russiaOrKazakhstan
      case "TR": self = .turkey
      case "EG": self = .egypt
      case "ES": self = .spain
      case "US": self = .unitedStates
      case "CL": self = .chile
      case "ID": self = .indonesia
      default: self = .none
      }
    }
  }

  /// Places with `countries` for the country-to-continent step.
  package init(countries: CountryTable) {
    self.countries = countries
    let letters = UInt8(ascii: "A")...UInt8(ascii: "Z")
    codes = letters.flatMap { first in
      letters.map { second in countries.country(String(decoding: [first, second], as: UTF8.self)).map(Known.init) }
    }
  }

  /// The country `text` names, as the table reads it.
  private func country(_ text: String) -> Known? {
    let utf8 = text.utf8
    if utf8.count == 2, let first = utf8.first, let second = utf8.last, (0x41...0x5A).contains(first),
      (0x41...0x5A).contains(second)
    {
      return codes[Int(first - 0x41) * 26 + Int(second - 0x41)]
    }
    return countries.country(text).map(Known.init)
  }

  /// Where `place` goes, or `nil` when nothing places it on a continent and there is no `fallback`.
  package func place(_ place: ImportedPlace, fallback: Continent? = nil) -> Placement? {
    let country = place.country.flatMap { self.country($0) }
    if let continent = place.continent {
      return Placement(continent: continent, country: country?.alpha2)
    }
    if let country {
      let continent =
        Self.geographicContinent(split: country.split, latitude: place.latitude, longitude: place.longitude)
        ?? country.continent
      return Placement(continent: continent, country: country.alpha2)
    }
    if place.latitude < -60 { return Placement(continent: .antarctica, country: nil) }
    return fallback.map { Placement(continent: $0, country: nil) }
  }

  /// The continent at a position in a country that spans two, or `nil` where the country's own
  /// continent holds.
  package static func geographicContinent(alpha2: String, latitude: Double, longitude: Double) -> Continent? {
    geographicContinent(split: Split(alpha2: alpha2), latitude: latitude, longitude: longitude)
  }

  /// The continent at a position in a country split as `split` says, or `nil` where the country's
  /// own continent holds.
  private static func geographicContinent(split: Split, latitude: Double, longitude: Double) -> Continent? {
    // The Antarctic Treaty's line: any claim or station south of it is on Antarctica.
    if latitude < -60 { return .antarctica }
    switch split {
    case .russiaOrKazakhstan:
      // West of the Urals and the Ural river, and all of Russia's North Caucasus (the watershed
      // is its border), is Europe; the rest, Chukotka's far side of 180° included, is Asia.
      return Regions.europeanRussiaAndKazakhstan.contains(latitude: latitude, longitude: longitude) ? .europe : .asia
    case .turkey:
      // Thrace, west of the Bosporus, the Sea of Marmara and the Dardanelles.
      return Regions.turkishThrace.contains(latitude: latitude, longitude: longitude) ? .europe : .asia
    case .egypt:
      // Sinai, east of the Suez Canal and the Gulf of Suez.
      return Regions.sinai.contains(latitude: latitude, longitude: longitude) ? .asia : .africa
    case .spain:
      // The Canary Islands, Ceuta and Melilla lie south of Tarifa, mainland Europe's southern tip.
      return latitude < 35.98 ? .africa : .europe
    case .unitedStates:
      // Hawaii is Polynesia; the Aleutians past 180° stay North American.
      return (18...29).contains(latitude) && (-179.5 ... -154).contains(longitude) ? .australiaOceania : nil
    case .chile:
      // Easter Island and Salas y Gómez are Polynesia; Juan Fernández stays South American.
      return longitude < -100 ? .australiaOceania : nil
    case .indonesia:
      // Western New Guinea, Raja Ampat and the Aru Islands stand on the Australian continent.
      return (longitude >= 130.8 && latitude > -4.8) || longitude >= 134 ? .australiaOceania : nil
    case .none:
      return nil
    }
  }
}

extension ContinentPlacement {
  /// The hand-drawn borders of the transcontinental rule, as (latitude, longitude) corners.
  enum Regions {
    /// Europe's side of the Urals, the Ural river and the Caspian, as far as Russia and Kazakhstan
    /// reach: Novaya Zemlya and Franz Josef Land in, Yamal and Severnaya Zemlya out, the Caucasus in.
    static let europeanRussiaAndKazakhstan = GeoPolygon(vertices: [
      (85, 10), (85, 70), (77.5, 70), (73.5, 64), (70.0, 64), (68.8, 66.6), (67.5, 65.8), (65.0, 60.3),
      (62.0, 59.3), (60.0, 59.6), (58.0, 59.2), (56.85, 60.05), (55.0, 59.85), (54.3, 59.4), (53.4, 59.0),
      (51.25, 58.6), (51.77, 55.1), (51.45, 53.3), (51.23, 51.37), (50.2, 51.15), (48.55, 51.78), (47.1, 51.9),
      (46.8, 51.6), (46.5, 50.0), (41.0, 49.5), (41.0, 10),
    ])

    /// Turkish Thrace and Gökçeada, north and west of the Bosporus, the Marmara and the Dardanelles.
    static let turkishThrace = GeoPolygon(vertices: [
      (42.2, 25.5), (42.2, 29.2), (41.23, 29.13), (41.0, 29.0), (40.95, 28.98), (40.93, 28.5), (40.9, 27.9),
      (40.85, 27.5), (40.55, 27.1), (40.45, 26.75), (40.3, 26.6), (40.15, 26.395), (40.03, 26.18), (40.0, 25.5),
    ])

    /// The Sinai peninsula, east of the Suez Canal and the Gulf of Suez.
    static let sinai = GeoPolygon(vertices: [
      (31.6, 32.305), (30.6, 32.33), (30.3, 32.35), (29.95, 32.56), (29.6, 32.55), (29.04, 32.85), (28.3, 33.35),
      (27.65, 34.28), (27.8, 35.2), (31.6, 35.2),
    ])
  }
}
