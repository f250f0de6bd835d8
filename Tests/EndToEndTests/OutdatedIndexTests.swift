import Foundation
import Testing

/// A source whose index an older build wrote (format version 2, `Tests/Fixtures/IndexV2`, written
/// by the build before format 3 from its 40 places): the first command rebuilds it from the saved
/// copy and writes it in place, later commands map that file, and every answer is the one a fresh
/// import of the same places gives.
@Suite struct OutdatedIndexTests {
  private static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/IndexV2")
  private static let folder = "sources/trips.9779.3533438141"

  /// The format version in an index file's header.
  private static func version(of index: URL) throws -> UInt32 {
    let bytes = try Data(contentsOf: index)
    try #require(bytes.count >= 12)
    return bytes[8..<12].reversed().reduce(0) { $0 << 8 | UInt32($1) }
  }

  @Test func anOlderIndexIsRebuiltOnceAndAnswersAsAFreshImport() throws {
    let landmarks = LandmarksProcess()
    let fresh = LandmarksProcess()
    defer {
      landmarks.cleanUp()
      fresh.cleanUp()
    }
    try FileManager.default.copyItem(at: Self.fixture, to: landmarks.home)
    // As the tool makes them: folders and files its owner's alone.
    for path in ["", "sources", Self.folder] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o700], ofItemAtPath: landmarks.home.appendingPathComponent(path).path)
    }
    for path in ["sources.json", Self.folder + "/index.lmk", Self.folder + "/original.geojson"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o600], ofItemAtPath: landmarks.home.appendingPathComponent(path).path)
    }
    let index = landmarks.home.appendingPathComponent(Self.folder).appendingPathComponent("index.lmk")
    let copy = landmarks.home.appendingPathComponent(Self.folder).appendingPathComponent("original.geojson")
    #expect(try Self.version(of: index) == 2)
    #expect(try fresh.run(["import", copy.path, "--name", "trips"]).status == 0)

    let commands: [[String]] = [
      ["list", "--source", "trips"], ["search", "ka"], ["search", "sa"], ["search", "вакола"],
      ["show", "Natömon"], ["near", "Natömon"], ["export", "--source", "trips", "--format", "csv"],
    ]
    let first = try landmarks.run(commands[0])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(try Self.version(of: index) > 2, "the first command writes the rebuilt index in place")
    let rebuilt = try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date
    for command in commands {
      let old = try landmarks.run(command)
      let new = try fresh.run(command)
      #expect(old.status == new.status, "\(command)")
      #expect(old.stdout == new.stdout, "\(command)")
      #expect(!old.stdout.isEmpty, "\(command)")
    }
    let after = try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date
    #expect(rebuilt == after, "later commands map the rebuilt index rather than build it again")
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: landmarks.home.appendingPathComponent(Self.folder).path)
    #expect(leftovers.sorted() == ["index.lmk", "original.geojson"])
    let doctor = try landmarks.run(["doctor"])
    #expect(doctor.status == 0, "\(doctor.stdout)")
  }
}
