import Foundation
import LandmarksJSON
import Testing

@testable import LandmarksCore

/// GeoNames dumps: the 19 tab-separated columns, line by line.
@Suite struct GeoNamesReaderTests {
  static func line(
    id: String = "2643743", name: String = "London", ascii: String = "London", alternates: String = "Londres,Лондон",
    latitude: String = "51.50853", longitude: String = "-0.12574", featureClass: String = "P", code: String = "PPLC",
    country: String = "GB", population: String = "8961989"
  ) -> String {
    [
      id, name, ascii, alternates, latitude, longitude, featureClass, code, country, "", "ENG", "GLA", "", "",
      population, "", "25", "Europe/London", "2023-01-01",
    ].joined(separator: "\t")
  }

  @Test(arguments: [1, 5, 1 << 16])
  func readsEveryColumnItNeeds(chunkSize: Int) throws {
    let text = Self.line() + "\n" + Self.line(id: "1850147", name: "Tōkyō", ascii: "Tokyo", alternates: "東京,Tokio")
    let places = ReadAll.places(try ReadAll.geonames(text, chunkSize: chunkSize))
    try #require(places.count == 2)
    #expect(places[0].sourceID == "2643743")
    #expect(places[0].name == "London")
    #expect(places[0].alternateNames == ["Londres", "Лондон"])
    #expect(places[0].latitude == 51.50853 && places[0].longitude == -0.12574)
    #expect(places[0].country == "GB")
    #expect(places[0].featureClass == "P" && places[0].featureCode == "PPLC")
    #expect(places[0].importance == 8_961_989)
    #expect(places[0].kinds == ["capital", "city"])
    #expect(places[1].alternateNames == ["Tokyo", "東京", "Tokio"])
  }

  @Test func problemsNameTheirLine() throws {
    let text = [
      Self.line(), "# a comment", "", "1\tonly\tthree", Self.line(name: ""), Self.line(latitude: "x"),
      Self.line(latitude: "-95"),
    ].joined(separator: "\r\n")
    let problems = ReadAll.problems(try ReadAll.geonames(text))
    #expect(problems.map(\.location.line) == [4, 5, 6, 7])
    #expect(problems[0].reason.contains("3 columns"))
    #expect(problems[1].reason == "no name")
  }

  @Test func invalidUTF8IsAFault() {
    let bytes = Array((Self.line() + "\n").utf8) + [0x31, 0x09, 0xE2, 0x82] + Array("\n".utf8)
    var reader = GeoNamesReader(MemoryInput(bytes: bytes))
    #expect {
      while try reader.next() != nil {}
    } throws: { error in
      guard case .malformed(let location, _) = error as? ImportError else { return false }
      return location.line == 2
    }
  }

  @Test func aLineWithoutEndIsAFaultNotAMemoryBlowUp() {
    let text = String(repeating: "x", count: 3 << 20)
    let fault = ReadAll.fault { try ReadAll.geonames(text, chunkSize: 1 << 20) }
    guard case .malformed(let location, _) = fault else {
      Issue.record("expected a fault, got \(String(describing: fault))")
      return
    }
    #expect(location.line == 1)
  }
}
