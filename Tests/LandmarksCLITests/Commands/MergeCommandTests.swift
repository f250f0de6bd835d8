import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// `merge` in-process: two data folders filled by real commands, one merged into the other.
@Suite("merge, in-process")
struct MergeCommandTests {
  /// Two copies: this one with Trip (Mount Fuji) and two activities; the other with a Trip of its
  /// own (Serengeti), the other two activities, a favorite and the badge stack hidden.
  static func twoCopies() -> (mine: TestContext, theirs: TestContext) {
    let mine = TestContext(identifiers: ["aaaaaaaa-0000-0000-0000-000000000001"])
    let theirs = TestContext(identifiers: ["bbbbbbbb-0000-0000-0000-000000000002"])
    mine.run("mark", "fuji", "photo", "read")
    mine.run("collections", "create", "Trip")
    mine.run("collections", "add", "Trip", "fuji")
    theirs.run("mark", "fuji", "nature", "sketch")
    theirs.run("favorites", "add", "sahara")
    theirs.run("collections", "create", "trip")
    theirs.run("collections", "add", "trip", "serengeti")
    theirs.run("badges", "hide")
    return (mine, theirs)
  }

  static func bytes(_ test: TestContext) throws -> Data {
    try Data(contentsOf: test.home.appendingPathComponent("state.json"))
  }

  /// The stored bytes less the journal, which records this machine's own changes for undo and is
  /// not merged; the rest is rewritten with sorted keys so that equal states give equal bytes.
  static func withoutJournal(_ data: Data) throws -> Data {
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object.removeValue(forKey: "journal") != nil)
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  static func state(_ test: TestContext) throws -> UserState {
    try StateStore(location: StoreLocation(directory: test.home)).load()
  }

  @Test("a merge is one change that a single undo reverts")
  func undoable() throws {
    let (mine, theirs) = Self.twoCopies()
    defer {
      mine.cleanUp()
      theirs.cleanUp()
    }
    #expect(mine.run("merge", theirs.home.path) == 0)
    let merged = try Self.state(mine)
    #expect(merged.favorites.landmarkIDs.contains(1001))
    #expect(merged.doneActivities(at: 1016).count == 4)
    #expect(mine.run("undo") == 0, "\(mine.errors.text)")
    let undone = try Self.state(mine)
    #expect(!undone.favorites.landmarkIDs.contains(1001))
    #expect(undone.doneActivities(at: 1016).count == 2)
    #expect(undone.badgeStack.value)
  }

  @Test("--dry-run says what would change and writes nothing")
  func dryRun() throws {
    let (mine, theirs) = Self.twoCopies()
    defer {
      mine.cleanUp()
      theirs.cleanUp()
    }
    let before = try Self.bytes(mine)
    #expect(mine.run("merge", theirs.home.path, "--dry-run") == 0)
    #expect(try Self.bytes(mine) == before)
    let text = mine.output.text
    #expect(text.contains("would change your store (dry run: nothing was written)"))
    #expect(text.contains("activities: 2 marked done"))
    #expect(text.contains("favorites: 1 added"))
    #expect(text.contains("the two collections named Trip are now one: kept the older (aaaaaaaa)"))
    #expect(text.contains("badge stack: now hidden"))
    #expect(text.contains("You would earn the Mount Fuji badge!"))
  }

  @Test("merge folds the other copy in, and a second merge finds nothing to do")
  func mergeThenAgain() throws {
    let (mine, theirs) = Self.twoCopies()
    defer {
      mine.cleanUp()
      theirs.cleanUp()
    }
    let theirBytes = try Self.bytes(theirs)
    // Its own commands left a lock file; without it, a lock taken by the merge would show.
    try FileManager.default.removeItem(at: theirs.home.appendingPathComponent("state.lock"))
    #expect(mine.run("merge", theirs.home.appendingPathComponent("state.json").path) == 0)
    #expect(mine.output.text.contains("You earned the Mount Fuji badge!"))
    let merged = try Self.state(mine)
    #expect(merged.doneActivities(at: 1016) == Activity.allCases)
    #expect(merged.liveCollections.map(\.name.value) == ["Favorites", "Trip"])
    #expect(Set(merged.liveCollections.last?.landmarkIDs ?? []) == [1016, 1002])
    #expect(merged.badgeStack.value == false)
    // The other copy was read, never written or locked.
    #expect(try Self.bytes(theirs) == theirBytes)
    #expect(!FileManager.default.fileExists(atPath: theirs.home.appendingPathComponent("state.lock").path))
    let saved = try Self.bytes(mine)
    let start = mine.output.text.count
    #expect(mine.run("merge", theirs.home.path) == 0)
    #expect(String(mine.output.text.dropFirst(start)).hasPrefix("Nothing to merge"))
    #expect(try Self.bytes(mine) == saved)
  }

  @Test("both directions give the same bytes")
  func symmetric() throws {
    let (mine, theirs) = Self.twoCopies()
    defer {
      mine.cleanUp()
      theirs.cleanUp()
    }
    let copy = TestContext()
    defer { copy.cleanUp() }
    try FileManager.default.createDirectory(at: copy.home, withIntermediateDirectories: true)
    try Self.bytes(mine).write(to: copy.home.appendingPathComponent("state.json"))
    #expect(mine.run("merge", theirs.home.path) == 0)
    #expect(theirs.run("merge", copy.home.path) == 0)
    // The journal is each machine's own undo history: everything else must agree byte for byte.
    #expect(try Self.withoutJournal(Self.bytes(mine)) == Self.withoutJournal(Self.bytes(theirs)))
  }

  @Test("--json reports every count under a stable key")
  func json() throws {
    let (mine, theirs) = Self.twoCopies()
    defer {
      mine.cleanUp()
      theirs.cleanUp()
    }
    let start = mine.output.text.count
    #expect(mine.run("merge", theirs.home.path, "--json") == 0)
    let printed = String(mine.output.text.dropFirst(start))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
    #expect(object["activitiesMarked"] as? Int == 2)
    #expect(object["favoritesAdded"] as? Int == 1)
    #expect(object["membersAdded"] as? Int == 1)
    #expect(object["dryRun"] as? Bool == false)
    #expect(object["changed"] as? Bool == true)
    #expect(object["badgeStackShown"] as? Bool == false)
    let joins = try #require(object["joinedCollections"] as? [[String: Any]])
    #expect(joins.first?["keptId"] as? String == "aaaaaaaa-0000-0000-0000-000000000001")
    #expect(joins.first?["joinedId"] as? String == "bbbbbbbb-0000-0000-0000-000000000002")
    let earned = try #require(object["badgesEarned"] as? [[String: Any]])
    #expect(earned.first?["landmarkId"] as? Int == 1016)
    #expect(object.keys.count == 18)
  }

  @Test("records for landmarks this machine does not have are kept and mentioned")
  func unknownLandmarks() throws {
    let (mine, theirs) = Self.twoCopies()
    defer {
      mine.cleanUp()
      theirs.cleanUp()
    }
    var other = try Self.state(theirs)
    other.mark([.takePhoto], at: 990_001, on: TestContext.now)
    other.add([990_002], toCollectionWithID: LandmarkCollection.favoritesID, on: TestContext.now)
    try StateStore(location: StoreLocation(directory: theirs.home)).update { $0 = other }
    #expect(mine.run("merge", theirs.home.path) == 0)
    #expect(mine.output.text.contains("kept records for 2 landmarks this machine does not have"))
    let merged = try Self.state(mine)
    #expect(merged.doneActivities(at: 990_001) == [.takePhoto])
    #expect(merged.favorites.contains(990_002))
  }

  @Test("a change only history holds is written and said plainly")
  func historyOnly() throws {
    let mine = TestContext()
    defer { mine.cleanUp() }
    var earlier = UserState.empty
    earlier.mark([.takePhoto], at: 1016, on: TestContext.now.addingTimeInterval(-3_600))
    earlier.unmark([.takePhoto], at: 1016, on: TestContext.now.addingTimeInterval(-1_800))
    mine.run("mark", "fuji", "photo")
    let other = TestContext()
    defer { other.cleanUp() }
    try StateStore(location: StoreLocation(directory: other.home)).update { $0 = earlier }
    #expect(mine.run("merge", other.home.appendingPathComponent("state.json").path) == 0)
    #expect(mine.output.text.contains("only history that no view shows"))
    let record = try Self.state(mine).record(of: .takePhoto, at: 1016)
    #expect(record?.done == true)
    #expect(record?.firstCompletedAt == TestContext.now.addingTimeInterval(-3_600))
  }

  @Test("a missing other copy is exit 66 and creates nothing")
  func missingOther() throws {
    let mine = TestContext()
    defer { mine.cleanUp() }
    #expect(mine.run("merge", mine.home.appendingPathComponent("elsewhere").path) == 66)
    #expect(mine.errors.text.contains("There is no store at"))
    #expect(!FileManager.default.fileExists(atPath: mine.home.path))
    // A folder without a store in it is not a store either.
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("merge-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(mine.run("merge", empty.path) == 66)
    #expect(ExitCode(for: MergeError.noStore(path: "p")) == .noInput)
  }

  @Test("a newer or damaged other copy is exit 65 and changes neither store")
  func newerOrDamagedOther() throws {
    let (mine, theirs) = Self.twoCopies()
    defer {
      mine.cleanUp()
      theirs.cleanUp()
    }
    let before = try Self.bytes(mine)
    let file = theirs.home.appendingPathComponent("state.json")
    let newer = String(decoding: try Self.bytes(theirs), as: UTF8.self)
      .replacingOccurrences(of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 99")
    for content in [newer, "{\"schemaVersion\": 1"] {
      try Data(content.utf8).write(to: file)
      #expect(mine.run("merge", theirs.home.path) == 65)
      #expect(mine.run("merge", theirs.home.path, "--dry-run") == 65)
      #expect(try Self.bytes(mine) == before)
      #expect(try Data(contentsOf: file) == Data(content.utf8))
    }
    #expect(mine.errors.text.contains("newer than this landmarks understands"))
  }
}
