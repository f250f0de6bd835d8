import LandmarksJSON
import LandmarksModels

/// Reads RFC 4180 CSV with a header row, one record at a time.
///
/// UTF-8 with or without a byte-order mark; comma-, semicolon- or tab-separated, whichever the
/// header line uses most; quoted fields may hold delimiters, doubled quotes and line breaks.
package struct CSVReader<Input: ByteInput>: PlaceReader {
  private var reader: ByteReader<Input>
  private var header: CSVHeader?
  private var parser = CSVRecordParser()
  private var delimiter: UInt8 { parser.delimiter }

  /// Reads `input`.
  package init(_ input: Input) {
    reader = ByteReader(input)
  }

  /// The separator the header line chose, once the first record is read.
  package var separator: Character { Character(Unicode.Scalar(delimiter)) }

  /// The next row as a place or a problem; throws on a structural fault or a header without
  /// name, latitude and longitude columns.
  package mutating func next() throws -> ImportRecord? {
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
    var exported: ExportedIdentity?
    if header.has(.source), let landmarkID = PlaceValidation.landmarkID(id) {
      // This tool's exports carry an integer id and a source column (empty for the built-in catalog).
      exported = ExportedIdentity(id: landmarkID, source: header.value(.source, in: record))
    }
    // The fields a place holds apart are given at once, so they are boxed once.
    var place = ImportedPlace(
      sourceID: id, exported: exported, name: name, latitude: latitude, longitude: longitude,
      continent: header.value(.continent, in: record).flatMap(Continent.init(parsing:)),
      country: header.value(.country, in: record), location: header.value(.location, in: record),
      description: header.value(.description, in: record),
      kinds: header.value(.kinds, in: record).map { KindMapping.kinds([$0]) } ?? [],
      // Ranks equal search hits: the city before the village of the same name.
      // The value is trimmed of all white space already, tabs and Unicode spaces included.
      importance: header.value(.population, in: record).flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil })
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

/// Which column of a CSV file holds what, from its header row's common spellings.
struct CSVHeader: Sendable, Hashable {
  /// The fields this tool reads.
  enum Field: String, CaseIterable, Sendable {
    case name, latitude, longitude, id, source, continent, country, location, description, kinds, alternateNames
    case population

    /// The field's place in `allCases`.
    var ordinal: Int {
      switch self {
      case .name: 0
      case .latitude: 1
      case .longitude: 2
      case .id: 3
      case .source: 4
      case .continent: 5
      case .country: 6
      case .location: 7
      case .description: 8
      case .kinds: 9
      case .alternateNames: 10
      case .population: 11
      }
    }
  }

  /// The header spellings of each field, folded (lowercase, without spaces, `_` or `-`).
  private static let aliases: [String: Field] = [
    "name": .name, "title": .name, "placename": .name,
    "latitude": .latitude, "lat": .latitude, "y": .latitude,
    "longitude": .longitude, "lon": .longitude, "lng": .longitude, "long": .longitude, "x": .longitude,
    "id": .id, "identifier": .id, "source": .source,
    "continent": .continent,
    "country": .country, "countrycode": .country, "cc": .country, "iso2": .country, "iso3166": .country,
    "location": .location, "address": .location,
    "description": .description, "desc": .description, "notes": .description,
    "kinds": .kinds, "kind": .kinds, "category": .kinds, "categories": .kinds,
    "alternatenames": .alternateNames, "altnames": .alternateNames, "aliases": .alternateNames,
    "population": .population, "pop": .population,
  ]

  /// The column index of each field, by the field's place in `Field.allCases`; -1 where the
  /// header has none. An array, not a dictionary: asked a dozen times a record, a `String`-backed
  /// enum key would hash its raw value each time.
  private let columns: [Int]
  /// The header's column names, for messages.
  let names: [String]

  /// Maps `names`; the first column with a field's spelling wins.
  init(_ names: [String]) {
    var columns = [Int](repeating: -1, count: Field.allCases.count)
    for (index, name) in names.enumerated() {
      let key = TextFolding.fold(name).filter { $0 != " " }
      if let field = Self.aliases[key], columns[field.ordinal] < 0 { columns[field.ordinal] = index }
    }
    self.columns = columns
    self.names = names
  }

  /// Whether the header has a column for `field`.
  func has(_ field: Field) -> Bool { columns[field.ordinal] >= 0 }

  /// The required fields the header lacks.
  var missing: [Field] {
    [Field.name, .latitude, .longitude].filter { !has($0) }
  }

  /// The value of `field` in `record`, trimmed; `nil` when absent or blank.
  func value(_ field: Field, in record: [String]) -> String? {
    let index = columns[field.ordinal]
    guard index >= 0, index < record.count else { return nil }
    return PlaceValidation.trimmed(record[index])
  }
}

/// Splits RFC 4180 records into fields, reading from any byte reader.
struct CSVRecordParser {
  /// The field separator: `,`, `;` or TAB.
  var delimiter = UInt8(ascii: ",")
  /// The fields of the record just read.
  private(set) var fields: [String] = []
  private var field: [UInt8] = []
  /// Records ended by a CR without an LF (old Mac line ends), which the byte reader does not count
  /// as lines; the CSV reader adds the header line's.
  var loneCarriageReturns = 0

  /// Reads one record into `fields`; false at the end of the input.
  mutating func read<Input: ByteInput>(_ reader: inout ByteReader<Input>) throws -> Bool {
    fields.removeAll(keepingCapacity: true)
    guard try reader.peek() != nil else { return false }
    let startLine = reader.line
    while true {
      field.removeAll(keepingCapacity: true)
      var afterDelimiter = false
      if try reader.peek() == UInt8(ascii: "\"") {
        _ = try reader.next()
        try readQuoted(&reader, startLine: startLine)
      }
      while true {
        // The field's plain bytes a chunk at a time, then the byte that ends it.
        try reader.appendRun(into: &field, stoppingAt: delimiter, 0x0A, 0x0D, limit: ImportLimits.fieldBytes)
        try checkLength(startLine: startLine)
        guard let byte = try reader.next() else { break }
        if byte == delimiter {
          afterDelimiter = true
          break
        }
        if byte == 0x0A { break }
        if byte == 0x0D {
          if try reader.peek() == 0x0A { _ = try reader.next() } else { loneCarriageReturns += 1 }
          break
        }
        field.append(byte)
        try checkLength(startLine: startLine)
      }
      try finishField(startLine: startLine)
      // A record ends at a line break or the end of the file; a delimiter means another field.
      if !afterDelimiter { return true }
    }
  }

  /// A quoted field's body, up to the closing quote; text after it is kept, leniently.
  private mutating func readQuoted<Input: ByteInput>(_ reader: inout ByteReader<Input>, startLine: Int) throws {
    while let byte = try reader.next() {
      if byte == UInt8(ascii: "\"") {
        guard try reader.peek() == UInt8(ascii: "\"") else { return }
        _ = try reader.next()
      }
      field.append(byte)
      try checkLength(startLine: startLine)
    }
    throw ImportError.malformed(
      ImportLocation(line: startLine), reason: "a quoted field is never closed (the file ends inside it)")
  }

  private func checkLength(startLine: Int) throws {
    if field.count > ImportLimits.fieldBytes {
      throw ImportError.malformed(
        ImportLocation(line: startLine),
        reason: "a field longer than \(ImportLimits.fieldBytes / (1 << 20)) MB (an unclosed quote?)")
    }
  }

  private mutating func finishField(startLine: Int) throws {
    if !field.withUnsafeBytes(UTF8Validation.isASCII), let bad = UTF8Validation.firstInvalidIndex(field) {
      throw ImportError.malformed(
        ImportLocation(line: startLine), reason: "invalid UTF-8 in field \(fields.count + 1) (its byte \(bad + 1))")
    }
    fields.append(String(decoding: field, as: UTF8.self))
  }
}
