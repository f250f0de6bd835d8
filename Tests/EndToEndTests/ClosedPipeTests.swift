import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A reader that goes away (`landmarks list --json | head -c 10`) ends the binary quietly: its own exit
/// status is 0 and it says nothing on stderr.
@Suite("Closed pipe")
struct ClosedPipeTests {
  /// A pipe's buffer on Linux; output below it could be written whole before the reader leaves.
  static let pipeBuffer = 65_536

  /// The binary writes far more than a pipe holds, the test reads a few bytes and closes its end, and the
  /// binary's own status (not that of a `head` after it) is checked, with SIGPIPE at its default as in a shell.
  @Test(arguments: [["list", "--json"], ["search", "a", "--limit", "0", "--json"]])
  func readerGoingAwayEndsQuietly(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let (count, head, status, message) = try Self.readAFewBytes(arguments, from: landmarks)
    #expect(count > 0)
    #expect(head.first == UInt8(ascii: "["))
    #expect(status == 0, "exit status \(status) (141 is death by SIGPIPE)")
    #expect(message.isEmpty, "\(String(decoding: message, as: UTF8.self))")
  }

  /// A listing streamed from a large imported source, as text and as JSON, ends as quietly when the
  /// reader leaves after its first line.
  @Test(arguments: [["list", "--source", "many"], ["list", "--json"], ["export", "--format", "csv"]])
  func streamedListingEndsQuietly(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let file = try ImportTests.write(ImportTests.geoJSON(count: 6_000), named: "many.geojson", in: landmarks)
    #expect(try landmarks.run(["import", file, "--name", "many"]).status == 0)
    let (count, head, status, message) = try Self.readAFewBytes(arguments, from: landmarks)
    #expect(count > 0)
    #expect(head.first.map { [UInt8(ascii: "E"), UInt8(ascii: "["), UInt8(ascii: "i")].contains($0) } == true)
    #expect(status == 0, "exit status \(status) (141 is death by SIGPIPE)")
    #expect(message.isEmpty, "\(String(decoding: message, as: UTF8.self))")
  }

  /// Runs `landmarks ARGUMENTS` (checking first that it writes more than a pipe holds), reads its first
  /// bytes, closes the pipe, and returns how many were read, those bytes, its status and its stderr.
  private static func readAFewBytes(_ arguments: [String], from landmarks: LandmarksProcess) throws
    -> (count: Int, head: [UInt8], status: Int32, message: Data)
  {
    let whole = try landmarks.run(arguments)
    #expect(whole.status == 0)
    try #require(
      whole.stdout.utf8.count > 2 * Self.pipeBuffer,
      "\(whole.stdout.utf8.count) bytes fit a pipe's buffer: the binary could finish before the reader leaves")

    let output = try ChildProcess.makePipe()
    let errors = try ChildProcess.makePipe()
    let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
    try #require(input >= 0)
    let child: ChildProcess
    do {
      child = try ChildProcess.spawn(
        executable: LandmarksProcess.binary.path, arguments: arguments, environment: landmarks.baseEnvironment,
        standardInput: input, standardOutput: output.write, standardError: errors.write)
    } catch {
      for descriptor in [input, output.read, output.write, errors.read, errors.write] { ChildProcess.close(descriptor) }
      throw error
    }
    for descriptor in [input, output.write, errors.write] { ChildProcess.close(descriptor) }

    var head = [UInt8](repeating: 0, count: 10)
    var count = 0
    repeat {
      count = read(output.read, &head, head.count)
    } while count < 0 && errno == EINTR
    ChildProcess.close(output.read)
    let message = try ChildProcess.readToEnd(errors.read)
    ChildProcess.close(errors.read)
    let status = try child.wait()
    return (count, head, status, message)
  }
}
