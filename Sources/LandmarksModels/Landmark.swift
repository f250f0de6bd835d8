/// A remarkable site: what the catalog knows about it. Pure data, no user state.
public struct Landmark: Codable, Hashable, Sendable, Identifiable {
  /// The catalog's integer identifier (the sample's ids are kept).
  public let id: Int
  /// A lowercase, hyphenated, ASCII handle such as `mount-fuji`.
  public let slug: String
  /// The English name.
  public let name: String
  /// Local names in their own script, former and other names.
  public let alternateNames: [String]
  /// The geographic continent at the landmark's position.
  public let continent: Continent
  /// ISO 3166-1 alpha-2 code of the country at its coordinates (`AQ` in Antarctica).
  public let country: String
  /// A short location line, such as "Honshu, Japan".
  public let location: String
  /// Latitude in decimal degrees.
  public let latitude: Double
  /// Longitude in decimal degrees.
  public let longitude: Double
  /// Height range in metres.
  public let elevation: Elevation
  /// Area in square kilometres, where an area means something.
  public let areaKm2: Double?
  /// What the landmark is: the known vocabulary, or whatever kinds an import brought.
  public let kinds: [LandmarkKind]
  /// Two to four sentences about it.
  public let description: String
  /// The badge it awards, if any.
  public let badge: Badge?
  /// The name of the imported source it comes from; `nil` for the built-in catalog.
  public let source: String?

  /// Creates a landmark.
  public init(
    id: Int, slug: String, name: String, alternateNames: [String] = [], continent: Continent,
    country: String, location: String, latitude: Double, longitude: Double,
    elevation: Elevation = Elevation(low: nil, high: nil), areaKm2: Double? = nil,
    kinds: [LandmarkKind] = [], description: String = "", badge: Badge? = nil, source: String? = nil
  ) {
    self.id = id
    self.slug = slug
    self.name = name
    self.alternateNames = alternateNames
    self.continent = continent
    self.country = country
    self.location = location
    self.latitude = latitude
    self.longitude = longitude
    self.elevation = elevation
    self.areaKm2 = areaKm2
    self.kinds = kinds
    self.description = description
    self.badge = badge
    self.source = source
  }
}

extension Landmark {
  /// The places of the location line a search matches: each comma-separated part, trimmed, then
  /// the whole line when it has more than one part ("Fushimi Ward", "Kyoto", "Japan", then
  /// "Fushimi Ward, Kyoto, Japan" for queries that span parts).
  public var locationPlaces: [String] { Self.places(inLocation: location) }

  /// `locationPlaces` of a location line given on its own: what a search reads from an index
  /// record without making the whole landmark.
  public static func places(inLocation location: String) -> [String] {
    let parts = location.fields(separatedBy: 0x2C).filter { !$0.isEmpty }
    let trimmed = parts.map { $0.trimmingBlanks() }
    return parts.count > 1 ? trimmed + [location] : trimmed
  }
}

/// A landmark's height range in metres; either end may be unknown.
public struct Elevation: Codable, Hashable, Sendable {
  /// The lowest point, or `nil` when only a height "up to" is known.
  public let low: Double?
  /// The highest point.
  public let high: Double?

  /// Creates an elevation range.
  public init(low: Double?, high: Double?) {
    self.low = low
    self.high = high
  }

  /// True when neither end is known.
  public var isUnknown: Bool { low == nil && high == nil }
}
