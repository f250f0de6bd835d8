import LandmarksModels

/// What a KML `Placemark` holds while it is read, and the record it makes once it closes.
///
/// Only the fields an import uses are kept: `name`, `description`, `address`, the first `Point`'s
/// coordinates, whether another geometry was met, and the `ExtendedData` values named as the
/// GeoJSON reader's properties (which is what the KML export writes), so memory per placemark is
/// bounded by a dozen fields of at most `ImportLimits.fieldBytes` each.
struct KMLPlacemark {
  /// What the text being read belongs to.
  enum Field: Hashable {
    case name, description, address, coordinates
    case data(String)
  }

  /// The `ExtendedData` names read; the rest are read past.
  static let dataNames: Set<String> = [
    "id", "source", "name", "description", "alternateNames", "continent", "country", "country_code", "location",
    "address", "kinds", "kind", "category",
  ]

  /// The geometries that are not a point: such a placemark is skipped and counted, not refused.
  static let otherGeometries: Set<String> = [
    "LineString", "LinearRing", "Polygon", "MultiGeometry", "Track", "MultiTrack", "Model",
  ]

  /// The line the placemark starts on.
  let line: Int
  /// The placemark's `id` attribute.
  let elementID: String?
  private(set) var fields: [Field: String] = [:]
  /// Whether a `Point` was met (with or without coordinates).
  private(set) var hasPoint = false
  /// The first other geometry met, for the report.
  private(set) var otherGeometry: String?

  /// A placemark opened on `line` with the `id` attribute `elementID`.
  init(line: Int, elementID: String?) {
    self.line = line
    self.elementID = elementID
  }

  /// Notes an element `name` opened inside the placemark under `parent`, the placemark's own
  /// child when `parent` is nil; returns the field its text goes to, if any.
  mutating func open(_ name: String, parent: String?, attributes: [String: String], dataName: String?) -> Field? {
    switch name {
    case "name" where parent == nil: return .name
    case "description" where parent == nil: return .description
    case "address" where parent == nil: return .address
    case "Point":
      hasPoint = true
      return nil
    case "coordinates" where parent == "Point" && fields[.coordinates] == nil: return .coordinates
    case "value" where parent == "Data": return dataName.flatMap(Self.dataField)
    case "SimpleData": return attributes["name"].flatMap(Self.dataField)
    default:
      if otherGeometry == nil, Self.otherGeometries.contains(name) { otherGeometry = name }
      return nil
    }
  }

  /// The field of the `ExtendedData` value named `name`, when it is one that is read.
  private static func dataField(_ name: String) -> Field? {
    dataNames.contains(name) ? .data(name) : nil
  }

  /// Keeps `text` as `field`'s value (the first one wins, as later Points are ignored).
  mutating func set(_ field: Field, _ text: String) {
    if fields[field] == nil { fields[field] = text }
  }

  /// The record this placemark makes: a place, a problem, or a placemark without a point.
  func record() -> ImportRecord {
    let location = ImportLocation(line: line)
    func problem(_ reason: String) -> ImportRecord { .problem(ImportProblem(location: location, reason: reason)) }
    func data(_ name: String) -> String? { PlaceValidation.trimmed(fields[.data(name)]) }
    guard hasPoint else {
      if let otherGeometry { return .withoutPoint(location, geometry: otherGeometry) }
      return problem("a placemark without a Point")
    }
    guard let name = PlaceValidation.trimmed(fields[.name]) ?? data("name") else { return problem("no name") }
    if let reason = PlaceValidation.nameProblem(name) { return problem(reason) }
    let position: Position
    switch Self.position(fields[.coordinates]) {
    case .success(let found): position = found
    case .failure(let failure): return problem(failure.reason)
    }
    if let reason = PlaceValidation.positionProblem(latitude: position.latitude, longitude: position.longitude) {
      return problem(reason)
    }
    var place = ImportedPlace(
      sourceID: data("id") ?? PlaceValidation.trimmed(elementID), name: name, latitude: position.latitude,
      longitude: position.longitude)
    // This tool's exports carry the landmark id and its source (empty for the built-in catalog).
    if let sourceText = fields[.data("source")], let id = PlaceValidation.landmarkID(data("id")) {
      place.exported = ExportedIdentity(id: id, source: PlaceValidation.trimmed(sourceText))
    }
    if let names = data("alternateNames") {
      place.alternateNames = PlaceValidation.alternateNames(
        names.split(separator: ";").map(String.init), excluding: name)
    }
    place.continent = data("continent").flatMap(Continent.init(parsing:))
    place.country = data("country") ?? data("country_code")
    place.location = data("location") ?? PlaceValidation.trimmed(fields[.address]) ?? data("address")
    place.description = PlaceValidation.trimmed(fields[.description]) ?? data("description")
    if let kinds = data("kinds") ?? data("kind") ?? data("category") { place.kinds = KindMapping.kinds([kinds]) }
    if let altitude = position.altitude, altitude != 0 { place.elevation = altitude }
    return .place(place, location)
  }

  /// A point's position; the altitude when the tuple has one.
  struct Position {
    let latitude: Double
    let longitude: Double
    let altitude: Double?
  }

  /// Why a Point's coordinates are not a position.
  struct Failure: Error {
    let reason: String
  }

  /// Reads KML's "lon,lat[,alt]" (spaces allowed around the commas, as some writers put them).
  static func position(_ text: String?) -> Result<Position, Failure> {
    guard let text, let trimmed = PlaceValidation.trimmed(text) else {
      return .failure(Failure(reason: "a Point without coordinates"))
    }
    let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
      PlaceValidation.trimmed(String($0)) ?? ""
    }
    let shown = Excerpt.of(trimmed, limit: 40)
    guard parts.count == 2 || parts.count == 3 else {
      return .failure(Failure(reason: "coordinates '\(shown)' are not one 'longitude,latitude[,altitude]'"))
    }
    let numbers = parts.map(number)
    guard let longitude = numbers[0], let latitude = numbers[1] else {
      return .failure(Failure(reason: "coordinates '\(shown)' are not numbers"))
    }
    if parts.count == 3 {
      guard let altitude = numbers[2], altitude.isFinite else {
        return .failure(Failure(reason: "the altitude in '\(shown)' is not a number"))
      }
      return .success(Position(latitude: latitude, longitude: longitude, altitude: altitude))
    }
    return .success(Position(latitude: latitude, longitude: longitude, altitude: nil))
  }

  /// A plain decimal number; `Double(_:)` alone would also take "nan", "inf" and hex floats.
  private static func number(_ text: String) -> Double? {
    guard !text.isEmpty, text.utf8.count <= ImportLimits.numberBytes,
      text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E || $0 | 0x20 == 0x65 }
      )
    else { return nil }
    return Double(text)
  }
}
