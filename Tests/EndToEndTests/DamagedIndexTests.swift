import Foundation
import Testing

/// A source whose index opens but whose records cannot be read: every command that meets it stops
/// with exit 65 and the same words, naming the source and the import that rebuilds it.
@Suite struct DamagedIndexTests {
  /// A data folder with the source 'trips' (40 places in France) whose records are overwritten.
  private static func damagedSource() throws -> (landmarks: LandmarksProcess, file: URL) {
    let landmarks = LandmarksProcess()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("trips-\(UUID().uuidString).geojson")
    try Data(ImportTests.geoJSON(count: 40).utf8).write(to: file)
    #expect(try landmarks.run(["import", file.path, "--name", "trips"]).status == 0)
    let sources = landmarks.home.appendingPathComponent("sources")
    let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: sources.path).first)
    let index = sources.appendingPathComponent(folder).appendingPathComponent("index.lmk")
    var bytes = try Data(contentsOf: index)
    // The header and section table stay sound, so the index opens; its records (the first
    // section of the table: offset and length at bytes 32 and 40) do not read.
    func number(at offset: Int) -> Int { bytes[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) } }
    let records = number(at: 32)..<(number(at: 32) + number(at: 40))
    #expect(records.count >= 40 * 8)
    for offset in records { bytes[offset] = 0xFF }
    try bytes.write(to: index)
    return (landmarks, file)
  }

  @Test func everyCommandThatReadsTheSourceReportsItAlike() throws {
    let (landmarks, file) = try Self.damagedSource()
    defer {
      landmarks.cleanUp()
      try? FileManager.default.removeItem(at: file)
    }
    let commands: [[String]] = [
      ["list"], ["list", "--source", "trips"], ["show", "place 7"], ["search", "place"], ["progress"],
      ["map", "--source", "trips", "--width", "60"], ["near", "fuji"], ["near", "place 7"], ["export"],
      ["export", "--source", "trips", "--format", "csv"], ["list", "--json"],
    ]
    var messages: Set<String> = []
    for command in commands {
      let result = try landmarks.run(command)
      #expect(result.status == 65, "\(command): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(command): \(result.stdout)")
      messages.insert(result.stderr)
    }
    #expect(messages.count == 1, "\(messages)")
    let message = try #require(messages.first)
    #expect(message.hasPrefix("Error: The index of the source 'trips' is damaged. Rebuild it with: landmarks import "))
    #expect(message.contains("/original.geojson --name trips"), "\(message)")
  }

  @Test func completionStaysQuietOnStandardOutput() throws {
    let (landmarks, file) = try Self.damagedSource()
    defer {
      landmarks.cleanUp()
      try? FileManager.default.removeItem(at: file)
    }
    let result = try landmarks.run(["__complete", "show", "pla"])
    #expect(result.stdout.isEmpty)
    #expect(result.status == 65)
    #expect(result.stderr.contains("The index of the source 'trips' is damaged."))
  }

  @Test func theCommandTheMessageNamesRebuildsTheIndex() throws {
    let (landmarks, file) = try Self.damagedSource()
    defer {
      landmarks.cleanUp()
      try? FileManager.default.removeItem(at: file)
    }
    let failed = try landmarks.run(["list"])
    let command = try #require(
      failed.stderr.range(of: "Rebuild it with: landmarks import ").map {
        String(failed.stderr[$0.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
      })
    let repaired = try landmarks.shell("'\(LandmarksProcess.binary.path)' import \(command)")
    #expect(repaired.status == 0, "\(repaired.stderr)")
    #expect(repaired.stdout.contains("0 added, 40 updated, 0 removed"), "\(repaired.stdout)")
    #expect(try landmarks.run(["doctor"]).status == 0)
    #expect(try landmarks.run(["show", "place 7"]).status == 0)
    #expect(try landmarks.run(["list"]).status == 0)
  }
}
