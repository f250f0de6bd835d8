import Foundation
import LandmarksTestSupport
import Testing

/// Several machines' data folders and what they sync through, under one temporary folder: a bare
/// git repository reached by `file://`, and a plain shared folder standing in for one a sync
/// service keeps in step.
struct SyncWorld {
  /// The folder everything lives in; removed by `cleanUp`.
  let root: URL
  /// One landmarks per machine, each with its own data folder (and `HOME`).
  let machines: [LandmarksProcess]

  /// `count` machines with nothing set up yet, and an empty bare repository.
  init(machines count: Int) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-sync-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    self.root = root
    machines = (0..<count).map { LandmarksProcess(home: root.appendingPathComponent("machine\($0)")) }
  }

  /// The bare repository's path.
  var bare: URL { root.appendingPathComponent("remote.git") }
  /// The bare repository as a `file://` URL.
  var bareURL: String { "file://" + bare.path }
  /// The shared folder.
  var shared: URL { root.appendingPathComponent("shared") }

  /// `count` machines, each set up with `sync init` on what `remote` names after a change of its own
  /// (a different landmark each), after `prepare` made the remote.
  static func joined(
    machines count: Int, prepare: (SyncWorld) throws -> Void = { _ in }, remote: (SyncWorld) -> String
  ) throws -> SyncWorld {
    let world = try SyncWorld(machines: count)
    try prepare(world)
    for (index, machine) in world.machines.enumerated() {
      try run(machine, ["mark", RandomChange.landmarks[index], "photo"])
      try run(machine, ["sync", "init", remote(world)])
    }
    return world
  }

  /// Syncs every machine twice over, in order: afterwards each has what any had.
  func settle() throws {
    for _ in 0..<2 {
      for machine in machines { try Self.run(machine, ["sync"]) }
    }
  }

  /// `count` rounds: every machine, in a random order, makes one or two random changes; then three
  /// in four of them sync, in another random order.
  func playRandomRounds(_ count: Int, using random: inout SeededGenerator) throws {
    for _ in 0..<count {
      for machine in machines.shuffled(using: &random) {
        for _ in 0..<Int.random(in: 1...2, using: &random) {
          let change = RandomChange.next(using: &random)
          try Self.run(machine, change.arguments, expecting: change.statuses)
        }
      }
      for machine in machines.shuffled(using: &random) where Int.random(in: 0..<4, using: &random) > 0 {
        try Self.run(machine, ["sync"])
      }
    }
  }

  /// Removes everything.
  func cleanUp() {
    try? FileManager.default.removeItem(at: root)
  }

  /// Makes the bare repository (with git), its branch `main`.
  func makeBareRepository() throws {
    try Self.git(["init", "-q", "--bare", bare.path])
    try Self.git(["-C", bare.path, "symbolic-ref", "HEAD", "refs/heads/main"])
  }

  /// Runs git with a clean environment (no user config), expecting `status` (nil: any).
  @discardableResult
  static func git(_ arguments: [String], expecting status: Int32? = 0) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(ExternalTool.path("git"), "git is missing"))
    process.arguments = ["-c", "user.name=test", "-c", "user.email=test@example.org"] + arguments
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let result = ProcessResult(
      stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData, as: UTF8.self),
      status: process.terminationStatus)
    if let status {
      #expect(result.status == status, "git \(arguments.joined(separator: " ")): \(result.stderr)")
    }
    return result
  }

  /// The commit the bare repository's `main` is at; "" when it has none.
  func remoteMain() throws -> String {
    let result = try Self.git(["-C", bare.path, "rev-parse", "-q", "--verify", "refs/heads/main"], expecting: nil)
    return result.status == 0 ? result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : ""
  }

  /// Runs `landmarks ARGUMENTS` on `machine`, expecting one of `statuses`; returns what it printed.
  @discardableResult
  static func run(
    _ machine: LandmarksProcess, _ arguments: [String], expecting statuses: Set<Int32> = [0],
    environment: [String: String] = [:]
  ) throws -> ProcessResult {
    let result = try machine.run(arguments, environment: environment)
    #expect(
      statuses.contains(result.status),
      "\(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)\(result.stdout)")
    return result
  }

  /// The store's bytes less the journal (each machine's own undo history), keys sorted.
  static func storeWithoutJournal(_ machine: LandmarksProcess) throws -> Data {
    try MergeEndToEndTests.withoutJournal(Data(contentsOf: machine.stateFile))
  }

  /// Every machine's store agrees with the others', the journal aside.
  func expectSameStores(_ comment: Comment? = nil) throws {
    let stores = try machines.map(Self.storeWithoutJournal)
    for (index, store) in stores.enumerated().dropFirst() {
      #expect(store == stores[0], "machine \(index) differs from machine 0 \(comment.map { "(\($0))" } ?? "")")
    }
  }
}

/// A random change a person could make on one machine, from a small vocabulary, so that machines
/// touch the same landmarks and collections and their changes meet.
enum RandomChange {
  static let landmarks = ["1016", "1150", "1112", "1001", "1018"]
  static let activities = ["photo", "read", "nature", "sketch"]
  static let collections = ["Peaks", "Trips", "Later"]

  /// A command line and the exit statuses it may end with (a collection another machine deleted
  /// or never made is exit 1, as is an undo with nothing left).
  static func next(using generator: inout SeededGenerator) -> (arguments: [String], statuses: Set<Int32>) {
    let landmark = landmarks.randomElement(using: &generator) ?? "1016"
    let activity = activities.randomElement(using: &generator) ?? "photo"
    let collection = collections.randomElement(using: &generator) ?? "Peaks"
    switch Int.random(in: 0..<11, using: &generator) {
    case 0, 1: return (["mark", landmark, activity], [0])
    case 2: return (["unmark", landmark, activity], [0])
    case 3: return (["favorites", "toggle", landmark], [0])
    case 4: return (["collections", "create", collection], [0, 1])
    case 5: return (["collections", "add", collection, landmark], [0, 1])
    case 6: return (["collections", "remove", collection, landmark], [0, 1])
    case 7:
      let other = collections.randomElement(using: &generator) ?? "Later"
      return (["collections", "rename", collection, other], [0, 1])
    case 8: return (["collections", "delete", collection, "--yes"], [0, 1])
    case 9: return (["badges", Bool.random(using: &generator) ? "hide" : "show"], [0])
    default: return (["undo"], [0, 1])
    }
  }
}
