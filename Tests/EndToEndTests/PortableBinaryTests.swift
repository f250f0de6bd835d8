import Foundation
import Testing

/// "The catalog is compiled into the binary, so the file can be copied anywhere on its own" (README):
/// a copy alone in an empty folder, run from there with a clean environment, has the whole catalog.
@Suite("Portable binary")
struct PortableBinaryTests {
  @Test func aLoneCopyHasTheWholeCatalog() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-portable-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("landmarks")
    try FileManager.default.copyItem(at: LandmarksProcess.binary, to: copy)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["landmarks"])

    let list = try Self.run(copy, ["list", "--json"], in: folder)
    #expect(list.status == 0)
    #expect(list.stderr.isEmpty, "\(list.stderr)")
    let landmarks = try #require(EndToEndJSON.array(list.stdout))
    #expect(landmarks.count == 160)
    #expect(Set(landmarks.compactMap { EndToEndJSON.int($0["id"]) }).count == 160)

    let show = try Self.run(copy, ["show", "fuji"], in: folder)
    #expect(show.status == 0)
    #expect(show.stderr.isEmpty, "\(show.stderr)")
    #expect(show.stdout.hasPrefix("Mount Fuji"))
    #expect(show.stdout.contains("Japan (JP)"))
  }

  /// Runs `executable` from `folder` with nothing in its environment but a data folder inside `folder`.
  ///
  /// A copy that was just written can be refused with ETXTBSY ("text file busy") while a process
  /// another test forks in that instant still holds the copy's write descriptor; that ends as soon
  /// as the child execs, so the start is retried a few times before the error counts.
  private static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> ProcessResult {
    var attempt = 0
    while true {
      do {
        return try start(executable, arguments, in: folder)
      } catch let error as NSError where Self.isTextFileBusy(error) && attempt < 20 {
        attempt += 1
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }

  private static func isTextFileBusy(_ error: NSError) -> Bool {
    let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
    return (error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY))
      || (underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY))
  }

  private static func start(_ executable: URL, _ arguments: [String], in folder: URL) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ["LANDMARKS_HOME": folder.appendingPathComponent("data").path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read stderr beside stdout so that neither pipe can fill and stall the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessResult(
      stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData, as: UTF8.self),
      status: process.terminationStatus)
  }
}
