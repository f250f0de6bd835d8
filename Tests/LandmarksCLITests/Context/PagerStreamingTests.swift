import Foundation
import Testing

@testable import LandmarksCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real pager process fed as the output is produced: all of it when the pager reads all, quietly
/// less when it quits, and a producer's own failure still reported.
@Suite("Pager: streaming into a real pager process")
struct PagerStreamingTests {
  /// Standard tools only, as a person's `PATH` would find them.
  static let environment = ["PATH": "/usr/bin:/bin"]

  /// A closed pipe must come back as EPIPE, as in the binary (`LandmarksApp.main`), not end the
  /// test process.
  init() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// A temporary file the pager command writes what it read to.
  private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-pager-\(UUID().uuidString)")
  }

  @Test("A pager that reads everything gets every chunk, in order")
  func everything() throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let chunks = (0..<200).map { "line \($0) " + String(repeating: "x", count: 1_000) + "\n" }
    let outcome = try PagerProcess.run(command: "cat > '\(file.path)'", environment: Self.environment) { sink in
      for chunk in chunks { try sink.write(chunk) }
    }
    #expect(outcome == .shown)
    #expect(try String(contentsOf: file, encoding: .utf8) == chunks.joined())
  }

  @Test("A pager that quits early ends the feeding quietly, however much was left to write")
  func quitsEarly() throws {
    var written = 0
    let outcome = try PagerProcess.run(command: "head -c 10 > /dev/null", environment: Self.environment) { sink in
      for _ in 0..<100_000 {
        try sink.write(String(repeating: "y", count: 4_096))
        written += 1
      }
    }
    #expect(outcome == .shown)
    #expect(written < 100_000, "the feeding stopped once the pager was gone")
  }

  /// A failure of the producer's own, such as a damaged index.
  struct Damaged: Error, Equatable {}

  @Test("The producer's own failure is thrown once the pager has ended")
  func producerFailure() throws {
    #expect(throws: Damaged.self) {
      try PagerProcess.run(command: "cat > /dev/null", environment: Self.environment) { sink in
        try sink.write("first\n")
        throw Damaged()
      }
    }
  }

  @Test("A pager that cannot be started says so, and the text is printed instead")
  func cannotStart() throws {
    let outcome = try PagerProcess.run(command: "landmarks-no-such-pager-here", environment: Self.environment) {
      sink in try sink.write("text\n")
    }
    #expect(outcome == .couldNotStart)
  }
}
