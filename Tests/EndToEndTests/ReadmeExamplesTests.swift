import Foundation
import Testing

/// The README's example output is what the binary prints (scripts/update-readme regenerates it).
/// Every ```console block is one example: its first line is `$ landmarks ARGS`, perhaps with variables
/// before it (`$ LANG=de_DE.UTF-8 landmarks ARGS`); the rest is the output.
/// README examples show standard output only, so each must exit 0 and write nothing to stderr; the
/// script refuses to regenerate a README whose examples do otherwise, and this test fails on it.
@Suite("README examples")
struct ReadmeExamplesTests {
  /// One ```console block: the command line after `$ landmarks`, as typed, and the output shown.
  struct Example: Sendable, CustomStringConvertible {
    /// Variables set for the run, as typed before `landmarks` (`LANG=de_DE.UTF-8 `), or empty.
    var variables = ""
    let commandLine: String
    let output: String
    var description: String { variables + "landmarks " + commandLine }
  }

  /// The README's text.
  static func readme() throws -> String {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The examples in order. A block that is not an example (no closing fence, or a first line other than
  /// `$ landmarks …`) is an error, never skipped: the script would mangle it.
  static func examples(in text: String) throws -> [Example] {
    var examples: [Example] = []
    for block in text.components(separatedBy: "```console\n").dropFirst() {
      guard let end = block.range(of: "\n```") else { throw ReadmeError.unclosedBlock(String(block.prefix(60))) }
      var lines = block[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let pattern = #"^\$ ((?:[A-Z_]+=[^ ]+ )*)landmarks (.*)$"#
      guard let first = lines.first, let match = first.range(of: pattern, options: .regularExpression),
        match == first.startIndex..<first.endIndex, let at = first.range(of: "landmarks ")
      else {
        throw ReadmeError.notAnExample(lines.first ?? "")
      }
      lines.removeFirst()
      let output = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
      examples.append(
        Example(
          variables: String(first[first.index(first.startIndex, offsetBy: 2)..<at.lowerBound]),
          commandLine: String(first[at.upperBound...]), output: output))
    }
    return examples
  }

  /// The number of ```console fences, counted line by line, apart from the parser above.
  static func consoleFenceCount(in text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 == "```console" }.count
  }

  /// Times depend on when the example ran; everything else must match to the byte.
  static func normalized(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"#, with: "YYYY-MM-DD hh:mm", options: .regularExpression)
  }

  @Test("Every README example prints what the README shows, run in order as a new user would")
  func examplesMatch() throws {
    let text = try Self.readme()
    let examples = try Self.examples(in: text)
    // Every block runs: as many examples as fences, and the tour is not empty.
    #expect(examples.count == Self.consoleFenceCount(in: text))
    #expect(examples.count >= 10)
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    for example in examples {
      // The shell splits the line, quotes and all, exactly as a reader pasting it would.
      let result = try process.shell(
        "NO_COLOR=1 \(example.variables)'\(LandmarksProcess.binary.path)' \(example.commandLine)")
      #expect(result.status == 0, "\(example) exited \(result.status): \(result.stderr)")
      #expect(result.stderr.isEmpty, "\(example) wrote to stderr: \(result.stderr)")
      #expect(!result.stdout.isEmpty, "\(example) printed nothing")
      #expect(Self.normalized(result.stdout) == Self.normalized(example.output), "\(example)")
    }
  }

  /// The parser refuses what it cannot run rather than skipping it, and counts blocks as the fences do.
  @Test func malformedBlocksAreErrorsNotSkips() throws {
    let good = "```console\n$ landmarks list\nline\n```\n"
    #expect(try Self.examples(in: good + good).count == 2)
    #expect(Self.consoleFenceCount(in: good + good) == 2)
    #expect(throws: ReadmeError.self) { try Self.examples(in: good + "```console\n$ ls\n```\n") }
    #expect(throws: ReadmeError.self) { try Self.examples(in: good + "```console\n$ landmarks list\n") }
    let localized = try Self.examples(in: "```console\n$ LANG=de_DE.UTF-8 landmarks list\nZeile\n```\n")
    #expect(localized.first?.variables == "LANG=de_DE.UTF-8 " && localized.first?.commandLine == "list")
    #expect(throws: ReadmeError.self) { try Self.examples(in: "```console\n$ rm -rf x landmarks list\n```\n") }
  }
}
