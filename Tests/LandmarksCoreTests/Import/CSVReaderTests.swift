import Foundation
import LandmarksJSON
import Testing

@testable import LandmarksCore

/// RFC 4180 CSV: quoting, line ends, byte-order marks, separators and header spellings.
@Suite struct CSVReaderTests {
  @Test(arguments: [1, 3, 1 << 16])
  func readsQuotedFieldsAcrossChunks(chunkSize: Int) throws {
    let text =
      "id,name,lat,lng,country,description,kinds\r\n"
      + "1,\"Mount \"\"Big\"\", Peak\",46.5,7.9,CH,\"Two\r\nlines, with commas\",\"mountain; Glacier\"\r\n"
      + "2,Lake,-10.25,120,ID,,lake\r\n"
    let records = try ReadAll.csv(text, chunkSize: chunkSize)
    let places = ReadAll.places(records)
    try #require(places.count == 2, "\(records)")
    #expect(places[0].name == "Mount \"Big\", Peak")
    #expect(places[0].latitude == 46.5 && places[0].longitude == 7.9)
    #expect(places[0].description == "Two\r\nlines, with commas")
    #expect(places[0].kinds == ["mountain", "glacier"])
    #expect(places[0].sourceID == "1")
    #expect(places[1].description == nil)
    if case .place(_, let location) = records[1] { #expect(location.line == 4) }
  }

  @Test(arguments: [
    ("name;latitude;longitude\nZürich;47,37;8,54\n", Character(";")),
    ("name\tlatitude\tlongitude\nZürich\t47.37\t8.54\n", Character("\t")),
    ("\u{FEFF}Name,Latitude,Longitude\nZürich,47.37,8.54", Character(",")),
    ("Title,Y,X\nZürich,47.37,8.54\n", Character(",")),
    ("place_name,lat,long\r\nZürich,47.37,8.54\r\n", Character(",")),
  ])
  func recognisesSeparatorsAndHeaderSpellings(text: String, separator: Character) throws {
    var reader = CSVReader(MemoryInput(text))
    let record = try reader.next()
    #expect(reader.separator == separator)
    guard case .place(let place, _) = record else {
      Issue.record("expected a place, got \(String(describing: record))")
      return
    }
    #expect(place.name == "Zürich")
    #expect(abs(place.latitude - 47.37) < 1e-12 && abs(place.longitude - 8.54) < 1e-12)
  }

  /// Every field is found in its own column, whatever the order of the header, and the first
  /// column with a field's spelling wins over a later one.
  @Test func everyFieldIsReadFromItsOwnColumn() throws {
    let fields = Array(CSVHeader.Field.allCases.reversed())
    let names = fields.map(\.rawValue) + ["Lat", "title"]
    let header = CSVHeader(names)
    let record = names.indices.map { "v\($0)" }
    #expect(header.missing.isEmpty)
    for (column, field) in fields.enumerated() {
      #expect(header.has(field))
      #expect(header.value(field, in: record) == "v\(column)", "\(field)")
    }
    // A record shorter than the header has no value for the columns past its end.
    #expect(header.value(.name, in: Array(record.prefix(3))) == nil)
    let partial = CSVHeader(["name", "x", "y"])
    #expect(!partial.has(.id) && partial.value(.id, in: ["a", "1", "2"]) == nil)
  }

  @Test func aPopulationColumnGivesImportance() throws {
    var reader = CSVReader(
      MemoryInput("name,lat,lon,population\nSan José,9.93,-84.08,352381\nSan José,37.33,-121.89,-5\n"))
    guard case .place(let first, _) = try reader.next(), case .place(let second, _) = try reader.next() else {
      Issue.record("expected two places")
      return
    }
    #expect(first.importance == 352_381)
    // A negative figure is no figure.
    #expect(second.importance == nil)
  }

  @Test func aHeaderWithoutCoordinatesIsRefused() {
    let fault = ReadAll.fault { try ReadAll.csv("name,city\nA,B\n") }
    guard case .malformed(let location, let reason) = fault else {
      Issue.record("expected a fault, got \(String(describing: fault))")
      return
    }
    #expect(location.line == 1)
    #expect(reason.contains("latitude, longitude"))
  }

  @Test(arguments: [
    ("name,lat,lon\n,1,2\n", "no name"),
    ("name,lat,lon\nA,,2\n", "no latitude"),
    ("name,lat,lon\nA,north,2\n", "not a number"),
    ("name,lat,lon\nA,95,2\n", "off the globe"),
    ("name,lat,lon\nA,nan,2\n", "not a finite number"),
    ("name,lat,lon\nA,1e999,2\n", "not a finite number"),
    ("name,lat,lon\nA,0,0\n", "unknown"),
  ])
  func invalidRowsAreProblems(text: String, reason: String) throws {
    let problems = ReadAll.problems(try ReadAll.csv(text))
    try #require(problems.count == 1)
    #expect(problems[0].reason.contains(reason), "\(problems[0].reason)")
    #expect(problems[0].location.line == 2)
  }

  @Test func blankLinesAndAMissingFinalNewlineAreFine() throws {
    let places = ReadAll.places(try ReadAll.csv("name,lat,lon,id\n\nA,1,2,\n\r\nB,3,4,x"))
    #expect(places.map(\.name) == ["A", "B"])
    #expect(places.map(\.sourceID) == [nil, "x"])
  }

  @Test func anUnclosedQuoteIsAFaultNamingItsLine() {
    let fault = ReadAll.fault { try ReadAll.csv("name,lat,lon\nA,1,2\n\"B,3,4\nC,5,6\n") }
    guard case .malformed(let location, let reason) = fault else {
      Issue.record("expected a fault, got \(String(describing: fault))")
      return
    }
    #expect(location.line == 3)
    #expect(reason.contains("never closed"))
  }

  @Test func aHugeFieldIsAFaultNotAMemoryBlowUp() {
    let text = "name,lat,lon\n\"" + String(repeating: "x", count: 2 << 20) + "\",1,2\n"
    let fault = ReadAll.fault { try ReadAll.csv(text, chunkSize: 1 << 20) }
    guard case .malformed(_, let reason) = fault else {
      Issue.record("expected a fault, got \(String(describing: fault))")
      return
    }
    #expect(reason.contains("longer than 1 MB"))
  }

  @Test func invalidUTF8IsAFaultNamingItsLine() {
    let bytes = Array("name,lat,lon\nA,1,2\n".utf8) + [0x42, 0xFF, 0x2C, 0x31, 0x2C, 0x32, 0x0A]
    var reader = CSVReader(MemoryInput(bytes: bytes))
    #expect {
      while try reader.next() != nil {}
    } throws: { error in
      guard case .malformed(let location, let reason) = error as? ImportError else { return false }
      return location.line == 3 && reason.contains("invalid UTF-8")
    }
  }

  @Test func exportsCarryTheirIdentity() throws {
    let text = "id,source,name,latitude,longitude\n1016,,Fuji,35.3,138.7\n123456,trips,X,1,2\nabc,trips,Y,1,2\n"
    let places = ReadAll.places(try ReadAll.csv(text))
    #expect(
      places.map(\.exported) == [
        ExportedIdentity(id: 1016, source: nil), ExportedIdentity(id: 123456, source: "trips"), nil,
      ])
  }
}
