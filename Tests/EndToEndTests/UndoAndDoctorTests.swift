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

/// undo and redo chains, doctor on healthy and damaged stores, restore, and the schema upgrade,
/// each through the built binary.
@Suite("undo, redo, doctor and upgrades, end to end")
struct UndoAndDoctorTests {
  // MARK: - Helpers

  /// What a person sees of the store file: activities done, live collections with their
  /// landmarks in order, and the badge stack; the dates and tombstones undo adds are left out.
  static func view(of landmarks: LandmarksProcess) throws -> String {
    guard FileManager.default.fileExists(atPath: landmarks.stateFile.path) else { return newUserView }
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: landmarks.stateFile)) as? [String: Any])
    return try view(of: object)
  }

  static func view(of object: [String: Any]) throws -> String {
    var lines: [String] = []
    let activities = try #require(object["activities"] as? [String: [String: [String: Any]]])
    for (landmark, records) in activities.sorted(by: { $0.key < $1.key }) {
      let done = records.filter { $0.value["done"] as? Bool == true }.keys.sorted()
      if !done.isEmpty { lines.append("\(landmark): \(done.joined(separator: ","))") }
    }
    let collections = try #require(object["collections"] as? [[String: Any]])
    for collection in collections where collection["deletedAt"] is NSNull {
      let name = (collection["name"] as? [String: Any])?["value"] as? String ?? "?"
      let description = (collection["description"] as? [String: Any])?["value"] as? String ?? "?"
      let members = (collection["members"] as? [[String: Any]] ?? [])
        .filter { $0["isMember"] as? Bool == true }
        .compactMap { EndToEndJSON.int($0["landmarkID"]) }
      lines.append("\(collection["id"] ?? "?") \(name) [\(description)] \(members)")
    }
    let stack = (object["badgeStack"] as? [String: Any])?["value"] as? Bool
    lines.append("badges shown: \(String(describing: stack))")
    return lines.joined(separator: "\n")
  }

  /// A new user's view: Favorites empty, nothing done, the badge stack shown.
  static let newUserView = "favorites Favorites [] []\nbadges shown: Optional(true)"

  /// Every path under `folder` with its kind, mode, size, modification time and a hash of its
  /// bytes; "absent" when the folder does not exist.
  static func snapshot(_ folder: URL) -> [String] {
    var info = stat()
    guard lstat(folder.path, &info) == 0 else { return ["absent"] }
    var entries = ["<folder> \(info.st_mode)"]
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return entries }
    while let name = enumerator.nextObject() as? String {
      let path = folder.path + "/" + name
      lstat(path, &info)
      let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
      entries.append("\(name) \(info.st_mode) \(info.st_size) \(String(describing: modified)) \(bytes.hashValue)")
    }
    return entries.sorted()
  }

  /// Runs `arguments`, expecting exit 0.
  @discardableResult
  static func succeed(_ landmarks: LandmarksProcess, _ arguments: [String]) throws -> ProcessResult {
    let result = try landmarks.run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return result
  }

  /// Three changes, so there is a journal and two backups.
  static func makeHistory(_ landmarks: LandmarksProcess) throws {
    try succeed(landmarks, ["mark", "fuji", "--all"])
    try succeed(landmarks, ["favorites", "add", "uluru", "petra"])
    try succeed(landmarks, ["collections", "create", "Trip", "--description", "Soon"])
  }

  // MARK: - undo and redo

  static let twentyChanges: [[String]] = [
    ["mark", "fuji", "photo"], ["mark", "fuji", "read", "sketch"], ["favorites", "add", "fuji"],
    ["collections", "create", "Peaks"], ["collections", "add", "Peaks", "fuji", "everest", "k2"],
    ["badges", "hide"], ["mark", "fuji", "nature"], ["collections", "remove", "Peaks", "everest"],
    ["collections", "rename", "Peaks", "High Peaks"], ["collections", "describe", "High Peaks", "Over 3000 m"],
    ["unmark", "fuji", "sketch"], ["collections", "create", "Deserts"], ["collections", "add", "Deserts", "petra"],
    ["collections", "delete", "Deserts", "--yes"], ["favorites", "add", "uluru", "petra"], ["badges", "show"],
    ["mark", "petra", "--all"], ["favorites", "remove", "fuji"], ["collections", "create", "Deserts"],
    ["favorites", "toggle", "k2"],
  ]

  @Test("twenty changes, twenty undos (a new user's view), twenty redos (the original)")
  func chainOfTwenty() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    #expect(Self.twentyChanges.count == 20)
    var views = [Self.newUserView]
    for change in Self.twentyChanges {
      try Self.succeed(landmarks, change)
      views.append(try Self.view(of: landmarks))
    }
    for (index, view) in views.enumerated().dropFirst() {
      #expect(view != views[index - 1], "change \(index) changed nothing a person sees: \(view)")
    }
    let listed = try Self.succeed(landmarks, ["undo", "--list"])
    #expect(listed.stdout.split(separator: "\n").count == 20)

    for step in (0..<20).reversed() {
      let undo = try Self.succeed(landmarks, ["undo"])
      #expect(!undo.stdout.isEmpty)
      #expect(try Self.view(of: landmarks) == views[step], "after undoing change \(step + 1)")
    }
    let nothing = try landmarks.run(["undo"])
    #expect(nothing.status == 1)
    #expect(nothing.stderr.contains("Nothing to undo"))

    for step in 1...20 {
      try Self.succeed(landmarks, ["redo"])
      #expect(try Self.view(of: landmarks) == views[step], "after redoing change \(step)")
    }
    #expect(try landmarks.run(["redo"]).status == 1)
  }

  @Test("undo of a mark says so in words, and a new change ends the redo chain")
  func undoSaysWhatItDid() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try Self.succeed(landmarks, ["mark", "fuji", "photo"])
    #expect(try Self.succeed(landmarks, ["undo"]).stdout == "Unmarked take a photo at Mount Fuji.\n")
    try Self.succeed(landmarks, ["favorites", "add", "fuji"])
    let redo = try landmarks.run(["redo"])
    #expect(redo.status == 1)
    #expect(redo.stderr.contains("Nothing to redo"))
  }

  // MARK: - doctor

  @Test("doctor on a data folder that does not exist: healthy, exit 0, and nothing is created")
  func doctorCreatesNothing() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    // An empty folder holds every place the data folder could be, none of which exists.
    try FileManager.default.createDirectory(at: landmarks.home, withIntermediateDirectories: true)
    let outer = landmarks.home.path
    let settings: [(environment: [String: String], origin: String)] = [
      (["LANDMARKS_HOME": outer + "/a/b/landmarks"], "chosen by LANDMARKS_HOME"),
      (["LANDMARKS_HOME": "", "XDG_DATA_HOME": outer + "/xdg"], "chosen by XDG_DATA_HOME"),
      (["LANDMARKS_HOME": "", "HOME": outer + "/home"], "the default under HOME"),
    ]
    let before = Self.snapshot(landmarks.home)
    for setting in settings {
      let text = try landmarks.run(["doctor"], environment: setting.environment)
      #expect(text.status == 0, "\(text.stdout)")
      #expect(text.stdout.contains(setting.origin))
      #expect(text.stdout.contains("not created yet"))
      let json = try landmarks.run(["doctor", "--json"], environment: setting.environment)
      #expect(json.status == 0)
      #expect(EndToEndJSON.object(json.stdout)?["folderExists"] as? Bool == false)
    }
    #expect(Self.snapshot(landmarks.home) == before)
  }

  @Test("doctor on a healthy store: exit 0, and the folder is exactly as before")
  func doctorOnHealthyStore() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try Self.makeHistory(landmarks)
    let before = Self.snapshot(landmarks.home)
    let text = try Self.succeed(landmarks, ["doctor"]).stdout
    #expect(text.contains("Everything looks healthy."))
    #expect(text.contains("Backups      2, "))
    let json = try Self.succeed(landmarks, ["doctor", "--json"]).stdout
    #expect(EndToEndJSON.object(json)?["healthy"] as? Bool == true)
    #expect(Self.snapshot(landmarks.home) == before)
  }

  /// A way the data folder can be wrong, and what doctor should say.
  enum Damage: String, CaseIterable, Sendable {
    case empty, truncated, notJSON, wrongShape, newerSchema, folderInPlaceOfFile, lockHeldByLiveProcess
    case staleLockPid, wrongPermissions

    /// Whether doctor should call the folder unhealthy.
    var isProblem: Bool { self != .staleLockPid }

    /// Words doctor's text must contain.
    var said: String {
      switch self {
      case .empty: "the file is empty"
      case .truncated, .notJSON: "is damaged"
      case .wrongShape: "is damaged"
      case .newerSchema: "schema version 99; this landmarks reads versions up to 2"
      case .folderInPlaceOfFile: "is a folder, not the store file"
      case .lockHeldByLiveProcess: "locked by landmarks process \(getpid())"
      case .staleLockPid: "which has ended"
      case .wrongPermissions: "Others may read or change"
      }
    }

    /// Damages the store in `landmarks`; returns a descriptor to close afterwards, if any.
    func apply(to landmarks: LandmarksProcess) throws -> Int32? {
      let file = landmarks.stateFile
      switch self {
      case .empty: try Data().write(to: file)
      case .truncated:
        let whole = try Data(contentsOf: file)
        try whole.prefix(whole.count / 2).write(to: file)
      case .notJSON: try Data("not json at all".utf8).write(to: file)
      case .wrongShape: try Data(#"{"schemaVersion": 2, "activities": [], "collections": 5}"#.utf8).write(to: file)
      case .newerSchema:
        let text = try String(contentsOf: file, encoding: .utf8)
          .replacingOccurrences(of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 99")
        try Data(text.utf8).write(to: file)
      case .folderInPlaceOfFile:
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        chmod(file.path, 0o700)
      case .lockHeldByLiveProcess:
        return try LockAndSignalTests.holdLock(of: landmarks, naming: getpid())
      case .staleLockPid:
        let ended = try endedProcessID()
        try Data("\(ended)\n".utf8).write(to: landmarks.home.appendingPathComponent("state.lock"))
      case .wrongPermissions:
        chmod(landmarks.home.path, 0o755)
        chmod(file.path, 0o644)
      }
      // Files written here must not themselves look too open.
      if self != .wrongPermissions, self != .folderInPlaceOfFile, self != .lockHeldByLiveProcess {
        chmod(file.path, 0o600)
        chmod(landmarks.home.appendingPathComponent("state.lock").path, 0o600)
      }
      return nil
    }
  }

  @Test("doctor explains every kind of damage, exits 1 for a problem, and changes nothing", arguments: Damage.allCases)
  func doctorOnDamage(_ damage: Damage) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try Self.makeHistory(landmarks)
    let descriptor = try damage.apply(to: landmarks)
    defer { if let descriptor { close(descriptor) } }
    let before = Self.snapshot(landmarks.home)

    let text = try landmarks.run(["doctor"])
    #expect(text.status == (damage.isProblem ? 1 : 0), "\(text.stdout)\(text.stderr)")
    #expect(text.stdout.contains(damage.said), "\(text.stdout)")
    if damage.isProblem {
      #expect(text.stdout.contains("  Fix: "))
    }
    let json = try landmarks.run(["doctor", "--json"])
    #expect(json.status == text.status)
    let object = try #require(EndToEndJSON.object(json.stdout))
    #expect(object["healthy"] as? Bool == !damage.isProblem)
    #expect(((object["problems"] as? [Any])?.count ?? -1) == (damage.isProblem ? 1 : 0))
    #expect(Self.snapshot(landmarks.home) == before, "doctor changed the folder")
  }

  @Test("doctor --restore --yes puts back the newest backup that reads and keeps the damaged file")
  func restore() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try Self.succeed(landmarks, ["mark", "fuji", "--all"])
    try Self.succeed(landmarks, ["favorites", "add", "uluru"])
    let beforeLastChange = try Self.view(of: landmarks)
    try Self.succeed(landmarks, ["badges", "hide"])
    let whole = try Data(contentsOf: landmarks.stateFile)
    let damaged = whole.prefix(whole.count / 3)
    try damaged.write(to: landmarks.stateFile)
    // The newest backup is damaged too: the one before it is chosen.
    let backups = landmarks.home.appendingPathComponent("backups")
    let names = try FileManager.default.contentsOfDirectory(atPath: backups.path).sorted()
    try #require(names.count == 2)
    try Data("{".utf8).write(to: backups.appendingPathComponent(try #require(names.last)))

    let doctor = try landmarks.run(["doctor"])
    #expect(doctor.status == 1)
    #expect(doctor.stdout.contains("The newest backup that reads is \(try #require(names.first))"))
    let restored = try Self.succeed(landmarks, ["doctor", "--restore", "--yes"])
    #expect(restored.stdout.contains("Moved the damaged store aside to \(landmarks.stateFile.path).damaged-"))
    let after = try FileManager.default.contentsOfDirectory(atPath: landmarks.home.path)
    let aside = try #require(after.first { $0.hasPrefix("state.json.damaged-") })
    #expect(try Data(contentsOf: landmarks.home.appendingPathComponent(aside)) == damaged)
    // The backup chosen was taken before the favorite was added.
    #expect(try Self.view(of: landmarks) != beforeLastChange)
    #expect(try Self.view(of: landmarks).contains("1016: drawSketch,findNature,readDescription,takePhoto"))
    #expect(try Self.succeed(landmarks, ["doctor"]).stdout.contains("Everything looks healthy."))
    #expect(try Self.succeed(landmarks, ["mark", "petra", "photo"]).status == 0)
  }

  // MARK: - Upgrades

  /// `Tests/Fixtures/state-v1.json`, a version-1 store written by the build before the journal.
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/state-v1.json")

  @Test("a version-1 store: reads never write it; the first change upgrades it after a backup of the original")
  func upgradeFromVersionOne() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try FileManager.default.createDirectory(at: landmarks.home, withIntermediateDirectories: true)
    chmod(landmarks.home.path, 0o700)
    let original = try Data(contentsOf: Self.fixture)
    try original.write(to: landmarks.stateFile)
    chmod(landmarks.stateFile.path, 0o600)
    let view = try Self.view(of: landmarks)
    for read in [["favorites"], ["collections", "--json"], ["progress"], ["doctor"], ["undo", "--list"]] {
      try Self.succeed(landmarks, read)
    }
    #expect(try Data(contentsOf: landmarks.stateFile) == original)
    #expect(try landmarks.run(["doctor"]).stdout.contains("schema version 1 (becomes version 2"))

    try Self.succeed(landmarks, ["mark", "uluru", "photo"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: landmarks.stateFile)) as? [String: Any])
    #expect(EndToEndJSON.int(object["schemaVersion"]) == 2)
    #expect((object["journal"] as? [Any])?.count == 1)
    let backups = landmarks.home.appendingPathComponent("backups")
    let names = try FileManager.default.contentsOfDirectory(atPath: backups.path)
    #expect(names.count == 1)
    #expect(try Data(contentsOf: backups.appendingPathComponent(try #require(names.first))) == original)
    #expect(try Self.succeed(landmarks, ["undo"]).stdout == "Unmarked take a photo at Uluru.\n")
    #expect(try Self.view(of: landmarks) == view, "everything the version-1 file held is kept")
  }

  @Test("a newer schema is refused with exit 65 naming both versions, and left untouched")
  func newerSchemaRefused() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try FileManager.default.createDirectory(at: landmarks.home, withIntermediateDirectories: true)
    let text = try String(contentsOf: Self.fixture, encoding: .utf8)
      .replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 3")
    try Data(text.utf8).write(to: landmarks.stateFile)
    for command in [["mark", "fuji", "photo"], ["favorites"], ["undo"]] {
      let result = try landmarks.run(command)
      #expect(result.status == 65, "\(command)")
      #expect(result.stderr.contains("schema version 3"))
      #expect(result.stderr.contains("(2)"))
    }
    let restore = try landmarks.run(["doctor", "--restore", "--yes"])
    #expect(restore.status == 65)
    #expect(try Data(contentsOf: landmarks.stateFile) == Data(text.utf8))
    #expect(!FileManager.default.fileExists(atPath: landmarks.home.appendingPathComponent("backups").path))
  }
}
