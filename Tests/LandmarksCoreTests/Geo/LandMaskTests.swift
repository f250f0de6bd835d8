import Foundation
import Testing

@testable import LandmarksCore

@Suite("Land mask")
struct LandMaskTests {
  /// The built-in mask, decoded once per test.
  private let mask: LandMask

  init() throws {
    mask = try LandMask.builtIn()
  }

  @Test("the built-in mask is the 1/30° grid the script writes")
  func gridSize() {
    #expect(mask.columns == 10_800)
    #expect(mask.rows == 5_400)
  }

  @Test(
    "land under known places",
    arguments: [
      ("Paris", 48.8566, 2.3522), ("Mount Fuji", 35.3607, 138.7274), ("Uluru", -25.3444, 131.0369),
      ("Denver", 39.7392, -104.9903), ("Manaus", -3.119, -60.0217), ("Lake Vostok", -77.5, 106.0),
      ("Reykjavík", 64.1466, -21.9426), ("Nairobi", -1.2921, 36.8219),
    ])
  func land(name: String, latitude: Double, longitude: Double) {
    #expect(mask.isLand(Coordinate(latitude: latitude, longitude: longitude)), "\(name)")
  }

  @Test(
    "ocean under known places",
    arguments: [
      ("mid-Atlantic", 30.0, -40.0), ("mid-Pacific", 0.0, -150.0), ("Indian Ocean", -20.0, 80.0),
      ("Bay of Biscay", 45.5, -4.0), ("Norwegian Sea", 68.0, 0.0), ("Barents Sea", 73.0, 40.0),
      ("Sea of Japan", 40.0, 135.0), ("Tasman Sea", -40.0, 160.0),
    ])
  func ocean(name: String, latitude: Double, longitude: Double) {
    #expect(!mask.isLand(Coordinate(latitude: latitude, longitude: longitude)), "\(name)")
  }

  @Test("land fraction: about a third of the globe's area rows, none mid-ocean, all inland")
  func fraction() {
    #expect(mask.landFraction(north: 31, south: 29, west: -42, east: -38) == 0)
    #expect(mask.landFraction(north: 20, south: 18, west: 20, east: 24) == 1)
    // An interval across the antimeridian: Fiji's Vanua Levu and Taveuni straddle 180°.
    let fiji = mask.landFraction(north: -16, south: -17.2, west: 178.5, east: -179.5)
    #expect(fiji > 0 && fiji < 0.5)
  }

  @Test("damaged data is refused, never read past")
  func damaged() {
    let header = "landmask 1 columns=4 rows=1\n"
    #expect(throws: CatalogError.self) { try LandMask(text: header + "!!!!", source: "test") }
    // One row of 4: ocean 1, land 2, ocean 1 is fine; a run past the row's end is not.
    #expect((try? LandMask(text: header + "AQIB", source: "test")) != nil)
    #expect(throws: CatalogError.self) { try LandMask(text: header + "AQIC", source: "test") }
    // A row ending on land is followed straight by the next row, which starts as ocean again.
    let two = "landmask 1 columns=4 rows=2\n"
    let mask = try? LandMask(text: two + "AgIE", source: "test")
    #expect(mask?.isLand(Coordinate(latitude: 45, longitude: 135)) == true)
    #expect(mask?.isLand(Coordinate(latitude: -45, longitude: 135)) == false)
    // Only a row's first run may be empty: a second empty run is refused.
    #expect(throws: CatalogError.self) { try LandMask(text: two + "AgIAAAQ=", source: "test") }
    #expect(throws: CatalogError.self) { try LandMask(text: "nonsense 1 columns=4 rows=1\nAQIB", source: "test") }
    #expect(throws: CatalogError.self) { try LandMask(text: "landmask 1 columns=4 rows=2\nAQIB", source: "test") }
  }

  @Test("the mask the build embeds as bytes is the one the resource file holds as base64")
  func embeddedMatchesResource() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Resources/LandMask/land-mask.txt")
    let fromText = try LandMask(text: try String(contentsOf: file, encoding: .utf8), source: "test")
    #expect(fromText.columns == mask.columns && fromText.rows == mask.rows)
    // Bands a degree tall across the whole globe: every row family and both hemispheres.
    for latitude in stride(from: -89.5, through: 89.5, by: 1.0) {
      let north = latitude + 0.5
      let south = latitude - 0.5
      #expect(
        fromText.landFraction(north: north, south: south, west: -180, east: 179.99, sampleRows: 30)
          == mask.landFraction(north: north, south: south, west: -180, east: 179.99, sampleRows: 30))
    }
  }
}
