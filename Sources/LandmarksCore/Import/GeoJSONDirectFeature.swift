import LandmarksJSON
import LandmarksModels

/// Reads the usual GeoJSON feature (a Point, a name and a few plain properties) straight from the
/// file's bytes into a place, with no tree of values in between.
///
/// It takes only what it reads exactly as `GeoJSONFeature.place` does: at anything else (a
/// repeated member, Takeout's or OpenStreetMap's members, alternate names, kinds, an export's
/// source, a value of an unusual type) and at every problem it gives up, and the general reading
/// builds the feature and says what is wrong with it.
enum GeoJSONDirectFeature {
  typealias GiveUp = JSONChunkParser.GiveUp

  /// The place made of the feature that is next in `parser`, an element of the features array at
  /// `depth`.
  static func place(_ parser: inout JSONChunkParser, depth: Int) throws(GiveUp) -> ImportedPlace {
    var seen = 0
    var featureID: String?
    var position: (latitude: Double, longitude: Double)?
    var properties: Properties?
    try parser.expect(UInt8(ascii: "{"))
    if try parser.skipping(UInt8(ascii: "}")) { throw GiveUp() }
    repeat {
      try parser.checkSize()
      let code = try parser.key { featureKeys.code($0) }
      try parser.expect(UInt8(ascii: ":"))
      if code != featureKeys.otherCode {
        guard seen & (1 << code) == 0 else { throw GiveUp() }
        seen |= 1 << code
      }
      switch code {
      case FeatureMember.type: guard try parser.text() == "Feature" else { throw GiveUp() }
      case FeatureMember.id: featureID = try scalar(&parser, depth: depth + 1)
      case FeatureMember.geometry: position = try point(&parser, depth: depth + 1)
      case FeatureMember.properties: properties = try self.properties(&parser, depth: depth + 1)
      default: try parser.skip(depth: depth + 1)
      }
    } while try parser.skipping(UInt8(ascii: ","))
    try parser.expect(UInt8(ascii: "}"))
    guard let position, let properties,
      let name = PlaceValidation.trimmed(properties.first(Property.names)),
      PlaceValidation.nameProblem(name) == nil,
      PlaceValidation.positionProblem(latitude: position.latitude, longitude: position.longitude) == nil
    else { throw GiveUp() }
    var place = ImportedPlace(
      sourceID: PlaceValidation.trimmed(featureID ?? properties.texts[Property.id]), name: name,
      latitude: position.latitude, longitude: position.longitude)
    place.continent = properties.texts[Property.continent].flatMap(Continent.init(parsing:))
    place.country = PlaceValidation.trimmed(properties.first(Property.countries))
    place.location = PlaceValidation.trimmed(properties.texts[Property.address])
    place.description = PlaceValidation.trimmed(properties.first(Property.descriptions))
    return place
  }

  /// The feature's members read; any other is checked and passed over.
  private enum FeatureMember {
    static let type = 0
    static let id = 1
    static let geometry = 2
    static let properties = 3
  }

  private static let featureKeys = ByteKeyTable(
    [
      "type": FeatureMember.type, "id": FeatureMember.id, "geometry": FeatureMember.geometry,
      "properties": FeatureMember.properties,
    ], otherCode: 4)

  private static let geometryKeys = ByteKeyTable(["type": 0, "coordinates": 1], otherCode: 2)

  /// The properties read, by code: the keys `GeoJSONFeature.place` tries in turn are numbered in
  /// that order, so the first present is the one it takes.
  private enum Property {
    static let names = 0..<GeoJSONFeature.Keys.names.count
    static let countries = names.upperBound..<(names.upperBound + GeoJSONFeature.Keys.countries.count)
    static let descriptions =
      countries.upperBound..<(countries.upperBound + GeoJSONFeature.Keys.descriptions.count)
    static let address = descriptions.upperBound
    static let continent = address + 1
    static let id = continent + 1
    static let count = id + 1
    /// A member only the general reading reads.
    static let unusual = count
    /// A member nobody reads.
    static let other = count + 1
  }

  private static let propertyKeys: ByteKeyTable = {
    var codes: [String: Int] = [:]
    let keys = GeoJSONFeature.Keys.self
    for (offset, key) in keys.names.enumerated() { codes[key] = Property.names.lowerBound + offset }
    for (offset, key) in keys.countries.enumerated() { codes[key] = Property.countries.lowerBound + offset }
    for (offset, key) in keys.descriptions.enumerated() { codes[key] = Property.descriptions.lowerBound + offset }
    codes["address"] = Property.address
    codes["continent"] = Property.continent
    codes["id"] = Property.id
    let unusual =
      [
        ["location", "Location", "source"], keys.alternateNames, keys.osmNames, keys.kinds,
        KindMapping.osmTagKeys,
      ]
    for key in unusual.joined() { codes[key] = Property.unusual }
    return ByteKeyTable(
      codes, prefixes: [keys.translationPrefix], prefixCode: Property.unusual, otherCode: Property.other)
  }()

  /// The texts of the properties read, by code; a null one is nil, as a missing one is.
  private struct Properties {
    var texts = [String?](repeating: nil, count: Property.count)

    /// The first text among `codes`.
    func first(_ codes: Range<Int>) -> String? {
      for code in codes {
        if let text = texts[code] { return text }
      }
      return nil
    }
  }

  private static func properties(_ parser: inout JSONChunkParser, depth: Int) throws(GiveUp) -> Properties {
    var properties = Properties()
    var seen = 0
    try parser.expect(UInt8(ascii: "{"))
    if try parser.skipping(UInt8(ascii: "}")) { throw GiveUp() }
    repeat {
      try parser.checkSize()
      let code = try parser.key { propertyKeys.code($0) }
      try parser.expect(UInt8(ascii: ":"))
      switch code {
      case Property.other:
        try parser.skip(depth: depth + 1)
      case Property.id:
        guard seen & (1 << code) == 0 else { throw GiveUp() }
        seen |= 1 << code
        properties.texts[code] = try scalar(&parser, depth: depth + 1)
      case 0..<Property.count:
        guard seen & (1 << code) == 0 else { throw GiveUp() }
        seen |= 1 << code
        switch try parser.significant() {
        case UInt8(ascii: "\""): properties.texts[code] = try parser.text()
        case UInt8(ascii: "n"): try parser.skip(depth: depth + 1)
        default: throw GiveUp()
        }
      default:
        throw GiveUp()
      }
    } while try parser.skipping(UInt8(ascii: ","))
    try parser.expect(UInt8(ascii: "}"))
    return properties
  }

  /// A string's text or a number's literal, as ids come; nil for null.
  private static func scalar(_ parser: inout JSONChunkParser, depth: Int) throws(GiveUp) -> String? {
    switch try parser.significant() {
    case UInt8(ascii: "\""): return try parser.text()
    case UInt8(ascii: "n"):
      try parser.skip(depth: depth)
      return nil
    default: return try parser.number(literal: true).literal
    }
  }

  /// The position of a Point geometry, `[longitude, latitude]` and perhaps more numbers.
  private static func point(_ parser: inout JSONChunkParser, depth: Int) throws(GiveUp) -> (
    latitude: Double, longitude: Double
  ) {
    var seen = 0
    var isPoint = false
    var position: (latitude: Double, longitude: Double)?
    try parser.expect(UInt8(ascii: "{"))
    if try parser.skipping(UInt8(ascii: "}")) { throw GiveUp() }
    repeat {
      try parser.checkSize()
      let code = try parser.key { geometryKeys.code($0) }
      try parser.expect(UInt8(ascii: ":"))
      if code != geometryKeys.otherCode {
        guard seen & (1 << code) == 0 else { throw GiveUp() }
        seen |= 1 << code
      }
      switch code {
      case 0: isPoint = try parser.text() == "Point"
      case 1: position = try coordinates(&parser)
      default: try parser.skip(depth: depth + 1)
      }
    } while try parser.skipping(UInt8(ascii: ","))
    try parser.expect(UInt8(ascii: "}"))
    guard isPoint, let position else { throw GiveUp() }
    return position
  }

  /// An array of at least two numbers, the first two a longitude and a latitude.
  private static func coordinates(_ parser: inout JSONChunkParser) throws(GiveUp) -> (
    latitude: Double, longitude: Double
  ) {
    try parser.expect(UInt8(ascii: "["))
    try parser.checkSize()
    let longitude = try parser.number(literal: false).value
    try parser.expect(UInt8(ascii: ","))
    try parser.checkSize()
    let latitude = try parser.number(literal: false).value
    while try parser.skipping(UInt8(ascii: ",")) {
      try parser.checkSize()
      _ = try parser.number(literal: false)
    }
    try parser.expect(UInt8(ascii: "]"))
    return (latitude, longitude)
  }
}
