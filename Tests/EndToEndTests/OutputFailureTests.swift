import Foundation
import Testing

/// Output that cannot be written is an error (exit 74), unlike a reader that went away (exit 0).
@Suite("Output failures")
struct OutputFailureTests {
  /// Linux has /dev/full (CI runs there); macOS has no such device to write to.
  @Test(
    "Writing to a full device exits 74 with a message on stderr",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"),
    arguments: [["list"], ["list", "--json"]])
  func fullDevice(arguments: [String]) throws {
    let process = Process()
    let home = LandmarksProcess()
    defer { home.cleanUp() }
    process.executableURL = LandmarksProcess.binary
    process.arguments = arguments
    process.environment = ["LANDMARKS_HOME": home.home.path, "PATH": "/usr/bin:/bin"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(message.contains("No space left on device"))
  }

  /// A change whose message hits a full disk is kept: still 74, but the message says it was saved,
  /// so a script does not retry (a second `collections create` would say "already exists").
  @Test(
    "A saved change whose message cannot be written says it was saved",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"),
    arguments: [["mark", "uluru", "photo"], ["collections", "create", "Red Centre"]])
  func savedChangeOnFullDevice(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let command = ([LandmarksProcess.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let result = try landmarks.shell(command + " > /dev/full")
    #expect(result.status == 74)
    #expect(result.stderr.contains("The change was saved"), "\(result.stderr)")
    #expect(result.stderr.contains("No space left on device"))
    #expect(result.stderr.contains("no need to run the command again"))
    let again = try landmarks.run(arguments)
    if arguments.first == "mark" {
      #expect(again.stdout.contains("already"), "the first run did not save: \(again.stdout)")
    } else {
      #expect(again.status == 1, "the first run did not save: \(again.stderr)")
    }
  }

  /// With standard output closed (`>&-`) the message says so, instead of "free some space"; a
  /// change is still saved, and said to be.
  @Test(
    "Closed standard output is named as such",
    arguments: [(["list"], false), (["list", "--json"], false), (["mark", "uluru", "photo"], true)])
  func closedStandardOutput(arguments: [String], saves: Bool) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let command = ([LandmarksProcess.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let result = try landmarks.shell(command + " >&-")
    #expect(result.status == 74)
    #expect(result.stderr.contains("standard output is closed"), "\(result.stderr)")
    #expect(!result.stderr.contains("space"))
    #expect(result.stderr.contains("The change was saved") == saves)
    #expect(FileManager.default.fileExists(atPath: landmarks.stateFile.path) == saves)
    // The closed descriptor was not lent to a store file: nothing but the store is in the folder.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: landmarks.home.path)) ?? []
    #expect(Set(names).isSubset(of: ["state.json", "state.lock"]))
    if saves {
      let state = try String(contentsOf: landmarks.stateFile, encoding: .utf8)
      #expect(!state.contains("Marked"), "the output went into the store")
    }
  }
}
