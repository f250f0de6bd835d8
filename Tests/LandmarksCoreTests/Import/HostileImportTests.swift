import Foundation
import LandmarksJSON
import Testing

@testable import LandmarksCore

/// Hostile import files, for each reader: every read finishes having consumed its input, and
/// answers with places whose text is cleaned, a problem naming the place, or a structural fault
/// naming where the file is damaged. Never a crash, a hang or text that could drive a terminal.
@Suite struct HostileImportTests {
  /// The three import formats, each with a way to write a file of one-name places.
  enum Format: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case geojson, csv, geonames

    /// The format's name in test output.
    var testDescription: String { rawValue }

    /// A file holding one place per row; `name` and `description` are written as raw bytes
    /// (GeoJSON strings escape only what JSON requires: quotes, backslashes, control characters).
    func file(_ rows: [(name: String, latitude: String, longitude: String)], description: String = "") -> [UInt8] {
      switch self {
      case .geojson:
        let features = rows.map { row in
          #"{"type":"Feature","geometry":{"type":"Point","coordinates":["# + row.longitude + "," + row.latitude
            + #"]},"properties":{"name":""# + Self.jsonEscaped(row.name) + #"","description":""#
            + Self.jsonEscaped(description) + #""}}"#
        }
        return Array((#"{"type":"FeatureCollection","features":["# + features.joined(separator: ",\n") + "]}").utf8)
      case .csv:
        let lines = rows.map { row in
          "\"" + row.name.replacingOccurrences(of: "\"", with: "\"\"") + "\"," + row.latitude + "," + row.longitude
            + ",\"" + description.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return Array((["name,latitude,longitude,description"] + lines).joined(separator: "\n").utf8)
      case .geonames:
        return Array(
          rows.map { Self.geoNamesLine(name: $0.name, latitude: $0.latitude, longitude: $0.longitude) }
            .joined(separator: "\n").utf8)
      }
    }

    /// The line (GeoJSON: the feature) of the `row`-th place (1-based) in a `file` of places.
    func location(ofRow row: Int) -> (feature: Int?, line: Int) {
      switch self {
      case .geojson: (row, row)
      case .csv: (nil, row + 1)
      case .geonames: (nil, row)
      }
    }

    /// Reads `bytes` to the end or to a fault, counting what the input handed out.
    func read(_ bytes: [UInt8], chunkSize: Int = 5) -> Outcome {
      let progress = InputProgress()
      let input = CountingInput(MemoryInput(bytes: bytes, chunkSize: chunkSize), progress: progress)
      switch self {
      case .geojson: return Outcome.of(GeoJSONReader(input), byteCount: bytes.count, progress: progress)
      case .csv: return Outcome.of(CSVReader(input), byteCount: bytes.count, progress: progress)
      case .geonames: return Outcome.of(GeoNamesReader(input), byteCount: bytes.count, progress: progress)
      }
    }

    /// A GeoNames line of `columns` tab-separated columns (19 is right) for one place.
    static func geoNamesLine(name: String, latitude: String, longitude: String, columns: Int = 19) -> String {
      let fields = [
        "42", name, "", "", latitude, longitude, "T", "MT", "CH", "", "", "", "", "", "0", "", "", "Europe/Zurich",
        "2024-01-01",
      ]
      return (fields + Array(repeating: "", count: max(0, columns - 19))).prefix(columns).joined(separator: "\t")
    }

    /// `text` as the body of a JSON string.
    static func jsonEscaped(_ text: String) -> String {
      text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case _ where scalar.value < 0x20: return String(format: "\\u%04x", scalar.value)
        default: return String(scalar)
        }
      }.joined()
    }
  }

  /// The places, problems and fault of one read, and whether the reader consumed its input.
  struct Outcome {
    /// The places read, with where they were.
    var places: [(place: ImportedPlace, location: ImportLocation)] = []
    /// The records that are not places.
    var problems: [ImportProblem] = []
    /// The structural fault that ended the read, if one did.
    var fault: ImportError?
    /// The reader asked for more after the last byte: it read everything before saying "done".
    var consumed = false

    /// Reads every record; a reader yielding more records than there are bytes is recorded as
    /// an issue and stopped, so a reader that never advances fails the test instead of hanging it.
    static func of<Reader: PlaceReader>(_ reader: Reader, byteCount: Int, progress: InputProgress) -> Outcome {
      var reader = reader
      var outcome = Outcome()
      var count = 0
      do {
        while let record = try reader.next() {
          count += 1
          guard count <= byteCount + 1 else {
            Issue.record("more records than bytes: the reader does not consume its input")
            return outcome
          }
          switch record {
          case .place(let place, let location): outcome.places.append((place, location))
          case .problem(let problem): outcome.problems.append(problem)
          case .withoutPoint: break
          }
        }
        outcome.consumed = progress.ended
      } catch let error as ImportError {
        outcome.fault = error
      } catch {
        Issue.record("not an ImportError: \(error)")
      }
      return outcome
    }

    /// The reason and location of a structural fault, if that is how the read ended.
    var malformed: (location: ImportLocation, reason: String)? {
      guard case .malformed(let location, let reason) = fault else { return nil }
      return (location, reason)
    }
  }

  /// What the input handed out, seen from outside the reader that owns the input.
  final class InputProgress {
    /// The input was asked for a chunk after its last one.
    var ended = false
  }

  /// A `MemoryInput` that notes when it has been asked past its end.
  struct CountingInput: ByteInput {
    /// The bytes.
    var base: MemoryInput
    /// Where the end is noted.
    let progress: InputProgress

    /// Hands out `base`, noting its end in `progress`.
    init(_ base: MemoryInput, progress: InputProgress) {
      self.base = base
      self.progress = progress
    }

    /// The next chunk of `base`.
    mutating func nextChunk() -> [UInt8]? {
      let chunk = base.nextChunk()
      if chunk == nil { progress.ended = true }
      return chunk
    }
  }

  // MARK: - Text that could drive a terminal

  /// A screen clear, a window-title OSC, a right-to-left override and a C1 CSI in the name, a
  /// cursor-up, a backspace and a bare CR in the description.
  static let hostileName = "\u{1B}[2J\u{1B}]0;pwned\u{07}Evil\u{202E}gpj.exe\u{9B}31m"
  static let hostileDescription = "Line one\u{1B}[1A\u{08}\rline two\u{2066}"

  @Test(arguments: Format.allCases)
  func controlsEscapesAndBidiOverridesAreCleanedAndCounted(format: Format) throws {
    let outcome = format.read(
      format.file([(Self.hostileName, "46.5", "7.9")], description: Self.hostileDescription))
    #expect(outcome.fault == nil && outcome.problems.isEmpty && outcome.consumed)
    let read = try #require(outcome.places.first)
    let (place, cleaned) = TextCleaning.place(read.place)
    #expect(place.name == "Evilgpj.exe")
    var report = ImportReport()
    report.recordPlace(cleaned: cleaned)
    #expect(report.cleanedPlaceCount == 1)
    if format == .geonames {
      #expect(cleaned == 4)
    } else {
      #expect(place.description == "Line one\nline two")
      #expect(cleaned == 4 + 3)
    }
    for text in [place.name, place.description ?? ""] {
      #expect(!text.unicodeScalars.contains { $0.value < 0x0A || (0x0B..<0x20).contains($0.value) })
      #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
    }
  }

  // MARK: - Structural faults

  @Test(arguments: Format.allCases)
  func aTenMegabyteNameIsRefusedWithItsPlace(format: Format) throws {
    let huge = String(repeating: "n", count: 10 << 20)
    let outcome = format.read(format.file([("Fine", "1", "2"), (huge, "3", "4")]), chunkSize: 1 << 16)
    #expect(outcome.places.count == 1)
    let fault = try #require(outcome.malformed, "\(String(describing: outcome.fault))")
    #expect(fault.reason.contains("longer than 1 MB"), "\(fault.reason)")
    let expected = format.location(ofRow: 2)
    #expect(fault.location.line == expected.line)
    #expect(fault.location.feature == expected.feature)
  }

  @Test(arguments: Format.allCases)
  func tenThousandDeepNestingIsRefusedOrIsJustALongName(format: Format) throws {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    switch format {
    case .geojson:
      let text =
        #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"A","x":"# + deep + "}}]}"
      let fault = try #require(format.read(Array(text.utf8), chunkSize: 1 << 16).malformed)
      #expect(fault.reason.contains("nesting deeper than \(ImportLimits.jsonDepth) levels"))
      #expect(fault.location.feature == 1)
    case .csv, .geonames:
      // Brackets mean nothing in these formats: the name is merely too long to be one.
      let outcome = format.read(format.file([(deep, "1", "2")]), chunkSize: 1 << 16)
      #expect(outcome.fault == nil && outcome.consumed)
      let problem = try #require(outcome.problems.first)
      #expect(problem.reason.contains("20000 characters long"))
      #expect(problem.location.line == format.location(ofRow: 1).line)
    }
  }

  /// Coordinates that are not positions on the globe, in each format's own spelling.
  enum Expectation: Sendable {
    case fault(String)
    case problem(String)
    case place(latitude: Double, longitude: Double)
  }

  @Test(arguments: [
    (Format.geojson, "NaN", "10", Expectation.fault("expected a value, found 'N'")),
    (.geojson, "1e400", "10", .problem("latitude is not a finite number")),
    (.geojson, "10", "-1e400", .problem("longitude is not a finite number")),
    (.geojson, "1e300", "10", .problem("off the globe")),
    (.geojson, "-0", "10", .place(latitude: 0, longitude: 10)),
    (.geojson, "-0", "-0.0", .problem("the position is unknown")),
    (.csv, "NaN", "10", .problem("latitude is not a finite number")),
    (.csv, "nan", "10", .problem("latitude is not a finite number")),
    (.csv, "10", "1e400", .problem("longitude is not a finite number")),
    (.csv, "-inf", "10", .problem("latitude is not a finite number")),
    (.csv, "-0", "10", .place(latitude: 0, longitude: 10)),
    (.csv, "-0", "-0", .problem("the position is unknown")),
    (.geonames, "NaN", "10", .problem("latitude is not a finite number")),
    (.geonames, "10", "1e400", .problem("longitude is not a finite number")),
    (.geonames, "-0", "10", .place(latitude: 0, longitude: 10)),
  ])
  func nanHugeAndNegativeZeroCoordinates(format: Format, latitude: String, longitude: String, expected: Expectation)
    throws
  {
    let outcome = format.read(format.file([("Peak", latitude, longitude)]))
    let location = format.location(ofRow: 1)
    switch expected {
    case .fault(let reason):
      let fault = try #require(outcome.malformed, "\(String(describing: outcome.fault))")
      #expect(fault.reason.contains(reason), "\(fault.reason)")
      #expect(fault.location.feature == location.feature && fault.location.line == location.line)
    case .problem(let reason):
      #expect(outcome.fault == nil && outcome.places.isEmpty && outcome.consumed)
      let problem = try #require(outcome.problems.first)
      #expect(problem.reason.contains(reason), "\(problem.reason)")
      #expect(problem.location.feature == location.feature && problem.location.line == location.line)
    case .place(let expectedLatitude, let expectedLongitude):
      #expect(outcome.fault == nil && outcome.problems.isEmpty && outcome.consumed)
      let place = try #require(outcome.places.first).place
      #expect(place.latitude == expectedLatitude && place.longitude == expectedLongitude)
    }
  }

  @Test(arguments: Format.allCases)
  func invalidUTF8IsRefusedAtItsLineAndByte(format: Format) throws {
    // "Bad\xC3(" : a two-byte lead followed by an ASCII byte, in the second place's name.
    var bytes = format.file([("Fine", "1", "2"), ("Bad\u{1}", "3", "4")])
    let marker = try #require(bytes.firstIndex(of: 0x01) ?? Self.firstEscapedSOH(in: bytes))
    let markerLength = bytes[marker] == 0x01 ? 1 : 6
    bytes.replaceSubrange(marker..<(marker + markerLength), with: [0xC3, 0x28])
    let outcome = format.read(bytes)
    let fault = try #require(outcome.malformed, "\(String(describing: outcome.fault))")
    #expect(fault.reason.contains("invalid UTF-8"), "\(fault.reason)")
    let expected = format.location(ofRow: 2)
    #expect(fault.location.line == expected.line && fault.location.feature == expected.feature)
    switch format {
    case .geojson: #expect(fault.reason.contains("(byte \(marker))"), "\(fault.reason)")
    case .csv: #expect(fault.reason.contains("field 1 (its byte 4)"), "\(fault.reason)")
    case .geonames: #expect(fault.reason.contains("byte 7 of the line"), "\(fault.reason)")
    }
  }

  /// Where the JSON escape `\u0001` starts in `bytes`.
  static func firstEscapedSOH(in bytes: [UInt8]) -> Int? {
    let needle = Array("\\u0001".utf8)
    return bytes.indices.first { bytes[$0...].starts(with: needle) }
  }

  @Test func anUnclosedQuoteAtTheEndOfACSVFileIsRefusedWithTheLineItOpensOn() throws {
    let text = "name,latitude,longitude\nFine,1,2\n\"Never closed,3,4\nmore,5,6"
    let fault = try #require(Format.csv.read(Array(text.utf8)).malformed)
    #expect(fault.reason.contains("never closed"))
    #expect(fault.location.line == 3)
  }

  @Test(arguments: [18, 25])
  func aGeoNamesLineWithTheWrongColumnCountIsAProblemNamingIt(columns: Int) throws {
    let text = [
      Format.geoNamesLine(name: "Fine", latitude: "1", longitude: "2"),
      Format.geoNamesLine(name: "Odd", latitude: "3", longitude: "4", columns: columns),
      Format.geoNamesLine(name: "After", latitude: "5", longitude: "6"),
    ].joined(separator: "\n")
    let outcome = Format.geonames.read(Array(text.utf8))
    #expect(outcome.fault == nil && outcome.consumed)
    #expect(outcome.places.map { $0.place.name } == ["Fine", "After"])
    let problem = try #require(outcome.problems.first)
    #expect(problem.reason == "\(columns) columns; a GeoNames line has 19")
    #expect(problem.location.line == 2)
  }

  @Test(arguments: Format.allCases)
  func byteOrderMarksInTheMiddleAreCleanedFromText(format: Format) throws {
    let outcome = format.read(format.file([("Fine", "1", "2"), ("\u{FEFF}Mid\u{FEFF}dle", "3", "4")]))
    #expect(outcome.fault == nil && outcome.problems.isEmpty && outcome.consumed)
    let read = try #require(outcome.places.last)
    let (place, cleaned) = TextCleaning.place(read.place)
    #expect(place.name == "Middle")
    #expect(cleaned == 2)
  }

  @Test func aByteOrderMarkBetweenJSONTokensIsAFaultNamingItsLine() throws {
    let text = "{\"type\":\"FeatureCollection\",\n\u{FEFF}\"features\":[]}"
    let fault = try #require(Format.geojson.read(Array(text.utf8)).malformed)
    #expect(fault.reason.contains("byte 0xEF"), "\(fault.reason)")
    #expect(fault.location.line == 2)
  }

  @Test func aByteOrderMarkStartingALaterCSVLineIsCleanedFromItsFirstField() throws {
    let text = "name,latitude,longitude\nFine,1,2\n\u{FEFF}Later,3,4\n"
    let outcome = Format.csv.read(Array(text.utf8))
    #expect(outcome.fault == nil && outcome.consumed)
    let names = outcome.places.map { TextCleaning.place($0.place).place.name }
    #expect(names == ["Fine", "Later"])
  }

  @Test(arguments: Format.allCases)
  func carriageReturnOnlyLineEndings(format: Format) throws {
    let lf = format.file([("First", "1", "2"), ("Second", "3", "4")])
    let bytes = lf.map { $0 == 0x0A ? 0x0D : $0 }
    let outcome = format.read(bytes)
    switch format {
    case .geojson, .csv:
      // Old Mac line ends are still line ends: every place is read.
      #expect(outcome.fault == nil && outcome.problems.isEmpty && outcome.consumed)
      #expect(outcome.places.map { $0.place.name } == ["First", "Second"])
      if format == .csv { #expect(outcome.places.map { $0.location.line } == [2, 3]) }
    case .geonames:
      // GeoNames dumps end lines with LF: the file reads as one line of too many columns, refused.
      #expect(outcome.fault == nil && outcome.places.isEmpty && outcome.consumed)
      let problem = try #require(outcome.problems.first)
      #expect(problem.reason.contains("37 columns"), "\(problem.reason)")
      #expect(problem.location.line == 1)
    }
  }

  @Test(arguments: Format.allCases)
  func anEmptyFileFinishes(format: Format) throws {
    let outcome = format.read([])
    switch format {
    case .geojson:
      let fault = try #require(outcome.malformed)
      #expect(fault.reason.contains("starts with '{'"))
      #expect(fault.location.line == 1)
    case .csv:
      #expect(outcome.fault == .unrecognizedFormat(reason: "the CSV file is empty"))
    case .geonames:
      #expect(outcome.fault == nil && outcome.places.isEmpty && outcome.problems.isEmpty && outcome.consumed)
    }
  }
}
