/// Decides an imported place's continent, and normalises its country to alpha-2.
///
/// In order: the file's own continent; the place's country through the country table, except that
/// where a country spans two continents the coordinates decide, by the geographic rule the built-in
/// catalog follows (Lake Baikal is in Asia, Mount Elbrus and Hagia Sophia in Europe, Easter Island
/// in Oceania); south of 60°S, Antarctica; else the import's default.
public struct ContinentPlacement: Sendable {
  /// Where a place goes.
  public struct Placement: Sendable, Hashable {
    /// Its continent.
    public let continent: Continent
    /// Its country as an ISO 3166-1 alpha-2 code, when the file named a country the table knows.
    public let country: String?
  }

  private let countries: CountryTable

  /// Places with `countries` for the country-to-continent step.
  public init(countries: CountryTable) {
    self.countries = countries
  }

  /// Where `place` goes, or `nil` when nothing places it on a continent and there is no `fallback`.
  public func place(_ place: ImportedPlace, fallback: Continent? = nil) -> Placement? {
    let country = place.country.flatMap { countries.country($0) }
    if let continent = place.continent {
      return Placement(continent: continent, country: country?.alpha2)
    }
    if let country {
      let continent =
        Self.geographicContinent(
          alpha2: country.alpha2, latitude: place.latitude, longitude: place.longitude) ?? country.continent
      return Placement(continent: continent, country: country.alpha2)
    }
    if place.latitude < -60 { return Placement(continent: .antarctica, country: nil) }
    return fallback.map { Placement(continent: $0, country: nil) }
  }

  /// The continent at a position in a country that spans two, or `nil` where the country's own
  /// continent holds.
  public static func geographicContinent(alpha2: String, latitude: Double, longitude: Double) -> Continent? {
    // The Antarctic Treaty's line: any claim or station south of it is on Antarctica.
    if latitude < -60 { return .antarctica }
    switch alpha2 {
    case "RU", "KZ":
      // West of the Urals and the Ural river, and all of Russia's North Caucasus (the watershed
      // is its border), is Europe; the rest, Chukotka's far side of 180° included, is Asia.
      return Regions.europeanRussiaAndKazakhstan.contains(latitude: latitude, longitude: longitude) ? .europe : .asia
    case "TR":
      // Thrace, west of the Bosporus, the Sea of Marmara and the Dardanelles.
      return Regions.turkishThrace.contains(latitude: latitude, longitude: longitude) ? .europe : .asia
    case "EG":
      // Sinai, east of the Suez Canal and the Gulf of Suez.
      return Regions.sinai.contains(latitude: latitude, longitude: longitude) ? .asia : .africa
    case "ES":
      // The Canary Islands, Ceuta and Melilla lie south of Tarifa, mainland Europe's southern tip.
      return latitude < 35.98 ? .africa : .europe
    case "US":
      // Hawaii is Polynesia; the Aleutians past 180° stay North American.
      return (18...29).contains(latitude) && (-179.5 ... -154).contains(longitude) ? .australiaOceania : nil
    case "CL":
      // Easter Island and Salas y Gómez are Polynesia; Juan Fernández stays South American.
      return longitude < -100 ? .australiaOceania : nil
    case "ID":
      // Western New Guinea, Raja Ampat and the Aru Islands stand on the Australian continent.
      return (longitude >= 130.8 && latitude > -4.8) || longitude >= 134 ? .australiaOceania : nil
    default:
      return nil
    }
  }
}
