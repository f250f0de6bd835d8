import Foundation
import Testing

/// `merge` with the real binary: two data folders, made by running commands, folded together.
@Suite struct MergeEndToEndTests {
  /// Runs `landmarks ARGUMENTS` in `landmarks`' folder, expecting success.
  private static func ok(_ landmarks: LandmarksProcess, _ arguments: String...) throws {
    let result = try landmarks.run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
  }

  /// A laptop and a desktop that each did something the other did not.
  private static func twoMachines() throws -> (laptop: LandmarksProcess, desktop: LandmarksProcess) {
    let laptop = LandmarksProcess()
    let desktop = LandmarksProcess()
    try ok(laptop, "mark", "fuji", "photo", "read")
    try ok(laptop, "favorites", "add", "fuji")
    try ok(laptop, "collections", "create", "Peaks")
    try ok(laptop, "collections", "add", "Peaks", "fuji")
    try ok(desktop, "mark", "fuji", "nature", "sketch")
    try ok(desktop, "favorites", "add", "sahara")
    try ok(desktop, "collections", "create", "Deserts")
    try ok(desktop, "collections", "add", "Deserts", "sahara")
    return (laptop, desktop)
  }

  @Test func dryRunChangesNothingAndMergeShowsTheUnion() throws {
    let (laptop, desktop) = try Self.twoMachines()
    defer {
      laptop.cleanUp()
      desktop.cleanUp()
    }
    let before = try Data(contentsOf: laptop.stateFile)
    let desktopBefore = try Data(contentsOf: desktop.stateFile)

    let dry = try laptop.run(["merge", desktop.home.path, "--dry-run"])
    #expect(dry.status == 0)
    #expect(dry.stdout.contains("dry run: nothing was written"))
    #expect(try Data(contentsOf: laptop.stateFile) == before)

    let merge = try laptop.run(["merge", desktop.home.path])
    #expect(merge.status == 0)
    #expect(merge.stdout.contains("You earned the Mount Fuji badge!"))
    #expect(try Data(contentsOf: desktop.stateFile) == desktopBefore)

    let favorites = try #require(EndToEndJSON.array(try laptop.run(["favorites", "--json"]).stdout))
    #expect(Set(favorites.compactMap { $0["slug"] as? String }) == ["mount-fuji", "sahara-desert"])
    let collections = try #require(EndToEndJSON.array(try laptop.run(["collections", "--json"]).stdout))
    #expect(collections.compactMap { $0["name"] as? String } == ["Favorites", "Peaks", "Deserts"])

    // Merging the same copy again changes nothing; the other direction gives the same bytes.
    let merged = try Data(contentsOf: laptop.stateFile)
    let again = try laptop.run(["merge", desktop.stateFile.path])
    #expect(again.stdout.hasPrefix("Nothing to merge"))
    #expect(try Data(contentsOf: laptop.stateFile) == merged)
    let snapshot = FileManager.default.temporaryDirectory.appendingPathComponent("laptop-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: snapshot) }
    try before.write(to: snapshot)
    try Self.ok(desktop, "merge", snapshot.path)
    // The journal is each machine's own undo history: everything else must agree byte for byte.
    #expect(try Self.withoutJournal(Data(contentsOf: desktop.stateFile)) == Self.withoutJournal(merged))
  }

  @Test func newerSchemaIsRefusedAndNothingChanges() throws {
    let (laptop, desktop) = try Self.twoMachines()
    defer {
      laptop.cleanUp()
      desktop.cleanUp()
    }
    let newer = String(decoding: try Data(contentsOf: desktop.stateFile), as: UTF8.self)
      .replacingOccurrences(of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 99")
    try Data(newer.utf8).write(to: desktop.stateFile)
    let before = try Data(contentsOf: laptop.stateFile)
    let result = try laptop.run(["merge", desktop.home.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("newer than this landmarks understands"))
    #expect(try Data(contentsOf: laptop.stateFile) == before)
    #expect(try Data(contentsOf: desktop.stateFile) == Data(newer.utf8))
  }

  @Test func missingOtherIsExit66() throws {
    let laptop = LandmarksProcess()
    defer { laptop.cleanUp() }
    let result = try laptop.run(["merge", laptop.home.appendingPathComponent("nowhere").path])
    #expect(result.status == 66)
    #expect(!FileManager.default.fileExists(atPath: laptop.home.path))
  }

  /// The stored bytes less the journal, which records this machine's own changes for undo and is
  /// not merged; the rest is rewritten with sorted keys so that equal states give equal bytes.
  static func withoutJournal(_ data: Data) throws -> Data {
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object.removeValue(forKey: "journal") != nil)
    return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }
}
