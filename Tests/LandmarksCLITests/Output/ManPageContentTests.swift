import Foundation
import Testing

@testable import LandmarksCLI

@Suite("Manual page content")
struct ManPageContentTests {
  /// The package's root folder.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("The README's exit-code table says what ExitCode says, code for code")
  func readmeExitCodes() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    // The section runs to the next heading of its level.
    let section = readme.components(separatedBy: "## Exit codes").dropFirst().first ?? ""
    let table = section.components(separatedBy: "\n## ").first ?? ""
    let rows = table.split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| code") && !$0.hasPrefix("| ---")
    }
    let documented = rows.map { row in
      row.split(separator: "|", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let expected = ExitCode.allCases.sorted { $0.rawValue < $1.rawValue }.map {
      ["\($0.rawValue)", Localizer.english($0.meaning)]
    }
    #expect(documented == expected)
  }

  @Test("Every environment variable the sources read is documented in the manual")
  func environmentDocumented() throws {
    let documented = Set(ManPage.environment.flatMap { $0.name.components(separatedBy: ", ") })
    let sources = Self.root.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    #expect(files.count > 50)
    let pattern = try NSRegularExpression(pattern: #""([A-Z][A-Z0-9]*_?[A-Z0-9_]*)""#)
    var read = Set<String>()
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains("environment[") {
        let line = String(line)
        for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
          if let range = Range(match.range(at: 1), in: line), line[range].count > 2 { read.insert(String(line[range])) }
        }
      }
    }
    #expect(read.isSuperset(of: ["LANDMARKS_HOME", "NO_COLOR", "TERM"]))
    #expect(read.subtracting(documented).isEmpty, "undocumented: \(read.subtracting(documented).sorted())")
  }

  @Test(
    "Roff escapes what man(7) would read as requests or escapes",
    arguments: [
      (".hidden request", "\\&.hidden request"),
      ("'quote first", "\\&'quote first"),
      ("back\\slash", "back\\eslash"),
      // Japanese may break after each character: groff and mandoc read \: as a place to break.
      ("富士山 — ok…", "\\[u5BCC]\\:\\[u58EB]\\:\\[u5C71]\\: \\[u2014] ok\\[u2026]"),
      ("use `--all` here", "use \\fB\\-\\-all\\fR here"),
      ("bell\u{7}gone", "bellgone"),
    ] as [(String, String)])
  func escaping(text: String, roff: String) {
    #expect(Roff.prose(text) == roff)
  }

  @Test("Long text lines are broken at spaces, each continuation guarded; requests stay whole")
  func wrapping() {
    let long = String(repeating: "word ", count: 30) + ".dot 'quote"
    let lines = Roff.wrapped([".TP", long])
    #expect(lines.first == ".TP")
    #expect(lines.dropFirst().allSatisfy { $0.utf8.count <= 80 && !$0.hasPrefix(".") && !$0.hasPrefix("'") })
    #expect(lines.dropFirst().joined(separator: " ").replacingOccurrences(of: "\\&", with: "") == long)
  }
}
