import Foundation
import Testing

@testable import LandmarksCore

/// A damaged or too-new store is reported, by path, and never overwritten.
@Suite("Damaged and newer stores are reported and left untouched")
final class DamagedStoreTests {
  private let root: URL
  private let location: StoreLocation
  private let store: StateStore
  private let t0 = Date(timeIntervalSince1970: 1_795_953_600)

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("DamagedStoreTests-\(UUID().uuidString)", isDirectory: true)
    location = StoreLocation(directory: root.appendingPathComponent("landmarks", isDirectory: true))
    store = StateStore(location: location, lockTimeout: 2)
    try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  // MARK: - Fixtures

  /// A valid store, as the encoder writes it: one activity, Favorites, a second collection.
  static let validStore = """
    {
      "activities" : {
        "1016" : {
          "takePhoto" : {
            "changedAt" : "2026-11-29T12:00:00.000Z",
            "done" : true,
            "firstCompletedAt" : "2026-11-29T12:00:00.000Z"
          }
        }
      },
      "badgeStack" : {
        "changedAt" : null,
        "value" : true
      },
      "collections" : [
        {
          "createdAt" : null,
          "deletedAt" : null,
          "description" : {
            "changedAt" : null,
            "value" : ""
          },
          "id" : "favorites",
          "members" : [],
          "name" : {
            "changedAt" : null,
            "value" : "Favorites"
          }
        },
        {
          "createdAt" : "2026-11-29T12:00:00.000Z",
          "deletedAt" : null,
          "description" : {
            "changedAt" : "2026-11-29T12:00:00.000Z",
            "value" : ""
          },
          "id" : "trip",
          "members" : [],
          "name" : {
            "changedAt" : "2026-11-29T12:00:00.000Z",
            "value" : "Road Trip"
          }
        }
      ],
      "journal" : [],
      "schemaVersion" : 2
    }

    """

  static func replacing(_ target: String, with replacement: String) -> String {
    precondition(validStore.contains(target), "fixture does not contain \(target)")
    return validStore.replacingOccurrences(of: target, with: replacement)
  }

  private static let deletedFavorites = favorites.replacingOccurrences(
    of: "\"deletedAt\": null", with: "\"deletedAt\": \"2026-11-29T12:00:00.000Z\"")

  private static let doubledFavorites = favorites.replacingOccurrences(
    of: "\"members\": []",
    with: """
      "members": [{"landmarkID": 1016, "isMember": true, "addedAt": "2026-11-29T12:00:00Z", \
      "changedAt": "2026-11-29T12:00:00Z"}, {"landmarkID": 1016, "isMember": false, \
      "addedAt": "2026-11-29T12:00:00Z", "changedAt": "2026-11-29T12:00:00Z"}]
      """)

  private static let favorites = """
    {"createdAt": null, "deletedAt": null, "description": {"changedAt": null, "value": ""},
     "id": "favorites", "members": [], "name": {"changedAt": null, "value": "Favorites"}}
    """

  /// One damaged file and why it is damaged.
  struct Damage: Sendable, CustomTestStringConvertible {
    let label: String
    let bytes: Data
    var testDescription: String { label }

    init(_ label: String, _ text: String) {
      self.label = label
      self.bytes = Data(text.utf8)
    }

    init(_ label: String, bytes: Data) {
      self.label = label
      self.bytes = bytes
    }
  }

  static let damages: [Damage] = [
    Damage("empty file", ""),
    Damage("only whitespace", "  \n\t\n"),
    Damage("truncated JSON (first half of a valid store)", String(validStore.prefix(validStore.count / 2))),
    Damage("truncated JSON (all but the last brace)", String(validStore.dropLast(2))),
    Damage("not json", "not json"),
    Damage("binary noise", bytes: Data([0x00, 0xFF, 0x7B, 0x13, 0x80, 0x22])),
    Damage("a JSON array", "[1, 2, 3]"),
    Damage("a JSON string", "\"schemaVersion\""),
    Damage("an object missing schemaVersion", replacing("\n  \"schemaVersion\" : 2\n", with: "\n  \"version\" : 2\n")),
    Damage("an empty object", "{}"),
    Damage("schemaVersion of the wrong type", replacing("\"schemaVersion\" : 2", with: "\"schemaVersion\" : \"1\"")),
    Damage("schemaVersion 0", replacing("\"schemaVersion\" : 2", with: "\"schemaVersion\" : 0")),
    Damage("activities of the wrong type", replacing("\"activities\" : {", with: "\"activities\" : 5, \"x\" : {")),
    Damage(
      "collections of the wrong type",
      "{\"schemaVersion\": 1, \"activities\": {}, \"collections\": {}, \"badgeStack\": {\"value\": true, \"changedAt\": null}}"
    ),
    Damage("a landmark key that is not a number", replacing("\"1016\" :", with: "\"fuji\" :")),
    Damage("an unknown activity", replacing("\"takePhoto\" :", with: "\"swim\" :")),
    Damage("a record without done", replacing("\"done\" : true,", with: "")),
    Damage("a version-2 store without its journal", replacing("\"journal\" : [],\n", with: "")),
    Damage("a journal of the wrong type", replacing("\"journal\" : []", with: "\"journal\" : {}")),
    Damage(
      "a journal entry of an unknown kind",
      replacing(
        "\"journal\" : []",
        with: """
          "journal" : [{"at": "2026-11-29T12:00:00.000Z", "undoneAt": null, "operations": [{"kind": "teleported", \
          "landmarkID": 1016, "activity": null, "collectionID": null, "from": null, "to": null}]}]
          """)),
    Damage(
      "a marked operation without its activity",
      replacing(
        "\"journal\" : []",
        with: """
          "journal" : [{"at": "2026-11-29T12:00:00.000Z", "undoneAt": null, "operations": [{"kind": "marked", \
          "landmarkID": 1016, "activity": null, "collectionID": null, "from": null, "to": null}]}]
          """)),
    Damage(
      "a date that is not ISO 8601",
      replacing(
        "\"changedAt\" : \"2026-11-29T12:00:00.000Z\",\n        \"done\"",
        with: "\"changedAt\" : \"yesterday\",\n        \"done\"")),
    Damage(
      "badgeStack missing",
      replacing("\"badgeStack\" : {\n    \"changedAt\" : null,\n    \"value\" : true\n  },", with: "")),
    Damage("two collections with the same id", replacing("\"id\" : \"trip\"", with: "\"id\" : \"favorites\"")),
    Damage(
      "two live collections with the same name in different case",
      replacing("\"value\" : \"Road Trip\"", with: "\"value\" : \"FAVORITES\"")),
    Damage("no Favorites", replacing("\"id\" : \"favorites\"", with: "\"id\" : \"other\"")),
    Damage(
      "no collections at all",
      "{\"schemaVersion\": 1, \"activities\": {}, \"collections\": [], \"badgeStack\": {\"value\": true, \"changedAt\": null}}"
    ),
    Damage(
      "Favorites marked deleted",
      "{\"schemaVersion\": 1, \"activities\": {}, \"collections\": [\(deletedFavorites)], \"badgeStack\": {\"value\": true, \"changedAt\": null}}"
    ),
    Damage(
      "a landmark twice in one collection",
      "{\"schemaVersion\": 1, \"activities\": {}, \"collections\": [\(doubledFavorites)], \"badgeStack\": {\"value\": true, \"changedAt\": null}}"
    ),
    Damage(
      "Favorites twice",
      "{\"schemaVersion\": 1, \"activities\": {}, \"collections\": [\(favorites), \(favorites)], \"badgeStack\": {\"value\": true, \"changedAt\": null}}"
    ),
  ]

  static let newerStores: [Damage] = [
    Damage("a valid store at schemaVersion 99", replacing("\"schemaVersion\" : 2", with: "\"schemaVersion\" : 99")),
    Damage("a version-99 store of an unknown shape", "{\"schemaVersion\": 99, \"everything\": [\"changed\"]}"),
  ]

  // MARK: - Helpers

  private func write(_ bytes: Data) throws {
    try bytes.write(to: location.stateFile)
  }

  private func folderContents() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: location.directory.path))
  }

  private func expectUntouched(_ bytes: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(
      try Data(contentsOf: location.stateFile) == bytes, "the file's bytes changed", sourceLocation: sourceLocation)
    let others = try folderContents().subtracting(["state.json", "state.lock"])
    #expect(others.isEmpty, "unexpected files: \(others.sorted())", sourceLocation: sourceLocation)
  }

  /// The path a `.damaged` error names, or nil for any other error.
  private func damagedPath(_ error: StoreError?) -> String? {
    guard case .damaged(let path, _)? = error else { return nil }
    return path
  }

  // MARK: - Tests

  @Test("the valid fixture loads, so each damage below is the only thing wrong")
  func validFixtureLoads() throws {
    try write(Data(Self.validStore.utf8))
    let state = try store.load()
    #expect(state.doneActivities(at: 1016) == [.takePhoto])
    #expect(state.liveCollections.map(\.name.value) == ["Favorites", "Road Trip"])
    #expect(state.badgeStack.value == true)
  }

  @Test("the valid fixture is exactly what the encoder writes")
  func validFixtureMatchesEncoder() throws {
    try write(Data(Self.validStore.utf8))
    let state = try store.load()
    #expect(try StateCoding.encode(state) == Data(Self.validStore.utf8))
  }

  @Test("a damaged file makes load and update throw .damaged naming the path", arguments: damages)
  func damagedFileIsReported(_ damage: Damage) throws {
    try write(damage.bytes)
    let path = location.stateFile.path

    let loadError = #expect(throws: StoreError.self) { try self.store.load() }
    #expect(damagedPath(loadError) == path, "load threw \(String(describing: loadError))")

    let emptyUpdateError = #expect(throws: StoreError.self) { try self.store.update { _ in } }
    #expect(damagedPath(emptyUpdateError) == path, "update {} threw \(String(describing: emptyUpdateError))")

    let changeError = #expect(throws: StoreError.self) {
      try self.store.update { $0.mark(Activity.allCases, at: 1016, on: self.t0) }
    }
    #expect(damagedPath(changeError) == path, "a changing update threw \(String(describing: changeError))")

    try expectUntouched(damage.bytes)
  }

  @Test("a damaged file's message says it was left untouched")
  func damagedMessageIsHelpful() throws {
    try write(Data("not json".utf8))
    let error = #expect(throws: StoreError.self) { try self.store.load() }
    let message = try #require(error?.errorDescription)
    #expect(message.contains(location.stateFile.path))
    #expect(message.contains("untouched"))
  }

  @Test("a store from a newer schema throws .newerSchema and is left untouched", arguments: newerStores)
  func newerSchemaIsRefused(_ newer: Damage) throws {
    try write(newer.bytes)
    let expected = StoreError.newerSchema(
      path: location.stateFile.path, found: 99, supported: UserState.currentSchemaVersion)

    #expect(throws: expected) { try self.store.load() }
    #expect(throws: expected) { try self.store.update { _ in } }
    #expect(throws: expected) {
      try self.store.update { $0.setBadgeStackShown(false, on: self.t0) }
    }
    try expectUntouched(newer.bytes)
  }

  @Test("a damaged file stays damaged: a second attempt reports it again")
  func damageIsNotRepairedBehindTheUsersBack() throws {
    let bytes = Data(String(Self.validStore.prefix(40)).utf8)
    try write(bytes)
    for _ in 0..<3 {
      _ = try? store.update { $0.mark([.takePhoto], at: 1, on: t0) }
    }
    #expect(throws: StoreError.self) { try self.store.load() }
    try expectUntouched(bytes)
  }
}
