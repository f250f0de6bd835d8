import Foundation
import Testing

/// The binary with the pager, the config file, units, `share` and a plain (non-UTF-8) terminal.
@Suite("At home in the shell: pager, config, units, share")
struct ShellTests {
  @Test("on a terminal, text longer than the screen goes through the pager, which gets all of it")
  func pager() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.runOnTerminal(
      ["list"], rows: 24, environment: ["LANDMARKS_PAGER": "cat -n", "NO_COLOR": "1"])
    #expect(result.status == 0)
    #expect(result.output.contains("     1\t★ Featured: Mount Fuji"), "\(result.output.prefix(300))")
    // The same terminal without a pager: every one of its lines reached the pager, numbered.
    let direct = try landmarks.runOnTerminal(["list"], rows: 24, environment: ["NO_COLOR": "1"])
    let lines = direct.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count > 24)
    for (number, line) in lines.enumerated() {
      #expect(
        result.output.contains(String(repeating: " ", count: 6 - String(number + 1).count) + "\(number + 1)\t\(line)\n")
      )
    }
  }

  @Test("never when piped, never for --json, never with --no-pager or short output")
  func noPager() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let piped = try landmarks.run(["list"], environment: ["LANDMARKS_PAGER": "cat -n"])
    #expect(piped.status == 0)
    #expect(piped.stdout.hasPrefix("★ Featured"))
    for arguments in [["list", "--json"], ["list", "--no-pager"], ["config"]] {
      let result = try landmarks.runOnTerminal(arguments, rows: 24, environment: ["LANDMARKS_PAGER": "cat -n"])
      #expect(result.status == 0)
      #expect(!result.output.contains("     1\t"), "\(arguments)")
    }
  }

  @Test("a pager that cannot be started means printing directly")
  func missingPager() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.runOnTerminal(
      ["list"], rows: 24, environment: ["LANDMARKS_PAGER": "/nonexistent/pager", "NO_COLOR": "1"])
    #expect(result.status == 0)
    #expect(result.output.contains("★ Featured: Mount Fuji"))
    #expect(result.output.contains("Uluru"))
  }

  @Test("share --copy without a terminal is exit 1 with a message; the card alone prints fine")
  func copyWithoutTerminal() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let copy = try landmarks.run(["share", "fuji", "--copy"])
    #expect(copy.status == 1)
    #expect(copy.stderr.contains("Cannot copy: there is no terminal"))
    #expect(copy.stdout.isEmpty)
    let card = try landmarks.run(["share", "fuji"])
    #expect(card.status == 0)
    #expect(card.stdout.contains("geo:35.3607,138.7274\n"))
    #expect(!card.stdout.contains("\u{1B}"))
  }

  @Test("config set writes $LANDMARKS_CONFIG (0600); a damaged one is reported, used as defaults, never overwritten")
  func config() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let file = landmarks.home.appendingPathComponent("conf/config.json")
    let environment = ["LANDMARKS_CONFIG": file.path]
    #expect(try landmarks.run(["config", "set", "units", "imperial"], environment: environment).status == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try landmarks.run(["show", "fuji"], environment: environment).stdout.contains("12,388 ft"))
    let flag = try landmarks.run(["show", "fuji", "--units", "metric"], environment: environment)
    #expect(flag.stdout.contains("3,776 m"))

    try Data("{\"units\": ".utf8).write(to: file)
    let read = try landmarks.run(["show", "fuji"], environment: environment)
    #expect(read.status == 0)
    #expect(read.stdout.contains("3,776 m"))
    #expect(read.stderr.components(separatedBy: "Warning:").count == 2, "\(read.stderr)")
    let set = try landmarks.run(["config", "set", "units", "metric"], environment: environment)
    #expect(set.status == 65)
    #expect(try String(contentsOf: file, encoding: .utf8) == "{\"units\": ")
  }

  @Test("in the C locale a terminal gets ASCII symbols, while catalog names stay as written")
  func plainTerminal() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.runOnTerminal(["show", "fuji", "--no-map"], environment: ["LC_ALL": "POSIX"])
    #expect(result.status == 0)
    #expect(result.output.contains("35.3607 N, 138.7274 E"))
    #expect(result.output.contains("富士山"))
    let symbols = result.output.unicodeScalars.filter {
      !$0.isASCII && !$0.properties.isAlphabetic && !$0.properties.isDiacritic
    }
    #expect(symbols.isEmpty, "\(Set(symbols.map { String($0) }))")
  }
}
