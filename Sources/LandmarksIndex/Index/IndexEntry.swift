import LandmarksModels

/// One place as the index writer takes it: a landmark's facts with its names already folded, and a
/// slug that may be decided later (an import settles slugs only once it has seen every place).
package struct IndexEntry: Sendable {
  /// The landmark id.
  package var id: Int
  /// The slug, or nil when `IndexBuilder.setSlug(_:at:)` gives it after `arrange()`.
  package var slug: String?
  /// The display name.
  package var name: String
  /// Other names.
  package var alternateNames: [String]
  /// `[name] + alternateNames`, folded (`TextFolding.fold`), aligned with them.
  package var foldedNames: [String]
  /// The continent whose run of the index the entry is sorted into.
  package var continent: Continent
  /// ISO 3166-1 alpha-2 code, or empty.
  package var country: String
  /// A location line, or empty.
  package var location: String
  /// A description, or empty.
  package var description: String
  /// Latitude in decimal degrees.
  package var latitude: Double
  /// Longitude in decimal degrees.
  package var longitude: Double
  /// Elevation range in metres.
  package var elevation: Elevation
  /// Area in square kilometres.
  package var areaKm2: Double?
  /// Every kind, known or not, as folded kebab-case words.
  package var kindNames: [String]
  /// The badge it awards.
  package var badge: Badge?
  /// The source's name; empty for the built-in catalog.
  package var source: String
  /// Ranks equal search hits (population); 0 when unknown.
  package var importance: Int

  /// Creates an entry.
  package init(
    id: Int, slug: String?, name: String, alternateNames: [String], foldedNames: [String], continent: Continent,
    country: String, location: String, description: String, latitude: Double, longitude: Double,
    elevation: Elevation = Elevation(low: nil, high: nil), areaKm2: Double? = nil, kindNames: [String],
    badge: Badge? = nil, source: String, importance: Int
  ) {
    self.id = id
    self.slug = slug
    self.name = name
    self.alternateNames = alternateNames
    self.foldedNames = foldedNames
    self.continent = continent
    self.country = country
    self.location = location
    self.description = description
    self.latitude = latitude
    self.longitude = longitude
    self.elevation = elevation
    self.areaKm2 = areaKm2
    self.kindNames = kindNames
    self.badge = badge
    self.source = source
    self.importance = importance
  }

  /// The entry for an indexed place, its names folded here.
  package init(_ place: IndexedPlace) {
    let landmark = place.landmark
    self.init(
      id: landmark.id, slug: landmark.slug, name: landmark.name, alternateNames: landmark.alternateNames,
      foldedNames: ([landmark.name] + landmark.alternateNames).map(TextFolding.fold), continent: landmark.continent,
      country: landmark.country, location: landmark.location, description: landmark.description,
      latitude: landmark.latitude, longitude: landmark.longitude, elevation: landmark.elevation,
      areaKm2: landmark.areaKm2, kindNames: place.kindNames, badge: landmark.badge, source: place.source,
      importance: place.importance)
  }
}
