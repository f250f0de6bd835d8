import LandmarksModels

/// One landmark as exports write it, carrying the id and source a re-import keeps.
///
/// Separate from `Landmark` so imported landmarks (open kinds, a source, perhaps no country) export
/// through the same writers as built-in ones.
package struct ExportRecord: Sendable, Hashable {
  /// The landmark id (1 ... 2^53-1).
  package var id: Int
  /// The source it was imported from; `nil` for the built-in catalog.
  package var source: String?
  /// Its slug in the exporting store.
  package var slug: String
  /// Its name.
  package var name: String
  /// Its other names.
  package var alternateNames: [String]
  /// Latitude in decimal degrees.
  package var latitude: Double
  /// Longitude in decimal degrees.
  package var longitude: Double
  /// Its continent.
  package var continent: Continent?
  /// Its country, ISO 3166-1 alpha-2.
  package var country: String?
  /// A location line.
  package var location: String?
  /// Free text about it.
  package var description: String?
  /// Kind names, closed vocabulary or not.
  package var kinds: [String]
  /// The colour of the badge it awards, for formats that style places (KML); `nil` without one.
  package var badgeColor: BadgeColor?

  /// Creates a record from its parts.
  package init(
    id: Int, source: String?, slug: String, name: String, alternateNames: [String] = [], latitude: Double,
    longitude: Double, continent: Continent? = nil, country: String? = nil, location: String? = nil,
    description: String? = nil, kinds: [String] = [], badgeColor: BadgeColor? = nil
  ) {
    self.id = id
    self.source = source
    self.slug = slug
    self.name = name
    self.alternateNames = alternateNames
    self.latitude = latitude
    self.longitude = longitude
    self.continent = continent
    self.country = country
    self.location = location
    self.description = description
    self.kinds = kinds
    self.badgeColor = badgeColor
  }

  /// The record of a catalog landmark from `source` (`nil` for the built-in catalog).
  package init(_ landmark: Landmark, source: String? = nil) {
    self.init(
      id: landmark.id, source: source, slug: landmark.slug, name: landmark.name,
      alternateNames: landmark.alternateNames, latitude: landmark.latitude, longitude: landmark.longitude,
      continent: landmark.continent, country: landmark.country, location: landmark.location,
      description: landmark.description, kinds: landmark.kinds.map(\.rawValue), badgeColor: landmark.badge?.color)
  }
}
