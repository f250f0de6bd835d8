import LandmarksJSON

/// The number of columns of a GeoNames line.
private let geoNamesColumnCount = 19

/// Reads a GeoNames dump (`cities15000.txt` … `allCountries.txt`) a line at a time.
///
/// The 19 tab-separated columns are: geonameid, name, asciiname, alternatenames, latitude,
/// longitude, feature class, feature code, country code, cc2, admin1–4 codes, population,
/// elevation, dem, timezone, modification date. Memory stays bounded by the longest line.
package struct GeoNamesReader<Input: ByteInput>: PlaceReader {
  private var reader: ByteReader<Input>
  private var line: [UInt8] = []

  /// Reads `input`.
  package init(_ input: Input) {
    reader = ByteReader(input)
  }

  /// The next line as a place or a problem; throws on invalid UTF-8 or a line over 1 MB.
  package mutating func next() throws -> ImportRecord? {
    while true {
      line.removeAll(keepingCapacity: true)
      let location = ImportLocation(line: reader.line)
      let tooLong = {
        ImportError.malformed(location, reason: "a line longer than \(ImportLimits.fieldBytes / (1 << 20)) MB")
      }
      guard try reader.read(until: 0x0A, into: &line, limit: ImportLimits.fieldBytes, tooLong: tooLong) else {
        return nil
      }
      if line.last == 0x0D { line.removeLast() }
      if location.line == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
      // Blank lines and comments (the readme-style header some extracts carry) are not places.
      if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
      if !line.withUnsafeBytes(UTF8Validation.isASCII), let bad = UTF8Validation.firstInvalidIndex(line) {
        throw ImportError.malformed(location, reason: "invalid UTF-8 (column byte \(bad + 1) of the line)")
      }
      return record(at: location)
    }
  }

  private func record(at location: ImportLocation) -> ImportRecord {
    func problem(_ reason: String) -> ImportRecord { .problem(ImportProblem(location: location, reason: reason)) }
    let columns = line.split(separator: 0x09, omittingEmptySubsequences: false)
    guard columns.count == geoNamesColumnCount else {
      return problem("\(columns.count) columns; a GeoNames line has \(geoNamesColumnCount)")
    }
    func text(_ index: Int) -> String? {
      PlaceValidation.trimmed(String(decoding: columns[index], as: UTF8.self))
    }
    guard let name = text(1) else { return problem("no name") }
    if let reason = PlaceValidation.nameProblem(name) { return problem(reason) }
    guard let latitude = text(4).flatMap(Double.init), let longitude = text(5).flatMap(Double.init) else {
      return problem("the latitude or longitude is not a number")
    }
    if let reason = PlaceValidation.positionProblem(latitude: latitude, longitude: longitude) { return problem(reason) }
    // The fields a place holds apart are given at once, so they are boxed once.
    var place = ImportedPlace(
      sourceID: text(0), name: name, latitude: latitude, longitude: longitude,
      importance: text(14).flatMap { Int($0) }, featureClass: text(6), featureCode: text(7))
    var alternates = text(2).map { [$0] } ?? []
    if let names = text(3) { alternates += names.split(separator: ",").map(String.init) }
    place.alternateNames = PlaceValidation.alternateNames(alternates, excluding: name)
    place.country = text(8)
    place.kinds = KindMapping.kinds(featureClass: place.featureClass, featureCode: place.featureCode)
    return .place(place, location)
  }
}
