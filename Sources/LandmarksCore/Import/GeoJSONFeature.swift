import LandmarksJSON

/// Turns one parsed GeoJSON feature into a place, or says why it is not one.
///
/// Reads plain GeoJSON (`properties.name`), Google Takeout's saved places (`properties.location`
/// with `name`, `address`, `country_code`; older exports' `Title` and `Business Name`), OpenStreetMap
/// exports (tags such as `natural=peak` as properties, `name:xx` translations) and this tool's exports.
enum GeoJSONFeature {
  /// The record for `value`, the feature found at `location`.
  static func record(_ value: JSONValue, at location: ImportLocation) -> ImportRecord {
    switch place(value) {
    case .success(let place): return .place(place, location)
    case .failure(let problem): return .problem(ImportProblem(location: location, reason: problem.reason))
    }
  }

  /// Why a feature is not a place.
  struct Problem: Error {
    let reason: String
  }

  static func place(_ feature: JSONValue) -> Result<ImportedPlace, Problem> {
    guard case .object = feature else { return .failure(Problem(reason: "not an object")) }
    if let type = feature["type"]?.string, type != "Feature" {
      return .failure(Problem(reason: "a \(Excerpt.of(type, limit: 30)), not a Feature"))
    }
    let properties = feature["properties"] ?? .null
    let takeout = properties["location"] ?? properties["Location"] ?? .null
    let name = PlaceValidation.trimmed(
      first(properties, Keys.names)?.string
        ?? first(takeout, Keys.takeoutNames)?.string)
    guard let name else { return .failure(Problem(reason: "no name")) }
    if let problem = PlaceValidation.nameProblem(name) { return .failure(Problem(reason: problem)) }
    let position: (latitude: Double, longitude: Double)
    switch point(feature["geometry"]) {
    case .success(let found): position = found
    case .failure(let problem): return .failure(problem)
    }
    if let problem = PlaceValidation.positionProblem(latitude: position.latitude, longitude: position.longitude) {
      return .failure(Problem(reason: problem))
    }
    let sourceID = PlaceValidation.trimmed(feature["id"]?.scalarText ?? properties["id"]?.scalarText)
    var place = ImportedPlace(
      sourceID: sourceID, name: name, latitude: position.latitude, longitude: position.longitude)
    if let source = properties["source"] {
      // This tool's exports carry the landmark id and its source; keep both on re-import.
      if let id = PlaceValidation.landmarkID(feature["id"]?.scalarText), source == .null || source.string != nil {
        place.exported = ExportedIdentity(id: id, source: source.string)
      }
    }
    place.alternateNames = alternateNames(properties, name: name)
    place.continent = properties["continent"]?.string.flatMap(Continent.init(parsing:))
    place.country = PlaceValidation.trimmed(
      first(properties, Keys.countries)?.string
        ?? first(takeout, Keys.takeoutCountries)?.string)
    place.location = PlaceValidation.trimmed(
      takeout.string ?? first(takeout, Keys.addresses)?.string ?? properties["address"]?.string)
    place.description = PlaceValidation.trimmed(first(properties, Keys.descriptions)?.string)
    place.kinds = kinds(properties)
    return .success(place)
  }

  /// The keys read, spelled once rather than in an array built for every feature.
  private enum Keys {
    static let names = ["name", "title", "Title"]
    static let takeoutNames = ["name", "Business Name"]
    static let countries = ["country", "country_code", "countryCode"]
    static let takeoutCountries = ["country_code", "Country Code"]
    static let addresses = ["address", "Address"]
    static let descriptions = ["description", "desc"]
    static let alternateNames = ["alternateNames", "alternate_names", "alternatenames"]
    static let osmNames = ["alt_name", "old_name", "int_name", "official_name"]
    static let kinds = ["kinds", "kind", "category", "categories"]
    static let osmTags = Set(KindMapping.osmTagKeys)
  }

  private static func first(_ object: JSONValue, _ keys: [String]) -> JSONValue? {
    for key in keys {
      if let value = object[key], value != .null { return value }
    }
    return nil
  }

  private static func point(_ geometry: JSONValue?) -> Result<(latitude: Double, longitude: Double), Problem> {
    guard let geometry, geometry != .null else { return .failure(Problem(reason: "no geometry")) }
    guard let type = geometry["type"]?.string else { return .failure(Problem(reason: "a geometry without a type")) }
    guard type == "Point" else { return .failure(Problem(reason: "a \(Excerpt.of(type, limit: 30)), not a Point")) }
    guard case .array(let coordinates) = geometry["coordinates"] ?? .null, coordinates.count >= 2 else {
      return .failure(Problem(reason: "a Point without [longitude, latitude] coordinates"))
    }
    guard let longitude = coordinates[0].number, let latitude = coordinates[1].number else {
      return .failure(Problem(reason: "coordinates that are not numbers"))
    }
    return .success((latitude, longitude))
  }

  private static func alternateNames(_ properties: JSONValue, name: String) -> [String] {
    var names: [String] = []
    for key in Keys.alternateNames {
      switch properties[key] {
      case .array(let values): names += values.compactMap(\.string)
      case .string(let text): names += text.split(separator: ";").map(String.init)
      default: break
      }
    }
    guard case .object(let members) = properties else { return PlaceValidation.alternateNames(names, excluding: name) }
    // OpenStreetMap: alt_name and old_name hold ";"-separated lists, name:xx one name per language.
    for key in Keys.osmNames {
      if let text = properties[key]?.string { names += text.split(separator: ";").map(String.init) }
    }
    if members.contains(where: { $0.key.hasPrefix("name:") }) {
      let translations = members.filter { $0.key.hasPrefix("name:") }.sorted { $0.key < $1.key }
      names += translations.compactMap(\.value.string)
    }
    return PlaceValidation.alternateNames(names, excluding: name)
  }

  private static func kinds(_ properties: JSONValue) -> [String] {
    var texts: [String] = []
    for key in Keys.kinds {
      switch properties[key] {
      case .array(let values): texts += values.compactMap(\.string)
      case .string(let text): texts.append(text)
      default: break
      }
    }
    var kinds = texts.isEmpty ? [] : KindMapping.kinds(texts)
    if case .object(let members) = properties, members.contains(where: { Keys.osmTags.contains($0.key) }) {
      var tags: [String: String] = [:]
      for key in KindMapping.osmTagKeys {
        if let text = properties[key]?.string { tags[key] = text }
      }
      for kind in KindMapping.kinds(osmTags: tags) where !kinds.contains(kind) { kinds.append(kind) }
    }
    return kinds
  }
}
