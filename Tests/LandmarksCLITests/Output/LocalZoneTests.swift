import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCLI

/// The system's zone, asked of the C library, gives the offsets Foundation's current zone gives.
@Suite("The system zone's offsets")
struct LocalZoneTests {
  @Test("offsets over three centuries match Foundation's current zone")
  func systemMatchesFoundation() {
    var random = SeededGenerator(seed: 1970)
    for _ in 0..<500 {
      let date = Date(timeIntervalSince1970: Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &random)))
      #expect(LocalZone.system.secondsFromGMT(for: date) == TimeZone.current.secondsFromGMT(for: date), "\(date)")
    }
  }

  @Test("a given zone answers as itself", arguments: ["Asia/Tokyo", "America/St_Johns", "UTC"])
  func givenZone(_ name: String) throws {
    let zone = try #require(TimeZone(identifier: name))
    let date = Date(timeIntervalSince1970: 1_795_953_600)
    #expect(LocalZone(zone).secondsFromGMT(for: date) == zone.secondsFromGMT(for: date))
    #expect(Formatting.time(date, in: LocalZone(zone)) == Formatting.time(date, in: zone))
  }
}
