/// The value checks every reader applies, so the three formats refuse the same things alike.
enum PlaceValidation {
  /// Why `name` cannot name a place, or `nil` when it can.
  static func nameProblem(_ name: String) -> String? {
    // The common case, a short name starting with a visible ASCII character, needs no scan.
    if let first = name.utf8.first, first > 0x20, first < 0x7F, name.utf8.count <= ImportLimits.nameCharacters {
      return nil
    }
    if name.unicodeScalars.allSatisfy({ isWhitespace($0) || $0.value < 0x20 }) { return "no name" }
    // A name has no more characters than bytes: only a long one needs its characters counted.
    if name.utf8.count <= ImportLimits.nameCharacters { return nil }
    let length = name.count
    if length > ImportLimits.nameCharacters {
      return "the name is \(length) characters long; the limit is \(ImportLimits.nameCharacters)"
    }
    return nil
  }

  /// Why the position cannot be a place's, or `nil` when it can.
  static func positionProblem(latitude: Double, longitude: Double) -> String? {
    guard latitude.isFinite else { return "the latitude is not a finite number" }
    guard longitude.isFinite else { return "the longitude is not a finite number" }
    guard (-90...90).contains(latitude) else { return "latitude \(latitude) is off the globe (-90 to 90)" }
    guard (-180...180).contains(longitude) else { return "longitude \(longitude) is off the globe (-180 to 180)" }
    // Google Takeout writes [0, 0] for a saved place whose position it does not know.
    if latitude == 0 && longitude == 0 { return "the position is unknown ([0, 0])" }
    return nil
  }

  /// The first problem with `place`'s name or position.
  static func problem(_ place: ImportedPlace) -> String? {
    nameProblem(place.name) ?? positionProblem(latitude: place.latitude, longitude: place.longitude)
  }

  /// `text` without surrounding whitespace, or `nil` when nothing is left.
  static func trimmed(_ text: String?) -> String? {
    guard var text else { return nil }
    // Its buffer's ends read directly: the UTF-8 view's `last` walks back through the string's
    // index machinery, on every text of every place.
    let visibleEnds = text.withUTF8 { utf8 in
      guard let first = utf8.first, let last = utf8.last else { return false }
      return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
    }
    if visibleEnds { return text }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return nil }
    if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
    return String(scalars[first...last])
  }

  /// Unicode's White_Space property, spelled out: asked of the ends of every imported text, where
  /// a property table lookup costs more than the comparison.
  @inline(__always)
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// An integer id within JSON's exact range (1 ... 2^53-1), from its text.
  static func landmarkID(_ text: String?) -> Int? {
    guard let text, let value = Int(text), value >= 1, value <= LandmarkIdentity.maxID else { return nil }
    return value
  }

  /// Non-empty, trimmed, distinct names other than `name`, at most `ImportLimits.alternateNames`.
  static func alternateNames(_ names: [String], excluding name: String) -> [String] {
    if names.isEmpty { return [] }
    var seen: Set<String> = [name]
    var result: [String] = []
    for raw in names {
      guard let alternate = trimmed(raw), seen.insert(alternate).inserted else { continue }
      result.append(alternate)
      if result.count == ImportLimits.alternateNames { break }
    }
    return result
  }
}

/// The bounds that keep a hostile or broken file from exhausting memory or the stack.
package enum ImportLimits {
  /// The longest name taken, in characters; longer names are invalid.
  package static let nameCharacters = 1_000
  /// The largest single string, CSV field or GeoNames line, in bytes: past it the file is refused
  /// (an unclosed quote would otherwise swallow a whole 1.6 GB dump into one field).
  package static let fieldBytes = 1 << 20
  /// The deepest JSON nesting accepted; a FeatureCollection needs five levels.
  package static let jsonDepth = 64
  /// The largest single GeoJSON feature, in bytes.
  package static let featureBytes = 16 << 20
  /// The longest number literal, in bytes.
  package static let numberBytes = 64
  /// The most alternate names kept for one place.
  package static let alternateNames = 1_000
  /// The deepest XML element nesting accepted; a KML placemark in a few folders needs about ten.
  package static let xmlDepth = 64
  /// The longest XML element or attribute name, in bytes.
  package static let xmlNameBytes = 256
  /// The most attributes on one XML element.
  package static let xmlAttributes = 64
}
