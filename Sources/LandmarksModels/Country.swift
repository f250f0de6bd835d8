/// An ISO 3166-1 country or territory and the continent GeoNames assigns it.
public struct Country: Codable, Hashable, Sendable {
  /// The two-letter code, such as `JP`.
  public let alpha2: String
  /// The three-letter code, such as `JPN`.
  public let alpha3: String
  /// The English short name.
  public let name: String
  /// The continent GeoNames assigns the whole country (a landmark's own continent is geographic).
  public let continent: Continent

  /// Creates a country.
  public init(alpha2: String, alpha3: String, name: String, continent: Continent) {
    self.alpha2 = alpha2
    self.alpha3 = alpha3
    self.name = name
    self.continent = continent
  }
}
