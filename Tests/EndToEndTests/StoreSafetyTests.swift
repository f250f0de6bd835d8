import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's store survives damage, concurrent writers and closed pipes.
@Suite struct StoreSafetyTests {
  /// Ways a store file can be damaged.
  enum Damage: String, CaseIterable, Sendable {
    case notJSON
    case truncated
    case futureSchema

    /// Puts a damaged store in `landmarks`'s data folder and returns its bytes.
    func install(in landmarks: LandmarksProcess) throws -> Data {
      let data: Data
      switch self {
      case .notJSON:
        data = Data("{ not json".utf8)
      case .truncated:
        // A real store, cut short part-way through.
        try landmarks.run(["mark", "fuji", "--all"])
        try landmarks.run(["favorites", "add", "uluru"])
        try landmarks.run(["collections", "create", "Towering Peaks"])
        let whole = try Data(contentsOf: landmarks.stateFile)
        #expect(whole.count > 100)
        data = whole.prefix(whole.count / 2)
      case .futureSchema:
        data = Data(#"{"schemaVersion": 99}"#.utf8)
      }
      try FileManager.default.createDirectory(at: landmarks.home, withIntermediateDirectories: true)
      try data.write(to: landmarks.stateFile)
      return data
    }
  }

  static let commandsOnDamagedStore: [[String]] = [
    ["progress"], ["mark", "fuji", "photo"], ["favorites"], ["badges"], ["favorites", "add", "fuji"],
    ["collections", "create", "New One"], ["badges", "hide"], ["unmark", "fuji", "--all"],
  ]

  /// Every command that needs the store refuses a damaged one with exit 65, names the file, and leaves it alone.
  @Test(arguments: Damage.allCases, commandsOnDamagedStore)
  func damagedStoreIsReportedAndKept(damage: Damage, command: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let before = try damage.install(in: landmarks)
    let result = try landmarks.run(command)
    #expect(result.status == 65)
    #expect(result.stderr.contains(landmarks.stateFile.path))
    let after = try Data(contentsOf: landmarks.stateFile)
    #expect(after == before, "the damaged store was changed")
    // Running it twice changes nothing either.
    let again = try landmarks.run(command)
    #expect(again.status == 65)
    #expect(try Data(contentsOf: landmarks.stateFile) == before)
  }

  /// Starts `landmarks ARGUMENTS` for each of `runs` at once with `landmarks`'s environment, then waits for all.
  static func runTogether(_ runs: [[String]], in landmarks: LandmarksProcess) throws -> [(
    status: Int32, stderr: String
  )] {
    var processes: [(Process, Pipe)] = []
    for arguments in runs {
      let process = Process()
      process.executableURL = LandmarksProcess.binary
      process.arguments = arguments
      process.environment = [
        "LANDMARKS_HOME": landmarks.home.path, "PATH": "/usr/bin:/bin", "TZ": "UTC", "HOME": landmarks.home.path,
      ]
      let errors = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      processes.append((process, errors))
    }
    for (process, _) in processes { try process.run() }
    var results: [(status: Int32, stderr: String)] = []
    for (process, errors) in processes {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      results.append((process.terminationStatus, String(decoding: data, as: UTF8.self)))
    }
    return results
  }

  /// Twenty-four writers at once lose nothing: every landmark ends with all four activities.
  @Test func concurrentMarksAreAllKept() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let all = try #require(EndToEndJSON.array(try landmarks.run(["list", "--json"]).stdout))
    let chosen = Array(stride(from: 0, to: all.count, by: max(1, all.count / 24)).map { all[$0] }.prefix(24))
    #expect(chosen.count == 24)
    let ids = chosen.compactMap { EndToEndJSON.int($0["id"]) }
    #expect(Set(ids).count == 24)

    let results = try Self.runTogether(ids.map { ["mark", String($0), "--all"] }, in: landmarks)
    for (index, result) in results.enumerated() {
      #expect(result.status == 0, "mark \(ids[index]) --all: \(result.stderr)")
    }

    let progress = try #require(EndToEndJSON.object(try landmarks.run(["progress", "--json"]).stdout))
    let total = try #require(progress["total"] as? [String: Any])
    #expect(EndToEndJSON.int(total["activitiesDone"]) == 24 * 4)
    #expect(EndToEndJSON.int(total["landmarksStarted"]) == 24)

    let withBadges = Set(chosen.filter { !EndToEndJSON.isNull($0["badge"]) }.compactMap { EndToEndJSON.int($0["id"]) })
    let badges = try #require(EndToEndJSON.array(try landmarks.run(["badges", "--json"]).stdout))
    let earned = Set(
      badges.filter { $0["earned"] as? Bool == true }.compactMap {
        EndToEndJSON.int(($0["landmark"] as? [String: Any])?["id"])
      })
    #expect(earned == withBadges)

    // The store is still one valid JSON document.
    let data = try Data(contentsOf: landmarks.stateFile)
    #expect((try? JSONSerialization.jsonObject(with: data)) is [String: Any])
  }

  /// Twenty-four favorites added at once are all kept, in some order, each once.
  @Test func concurrentFavoritesAreAllKept() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let all = try #require(EndToEndJSON.array(try landmarks.run(["list", "--json"]).stdout))
    let ids = Array(all.compactMap { EndToEndJSON.int($0["id"]) }.suffix(24))
    let results = try Self.runTogether(ids.map { ["favorites", "add", String($0)] }, in: landmarks)
    for (index, result) in results.enumerated() {
      #expect(result.status == 0, "favorites add \(ids[index]): \(result.stderr)")
    }
    let favorites = try #require(EndToEndJSON.array(try landmarks.run(["favorites", "--json"]).stdout))
    let kept = favorites.compactMap { EndToEndJSON.int($0["id"]) }
    #expect(kept.count == 24)
    #expect(Set(kept) == Set(ids))
  }

  /// Output far larger than a pipe's buffer, cut off by `head`, still ends with exit 0 and no message.
  @Test(arguments: [["list", "--json"], ["search", "a", "--limit", "0", "--json"]])
  func closedPipeOnLargeOutputEndsQuietly(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-e2e-pipe-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let errorFile = scratch.appendingPathComponent("stderr").path
    let statusFile = scratch.appendingPathComponent("status").path
    let command = ([LandmarksProcess.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let script = "{ \(command) 2>'\(errorFile)'; echo $? >'\(statusFile)'; } | head -c 1"
    let result = try landmarks.shell(script)
    #expect(result.status == 0)
    #expect(result.stdout == "[")
    let status = try String(contentsOfFile: statusFile, encoding: .utf8)
    #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    #expect(try String(contentsOfFile: errorFile, encoding: .utf8).isEmpty)
  }

  /// Things in place of state.json that cannot be opened as the store, even by root (who ignores
  /// permissions): a folder and a named pipe. Each gives 66, for reads and writes alike.
  enum Blocker: String, CaseIterable, Sendable {
    case folder
    case namedPipe

    /// Puts the blocker at `landmarks`'s store path.
    func install(in landmarks: LandmarksProcess) throws {
      try FileManager.default.createDirectory(at: landmarks.home, withIntermediateDirectories: true)
      switch self {
      case .folder:
        try FileManager.default.createDirectory(at: landmarks.stateFile, withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: landmarks.stateFile.appendingPathComponent("inside.txt"))
      case .namedPipe:
        try #require(mkfifo(landmarks.stateFile.path, 0o600) == 0)
      }
    }

    /// How the message names it.
    var words: String {
      switch self {
      case .folder: "is a folder, not the store file"
      case .namedPipe: "is a named pipe (FIFO), not the store file"
      }
    }
  }

  /// A folder or a named pipe at state.json: exit 66 saying what is there, never "check its permissions", left in place.
  @Test(arguments: Blocker.allCases, [["progress"], ["mark", "fuji", "photo"], ["favorites", "add", "fuji"]])
  func unopenableStoreIsReported(blocker: Blocker, command: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try blocker.install(in: landmarks)
    let result = try landmarks.run(command)
    #expect(result.status == 66, "\(result.stderr)")
    #expect(result.stderr.contains(landmarks.stateFile.path + " " + blocker.words))
    #expect(!result.stderr.contains("permissions"))
    var info = stat()
    #expect(lstat(landmarks.stateFile.path, &info) == 0)
    #expect(info.st_mode & S_IFMT == (blocker == .folder ? S_IFDIR : S_IFIFO), "the blocker was replaced")
    if blocker == .folder {
      let inside = landmarks.stateFile.appendingPathComponent("inside.txt")
      #expect(try String(contentsOf: inside, encoding: .utf8) == "kept")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: landmarks.home.path)
    #expect(!names.contains { $0.hasSuffix(".tmp") })
  }

  /// A store file without read permission: 66 with "check its permissions". Root reads it anyway,
  /// so this runs only for other users (the folder and pipe cases above cover 66 for root).
  @Test(.enabled(if: geteuid() != 0, "root reads a file without read permission; the folder and pipe cases cover 66"))
  func storeWithoutReadPermission() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try #require(try landmarks.run(["mark", "fuji", "photo"]).status == 0)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: landmarks.stateFile.path)
    let result = try landmarks.run(["progress"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("Check its permissions"))
  }

  /// Where the data folder cannot be created (a regular file is in the way, as the folder itself
  /// or as its parent), a write exits 73 and the file is left as it was.
  @Test(arguments: ["blocker", "blocker/landmarks"])
  func dataFolderCannotBeCreated(home: String) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-e2e-73-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let blocker = scratch.appendingPathComponent("blocker")
    try Data("a regular file".utf8).write(to: blocker)
    let landmarks = LandmarksProcess()
    let result = try landmarks.run(
      ["mark", "fuji", "photo"], environment: ["LANDMARKS_HOME": scratch.appendingPathComponent(home).path])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("Cannot create \(blocker.path)"))
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "a regular file")
  }
}
