import Foundation
import Testing

/// The README's example output is what the binary prints (scripts/update-readme regenerates it).
@Suite("README examples")
struct ReadmeExamplesTests {
  /// One ```console block: the command line after `$ landmarks`, as typed, and the output shown.
  struct Example: Sendable, CustomStringConvertible {
    let commandLine: String
    let output: String
    var description: String { "landmarks " + commandLine }
  }

  static func examples() throws -> [Example] {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    var examples: [Example] = []
    for block in text.components(separatedBy: "```console\n").dropFirst() {
      guard let end = block.range(of: "\n```") else { continue }
      let body = block[..<end.lowerBound]
      var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let first = lines.first, first.hasPrefix("$ landmarks ") else { continue }
      lines.removeFirst()
      let output = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
      examples.append(Example(commandLine: String(first.dropFirst("$ landmarks ".count)), output: output))
    }
    return examples
  }

  /// Times depend on when the example ran; everything else must match to the byte.
  static func normalized(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"#, with: "YYYY-MM-DD hh:mm", options: .regularExpression)
  }

  @Test("Every README example prints what the README shows, run in order as a new user would")
  func examplesMatch() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 10)
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    for example in examples {
      // The shell splits the line, quotes and all, exactly as a reader pasting it would.
      let result = try process.shell("NO_COLOR=1 '\(LandmarksProcess.binary.path)' \(example.commandLine)")
      #expect(Self.normalized(result.stdout) == Self.normalized(example.output), "\(example)")
    }
  }
}
