import Foundation
import LandmarksJSON
import LandmarksModels
import Testing

@testable import LandmarksCore

/// Each type, through the tool's encoder, encodes exactly one key per stored property, named as the
/// property: a custom `CodingKeys` or `encode(to:)` that left one out would fail here.
@Suite struct EncodingKeysTests {
  static let date = Date(timeIntervalSince1970: 1_795_953_600)

  static let landmark = Landmark(
    id: 1016, slug: "mount-fuji", name: "Mount Fuji", alternateNames: ["富士山"], continent: .asia, country: "JP",
    location: "Honshu, Japan", latitude: 35.36072, longitude: 138.72744,
    elevation: Elevation(low: 3776, high: 3776), areaKm2: 207, kinds: [.mountain], description: "A volcano.",
    badge: Badge(id: "mountFuji", symbol: .mountain, color: .blue), source: "trips")

  @Test func landmark() throws {
    try Self.checkKeys(Self.landmark)
  }

  @Test func elevation() throws {
    try Self.checkKeys(Elevation(low: 0, high: 2025))
  }

  @Test func activityRecord() throws {
    try Self.checkKeys(ActivityRecord(done: true, changedAt: Self.date, firstCompletedAt: Self.date))
  }

  @Test func stamped() throws {
    try Self.checkKeys(Stamped("Peaks", changedAt: Self.date))
  }

  @Test func landmarkCollection() throws {
    var collection = LandmarkCollection(
      id: "c0ffee", name: "Peaks", description: "High ones", createdAt: Self.date,
      members: [CollectionMember(landmarkID: 1016, isMember: true, addedAt: Self.date, changedAt: Self.date)])
    collection.deletedAt = Self.date
    collection.mergedInto = LandmarkCollection.favoritesID
    try Self.checkKeys(collection)
  }

  @Test func progressRow() throws {
    try Self.checkKeys(
      ProgressSummary.Row(
        continent: .asia, landmarks: 29, landmarksStarted: 1, activitiesDone: 4, activitiesTotal: 116,
        badgesEarned: 1, badgesTotal: 7))
  }

  /// Types the store writes with synthesized coding are held to the same rule, so a later hand-written
  /// encoder cannot drop a key unnoticed either.
  @Test func storeTypesWithSynthesizedCoding() throws {
    try Self.checkKeys(CollectionMember(landmarkID: 1016, isMember: true, addedAt: Self.date, changedAt: Self.date))
    try Self.checkKeys(Badge(id: "mountFuji", symbol: .mountain, color: .blue))
    let record = ActivityRecord(done: true, changedAt: Self.date, firstCompletedAt: Self.date)
    try Self.checkKeys(
      UserState(
        activities: [1016: [.takePhoto: record]], badgeStack: Stamped(false, changedAt: Self.date),
        journal: [JournalEntry(at: Self.date, operations: [.badgeStackHidden])]))
  }

  @Test func journalEntry() throws {
    try Self.checkKeys(
      JournalEntry(at: Self.date, operations: [.badgeStackHidden], undoneAt: Self.date.addingTimeInterval(60)))
  }

  /// Every kind of operation writes the same six keys (unused ones null), and reads back as itself.
  @Test(arguments: [
    JournalOperation.marked(landmarkID: 1016, activity: .takePhoto),
    .unmarked(landmarkID: 1016, activity: .drawSketch),
    .memberAdded(collectionID: "favorites", landmarkID: 1016),
    .memberRemoved(collectionID: "favorites", landmarkID: 1016),
    .collectionCreated(collectionID: "c0ffee"), .collectionRestored(collectionID: "c0ffee"),
    .collectionDeleted(collectionID: "c0ffee"),
    .collectionRenamed(collectionID: "c0ffee", from: "Peaks", to: "High Peaks"),
    .collectionDescribed(collectionID: "c0ffee", from: "", to: "Big ones"),
    .badgeStackShown, .badgeStackHidden,
  ])
  func journalOperation(_ operation: JournalOperation) throws {
    let data = Data(try JSONTextEncoder.encode(operation).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["kind", "landmarkID", "activity", "collectionID", "from", "to"])
    #expect(object["kind"] as? String == operation.kind.rawValue)
    #expect(try JSONDecoder().decode(JournalOperation.self, from: data) == operation)
    #expect(operation.inverse.inverse == operation || operation.kind == .collectionCreated)
  }

  @Test func everyOperationKindIsCovered() {
    #expect(JournalOperation.Kind.allCases.count == 11)
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
    #expect(try Self.encodedKeys(Forgetful(kept: 1, forgotten: 2)) == ["kept"])
    #expect(Self.propertyNames(Forgetful(kept: 1, forgotten: 2)) == ["kept", "forgotten"])
  }

  // MARK: - Helpers

  /// Expects `value`'s JSON object to have exactly one key per stored property, each non-null, and every
  /// property of the test value to be set (a nil one could not tell a dropped key from a null).
  static func checkKeys<Value: Encodable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let properties = propertyNames(value)
    for child in Mirror(reflecting: value).children {
      #expect(!isNil(child.value), "\(Value.self).\(child.label ?? "?") is nil", sourceLocation: sourceLocation)
    }
    let object = try encodedObject(value, sourceLocation: sourceLocation)
    #expect(
      Set(object.keys) == Set(properties), "\(Value.self) encodes \(object.keys.sorted()), has \(properties)",
      sourceLocation: sourceLocation)
    #expect(object.count == properties.count, sourceLocation: sourceLocation)
    for (key, encoded) in object {
      #expect(!(encoded is NSNull), "\(Value.self).\(key) encoded as null", sourceLocation: sourceLocation)
    }
  }

  /// The stored properties of `value`, in declaration order, as the JSON keys they should become.
  static func propertyNames(_ value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
  }

  /// The keys `value` encodes to.
  static func encodedKeys<Value: Encodable>(_ value: Value) throws -> Set<String> {
    Set(try encodedObject(value).keys)
  }

  private static func encodedObject<Value: Encodable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
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
