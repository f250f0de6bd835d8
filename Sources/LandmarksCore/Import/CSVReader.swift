import LandmarksJSON

/// Reads RFC 4180 CSV with a header row, one record at a time.
///
/// UTF-8 with or without a byte-order mark; comma-, semicolon- or tab-separated, whichever the
/// header line uses most; quoted fields may hold delimiters, doubled quotes and line breaks.
public struct CSVReader<Input: ByteInput>: PlaceReader {
  private var reader: ByteReader<Input>
  private var header: CSVHeader?
  private var parser = CSVRecordParser()
  private var delimiter: UInt8 { parser.delimiter }

  /// Reads `input`.
  public init(_ input: Input) {
    reader = ByteReader(input)
  }

  /// The separator the header line chose, once the first record is read.
  public var separator: Character { Character(Unicode.Scalar(delimiter)) }

  /// The next row as a place or a problem; throws on a structural fault or a header without
  /// name, latitude and longitude columns.
  public mutating func next() throws -> ImportRecord? {
    let header = try self.header ?? readHeader()
    while true {
      // The byte reader counts LFs; a CR-only file's line ends are the ones the parser saw.
      let line = reader.line + parser.loneCarriageReturns
      guard try parser.read(&reader) else { return nil }
      // A blank line is not a record.
      if parser.fields.count == 1 && parser.fields[0].isEmpty { continue }
      return record(parser.fields, header: header, at: ImportLocation(line: line))
    }
  }

  private mutating func readHeader() throws -> CSVHeader {
    if try reader.peek() == 0xEF {
      for expected: UInt8 in [0xEF, 0xBB, 0xBF] where try reader.next() != expected {
        throw ImportError.malformed(ImportLocation(line: 1), reason: "invalid UTF-8 at byte 0")
      }
    }
    // The header line decides the delimiter: whichever of , ; TAB it has most of outside quotes.
    // It ends at LF, CRLF or a lone CR: reading to an LF alone would swallow a CR-only file (old
    // Mac line ends) whole as its header, and silently drop every record.
    var line: [UInt8] = []
    var ended = false
    while let byte = try reader.next() {
      ended = byte == 0x0A || byte == 0x0D
      if byte == 0x0D {
        if try reader.peek() == 0x0A { _ = try reader.next() } else { parser.loneCarriageReturns += 1 }
      }
      if ended { break }
      line.append(byte)
      guard line.count <= ImportLimits.fieldBytes else {
        throw ImportError.malformed(ImportLocation(line: 1), reason: "a header line longer than 1 MB")
      }
    }
    guard ended || !line.isEmpty else { throw ImportError.unrecognizedFormat(reason: "the CSV file is empty") }
    parser.delimiter = Self.delimiter(of: line)
    var headerReader = ByteReader(MemoryInput(bytes: line))
    _ = try parser.read(&headerReader)
    let header = CSVHeader(parser.fields)
    guard header.missing.isEmpty else {
      let missing = header.missing.map(\.rawValue).joined(separator: ", ")
      let found = header.names.map { Excerpt.of($0, limit: 30) }.joined(separator: ", ")
      throw ImportError.malformed(
        ImportLocation(line: 1), reason: "the header row has no \(missing) column (it has: \(found))")
    }
    self.header = header
    return header
  }

  static func delimiter(of line: [UInt8]) -> UInt8 {
    var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, 0x09: 0]
    var quoted = false
    for byte in line {
      if byte == UInt8(ascii: "\"") {
        quoted.toggle()
      } else if !quoted, let count = counts[byte] {
        counts[byte] = count + 1
      }
    }
    // Ties go to the comma, RFC 4180's own separator.
    let comma = counts[UInt8(ascii: ","), default: 0]
    let semicolon = counts[UInt8(ascii: ";"), default: 0]
    let tab = counts[0x09, default: 0]
    if tab > comma && tab >= semicolon { return 0x09 }
    if semicolon > comma { return UInt8(ascii: ";") }
    return UInt8(ascii: ",")
  }

  private func record(_ record: [String], header: CSVHeader, at location: ImportLocation) -> ImportRecord {
    func problem(_ reason: String) -> ImportRecord { .problem(ImportProblem(location: location, reason: reason)) }
    guard let name = header.value(.name, in: record) else { return problem("no name") }
    if let reason = PlaceValidation.nameProblem(name) { return problem(reason) }
    guard let latitudeText = header.value(.latitude, in: record) else { return problem("no latitude") }
    guard let longitudeText = header.value(.longitude, in: record) else { return problem("no longitude") }
    guard let latitude = number(latitudeText) else {
      return problem("latitude '\(Excerpt.of(latitudeText, limit: 30))' is not a number")
    }
    guard let longitude = number(longitudeText) else {
      return problem("longitude '\(Excerpt.of(longitudeText, limit: 30))' is not a number")
    }
    if let reason = PlaceValidation.positionProblem(latitude: latitude, longitude: longitude) { return problem(reason) }
    let id = header.value(.id, in: record)
    var place = ImportedPlace(sourceID: id, name: name, latitude: latitude, longitude: longitude)
    if header.columns[.source] != nil, let landmarkID = PlaceValidation.landmarkID(id) {
      // This tool's exports carry an integer id and a source column (empty for the built-in catalog).
      place.exported = ExportedIdentity(id: landmarkID, source: header.value(.source, in: record))
    }
    place.continent = header.value(.continent, in: record).flatMap(Continent.init(parsing:))
    place.country = header.value(.country, in: record)
    place.location = header.value(.location, in: record)
    place.description = header.value(.description, in: record)
    place.kinds = header.value(.kinds, in: record).map { KindMapping.kinds([$0]) } ?? []
    // Ranks equal search hits: the city before the village of the same name.
    // The value is trimmed of all white space already, tabs and Unicode spaces included.
    place.importance = header.value(.population, in: record).flatMap { Int($0) }
      .flatMap { $0 >= 0 ? $0 : nil }
    if let names = header.value(.alternateNames, in: record) {
      place.alternateNames = PlaceValidation.alternateNames(
        names.split(separator: ";").map(String.init), excluding: name)
    }
    return .place(place, location)
  }

  /// A coordinate; a semicolon- or tab-separated file may write "45,5" for 45.5.
  private func number(_ text: String) -> Double? {
    if let value = DecimalText.exactValue(text) ?? Double(text) { return value }
    guard delimiter != UInt8(ascii: ","), text.filter({ $0 == "," }).count == 1 else { return nil }
    return Double(String(text.map { $0 == "," ? "." : $0 }))
  }
}
