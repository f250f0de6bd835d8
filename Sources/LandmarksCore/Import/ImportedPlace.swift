import LandmarksModels

/// One place as an import file describes it, before it is placed, named and numbered.
///
/// Deliberately looser than `Landmark`: kinds are an open vocabulary and the continent may still
/// be unknown, because imported data outside the closed enums must be kept, not refused.
package struct ImportedPlace: Sendable, Hashable {
  /// The source's own id for the place (a feature's `id`, a CSV `id` column, a GeoNames id).
  package var sourceID: String?
  /// The display name.
  package var name: String
  /// Other names: translations, former names, local spellings.
  package var alternateNames: [String]
  /// Latitude in decimal degrees, within -90...90.
  package var latitude: Double
  /// Longitude in decimal degrees, within -180...180.
  package var longitude: Double
  /// The continent the file names, if it names one this tool knows.
  package var continent: Continent?
  /// The country as the file gives it (alpha-2, alpha-3 or a name); placement normalises it.
  package var country: String?
  /// Folded kebab-case kinds, such as `mountain` or `ski-resort`; unknown ones are kept.
  package var kinds: [String]
  /// The fields most files leave out, held apart: a place is moved and copied many times on its
  /// way into the index, and each of these would add to every move. Nil when all are absent, so
  /// that places equal field by field are equal.
  private var rare: RareFields?

  /// The id and source a file exported by this tool carries, so a re-import keeps both.
  package var exported: ExportedIdentity? {
    get { rare?.values.exported }
    set { updateRare { $0.exported = newValue } }
  }
  /// An address or location line.
  package var location: String? {
    get { rare?.values.location }
    set { updateRare { $0.location = newValue } }
  }
  /// Free text about the place.
  package var description: String? {
    get { rare?.values.description }
    set { updateRare { $0.description = newValue } }
  }
  /// A size figure for ranking (GeoNames population), where the file has one.
  package var importance: Int? {
    get { rare?.values.importance }
    set { updateRare { $0.importance = newValue } }
  }
  /// The GeoNames feature class (one letter, such as `T`), where the file has one.
  package var featureClass: String? {
    get { rare?.values.featureClass }
    set { updateRare { $0.featureClass = newValue } }
  }
  /// The GeoNames feature code (such as `MT`), where the file has one.
  package var featureCode: String? {
    get { rare?.values.featureCode }
    set { updateRare { $0.featureCode = newValue } }
  }
  /// The height above sea level in metres, where the file gives one (a KML point's altitude).
  package var elevation: Double? {
    get { rare?.values.elevation }
    set { updateRare { $0.elevation = newValue } }
  }

  /// Creates a place; only the name and position are required.
  package init(
    sourceID: String? = nil, exported: ExportedIdentity? = nil, name: String, alternateNames: [String] = [],
    latitude: Double, longitude: Double, continent: Continent? = nil, country: String? = nil,
    location: String? = nil, description: String? = nil, kinds: [String] = [], importance: Int? = nil,
    featureClass: String? = nil, featureCode: String? = nil
  ) {
    self.sourceID = sourceID
    self.name = name
    self.alternateNames = alternateNames
    self.latitude = latitude
    self.longitude = longitude
    self.continent = continent
    self.country = country
    self.kinds = kinds
    let values = RareValues(
      exported: exported, location: location, description: description, importance: importance,
      featureClass: featureClass, featureCode: featureCode, elevation: nil)
    rare = values.isEmpty ? nil : .values(values)
  }

  /// Changes the rare fields, boxing them anew (or dropping the box when none is left).
  private mutating func updateRare(_ change: (inout RareValues) -> Void) {
    var values = rare?.values ?? RareValues()
    change(&values)
    rare = values.isEmpty ? nil : .values(values)
  }
}

/// The rare fields of an `ImportedPlace`.
private struct RareValues: Sendable, Hashable {
  var exported: ExportedIdentity?
  var location: String?
  var description: String?
  var importance: Int?
  var featureClass: String?
  var featureCode: String?
  var elevation: Double?

  var isEmpty: Bool {
    exported == nil && location == nil && description == nil && importance == nil && featureClass == nil
      && featureCode == nil && elevation == nil
  }
}

/// The rare fields boxed: one reference in the place, whatever they hold.
private indirect enum RareFields: Sendable, Hashable {
  case values(RareValues)

  var values: RareValues {
    switch self {
    case .values(let values): values
    }
  }
}

/// The landmark id and source that a file exported by this tool carries for each place.
///
/// Importing such a file keeps the id instead of hashing a new one, so an export re-imported into
/// the same store matches what is there, and imported into another store keeps its ids.
package struct ExportedIdentity: Sendable, Hashable {
  /// The landmark's id in the exporting store (1 ... 2^53-1).
  package let id: Int
  /// The source the landmark came from there; `nil` for the built-in catalog.
  package let source: String?

  /// Creates an identity.
  package init(id: Int, source: String?) {
    self.id = id
    self.source = source
  }
}
