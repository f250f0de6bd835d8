import Foundation
import LandmarksTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sync` through a bare git repository on this disk (`file://`), with the real binary and git:
/// machines that change things between syncs end with the same state, a sync killed anywhere
/// leaves everything consistent, a push that loses a race is tried again, and what cannot be
/// reached or read is reported with its documented exit code while nothing changes.
@Suite("sync through git, end to end", .enabled(if: ExternalTool.available("git"), ExternalTool.missing("git")))
struct SyncGitTests {
  /// `count` machines joined on one empty bare repository.
  static func joinedWorld(machines count: Int) throws -> SyncWorld {
    try SyncWorld.joined(machines: count, prepare: { try $0.makeBareRepository() }, remote: { $0.bareURL })
  }

  /// The export each machine's checkout holds.
  static func export(_ machine: LandmarksProcess) throws -> Data {
    try Data(contentsOf: machine.home.appendingPathComponent("sync/state.json"))
  }

  /// Every store agrees, and every checkout's export is byte for byte the same and is the store
  /// without its journal.
  static func expectConverged(_ world: SyncWorld) throws {
    try world.expectSameStores()
    let exports = try world.machines.map(export)
    for export in exports.dropFirst() { #expect(export == exports[0], "the exports differ") }
    #expect(
      try MergeEndToEndTests.withoutJournal(exports[0]) == SyncWorld.storeWithoutJournal(world.machines[0]),
      "the export is not the store less its journal")
    #expect(!String(decoding: exports[0], as: UTF8.self).contains("<<<<<<<"))
  }

  @Test func threeMachinesJoinAndExchangeChangesMadeOnEverySide() throws {
    let world = try SyncWorld(machines: 3)
    defer { world.cleanUp() }
    try world.makeBareRepository()
    let (a, b, c) = (world.machines[0], world.machines[1], world.machines[2])
    try SyncWorld.run(a, ["mark", "fuji", "photo", "read"])
    try SyncWorld.run(b, ["favorites", "add", "uluru"])
    try SyncWorld.run(c, ["collections", "create", "Peaks"])

    let first = try SyncWorld.run(a, ["sync", "init", world.bareURL])
    #expect(first.stdout.contains("Set up sync with \(world.bareURL) (git)"))
    #expect(first.stdout.contains("Marked take a photo and read the description at Mount Fuji"))
    // Joining merges both sides: b receives a's marks and sends its favorite.
    let joined = try SyncWorld.run(b, ["sync", "init", world.bareURL])
    #expect(joined.stdout.contains("activities: 2 marked done"), "\(joined.stdout)")
    try SyncWorld.run(c, ["sync", "init", world.bare.path])
    try SyncWorld.run(a, ["sync"])

    // Changes on every side between syncs: a takes back b's favorite (the later change wins),
    // b completes a's badge, c fills its collection.
    try SyncWorld.run(a, ["favorites", "remove", "uluru"])
    try SyncWorld.run(b, ["mark", "fuji", "nature", "sketch"])
    try SyncWorld.run(c, ["collections", "add", "Peaks", "k2"])
    try SyncWorld.run(c, ["favorites", "add", "k2"])
    try SyncWorld.run(c, ["sync"])
    try SyncWorld.run(b, ["sync"])
    let received = try SyncWorld.run(a, ["sync"])
    #expect(received.stdout.contains("You earned the Mount Fuji badge!"), "\(received.stdout)")
    // What a received from the others before is never counted as its own.
    #expect(received.stdout.contains("Sent: 1 change\n  Removed Uluru from Favorites."), "\(received.stdout)")
    try world.settle()
    try Self.expectConverged(world)
    let favorites = try #require(EndToEndJSON.array(try SyncWorld.run(b, ["favorites", "--json"]).stdout))
    #expect(favorites.compactMap { $0["slug"] as? String } == ["k2"])
    #expect(try SyncWorld.run(c, ["badges"]).stdout.contains("Mount Fuji"))
    let peaks = try SyncWorld.run(a, ["collections", "show", "Peaks"]).stdout
    #expect(peaks.contains("K2"))

    // Settled: another sync sends and receives nothing, and pushes nothing.
    let main = try world.remoteMain()
    let idle = try SyncWorld.run(a, ["sync"])
    #expect(idle.stdout.contains("Sent: nothing new.") && idle.stdout.contains("Received: nothing new."))
    #expect(try world.remoteMain() == main)

    let status = try #require(EndToEndJSON.object(try SyncWorld.run(a, ["sync", "--status", "--json"]).stdout))
    #expect(status["mode"] as? String == "git")
    #expect((status["machines"] as? [[String: Any]])?.count == 3)
    #expect(EndToEndJSON.int((status["pending"] as? [String: Any])?["changes"]) == 0)
    #expect(EndToEndJSON.int((status["pending"] as? [String: Any])?["unpushedCommits"]) == 0)
    // The undo journal stays on each machine: none of it reached the repository.
    let exported = try #require(EndToEndJSON.object(String(decoding: try Self.export(a), as: UTF8.self)))
    #expect((exported["journal"] as? [Any])?.isEmpty == true)
  }

  @Test func twentySeededRoundsInRandomOrdersEndWithTheSameStateEverywhere() throws {
    let world = try Self.joinedWorld(machines: 3)
    defer { world.cleanUp() }
    var random = SeededGenerator(seed: TestSeed.value(0x5EED_6177, for: "git sync rounds"))
    try world.playRandomRounds(20, using: &random)
    try world.settle()
    try Self.expectConverged(world)
  }

  /// A `git` first on PATH that counts the calls landmarks makes and, at call `killAt` (or the
  /// first of the subcommand `killOn`), kills landmarks with SIGKILL: `thenRun` lets that git
  /// run on as an orphan, as one killed mid-sync would; otherwise it never runs.
  static func killingGit(in folder: URL, killAt: Int? = nil, killOn: String? = nil, thenRun: Bool) throws -> URL {
    let real = try #require(ExternalTool.path("git"))
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let counter = folder.appendingPathComponent("count").path
    let script = """
      #!/bin/sh
      n=$(cat '\(counter)' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '\(counter)'
      skip=0; sub=
      for a in "$@"; do
        if [ $skip = 1 ]; then skip=0; continue; fi
        case "$a" in -c|-C) skip=1 ;; -*) ;; *) sub=$a; break ;; esac
      done
      if [ "$n" = '\(killAt.map(String.init) ?? "none")' ] || [ "$sub" = '\(killOn ?? "none")' ]; then
        kill -9 $PPID
        \(thenRun ? "" : "exit 1")
      fi
      exec '\(real)' "$@"

      """
    let shim = folder.appendingPathComponent("git")
    try Data(script.utf8).write(to: shim)
    chmod(shim.path, 0o755)
    return folder
  }

  /// How many times the shim counted.
  static func calls(in folder: URL) -> Int {
    (try? String(contentsOf: folder.appendingPathComponent("count"), encoding: .utf8))
      .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
  }

  /// The store reads and the repositories are sound.
  static func expectConsistent(_ world: SyncWorld, _ machine: LandmarksProcess, _ note: String) throws {
    let doctor = try machine.run(["doctor", "--json"])
    #expect(doctor.status == 0, "\(note): doctor: \(doctor.stdout)")
    try SyncWorld.git(["-C", world.bare.path, "fsck", "--no-progress"])
    let checkout = machine.home.appendingPathComponent("sync").path
    if FileManager.default.fileExists(atPath: checkout + "/.git") {
      try SyncWorld.git(["-C", checkout, "fsck", "--no-progress"])
    }
  }

  @Test(arguments: [false, true])
  func aSyncKilledAtAnyGitStepLeavesEverythingConsistentAndTheNextOneCompletes(gitRunsOn: Bool) throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    // How many git runs one sync that sends and receives makes.
    let counting = try Self.killingGit(in: world.root.appendingPathComponent("count-only"), thenRun: true)
    try SyncWorld.run(a, ["collections", "create", "A 0"])
    try SyncWorld.run(b, ["collections", "create", "B 0"])
    try SyncWorld.run(b, ["sync"])
    try SyncWorld.run(a, ["sync"], environment: ["PATH": counting.path + ":/usr/bin:/bin"])
    let steps = Self.calls(in: counting)
    #expect(steps >= 8, "a sync ran \(steps) git commands")

    for step in 1...steps {
      let shim = try Self.killingGit(
        in: world.root.appendingPathComponent("kill-\(step)"), killAt: step, thenRun: gitRunsOn)
      try SyncWorld.run(a, ["collections", "create", "A \(step)"])
      try SyncWorld.run(b, ["collections", "create", "B \(step)"])
      try SyncWorld.run(b, ["sync"])
      let killed = try a.run(["sync"], environment: ["PATH": shim.path + ":/usr/bin:/bin"])
      #expect(Self.calls(in: shim) == step, "step \(step) was not reached")
      #expect(killed.status == SIGKILL, "step \(step): \(killed.stderr)")
      try Self.expectConsistent(world, a, "after a kill at step \(step)")
      try SyncWorld.run(a, ["sync"])
    }
    try world.settle()
    try Self.expectConverged(world)
    let names = try #require(EndToEndJSON.array(try SyncWorld.run(b, ["collections", "--json"]).stdout))
    #expect(names.count == 2 * steps + 3, "a collection made before a killed sync went missing")
  }

  @Test func aSyncKilledAtSeededMomentsLeavesEverythingConsistent() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    var random = SeededGenerator(seed: TestSeed.value(0x4B11_1ED5, for: "killed syncs"))
    for round in 0..<6 {
      try SyncWorld.run(a, ["mark", RandomChange.landmarks[round % 5], "sketch"])
      try SyncWorld.run(b, ["favorites", "toggle", RandomChange.landmarks[(round + 2) % 5]])
      try SyncWorld.run(b, ["sync"])
      let null = open("/dev/null", O_RDWR)
      defer { close(null) }
      let child = try ChildProcess.spawn(
        executable: LandmarksProcess.binary.path, arguments: ["sync"], environment: a.baseEnvironment,
        standardInput: null, standardOutput: null, standardError: null)
      usleep(UInt32.random(in: 0...60_000, using: &random))
      kill(child.pid, SIGKILL)
      _ = try child.wait()
      try Self.expectConsistent(world, a, "after a kill in round \(round)")
      try SyncWorld.run(a, ["sync"])
    }
    try world.settle()
    try Self.expectConverged(world)
  }

  @Test func aPushThatLosesARaceIsTriedAgain() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    try SyncWorld.run(a, ["mark", "k2", "sketch"])
    try SyncWorld.run(b, ["favorites", "add", "sahara"])
    // Just before a's first push, b syncs: a's push is refused and a fetches, merges and pushes again.
    let real = try #require(ExternalTool.path("git"))
    let racing = world.root.appendingPathComponent("racing")
    try FileManager.default.createDirectory(at: racing, withIntermediateDirectories: true)
    let environment = b.baseEnvironment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let script = """
      #!/bin/sh
      for a in "$@"; do
        if [ "$a" = push ] && [ ! -e '\(racing.path)/raced' ]; then
          touch '\(racing.path)/raced'
          env -i \(environment) '\(LandmarksProcess.binary.path)' sync > '\(racing.path)/b.out' 2>&1
        fi
      done
      exec '\(real)' "$@"

      """
    try Data(script.utf8).write(to: racing.appendingPathComponent("git"))
    chmod(racing.appendingPathComponent("git").path, 0o755)

    let result = try SyncWorld.run(a, ["sync", "--json"], environment: ["PATH": racing.path + ":/usr/bin:/bin"])
    let output = try #require(EndToEndJSON.object(result.stdout))
    #expect(EndToEndJSON.int(output["pushAttempts"]) == 2, "\(result.stdout)")
    let raced = try String(contentsOf: racing.appendingPathComponent("b.out"), encoding: .utf8)
    #expect(raced.contains("Synced with"), "b's sync in the middle: \(raced)")
    #expect(
      EndToEndJSON.int((output["received"] as? [String: Any])?["favoritesAdded"]) == 1,
      "a did not fold in what b pushed meanwhile")
    try world.settle()
    try Self.expectConverged(world)
  }

  @Test func offlineTheChangesAreCommittedLocallyAndGoNextTime() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    let away = world.root.appendingPathComponent("unplugged.git")
    try FileManager.default.moveItem(at: world.bare, to: away)
    try SyncWorld.run(a, ["mark", "uluru", "read"])
    let offline = try SyncWorld.run(a, ["sync"], expecting: [69])
    #expect(offline.stderr.contains("Cannot reach \(world.bareURL)"), "\(offline.stderr)")
    #expect(offline.stderr.contains("committed in") && offline.stderr.contains("next 'landmarks sync'"))
    let status = try #require(EndToEndJSON.object(try SyncWorld.run(a, ["sync", "--status", "--json"]).stdout))
    #expect(EndToEndJSON.int((status["pending"] as? [String: Any])?["unpushedCommits"]) == 1)
    #expect(EndToEndJSON.int((status["pending"] as? [String: Any])?["changes"]) == 1)
    // An offline sync with nothing new still commits nothing more.
    try SyncWorld.run(a, ["sync"], expecting: [69])

    try FileManager.default.moveItem(at: away, to: world.bare)
    try SyncWorld.run(a, ["sync"])
    let received = try SyncWorld.run(b, ["sync"])
    #expect(received.stdout.contains("activities: 1 marked done"), "\(received.stdout)")
    try world.settle()
    try Self.expectConverged(world)
  }

  @Test func withoutGitOnPathSyncIsExit69AndChangesNothing() throws {
    let world = try Self.joinedWorld(machines: 1)
    defer { world.cleanUp() }
    let a = world.machines[0]
    try SyncWorld.run(a, ["mark", "sahara", "read"])
    let before = try Data(contentsOf: a.stateFile)
    let empty = world.root.appendingPathComponent("no-git")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try SyncWorld.run(a, ["sync"], expecting: [69], environment: ["PATH": empty.path])
    #expect(result.stderr.contains("git is not installed"), "\(result.stderr)")
    #expect(try Data(contentsOf: a.stateFile) == before)
  }

  /// A remote state another machine (or a person) broke, or a newer landmarks wrote.
  enum RemoteFault: String, CaseIterable, Sendable {
    case damagedState, newerState, damagedRecord, newerRecord
  }

  @Test(arguments: RemoteFault.allCases)
  func aDamagedOrNewerRemoteIsRefusedWith65AndNothingChanges(fault: RemoteFault) throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let b = world.machines[1]
    try world.settle()
    // Someone pushes a broken file from a clone of their own.
    let clone = world.root.appendingPathComponent("clone")
    try SyncWorld.git(["clone", "-q", world.bare.path, clone.path])
    switch fault {
    case .damagedState:
      try Data("{\"schemaVersion\": 2, \"activities\": ".utf8).write(to: clone.appendingPathComponent("state.json"))
    case .newerState:
      let text = try String(contentsOf: clone.appendingPathComponent("state.json"), encoding: .utf8)
      try Data(text.replacingOccurrences(of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 9").utf8)
        .write(to: clone.appendingPathComponent("state.json"))
    case .damagedRecord, .newerRecord:
      let machines = clone.appendingPathComponent("machines")
      let name = try #require(try FileManager.default.contentsOfDirectory(atPath: machines.path).sorted().first)
      let file = machines.appendingPathComponent(name)
      let text = try String(contentsOf: file, encoding: .utf8)
      let broken =
        fault == .damagedRecord
        ? text.replacingOccurrences(of: "\"sentAt\"", with: "\"sentAtt\"")
        : text.replacingOccurrences(of: "\"landmarksSync\" : 1", with: "\"landmarksSync\" : 7")
      try Data(broken.utf8).write(to: file)
    }
    try SyncWorld.git(["-C", clone.path, "commit", "-q", "-a", "-m", "broken"])
    try SyncWorld.git(["-C", clone.path, "push", "-q", "origin", "HEAD:main"])

    try SyncWorld.run(b, ["mark", "fuji", "sketch"])
    let store = try Data(contentsOf: b.stateFile)
    let main = try world.remoteMain()
    let refused = try SyncWorld.run(b, ["sync"], expecting: [65])
    let expected = fault == .damagedState || fault == .damagedRecord ? "is damaged" : "newer landmarks"
    #expect(refused.stderr.contains(expected), "\(refused.stderr)")
    #expect(refused.stderr.contains("Nothing was changed"))
    #expect(try Data(contentsOf: b.stateFile) == store, "the store changed")
    #expect(try world.remoteMain() == main, "the remote changed")
    // Joining such a remote is refused the same way, and sets nothing up.
    let newcomer = LandmarksProcess(home: world.root.appendingPathComponent("newcomer"))
    try SyncWorld.run(newcomer, ["sync", "init", world.bareURL], expecting: [65])
    #expect(!FileManager.default.fileExists(atPath: newcomer.home.appendingPathComponent("sync.json").path))
    #expect(!FileManager.default.fileExists(atPath: newcomer.home.appendingPathComponent("sync").path))
  }

  @Test func theMergeDriverRunByGitItselfLeavesNoConflictMarkers() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    try world.settle()
    try SyncWorld.run(a, ["collections", "create", "From A"])
    try SyncWorld.run(a, ["mark", "fuji", "read"])
    try SyncWorld.run(a, ["sync"])
    // b commits its own change to the same file, then is killed before it fetches.
    try SyncWorld.run(b, ["collections", "create", "From B"])
    try SyncWorld.run(b, ["mark", "fuji", "nature"])
    let shim = try Self.killingGit(in: world.root.appendingPathComponent("kill-fetch"), killOn: "fetch", thenRun: false)
    _ = try b.run(["sync"], environment: ["PATH": shim.path + ":/usr/bin:/bin"])
    let checkout = b.home.appendingPathComponent("sync")
    #expect(try SyncWorld.git(["-C", checkout.path, "log", "-1", "--format=%s"]).stdout.contains("2 changes"))

    // A person's own pull in the checkout: git runs the registered driver on the conflicting export.
    let pull = try SyncWorld.git(["-C", checkout.path, "pull", "-q", "--no-rebase", "--no-edit", "origin", "main"])
    #expect(pull.status == 0)
    let merged = try String(contentsOf: checkout.appendingPathComponent("state.json"), encoding: .utf8)
    #expect(!merged.contains("<<<<<<<") && !merged.contains(">>>>>>>") && !merged.contains("======="))
    #expect(merged.contains("From A") && merged.contains("From B"))
    // It is a store: merge reads it, and the next sync folds it in and sends it.
    try SyncWorld.run(b, ["merge", checkout.path, "--dry-run"])
    try SyncWorld.run(b, ["sync"])
    try world.settle()
    try Self.expectConverged(world)
    let collections = try #require(EndToEndJSON.array(try SyncWorld.run(a, ["collections", "--json"]).stdout))
    #expect(Set(collections.compactMap { $0["name"] as? String }).isSuperset(of: ["From A", "From B"]))
  }

  @Test func sourcesOtherMachinesHaveAreListedAndTheirLandmarksKept() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    let file = world.root.appendingPathComponent("trips.geojson")
    try Data(
      """
      {"type":"FeatureCollection","features":[{"type":"Feature","id":"mill","properties":{"name":"Old Mill",\
      "country":"NL"},"geometry":{"type":"Point","coordinates":[5.1,52.1]}}]}
      """.utf8
    ).write(to: file)
    try SyncWorld.run(a, ["import", file.path, "--name", "trips"])
    let listed = try #require(EndToEndJSON.array(try SyncWorld.run(a, ["list", "--source", "trips", "--json"]).stdout))
    let id = try #require(EndToEndJSON.int(listed.first?["id"]))
    try SyncWorld.run(a, ["mark", String(id), "photo"])
    try SyncWorld.run(a, ["sync"])
    let received = try SyncWorld.run(b, ["sync"])
    #expect(received.stdout.contains("kept records for 1 landmark this machine does not have"), "\(received.stdout)")
    #expect(received.stdout.contains("Source trips (geojson, trips.geojson, 1 landmark)"), "\(received.stdout)")

    let status = try #require(EndToEndJSON.object(try SyncWorld.run(b, ["sync", "--status", "--json"]).stdout))
    let elsewhere = try #require((status["sourcesElsewhere"] as? [[String: Any]])?.first)
    #expect(elsewhere["here"] as? String == "missing")
    let source = try #require(elsewhere["source"] as? [String: Any])
    #expect(source["file"] as? String == "trips.geojson", "no folder of a's may travel")
    #expect((source["checksum"] as? String)?.hasPrefix("sha256:") == true)
    // The manifest names the file, never a's folders, and carries no place.
    let manifests = b.home.appendingPathComponent("sync/machines")
    for name in try FileManager.default.contentsOfDirectory(atPath: manifests.path) {
      let text = try String(contentsOf: manifests.appendingPathComponent(name), encoding: .utf8)
      #expect(!text.contains(world.root.path) && !text.contains("Old Mill"))
    }
    // The record is kept on b, and goes back to a intact.
    try SyncWorld.run(b, ["sync"])
    try SyncWorld.run(a, ["sync"])
    try world.expectSameStores()
  }

  @Test func automaticSyncSendsEveryChangeInTheBackgroundAndDoctorShowsItsFailures() throws {
    let world = try Self.joinedWorld(machines: 2)
    defer { world.cleanUp() }
    let (a, b) = (world.machines[0], world.machines[1])
    try world.settle()
    try SyncWorld.run(a, ["config", "set", "sync", "auto"])
    let before = try world.remoteMain()
    try SyncWorld.run(a, ["favorites", "add", "everest"])
    try Self.waitFor("the automatic sync to push") { (try? world.remoteMain()) != before }
    let received = try SyncWorld.run(b, ["sync"])
    #expect(received.stdout.contains("favorites: 1 added"), "\(received.stdout)")

    // Unreachable: the failure is noted for doctor and sync --status.
    let away = world.root.appendingPathComponent("unplugged.git")
    try FileManager.default.moveItem(at: world.bare, to: away)
    try SyncWorld.run(a, ["favorites", "add", "sahara"])
    let log = a.home.appendingPathComponent("sync.log")
    try Self.waitFor("the failure to be noted") { FileManager.default.fileExists(atPath: log.path) }
    let doctor = try SyncWorld.run(a, ["doctor"], expecting: [1])
    #expect(doctor.stdout.contains("An automatic sync failed since the last sync"), "\(doctor.stdout)")
    #expect(doctor.stdout.contains("Fix: landmarks sync"))
    let status = try SyncWorld.run(a, ["sync", "--status"])
    #expect(status.stdout.contains("Cannot reach"), "\(status.stdout)")
    try FileManager.default.moveItem(at: away, to: world.bare)
    try SyncWorld.run(a, ["sync"])
    try SyncWorld.run(a, ["doctor"])
  }

  /// Polls `condition` every 50 ms for up to 30 s.
  static func waitFor(_ what: String, _ condition: () throws -> Bool) throws {
    for _ in 0..<600 {
      if try condition() { return }
      usleep(50_000)
    }
    Issue.record("gave up waiting for \(what)")
  }
}
