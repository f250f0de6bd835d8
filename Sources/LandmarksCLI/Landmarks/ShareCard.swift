import Foundation
import LandmarksCore
import LandmarksModels

/// A landmark as a card to paste anywhere: name, location, coordinates, a `geo:` URI
/// (RFC 5870) and an OpenStreetMap link. Catalog text is read only through the safe accessors.
struct ShareCard: Sendable {
  let landmark: Landmark

  /// `geo:35.3607,138.7274`: WGS 84 (the RFC's default CRS), four decimals (about 11 m).
  var geoURI: String {
    "geo:\(Self.decimal(landmark.latitude)),\(Self.decimal(landmark.longitude))"
  }

  /// The OpenStreetMap page with a marker on the landmark, at a zoom that fits its size.
  var openStreetMapURL: String {
    let (latitude, longitude) = (Self.decimal(landmark.latitude), Self.decimal(landmark.longitude))
    return "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=\(zoom)/\(latitude)/\(longitude)"
  }

  /// The map's zoom: 12 (a town) without an area; otherwise the zoom at which the area's
  /// side takes about half a 1,000-pixel-wide window, from 4 (a country) to 16 (a street).
  var zoom: Int {
    guard let area = landmark.areaKm2, area.isFinite, area > 0 else { return 12 }
    // At zoom z a 256-pixel tile spans 40,075 / 2^z km at the equator.
    let side = area.squareRoot()
    let zoom = log2(40_075.0 * 1_000 / 256 / (2 * side)).rounded(.down)
    return Int(min(16, max(4, zoom)))
  }

  /// The card as plain lines, in the language of `words`.
  func text(in words: Localizer) -> String {
    [
      words.name(of: landmark),
      words.location(of: landmark),
      Formatting.coordinates(latitude: landmark.latitude, longitude: landmark.longitude, in: words),
      geoURI,
      openStreetMapURL,
    ].map { $0 + "\n" }.joined()
  }

  /// The card as Markdown: the name in bold, the location, then the links. Names and places
  /// are escaped, so a `*` or `[` in them is shown, not read as formatting.
  func markdown(in words: Localizer) -> String {
    let coordinates = Formatting.coordinates(latitude: landmark.latitude, longitude: landmark.longitude, in: words)
    return [
      "**\(Markdown.escape(words.name(of: landmark)))**  ",
      Markdown.escape(words.location(of: landmark)) + "  ",
      "\(coordinates) · <\(geoURI)> · [OpenStreetMap](\(openStreetMapURL))",
    ].map { $0 + "\n" }.joined()
  }

  /// `value` with four decimals, without trailing zeros or a negative zero: `35.3607`, `-0.5`, `0`.
  static func decimal(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var text = Formatting.fixed(value, places: 4)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}

/// Escaping for text placed inside Markdown.
enum Markdown {
  /// The ASCII punctuation that can start or end emphasis, code, links, HTML, entities or
  /// tables inside a line: each gets a backslash, which CommonMark allows before any ASCII
  /// punctuation. `(` and `!` need none once `[` and `]` are escaped.
  static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&"]

  /// `text` with every special character escaped (`Fort *Knox* [UK]` → `Fort \*Knox\* \[UK\]`),
  /// and a start that would make a list item or heading of its line (`- `, `+`, `=`, `1.`) too.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if special.contains(character) { result.append("\\") }
      result.append(character)
    }
    if let first = result.first, ["-", "+", "="].contains(first) { return "\\" + result }
    let digits = result.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, let mark = result.dropFirst(digits.count).first, mark == "." || mark == ")" {
      return digits + "\\" + result.dropFirst(digits.count)
    }
    return result
  }
}
