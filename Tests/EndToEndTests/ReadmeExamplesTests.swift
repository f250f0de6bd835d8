import Foundation
import Testing

/// The README's example output is what the binary prints (scripts/update-readme regenerates it).
@Suite("README examples")
struct ReadmeExamplesTests {
  /// One ```console block: the arguments after `$ landmarks` and the output shown.
  struct Example: Sendable, CustomStringConvertible {
    let arguments: [String]
    let output: String
    var description: String { "landmarks " + arguments.joined(separator: " ") }
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
      examples.append(Example(arguments: words(String(first.dropFirst("$ landmarks ".count))), output: output))
    }
    return examples
  }

  /// Splits a command line into words, honouring double quotes as the shell does.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
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
      let result = try process.run(example.arguments, environment: ["NO_COLOR": "1"])
      #expect(Self.normalized(result.stdout) == Self.normalized(example.output), "\(example)")
    }
  }
}
