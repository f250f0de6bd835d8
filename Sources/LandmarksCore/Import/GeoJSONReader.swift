import LandmarksJSON
import LandmarksModels

/// Reads an RFC 7946 FeatureCollection one feature at a time.
///
/// Only the `features` array is streamed; the collection's other members are read (with the same
/// limits) and checked, so `"type"` may come before or after the features.
package struct GeoJSONReader: PlaceReader {
  private enum State {
    case start
    case features(first: Bool)
    case done
  }

  /// Concrete, so its byte loops are compiled for the input rather than looked up generically.
  private var scanner: ErasedJSONScanner
  private var state = State.start
  private var featureCount = 0
  /// The feature being read, for locations.
  private var feature: Int?

  /// Reads `input`.
  package init(_ input: some ByteInput) {
    scanner = ErasedJSONScanner(
      input,
      limits: JSONLimits(
        depth: ImportLimits.jsonDepth, numberBytes: ImportLimits.numberBytes, stringBytes: ImportLimits.fieldBytes))
  }

  /// Where the scanner is, for messages.
  private var location: ImportLocation { ImportLocation(feature: feature, line: scanner.line) }

  /// A structural fault at the current position.
  private func fault(_ reason: String) -> ImportError {
    .malformed(location, reason: reason)
  }

  /// The next feature as a place or a problem; throws on a structural fault.
  package mutating func next() throws -> ImportRecord? {
    do {
      return try nextRecord()
    } catch JSONError.syntax(_, let reason) {
      throw fault(reason)
    }
  }

  private mutating func nextRecord() throws -> ImportRecord? {
    while true {
      switch state {
      case .start:
        try openCollection()
        state = .features(first: true)
      case .features(let first):
        if first, try scanner.peekSignificant() == UInt8(ascii: "]") {
          try scanner.consume()
          try closeCollection()
          state = .done
          continue
        }
        featureCount += 1
        feature = featureCount
        _ = try scanner.peekSignificant()
        let start = location
        let record: ImportRecord
        var direct: ImportedPlace?
        let readDirectly = scanner.readInChunk(maxBytes: ImportLimits.featureBytes) {
          (parser) throws(JSONChunkParser.GiveUp) in
          direct = try GeoJSONDirectFeature.place(&parser, depth: 2)
        }
        // Moved out of the optional the parser filled, not copied.
        if readDirectly, let place = direct.take() {
          record = .place(place, start)
        } else {
          let value = try scanner.parseValue(
            depth: 2, maxBytes: ImportLimits.featureBytes, selecting: GeoJSONFeature.selection)
          record = GeoJSONFeature.record(value, at: start)
        }
        guard let separator = try scanner.peekSignificant() else {
          throw fault("the file ends inside the features array")
        }
        try scanner.consume()
        feature = nil
        if separator == UInt8(ascii: "]") {
          try closeCollection()
          state = .done
        } else if separator == UInt8(ascii: ",") {
          state = .features(first: false)
        } else {
          throw fault("expected ',' or ']' after feature \(featureCount), found \(scanner.describe(separator))")
        }
        return record
      case .done:
        return nil
      }
    }
  }

  private mutating func openCollection() throws {
    try skipByteOrderMark()
    guard try scanner.peekSignificant() == UInt8(ascii: "{") else {
      throw fault("a GeoJSON file starts with '{'")
    }
    try scanner.consume()
    if try scanner.peekSignificant() == UInt8(ascii: "}") {
      throw fault("the object has no features array")
    }
    while true {
      let key = try scanner.parseString()
      try scanner.expect(UInt8(ascii: ":"), "':'")
      if key == "features" {
        guard try scanner.peekSignificant() == UInt8(ascii: "[") else {
          throw fault("\"features\" is not an array")
        }
        try scanner.consume()
        return
      }
      try readMember(key)
      guard try separator() else { throw fault("the object has no features array") }
    }
  }

  private mutating func closeCollection() throws {
    while try separator() {
      let key = try scanner.parseString()
      try scanner.expect(UInt8(ascii: ":"), "':'")
      guard key != "features" else { throw fault("a second features array") }
      try readMember(key)
    }
    if let extra = try scanner.peekSignificant() {
      throw fault("unexpected \(scanner.describe(extra)) after the FeatureCollection")
    }
  }

  /// Reads a member other than `features`, refusing a file that says it is something else.
  private mutating func readMember(_ key: String) throws {
    let value = try scanner.parseValue(depth: 1, maxBytes: ImportLimits.featureBytes)
    if key == "type", let type = value.string, type != "FeatureCollection" {
      throw fault("the file is a GeoJSON \(Excerpt.of(type)), not a FeatureCollection")
    }
  }

  /// Consumes ',' (true, another member follows) or '}' (false).
  private mutating func separator() throws -> Bool {
    let byte = try scanner.peekSignificant()
    try scanner.consume()
    if byte == UInt8(ascii: ",") { return true }
    if byte == UInt8(ascii: "}") { return false }
    throw fault("expected ',' or '}', found \(scanner.describe(byte))")
  }

  private mutating func skipByteOrderMark() throws {
    guard try scanner.peekRaw() == 0xEF else { return }
    for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
      guard try scanner.peekRaw() == expected else { throw fault("a GeoJSON file starts with '{'") }
      try scanner.consume()
    }
  }
}

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

  /// The members `place` reads, so a reader can leave the rest of a feature unbuilt; `place`
  /// reads the same from the selected value as from the whole one.
  static let selection: JSONSelection = {
    var properties: [String: JSONSelection] = [:]
    let read =
      [
        ["location", "Location", "id", "source", "continent", "address"], Keys.names, Keys.countries, Keys.descriptions,
        Keys.alternateNames, Keys.osmNames, Keys.kinds, KindMapping.osmTagKeys,
      ]
    for key in read.joined() { properties[key] = .whole }
    return .object(
      [
        "type": .whole, "id": .whole,
        "geometry": .object(["type": .whole, "coordinates": .whole]),
        "properties": .object(properties, prefixes: [Keys.translationPrefix]),
      ])
  }()

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
  enum Keys {
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
    /// OpenStreetMap's `name:xx`, one name per language.
    static let translationPrefix = "name:"
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
    if members.contains(where: isTranslation) {
      let translations = members.filter(isTranslation).sorted { $0.key < $1.key }
      names += translations.compactMap(\.value.string)
    }
    return PlaceValidation.alternateNames(names, excluding: name)
  }

  /// Whether `member` is a `name:xx` translation. A key whose characters start with the prefix's
  /// starts with its bytes too, so the bytes are compared first: most keys fail there, without
  /// the walk over characters.
  private static func isTranslation(_ member: JSONMember) -> Bool {
    member.key.utf8.starts(with: Keys.translationPrefix.utf8) && member.key.hasPrefix(Keys.translationPrefix)
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
