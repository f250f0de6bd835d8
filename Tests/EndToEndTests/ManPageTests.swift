import Foundation
import LandmarksTestSupport
import Testing

/// `landmarks help --man` as man(1) would read it: lint-clean under mandoc and without groff's
/// warnings (each skipped, named, where the tool is missing; run under CI), covering every command
/// and option that help shows.
@Suite("Manual page")
struct ManPageTests {
  /// The page the built binary prints, in `language`.
  private func page(_ language: String = "en") throws -> String {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let result = try process.run(["help", "--man"], environment: ["LANDMARKS_LANG": language])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    return result.stdout
  }

  /// Runs `tool arguments… file` on the page; a missing tool is a failure, as the tests that call
  /// this run only where it is installed or under CI.
  private func check(_ tool: String, _ arguments: [String], page: String) throws -> (status: Int32, output: String) {
    let path = try #require(ExternalTool.path(tool), "\(tool) is missing: install it (.ci/run does)")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(UUID().uuidString).1")
    try Data(page.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments + [file.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var standardOutput = Data()
    group.enter()
    DispatchQueue.global().async {
      standardOutput = output.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    group.wait()
    process.waitUntilExit()
    _ = standardOutput
    return (process.terminationStatus, message)
  }

  @Test(
    "mandoc -T lint has nothing to say", .enabled(if: ExternalTool.available("mandoc"), ExternalTool.missing("mandoc")))
  func mandocLint() throws {
    for language in Self.languages {
      let result = try check("mandoc", ["-T", "lint", "-W", "all"], page: try page(language))
      #expect(result.status == 0, "\(language)")
      #expect(result.output.isEmpty, "\(language): \(result.output)")
    }
  }

  /// The languages the pages are checked in: English and those installed beside it.
  static let languages = ["en", "de", "ja", "ar", "he", "th"]

  @Test(
    "groff -ww -man renders it without a warning",
    .enabled(if: ExternalTool.available("groff"), ExternalTool.missing("groff")))
  func groffWarnings() throws {
    for language in Self.languages {
      let result = try check("groff", ["-ww", "-man", "-Tutf8"], page: try page(language))
      #expect(result.status == 0, "\(language)")
      #expect(result.output.isEmpty, "\(language): \(result.output)")
    }
  }

  @Test("Every command help lists has a section, with each of its options, and every exit status")
  func coversEveryCommand() throws {
    let text = try page()
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    let root = try process.run(["help"]).stdout
    let commands = root.components(separatedBy: "COMMANDS:\n").last?.components(separatedBy: "\n\n").first ?? ""
    let names = commands.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(names.count > 10)
    for name in names {
      let heading = ".SS \"landmarks \(name.replacingOccurrences(of: "-", with: "\\-"))\""
      #expect(text.contains(heading), "\(name)")
      // The command's own part: from its heading to the next command's.
      let part =
        (text.components(separatedBy: heading).dropFirst().first ?? "").components(separatedBy: "\n.SS ").first ?? ""
      let help = try process.run([name, "--help"]).stdout
      let options =
        help.components(separatedBy: "OPTIONS:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
      for option in options.split(separator: "\n") {
        guard let long = option.split(separator: " ").first(where: { $0.hasPrefix("--") }) else { continue }
        let roff = long.replacingOccurrences(of: "-", with: "\\-")
        let common = ["--help", "--color", "--units", "--no-pager"].contains(String(long))
        // A long option with a short one is written "\\-y, \\-\\-yes" after the bold.
        let scope = common ? text : part
        #expect(scope.contains("\\fB" + roff) || scope.contains(", " + roff), "\(name) \(long)")
      }
    }
    for code in [0, 1, 64, 65, 66, 70, 73, 74, 75] { #expect(text.contains(".TP\n.B \(code)\n")) }
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "FILES"] {
      #expect(text.contains(".SH \(section)\n"))
    }
    #expect(text.contains("state.lock") && text.contains("LANDMARKS_LOCK_TIMEOUT"))
    #expect(!text.contains("__complete"))
  }

  @Test("help --man with a command is a usage error")
  func manWithCommand() throws {
    let process = LandmarksProcess()
    defer { process.cleanUp() }
    #expect(try process.run(["help", "--man", "list"]).status == 64)
  }
}
