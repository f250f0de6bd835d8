import Foundation
import LandmarksJSON
import LandmarksModels
import Testing

@testable import LandmarksCLI
@testable import LandmarksCore

/// The CLI's hand-written `encode(to:)` methods (explicit nulls, keys of two values side by side) would
/// silently drop a property added later and forgotten there. Each JSON shape, with every property set,
/// must encode exactly one key per stored property, named as the property; a wrapper that writes its
/// parts side by side encodes exactly their keys.
@Suite struct JSONKeysTests {
  static let date = Date(timeIntervalSince1970: 1_795_953_600)

  static let collection = LandmarkCollection(
    id: "c0ffee", name: "Peaks", description: "High ones", createdAt: date,
    members: [CollectionMember(landmarkID: 1016, isMember: true, addedAt: date, changedAt: date)])

  /// Mount Fuji as if imported, so that every key, `source` included, has a value.
  static func fuji() throws -> Landmark {
    let fuji = try #require(try Catalog.builtIn().landmark(id: 1016))
    return Landmark(
      id: fuji.id, slug: fuji.slug, name: fuji.name, alternateNames: fuji.alternateNames, continent: fuji.continent,
      country: fuji.country, location: fuji.location, latitude: fuji.latitude, longitude: fuji.longitude,
      elevation: fuji.elevation, areaKm2: fuji.areaKm2, kinds: fuji.kinds, description: fuji.description,
      badge: fuji.badge, source: "trips")
  }

  @Test func collectionJSON() throws {
    try Self.checkKeys(CollectionJSON(Self.collection))
  }

  @Test func badgeEntry() throws {
    let entry = BadgesOutput.Entry(
      id: "mountFuji", symbol: .mountain, color: .blue,
      landmark: .init(id: 1016, slug: "mount-fuji", name: "Mount Fuji"), earned: true, earnedAt: Self.date,
      done: [.takePhoto], remaining: [.drawSketch])
    try Self.checkKeys(entry)
    try Self.checkKeys(entry.landmark)
  }

  @Test func detailActivityLineAndProgress() throws {
    let line = LandmarkDetail.ActivityLine(
      activity: .takePhoto, done: true, changedAt: Self.date, firstCompletedAt: Self.date)
    try Self.checkKeys(line)
    try Self.checkKeys(
      LandmarkDetail.Progress(activities: [line], badgeEarned: true, favorite: true, collections: ["Peaks"]))
  }

  /// `show --json`: the landmark's keys and `progress` side by side.
  @Test func detailJSON() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let detail = try LandmarkDetail(try Self.fuji(), catalog: try Catalog.builtIn(), context: test.context)
    let json = try #require(detail.json)
    try Self.checkKeys(json, flattening: ["landmark", "extra"])
  }

  /// `search --json`: each hit is the landmark's keys and `score` side by side.
  @Test func searchHitJSON() throws {
    let hit = SearchHit(
      landmark: try Self.fuji(), tier: .prefix, field: .name, matchedText: "Mount Fuji", distance: 0)
    let hits = try #require(SearchOutput(hits: [hit], notes: []).json as? [any Encodable])
    let first = try #require(hits.first)
    try Self.checkKeys(first, flattening: ["landmark", "extra"])
  }

  /// `collections show --json`: the collection's keys and `landmarks` side by side.
  @Test func collectionDetailJSON() throws {
    let output = CollectionDetailOutput(collection: Self.collection, landmarks: [try Self.fuji()], badgeStack: nil)
    let json = try #require(output.json)
    try Self.checkKeys(json, flattening: ["collection"])
  }

  /// The check itself notices a property that is not encoded.
  @Test func checkNoticesAMissingKey() throws {
    struct Forgetful: Encodable {
      let kept: Int
      let forgotten: Int
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kept, forKey: .kept)
      }
      enum CodingKeys: String, CodingKey { case kept, forgotten }
    }
    let value = Forgetful(kept: 1, forgotten: 2)
    #expect(Set(try Self.encodedObject(value).keys) != Set(Self.expectedKeys(value, flattening: [])))
  }

  // MARK: - Helpers

  /// Expects `value`'s JSON object to have exactly the keys its stored properties name (the properties in
  /// `flattening` contribute their own properties' names instead), each non-null, and every property of
  /// the test value to be set (a nil one could not tell a dropped key from a null).
  static func checkKeys(
    _ value: any Encodable, flattening: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let name = String(describing: type(of: value))
    for child in Mirror(reflecting: value).children {
      #expect(!isNil(child.value), "\(name).\(child.label ?? "?") is nil", sourceLocation: sourceLocation)
    }
    let expected = expectedKeys(value, flattening: flattening)
    let object = try encodedObject(value, sourceLocation: sourceLocation)
    #expect(
      Set(object.keys) == Set(expected), "\(name) encodes \(object.keys.sorted()), expected \(expected.sorted())",
      sourceLocation: sourceLocation)
    #expect(object.count == expected.count, "a key is written twice in \(name)", sourceLocation: sourceLocation)
    for (key, encoded) in object {
      #expect(!(encoded is NSNull), "\(name).\(key) encoded as null", sourceLocation: sourceLocation)
    }
  }

  /// The stored properties' names of `value`, those in `flattening` replaced by their own properties' names.
  static func expectedKeys(_ value: Any, flattening: Set<String>) -> [String] {
    Mirror(reflecting: value).children.flatMap { child -> [String] in
      guard let label = child.label else { return [] }
      guard flattening.contains(label) else { return [label] }
      return Mirror(reflecting: child.value).children.compactMap(\.label)
    }
  }

  /// The top-level JSON object `value` encodes to.
  static func encodedObject(
    _ value: any Encodable, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    let data = Data(try JSONTextEncoder.encode(value).utf8)
    return try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
  }

  /// Whether `value` is an Optional holding nothing.
  private static func isNil(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
  }
}
