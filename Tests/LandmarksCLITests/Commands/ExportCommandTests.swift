import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `export -o FILE` goes through `AtomicFile.stream`: whole or not at all, killed exports'
/// temporaries swept, and the permissions the umask gives any new file, not the store's 0600.
@Suite("export to a file: atomic, sweeping, with the umask's permissions")
struct ExportCommandTests {
  /// The process's umask, read without setting it (other tests create files meanwhile).
  static func currentUmask() -> mode_t? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
      let mask = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
    else { return nil }
    return mask
  }

  @Test("the file is written whole, a dead writer's temporary goes, a live one's stays")
  func exportsToAFile() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    try FileManager.default.createDirectory(at: test.home, withIntermediateDirectories: true)
    let output = test.home.appendingPathComponent("out.csv")
    // Named as AtomicFile names them: `.NAME.PID.RANDOM.tmp`; no process has the first pid.
    let dead = test.home.appendingPathComponent(".out.csv.\(Int32.max - 1).1.tmp")
    let live = test.home.appendingPathComponent(".out.csv.\(getpid()).2.tmp")
    try Data("half".utf8).write(to: dead)
    try Data("busy".utf8).write(to: live)

    #expect(test.run("export", "--format", "csv", "-o", output.path) == 0, "\(test.errors.text)")
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.hasPrefix(CSVWriter.columns.joined(separator: ",") + "\r\n"))
    #expect(text.contains("Mount Fuji"))
    #expect(test.errors.text.contains("landmarks to \(output.path)."), "\(test.errors.text)")
    let left = try FileManager.default.contentsOfDirectory(atPath: test.home.path).filter { $0.hasSuffix(".tmp") }
    #expect(left == [live.lastPathComponent])

    if let mask = Self.currentUmask() {
      let mode = try #require(
        (try FileManager.default.attributesOfItem(atPath: output.path)[.posixPermissions] as? NSNumber)?.uint16Value)
      #expect(mode_t(mode) == 0o666 & ~mask)
    }
  }

  @Test("an export into a folder that does not exist fails with 73 and leaves nothing")
  func missingFolder() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let output = test.home.appendingPathComponent("missing/out.geojson")
    #expect(test.run("export", "-o", output.path) == 73)
    #expect(test.errors.text.contains("out.geojson"), "\(test.errors.text)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }
}
