import Foundation
import LandmarksJSON
import LandmarksModels
import Testing

@testable import LandmarksCore

/// A landmark's JSON: every key always present, unknown values as null, and a lossless round trip.
@Suite struct LandmarkCodingTests {
  static let allKeys: Set<String> = [
    "id", "slug", "name", "alternateNames", "continent", "country", "location", "latitude", "longitude",
    "elevation", "areaKm2", "kinds", "description", "badge", "source",
  ]

  /// A landmark with every optional fact unknown.
  static let sparse = Landmark(
    id: 9001, slug: "nowhere-rock", name: "Nowhere Rock", continent: .antarctica, country: "AQ",
    location: "Somewhere, Antarctica", latitude: -75.5, longitude: 12.25)

  /// A landmark with every fact known.
  static let full = Landmark(
    id: 1016, slug: "mount-fuji", name: "Mount Fuji", alternateNames: ["富士山", "Fujisan"], continent: .asia,
    country: "JP", location: "Honshu, Japan", latitude: 35.36072, longitude: 138.72744,
    elevation: Elevation(low: 3776, high: 3776), areaKm2: 207, kinds: [.mountain, .volcano],
    description: "A volcano. It is tall.", badge: Badge(id: "mountFuji", symbol: .mountain, color: .blue))

  private func object(_ landmark: Landmark) throws -> [String: Any] {
    // The tool's encoder, which writes an absent optional as null.
    let data = Data(try JSONTextEncoder.encode(landmark).utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func encodingWritesEveryKeyEvenWhenValuesAreUnknown() throws {
    let json = try object(Self.sparse)
    #expect(Set(json.keys) == Self.allKeys)
    #expect(json["areaKm2"] is NSNull)
    #expect(json["badge"] is NSNull)
    let elevation = try #require(json["elevation"] as? [String: Any])
    #expect(Set(elevation.keys) == ["low", "high"])
    #expect(elevation["low"] is NSNull)
    #expect(elevation["high"] is NSNull)
    #expect((json["alternateNames"] as? [Any])?.isEmpty == true)
    #expect((json["kinds"] as? [Any])?.isEmpty == true)
    #expect(json["description"] as? String == "")
  }

  @Test func encodingWritesEveryKeyWhenValuesAreKnown() throws {
    let json = try object(Self.full)
    #expect(Set(json.keys) == Self.allKeys)
    #expect(json["continent"] as? String == "Asia")
    #expect(json["country"] as? String == "JP")
    #expect(json["kinds"] as? [String] == ["mountain", "volcano"])
    let badge = try #require(json["badge"] as? [String: Any])
    #expect(badge["id"] as? String == "mountFuji")
    #expect(badge["symbol"] as? String == "mountain")
    #expect(badge["color"] as? String == "blue")
    let elevation = try #require(json["elevation"] as? [String: Any])
    #expect((elevation["low"] as? NSNumber)?.doubleValue == 3776)
    #expect((elevation["high"] as? NSNumber)?.doubleValue == 3776)
  }

  @Test func idIsWrittenAsAnInteger() throws {
    let text = try JSONTextEncoder.encode(Self.full)
    #expect(text.contains(#""id" : 1016,"#), "\(text)")
  }

  @Test func halfKnownElevationWritesNullForTheUnknownEnd() throws {
    let landmark = Landmark(
      id: 1007, slug: "rocky-mountains", name: "Rocky Mountains", continent: .northAmerica, country: "US",
      location: "Montana, United States", latitude: 47.6, longitude: -113, elevation: Elevation(low: nil, high: 4400))
    let elevation = try #require(try object(landmark)["elevation"] as? [String: Any])
    #expect(elevation["low"] is NSNull)
    #expect((elevation["high"] as? NSNumber)?.doubleValue == 4400)
  }

  @Test(arguments: [sparse, full])
  func decodingRoundTrips(landmark: Landmark) throws {
    let data = try JSONEncoder().encode(landmark)
    #expect(try JSONDecoder().decode(Landmark.self, from: data) == landmark)
  }

  @Test func everyBuiltInLandmarkRoundTrips() throws {
    let catalog = try Catalog.builtIn()
    let data = try JSONEncoder().encode(catalog.landmarks)
    #expect(try JSONDecoder().decode([Landmark].self, from: data) == catalog.landmarks)
  }

  @Test func decodingAcceptsExplicitNulls() throws {
    let text = """
      {"id": 5, "slug": "x", "name": "X", "alternateNames": [], "continent": "Australia/Oceania",
       "country": "AU", "location": "Y", "latitude": 1.5, "longitude": -2.5,
       "elevation": {"low": null, "high": null}, "areaKm2": null, "kinds": ["reef"],
       "description": "Z.", "badge": null}
      """
    let landmark = try JSONDecoder().decode(Landmark.self, from: Data(text.utf8))
    #expect(landmark.continent == .australiaOceania)
    #expect(landmark.elevation.isUnknown)
    #expect(landmark.areaKm2 == nil)
    #expect(landmark.badge == nil)
    #expect(landmark.kinds == [.reef])
  }
}
