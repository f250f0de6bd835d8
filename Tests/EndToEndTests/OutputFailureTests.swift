import Foundation
import Testing

/// Output that cannot be written is an error (exit 74), unlike a reader that went away (exit 0).
@Suite("Output failures")
struct OutputFailureTests {
  /// Linux has /dev/full (CI runs there); macOS has no such device to write to.
  @Test(
    "Writing to a full device exits 74 with a message on stderr",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
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
}
