import Foundation
import LandmarksTestSupport
import Testing

/// `sync` through a plain folder, as Syncthing, Dropbox or iCloud Drive keep one in step: each
/// machine writes only its own file, copies a sync service made are merged and removed, and what
/// cannot be read or reached changes nothing. None of it needs git.
@Suite("sync through a shared folder, end to end")
struct SyncFolderTests {
  /// `count` machines joined on one shared folder.
  static func joinedWorld(machines count: Int) throws -> SyncWorld {
    try SyncWorld.joined(machines: count, remote: { $0.shared.path })
  }

  /// The machines' files in the shared folder, by name.
  static func machineFiles(_ world: SyncWorld) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: world.shared.appendingPathComponent("machines").path).sorted()
  }

  /// This machine's id, from its `sync.json`.
  static func machineID(_ machine: LandmarksProcess) throws -> String {
    let setup = try #require(
      EndToEndJSON.object(try String(contentsOf: machine.home.appendingPathComponent("sync.json"), encoding: .utf8)))
    return try #require(setup["machine"] as? String)
  }

  /// Every store agrees, and every machine's file carries byte for byte the same state.
  static func expectConverged(_ world: SyncWorld) throws {
    try world.expectSameStores()
    let states = try world.machines.map { machine -> Data in
      let file = world.shared.appendingPathComponent("machines/\(try machineID(machine)).json")
      let record = try #require(EndToEndJSON.object(try String(contentsOf: file, encoding: .utf8)))
      return try JSONSerialization.data(withJSONObject: try #require(record["state"]), options: [.sortedKeys])
    }
    for state in states.dropFirst() { #expect(state == states[0], "the machines' files hold different states") }
    let store = try #require(
      EndToEndJSON.object(String(decoding: try Data(contentsOf: world.machines[0].stateFile), as: UTF8.self)))
    var shared = try #require(try JSONSerialization.jsonObject(with: states[0]) as? [String: Any])
    #expect((shared.removeValue(forKey: "journal") as? [Any])?.isEmpty == true, "a journal left the machine")
    var local = store
    local.removeValue(forKey: "journal")
    #expect(
      try JSONSerialization.data(withJSONObject: local, options: [.sortedKeys])
        == JSONSerialization.data(withJSONObject: shared, options: [.sortedKeys]))
  }

  @Test func twoMachinesEndByteIdenticalAfterTwentySeededRoundsOfRandomChanges() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    var random = SeededGenerator(seed: TestSeed.value(0xF01D_E125, for: "folder sync rounds"))
    try world.playRandomRounds(20, using: &random)
    try world.settle()
    try Self.expectConverged(world)
    #expect(try Self.machineFiles(world).count == 2, "a machine wrote another's file")
    let idle = try SyncWorld.run(world.machines[0], ["sync"])
    #expect(idle.stdout.contains("Sent: nothing new.") && idle.stdout.contains("Received: nothing new."))
  }

  @Test func copiesASyncServiceMadeAreMergedThenRemoved() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    try world.settle()
    // b's file as three services would keep a version that lost: each holds one more favorite.
    let id = try Self.machineID(b)
    let machines = world.shared.appendingPathComponent("machines")
    let original = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: machines.appendingPathComponent("\(id).json")))
        as? [String: Any])
    let copies = [
      ("\(id) (laptop's conflicted copy 2026-05-01).json", 1001),
      ("\(id).sync-conflict-20260501-101500-ABCDEF7.json", 1018),
      ("\(id) 2.json", 1112),
    ]
    for (name, landmark) in copies {
      var record = original
      var state = try #require(record["state"] as? [String: Any])
      var collections = try #require(state["collections"] as? [[String: Any]])
      let favorites = try #require(collections.firstIndex { $0["id"] as? String == "favorites" })
      let members = collections[favorites]["members"] as? [Any] ?? []
      collections[favorites]["members"] =
        members + [
          [
            "addedAt": "2026-05-01T10:00:00.000Z", "changedAt": "2026-05-01T10:00:00.000Z", "isMember": true,
            "landmarkID": landmark,
          ] as [String: Any]
        ]
      state["collections"] = collections
      record["state"] = state
      try JSONSerialization.data(withJSONObject: record).write(to: machines.appendingPathComponent(name))
    }
    // What is not a machine's file is left alone.
    try Data("a sync service's temporary".utf8).write(to: machines.appendingPathComponent(".syncthing.\(id).json.tmp"))
    try Data("notes".utf8).write(to: machines.appendingPathComponent("notes.txt"))

    let result = try SyncWorld.run(a, ["sync"])
    #expect(result.stdout.contains("Merged and removed 3 copies a sync service made"), "\(result.stdout)")
    #expect(result.stdout.contains("favorites: 3 added"), "\(result.stdout)")
    let left = try Self.machineFiles(world)
    #expect(left.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.count == 2, "\(left)")
    #expect(left.contains("notes.txt") && left.contains(".syncthing.\(id).json.tmp"))
    try world.settle()
    try Self.expectConverged(world)
    let favorites = try #require(EndToEndJSON.array(try SyncWorld.run(b, ["favorites", "--json"]).stdout))
    #expect(Set(favorites.compactMap { EndToEndJSON.int($0["id"]) }).isSuperset(of: [1001, 1018, 1112]))
  }

  @Test(arguments: ["damaged", "newer"])
  func aDamagedOrNewerMachineFileIsRefusedWith65AndNothingChanges(fault: String) throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    try world.settle()
    let file = world.shared.appendingPathComponent("machines/\(try Self.machineID(b)).json")
    let text = try String(contentsOf: file, encoding: .utf8)
    let broken =
      fault == "damaged"
      ? String(text.prefix(text.count / 2))
      : text.replacingOccurrences(of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 5")
    try Data(broken.utf8).write(to: file)
    try SyncWorld.run(a, ["mark", "fuji", "sketch"])
    let own = world.shared.appendingPathComponent("machines/\(try Self.machineID(a)).json")
    let (store, ownFile) = (try Data(contentsOf: a.stateFile), try Data(contentsOf: own))
    let refused = try SyncWorld.run(a, ["sync"], expecting: [65])
    #expect(refused.stderr.contains(fault == "damaged" ? "is damaged" : "newer landmarks"), "\(refused.stderr)")
    #expect(try Data(contentsOf: a.stateFile) == store)
    #expect(try Data(contentsOf: own) == ownFile)
  }

  @Test func aSharedFolderThatIsNotThereIsExit69AndTheChangesWait() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    let unmounted = world.root.appendingPathComponent("unmounted")
    try FileManager.default.moveItem(at: world.shared, to: unmounted)
    try SyncWorld.run(a, ["favorites", "add", "fuji"])
    let result = try SyncWorld.run(a, ["sync"], expecting: [69])
    #expect(result.stderr.contains("is not there"), "\(result.stderr)")
    #expect(result.stderr.contains("Your changes stay in your store"))
    try FileManager.default.moveItem(at: unmounted, to: world.shared)
    try SyncWorld.run(a, ["sync"])
    let received = try SyncWorld.run(b, ["sync"])
    #expect(received.stdout.contains("favorites: 1 added"), "\(received.stdout)")
  }

  @Test func aBareRepositoryWithoutGitOnPathIsExit69AndSetsNothingUp() throws {
    let world = try SyncWorld(machines: 1)
    defer { world.cleanUp() }
    let a = world.machines[0]
    // A bare repository's shape, made by hand: no git is needed to tell one.
    for folder in ["objects", "refs"] {
      try FileManager.default.createDirectory(
        at: world.bare.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("ref: refs/heads/main\n".utf8).write(to: world.bare.appendingPathComponent("HEAD"))
    try SyncWorld.run(a, ["mark", "fuji", "photo"])
    let before = try Data(contentsOf: a.stateFile)
    let empty = world.root.appendingPathComponent("no-git")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try SyncWorld.run(
      a, ["sync", "init", world.bare.path], expecting: [69], environment: ["PATH": empty.path])
    #expect(result.stderr.contains("git is not installed"), "\(result.stderr)")
    #expect(try Data(contentsOf: a.stateFile) == before)
    #expect(!FileManager.default.fileExists(atPath: a.home.appendingPathComponent("sync.json").path))
    // Not set up: sync says how to set it up (exit 1), and --status says so too (exit 0).
    let plain = try SyncWorld.run(a, ["sync"], expecting: [1])
    #expect(plain.stderr.contains("sync init REMOTE"))
    let status = try SyncWorld.run(a, ["sync", "--status", "--json"])
    #expect(EndToEndJSON.object(status.stdout)?["setUp"] as? Bool == false)
  }

  /// A shared folder's last part is made, but never its parents: those are the sync service's
  /// folder or a mounted disk, and a typo in them must not set up a folder nothing syncs.
  @Test func aSharedFolderWhoseParentIsMissingIsRefusedAndNothingIsMade() throws {
    let world = try SyncWorld(machines: 1)
    defer { world.cleanUp() }
    let a = world.machines[0]
    let typo = world.root.appendingPathComponent("Dropbx/landmarks")
    let refused = try SyncWorld.run(a, ["sync", "init", typo.path], expecting: [64])
    #expect(refused.stderr.contains("is not there; create it first"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: typo.deletingLastPathComponent().path))
    #expect(!FileManager.default.fileExists(atPath: a.home.appendingPathComponent("sync.json").path))
    let fresh = world.shared.appendingPathComponent("landmarks")
    try FileManager.default.createDirectory(at: world.shared, withIntermediateDirectories: true)
    try SyncWorld.run(a, ["sync", "init", fresh.path])
    #expect(FileManager.default.fileExists(atPath: fresh.appendingPathComponent("machines").path))
  }
}
