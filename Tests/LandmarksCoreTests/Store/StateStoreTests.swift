import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each test gets its own temporary folder; the store's data folder sits two levels inside it
/// and does not exist until something creates it.
@Suite("State store: loading, updating and the file format")
final class StateStoreTests {
  private let root: URL
  private let location: StoreLocation
  private let store: StateStore

  /// 2026-11-29T12:00:00Z and a few whole seconds after it (the file keeps whole seconds).
  private let t0 = Date(timeIntervalSince1970: 1_795_953_600)
  private var t1: Date { t0.addingTimeInterval(60) }
  private var t2: Date { t0.addingTimeInterval(3_600) }
  private var t3: Date { t0.addingTimeInterval(86_400) }

  private struct Abort: Error, Equatable {}

  init() {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("StateStoreTests-\(UUID().uuidString)", isDirectory: true)
    location = StoreLocation(
      directory: root.appendingPathComponent("data", isDirectory: true)
        .appendingPathComponent("landmarks", isDirectory: true))
    store = StateStore(location: location)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  // MARK: - Helpers

  private func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }

  private func permissions(of url: URL) throws -> Int? {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue
  }

  private func fileNumber(of url: URL) throws -> UInt64? {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
  }

  private func folderContents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: location.directory.path).sorted()
  }

  private func stateText() throws -> String {
    let data = try Data(contentsOf: location.stateFile)
    return try #require(String(data: data, encoding: .utf8))
  }

  /// A state that uses every part of the schema: done and undone activities, Favorites with
  /// members, a renamed collection with a removed member, a deleted collection, a hidden stack.
  private func richState() throws -> UserState {
    var state = UserState.empty
    state.mark(Activity.allCases, at: 1016, on: t0)
    state.mark([.takePhoto, .drawSketch], at: 1001, on: t1)
    state.unmark([.drawSketch], at: 1001, on: t2)
    state.add([1016, 1001], toCollectionWithID: LandmarkCollection.favoritesID, on: t1)
    let trip = try state.createCollection(
      named: "Road Trip", description: "Summer / 2027", id: "0D1C5F2A-trip", on: t1)
    state.add([1005, 1016, 1020], toCollectionWithID: trip.id, on: t2)
    state.remove([1016], fromCollectionWithID: trip.id, on: t3)
    try state.renameCollection("Road Trip", to: "Great Road Trip", on: t3)
    try state.createCollection(named: "Old Plans", id: "7B9E44C0-old", on: t1)
    try state.deleteCollection("Old Plans", on: t3)
    state.setBadgeStackShown(false, on: t3)
    return state
  }

  // MARK: - Loading a store that is not there

  @Test("loading a missing store gives a new user's empty state")
  func loadingMissingStoreGivesEmptyState() throws {
    let state = try store.load()
    #expect(state == UserState.empty)
    #expect(state.schemaVersion == UserState.currentSchemaVersion)
    #expect(state.schemaVersion == 2)
    #expect(state.activities.isEmpty)
    #expect(state.collections.count == 1)
    #expect(state.liveCollections.map(\.id) == [LandmarkCollection.favoritesID])
    #expect(state.favorites.isFavorites)
    #expect(state.favorites.name.value == "Favorites")
    #expect(state.favorites.landmarkIDs.isEmpty)
    #expect(state.favorites.members.isEmpty)
    #expect(state.badgeStack.value == true)
  }

  @Test("loading a missing store creates nothing on disk")
  func loadingMissingStoreCreatesNothing() throws {
    _ = try store.load()
    _ = try store.load()
    #expect(!exists(location.directory))
    #expect(!exists(root))
  }

  @Test("loading from an existing empty folder adds no file to it")
  func loadingFromEmptyFolderAddsNoFile() throws {
    try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
    let state = try store.load()
    #expect(state == UserState.empty)
    #expect(try folderContents() == [])
  }

  // MARK: - Creating the store

  @Test("the first update creates the folder 0700 and state.json 0600")
  func firstUpdateCreatesFolderAndFileWithPrivatePermissions() throws {
    #expect(!exists(location.directory))
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    #expect(exists(location.stateFile))
    #expect(try permissions(of: location.directory) == 0o700)
    #expect(try permissions(of: location.stateFile) == 0o600)
    #expect(try permissions(of: location.lockFile) == 0o600)
  }

  @Test("state.json stays 0600 after it is replaced")
  func replacedFileStaysPrivate() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    _ = try store.update { $0.mark([.drawSketch], at: 1016, on: t1) }
    #expect(try permissions(of: location.stateFile) == 0o600)
  }

  @Test("update returns what its closure returns and the change is stored")
  func updateReturnsClosureResult() throws {
    let changed = try store.update { $0.mark([.findNature, .takePhoto], at: 1016, on: t0) }
    #expect(changed == [.takePhoto, .findNature])
    #expect(try store.load().doneActivities(at: 1016) == [.takePhoto, .findNature])
  }

  @Test("a change that fails or changes nothing leaves no trace on a new user's disk")
  func noOpCreatesNothing() throws {
    _ = try store.update { $0.unmark(Activity.allCases, at: 1016, on: t0) }
    #expect(throws: CollectionError.self) { try store.update { try $0.renameCollection("nope", to: "x", on: t0) } }
    #expect(try store.update { $0.setBadgeStackShown(true, on: t0) } == false)
    #expect(!exists(location.directory))
  }

  @Test("a state.json that is a link stays a link: its target is replaced")
  func symlinkedStoreStaysLinked() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    let elsewhere = root.appendingPathComponent("synced-state.json")
    try FileManager.default.moveItem(at: location.stateFile, to: elsewhere)
    try FileManager.default.createSymbolicLink(at: location.stateFile, withDestinationURL: elsewhere)
    _ = try store.update { $0.mark([.drawSketch], at: 1016, on: t1) }
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: location.stateFile.path)
    #expect(link == elsewhere.path)
    #expect(try store.load().doneActivities(at: 1016) == [.takePhoto, .drawSketch])
  }

  @Test("a folder in place of state.json is reported as a folder, never read as empty or replaced")
  func folderInPlaceOfStore() throws {
    try FileManager.default.createDirectory(at: location.stateFile, withIntermediateDirectories: true)
    let expected = StoreError.notAStoreFile(path: location.stateFile.path, found: "a folder")
    #expect(throws: expected) { try self.store.load() }
    #expect(throws: expected) { try self.store.update { $0.mark([.takePhoto], at: 1016, on: self.t0) } }
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: location.stateFile.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    let message = try #require(expected.errorDescription)
    #expect(message.contains("is a folder, not the store file"))
    #expect(!message.contains("permissions"))
  }

  @Test("a named pipe in place of state.json is reported without hanging")
  func pipeInPlaceOfStore() throws {
    try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
    #expect(mkfifo(location.stateFile.path, 0o600) == 0)
    #expect(throws: StoreError.notAStoreFile(path: location.stateFile.path, found: "a named pipe (FIFO)")) {
      try self.store.load()
    }
  }

  @Test("times keep milliseconds, and stores written with whole seconds still load")
  func timesKeepMilliseconds() throws {
    let precise = t0.addingTimeInterval(0.25)
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: precise) }
    #expect(try store.load().record(of: .takePhoto, at: 1016)?.changedAt == precise)
    let older = try stateText().replacingOccurrences(of: "12:00:00.250Z", with: "12:00:00Z")
    try Data(older.utf8).write(to: location.stateFile)
    #expect(try store.load().record(of: .takePhoto, at: 1016)?.changedAt == t0)
  }

  @Test("an update that would break the store's invariants is refused and writes nothing")
  func invariantBreakingUpdateIsRefused() throws {
    _ = try store.update { try $0.createCollection(named: "Trip", id: "trip", on: t0) }
    let before = try Data(contentsOf: location.stateFile)
    #expect(throws: StoreError.self) {
      try store.update { try $0.createCollection(named: "Other", id: "trip", on: t1) }
    }
    #expect(try Data(contentsOf: location.stateFile) == before)
    #expect(try store.load().liveCollections.map(\.name.value) == ["Favorites", "Trip"])
  }

  @Test("a data folder path taken by a file is reported, not replaced")
  func folderPathTakenByFile() throws {
    try FileManager.default.createDirectory(at: root.appendingPathComponent("data"), withIntermediateDirectories: true)
    let blocker = Data("not a folder".utf8)
    try blocker.write(to: location.directory)
    #expect(throws: StoreError.self) {
      try self.store.update { $0.mark([.takePhoto], at: 1016, on: self.t0) }
    }
    #expect(try Data(contentsOf: location.directory) == blocker)
  }

  // MARK: - Round trip

  @Test("a full state survives a write and a read unchanged")
  func roundTripKeepsEverything() throws {
    let state = try richState()
    try store.update { $0 = state }

    var loaded = try StateStore(location: location).load()
    // The change is journaled; everything else is as written.
    #expect(loaded.journal.count == 1)
    loaded.journal = []
    #expect(loaded == state)

    // Spot checks, so a failure says what went missing.
    #expect(loaded.doneActivities(at: 1016) == Activity.allCases)
    #expect(loaded.doneActivities(at: 1001) == [.takePhoto])
    let undone = try #require(loaded.record(of: .drawSketch, at: 1001))
    #expect(undone.done == false)
    #expect(undone.changedAt == t2)
    #expect(undone.firstCompletedAt == t1)
    #expect(loaded.favorites.landmarkIDs == [1016, 1001])
    #expect(loaded.liveCollections.map(\.name.value) == ["Favorites", "Great Road Trip"])
    let trip = try loaded.collection(named: "great road trip")
    #expect(trip.id == "0D1C5F2A-trip")
    #expect(trip.description.value == "Summer / 2027")
    #expect(trip.landmarkIDs == [1005, 1020])
    #expect(trip.members.count == 3)
    #expect(trip.name.changedAt == t3)
    let deleted = try #require(loaded.collections.first { $0.id == "7B9E44C0-old" })
    #expect(deleted.deletedAt == t3)
    #expect(deleted.isLive == false)
    #expect(loaded.badgeStack == Stamped(false, changedAt: t3))
  }

  @Test("several updates in a row accumulate")
  func updatesAccumulate() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    _ = try store.update { $0.add([1016], toCollectionWithID: LandmarkCollection.favoritesID, on: t1) }
    _ = try store.update { $0.setBadgeStackShown(false, on: t2) }
    let loaded = try store.load()
    #expect(loaded.doneActivities(at: 1016) == [.takePhoto])
    #expect(loaded.favorites.landmarkIDs == [1016])
    #expect(loaded.badgeStack.value == false)
  }

  // MARK: - File format

  @Test("the file is pretty JSON with sorted keys, schemaVersion 2 and ISO 8601 dates")
  func fileFormat() throws {
    try store.update { $0 = try self.richState() }
    let text = try stateText()

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect((object["schemaVersion"] as? NSNumber)?.intValue == 2)
    #expect(Set(object.keys) == ["activities", "badgeStack", "collections", "journal", "schemaVersion"])

    // Pretty: one key per line, indented; a trailing newline.
    #expect(text.hasPrefix("{\n  \""))
    #expect(text.hasSuffix("}\n"))
    #expect(text.split(separator: "\n").count > 20)

    // Sorted: top-level keys appear in alphabetical order.
    func offset(_ needle: String) throws -> String.Index {
      try #require(text.range(of: needle)?.lowerBound, "missing \(needle)")
    }
    let topLevel = [
      "\n  \"activities\"", "\n  \"badgeStack\"", "\n  \"collections\"", "\n  \"journal\"", "\n  \"schemaVersion\"",
    ]
    let positions = try topLevel.map(offset)
    #expect(positions == positions.sorted())

    // Sorted inside a record as well.
    let recordKeys = ["\"changedAt\"", "\"done\"", "\"firstCompletedAt\""]
    let activityBlock = try #require(text.range(of: "\"drawSketch\"")).upperBound
    let inBlock = try recordKeys.map { key in
      try #require(text.range(of: key, range: activityBlock..<text.endIndex)?.lowerBound)
    }
    #expect(inBlock == inBlock.sorted())

    // Dates are ISO 8601 strings in UTC with milliseconds, so a merge can order changes.
    #expect(text.contains("\"2026-11-29T12:00:00.000Z\""))
    #expect(text.contains("\"2026-11-30T12:00:00.000Z\""))
    // No slash escaping in free text.
    #expect(text.contains("Summer / 2027"))
  }

  @Test("a new user's state is written with explicit nulls for unset times")
  func unsetTimesAreNull() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: location.stateFile)) as? [String: Any])
    let badgeStack = try #require(object["badgeStack"] as? [String: Any])
    #expect(badgeStack["value"] as? Bool == true)
    #expect(badgeStack.keys.contains("changedAt"))
    #expect(badgeStack["changedAt"] is NSNull)
  }

  @Test("writing the same state twice gives byte-identical files")
  func sameStateSameBytes() throws {
    // Build the same state twice with dictionaries filled in opposite orders.
    var forwards = UserState.empty
    for id in 1000..<1040 { forwards.mark([.takePhoto, .findNature], at: id, on: t0) }
    var backwards = UserState.empty
    for id in (1000..<1040).reversed() { backwards.mark([.findNature, .takePhoto], at: id, on: t0) }
    #expect(forwards == backwards)

    let other = StateStore(
      location: StoreLocation(directory: root.appendingPathComponent("other", isDirectory: true)))
    try store.update { $0 = forwards }
    try other.update { $0 = backwards }
    let first = try Data(contentsOf: location.stateFile)
    let second = try Data(contentsOf: other.location.stateFile)
    #expect(first == second)

    // Writing it again from scratch gives the same bytes as well.
    try FileManager.default.removeItem(at: location.stateFile)
    try store.update { $0 = backwards }
    #expect(try Data(contentsOf: location.stateFile) == first)
  }

  @Test("an update that changes nothing leaves the file alone")
  func noOpUpdateDoesNotRewrite() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    let bytes = try Data(contentsOf: location.stateFile)
    let inode = try fileNumber(of: location.stateFile)
    try store.update { _ in }
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t1) }  // already done
    #expect(try Data(contentsOf: location.stateFile) == bytes)
    #expect(try fileNumber(of: location.stateFile) == inode)
  }

  // MARK: - Failed updates and temporary files

  @Test("an update whose closure throws writes nothing and rethrows")
  func throwingUpdateWritesNothing() throws {
    try store.update { $0 = try self.richState() }
    let before = try Data(contentsOf: location.stateFile)

    #expect(throws: Abort()) {
      try self.store.update { state in
        state.mark(Activity.allCases, at: 1005, on: self.t3)
        try state.deleteCollection("Great Road Trip", on: self.t3)
        throw Abort()
      }
    }
    #expect(try Data(contentsOf: location.stateFile) == before)
    var loaded = try store.load()
    loaded.journal = []
    #expect(loaded == (try richState()))
    #expect(try folderContents() == ["state.json", "state.lock"])
  }

  @Test("a throwing first update creates no state file")
  func throwingFirstUpdateCreatesNoStateFile() throws {
    #expect(throws: Abort()) {
      try self.store.update { state in
        state.mark([.takePhoto], at: 1016, on: self.t0)
        throw Abort()
      }
    }
    #expect(!exists(location.stateFile))
    #expect(try store.load() == UserState.empty)
  }

  @Test("no temporary files are left in the folder after updates")
  func noTemporaryFilesLeft() throws {
    for (offset, id) in (1000..<1012).enumerated() {
      _ = try store.update { $0.mark([.readDescription], at: id, on: t0.addingTimeInterval(Double(offset))) }
    }
    try store.update { _ in }
    _ = try? store.update { _ in throw Abort() }
    #expect(try folderContents() == ["backups", "state.json", "state.lock"])
    let backups = try FileManager.default.contentsOfDirectory(atPath: location.backupsFolder.path)
    #expect(backups.count == 11)
    #expect(backups.allSatisfy { !$0.hasPrefix(".") })
    #expect(try store.load().activities.count == 12)
  }

  @Test("a write removes temporaries of ended processes and keeps everything else")
  func writeSweepsStaleTemporaries() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    let ended = try endedProcessID()
    let stale = [".state.json.\(ended).1234.tmp", ".state.json.\(ended).0.tmp"]
    let kept = [
      ".state.json.\(getpid()).77.tmp",  // a live writer's (this process)
      ".state.json.\(ended).tmp",  // not our pattern
      ".other.json.\(ended).5.tmp",  // another file's
      "notes.tmp",
    ]
    for name in stale + kept {
      try Data("{".utf8).write(to: location.directory.appendingPathComponent(name))
    }
    _ = try store.update { $0.mark([.drawSketch], at: 1016, on: t1) }
    #expect(try folderContents() == (["backups", "state.json", "state.lock"] + kept).sorted())
    #expect(try store.load().doneActivities(at: 1016) == [.takePhoto, .drawSketch])
  }

  @Test("the sweep also runs when an update changes nothing, and in a linked store's folder")
  func sweepFollowsTheLink() throws {
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    let elsewhere = root.appendingPathComponent("synced", isDirectory: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let target = elsewhere.appendingPathComponent("state.json")
    try FileManager.default.moveItem(at: location.stateFile, to: target)
    try FileManager.default.createSymbolicLink(at: location.stateFile, withDestinationURL: target)
    let ended = try endedProcessID()
    try Data("{".utf8).write(to: elsewhere.appendingPathComponent(".state.json.\(ended).9.tmp"))
    try store.update { _ in }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["state.json"])
  }

  /// Names of temporaries and the pid each carries, if it is one of ours for `state.json`.
  static let temporaryNames: [(String, Int32?)] = [
    (".state.json.123.456.tmp", 123),
    (".state.json.1.0.tmp", 1),
    (".state.json.0.5.tmp", nil),
    (".state.json.-3.5.tmp", nil),
    (".state.json.12.tmp", nil),
    (".state.json..5.tmp", nil),
    (".state.json.12.5.6.tmp", nil),
    (".state.json.1x.5.tmp", nil),
    (".state.json.99999999999.5.tmp", nil),
    ("state.json.12.5.tmp", nil),
    (".state.json.12.5.tmp.bak", nil),
    (".state.json.tmp", nil),
  ]

  @Test("only names of our own pattern are taken for temporaries", arguments: temporaryNames)
  func temporaryNamePattern(name: String, pid: Int32?) {
    #expect(AtomicFile.temporaryAuthor(name, for: "state.json") == pid)
  }

  @Test("a temporary's name carries the writer's pid")
  func temporaryNameCarriesPid() {
    let name = AtomicFile.temporaryName(for: "state.json")
    #expect(AtomicFile.temporaryAuthor(name, for: "state.json") == getpid())
  }

  /// The signals the write defers, and whether each is blocked for this thread right now.
  private static func blocked() -> [Int32: Bool] {
    var mask = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &mask)
    return Dictionary(uniqueKeysWithValues: [SIGINT, SIGTERM, SIGHUP].map { ($0, sigismember(&mask, $0) == 1) })
  }

  @Test("a write restores the signal mask it found, so Ctrl-C works again afterwards", arguments: [false, true])
  func writeRestoresSignalMask(hangUpBlockedBefore: Bool) throws {
    // Test threads may start with signals blocked (dispatch's workers do): set a known mask
    // with the three unblocked, or SIGHUP alone blocked, and put the original back afterwards.
    var all = sigset_t()
    sigemptyset(&all)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&all, signal) }
    var original = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &all, &original)
    defer { pthread_sigmask(SIG_SETMASK, &original, nil) }
    if hangUpBlockedBefore {
      var hangUp = sigset_t()
      sigemptyset(&hangUp)
      sigaddset(&hangUp, SIGHUP)
      pthread_sigmask(SIG_BLOCK, &hangUp, nil)
    }
    let before = Self.blocked()
    #expect(before == [SIGINT: false, SIGTERM: false, SIGHUP: hangUpBlockedBefore])
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    // Restored, not merely unblocked: a caller's own blocked signal stays blocked.
    #expect(Self.blocked() == before)
    _ = try store.update { $0.mark([.drawSketch], at: 1016, on: t1) }
    #expect(Self.blocked() == before)
  }

  @Test("the commit callback runs once per stored change, never for a no-op or a failure")
  func commitCallbackRunsPerStoredChange() throws {
    final class Counter: @unchecked Sendable {
      private let lock = NSLock()
      private var value = 0
      func increment() { lock.withLock { value += 1 } }
      var count: Int { lock.withLock { value } }
    }
    let commits = Counter()
    let store = StateStore(location: location, onCommit: { commits.increment() })
    _ = try store.update { $0.unmark([.takePhoto], at: 1016, on: t0) }
    #expect(commits.count == 0)
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t0) }
    #expect(commits.count == 1)
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: t1) }
    #expect(commits.count == 1)
    #expect(throws: Abort()) {
      try store.update { state in
        state.mark([.drawSketch], at: 1016, on: self.t1)
        throw Abort()
      }
    }
    _ = try store.update { $0.mark([.drawSketch], at: 1016, on: t1) }
    #expect(commits.count == 2)
  }
}
