import Foundation
import Testing

@testable import LandmarksCore

/// A version-1 store (written by the build before the journal) reads as it is, and is upgraded to
/// version 2 only by its first change, after a backup of the original bytes.
@Suite("Schema migration from version 1")
final class MigrationTests {
  private let root: URL
  private let location: StoreLocation
  private let store: StateStore
  private let t0 = Date(timeIntervalSince1970: 1_795_953_600)

  /// `Tests/Fixtures/state-v1.json`, written by `landmarks` at schema version 1.
  static let fixtureURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Store
    .deletingLastPathComponent()  // LandmarksCoreTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/state-v1.json")

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("MigrationTests-\(UUID().uuidString)", isDirectory: true)
    location = StoreLocation(directory: root.appendingPathComponent("landmarks"))
    store = StateStore(location: location)
    try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  private func installFixture() throws -> Data {
    let bytes = try Data(contentsOf: Self.fixtureURL)
    try bytes.write(to: location.stateFile)
    return bytes
  }

  private func folderContents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: location.directory.path).sorted()
  }

  @Test("the fixture is a version-1 file without a journal")
  func fixtureIsVersionOne() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixtureURL)) as? [String: Any])
    #expect((object["schemaVersion"] as? NSNumber)?.intValue == 1)
    #expect(Set(object.keys) == ["activities", "badgeStack", "collections", "schemaVersion"])
  }

  @Test("a version-1 store reads with everything in it, and reading never writes it")
  func readsWithoutWriting() throws {
    let bytes = try installFixture()
    let state = try store.load()
    #expect(state.schemaVersion == 1)
    #expect(state.journal.isEmpty)
    #expect(state.doneActivities(at: 1016) == Activity.allCases)
    #expect(state.doneActivities(at: 1107) == [.takePhoto])
    #expect(state.record(of: .drawSketch, at: 1107)?.done == false)
    #expect(state.favorites.landmarkIDs == [1016, 1004])
    let trip = try state.collection(named: "Road Trip")
    #expect(trip.description.value == "Summer 2026")
    #expect(trip.landmarkIDs == [1004])
    #expect(trip.members.count == 2)
    #expect(state.collections.count == 3)
    #expect(state.liveCollections.count == 2)
    #expect(state.badgeStack.value == false)

    // A change that changes nothing does not upgrade the file either.
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: self.t0) }
    #expect(try Data(contentsOf: location.stateFile) == bytes)
    #expect(try folderContents() == ["state.json", "state.lock"])
    #expect(Backups.list(in: location.backupsFolder).isEmpty)
  }

  @Test("the first change writes version 2 with the content kept, after a backup of the version-1 bytes")
  func firstChangeMigrates() throws {
    let original = try installFixture()
    let old = try store.load()
    _ = try store.update { $0.mark([.readDescription], at: 1107, on: self.t0) }

    let written = try Data(contentsOf: location.stateFile)
    let migrated = try store.load()
    #expect(migrated.schemaVersion == 2)
    let object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
    #expect((object["schemaVersion"] as? NSNumber)?.intValue == 2)

    // Byte for byte: the file is the old content, the change and its journal entry, at version 2.
    var expected = old
    expected.mark([.readDescription], at: 1107, on: t0)
    expected.schemaVersion = 2
    expected.journal = [JournalEntry(at: t0, operations: [.marked(landmarkID: 1107, activity: .readDescription)])]
    #expect(written == (try StateCoding.encode(expected)))
    #expect(migrated == expected)

    // The version-1 file is kept, byte for byte, as a backup.
    let backups = Backups.list(in: location.backupsFolder)
    #expect(backups.count == 1)
    let backup = try #require(backups.first)
    #expect(try Data(contentsOf: backup.url) == original)

    // The upgraded file round-trips: a second load and encode give the same bytes.
    #expect(try StateCoding.encode(store.load()) == written)
  }

  @Test("undo after the migration reverts the change and keeps version 2")
  func undoAfterMigration() throws {
    _ = try installFixture()
    _ = try store.update { $0.add([1103], toCollectionWithID: LandmarkCollection.favoritesID, on: self.t0) }
    _ = try store.undo(on: t0.addingTimeInterval(60))
    let state = try store.load()
    #expect(state.schemaVersion == 2)
    #expect(state.favorites.landmarkIDs == [1016, 1004])
    #expect(throws: JournalError.nothingToUndo) { try self.store.undo(on: self.t0.addingTimeInterval(120)) }
  }

  @Test("a newer schema is refused, untouched, with both versions named")
  func newerSchemaIsRefused() throws {
    let text = try String(contentsOf: Self.fixtureURL, encoding: .utf8)
      .replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 3")
    try Data(text.utf8).write(to: location.stateFile)
    let error = #expect(throws: StoreError.self) {
      _ = try self.store.update { $0.mark([.takePhoto], at: 1004, on: self.t0) }
    }
    #expect(error == .newerSchema(path: location.stateFile.path, found: 3, supported: 2))
    let message = try #require(error?.errorDescription)
    #expect(message.contains("schema version 3"))
    #expect(message.contains("(2)"))
    #expect(try Data(contentsOf: location.stateFile) == Data(text.utf8))
    #expect(try folderContents() == ["state.json", "state.lock"])
  }
}
