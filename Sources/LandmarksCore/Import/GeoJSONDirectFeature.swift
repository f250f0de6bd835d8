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
    // Filled where it lies rather than returned: a copy of its eleven texts a feature costs more
    // than reading them.
    var properties = Properties()
    var hasProperties = false
    try parser.expect(UInt8(ascii: "{"))
    if try parser.skipping(UInt8(ascii: "}")) { throw GiveUp() }
    repeat {
      let code = try parser.member(in: featureKeys)
      if code != featureKeys.otherCode {
        guard seen & (1 << code) == 0 else { throw GiveUp() }
        seen |= 1 << code
      }
      switch code {
      case FeatureMember.type: try parser.expect(text: "Feature")
      case FeatureMember.id: featureID = try scalar(&parser, depth: depth + 1)
      case FeatureMember.geometry: position = try point(&parser, depth: depth + 1)
      case FeatureMember.properties:
        try self.properties(&parser, depth: depth + 1, into: &properties)
        hasProperties = true
      default: try parser.skip(depth: depth + 1)
      }
    } while try parser.anotherMember()
    guard let position, hasProperties,
      let name = PlaceValidation.trimmed(properties.takeFirst(Property.names)),
      PlaceValidation.nameProblem(name) == nil,
      PlaceValidation.positionProblem(latitude: position.latitude, longitude: position.longitude) == nil
    else { throw GiveUp() }
    // The texts are moved out of `properties`, which is dropped next: copies would be retained
    // here and released with it.
    return ImportedPlace(
      sourceID: PlaceValidation.trimmed(featureID.take() ?? properties.take(Property.id)), name: name,
      latitude: position.latitude, longitude: position.longitude,
      continent: properties[Property.continent].flatMap(Continent.init(parsing:)),
      country: PlaceValidation.trimmed(properties.takeFirst(Property.countries)),
      location: PlaceValidation.trimmed(properties.take(Property.address)),
      description: PlaceValidation.trimmed(properties.takeFirst(Property.descriptions)))
  }

  /// Whether each property read has a slot to be held in.
  static let everyPropertyHasASlot = Property.count <= Properties.slots

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

  /// The texts of the properties read, by code; a null one is nil, as a missing one is. Held in
  /// place rather than in an array, which every feature would allocate and free.
  private struct Properties {
    private var slot0: String?
    private var slot1: String?
    private var slot2: String?
    private var slot3: String?
    private var slot4: String?
    private var slot5: String?
    private var slot6: String?
    private var slot7: String?
    private var slot8: String?
    private var slot9: String?
    private var slot10: String?

    /// How many texts are held: every code below `Property.count` needs a slot (a test checks),
    /// and a code past them is never read or written.
    static let slots = 11

    subscript(code: Int) -> String? {
      get {
        switch code {
        case 0: slot0
        case 1: slot1
        case 2: slot2
        case 3: slot3
        case 4: slot4
        case 5: slot5
        case 6: slot6
        case 7: slot7
        case 8: slot8
        case 9: slot9
        case 10: slot10
        default: nil
        }
      }
      set {
        switch code {
        case 0: slot0 = newValue
        case 1: slot1 = newValue
        case 2: slot2 = newValue
        case 3: slot3 = newValue
        case 4: slot4 = newValue
        case 5: slot5 = newValue
        case 6: slot6 = newValue
        case 7: slot7 = newValue
        case 8: slot8 = newValue
        case 9: slot9 = newValue
        case 10: slot10 = newValue
        default: break
        }
      }
    }

    /// The text of `code`, moved out: the slot is left nil.
    mutating func take(_ code: Int) -> String? {
      switch code {
      case 0: slot0.take()
      case 1: slot1.take()
      case 2: slot2.take()
      case 3: slot3.take()
      case 4: slot4.take()
      case 5: slot5.take()
      case 6: slot6.take()
      case 7: slot7.take()
      case 8: slot8.take()
      case 9: slot9.take()
      case 10: slot10.take()
      default: nil
      }
    }

    /// The first text among `codes`, moved out.
    mutating func takeFirst(_ codes: Range<Int>) -> String? {
      for code in codes {
        if let text = take(code) { return text }
      }
      return nil
    }
  }

  /// Reads a feature's properties into `properties`, which holds none yet.
  private static func properties(
    _ parser: inout JSONChunkParser, depth: Int, into properties: inout Properties
  ) throws(GiveUp) {
    var seen = 0
    try parser.expect(UInt8(ascii: "{"))
    if try parser.skipping(UInt8(ascii: "}")) { throw GiveUp() }
    repeat {
      let code = try parser.member(in: propertyKeys)
      switch code {
      case Property.other:
        try parser.skip(depth: depth + 1)
      case Property.id:
        guard seen & (1 << code) == 0 else { throw GiveUp() }
        seen |= 1 << code
        properties[code] = try scalar(&parser, depth: depth + 1)
      case 0..<Property.count:
        guard seen & (1 << code) == 0 else { throw GiveUp() }
        seen |= 1 << code
        switch try parser.significant() {
        case UInt8(ascii: "\""): properties[code] = try parser.text()
        case UInt8(ascii: "n"): try parser.skip(depth: depth + 1)
        default: throw GiveUp()
        }
      default:
        throw GiveUp()
      }
    } while try parser.anotherMember()
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
      let code = try parser.member(in: geometryKeys)
      if code != geometryKeys.otherCode {
        guard seen & (1 << code) == 0 else { throw GiveUp() }
        seen |= 1 << code
      }
      switch code {
      case 0:
        try parser.expect(text: "Point")
        isPoint = true
      case 1: position = try coordinates(&parser)
      default: try parser.skip(depth: depth + 1)
      }
    } while try parser.anotherMember()
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
