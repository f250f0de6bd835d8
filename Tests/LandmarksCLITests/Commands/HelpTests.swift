import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("Help")
struct HelpTests {
  /// Every command reachable from `landmarks`, with the words that name it.
  static let allCommands: [(path: [String], command: any ParsableCommand.Type)] = {
    var found: [(path: [String], command: any ParsableCommand.Type)] = []
    func visit(_ command: any ParsableCommand.Type, _ path: [String]) {
      found.append((path, command))
      for sub in command.configuration.subcommands { visit(sub, path + [sub.configuration.name]) }
    }
    visit(RootCommand.self, [])
    return found
  }()

  static let paths = allCommands.map { $0.path.joined(separator: " ") }

  @Test("Every command's help has an overview, a usage line and an example", arguments: paths)
  func helpHasExample(path: String) {
    let test = TestContext()
    defer { test.cleanUp() }
    let words = path.split(separator: " ").map(String.init)
    #expect(test.run(arguments: words + ["--help"]) == 0)
    let text = test.output.text
    #expect(text.contains("OVERVIEW: "))
    #expect(text.contains("USAGE: landmarks"))
    #expect(text.contains("EXAMPLES:\n  landmarks "))
  }

  @Test("help COMMAND prints what COMMAND --help prints", arguments: paths.filter { !$0.isEmpty })
  func helpCommandMatchesFlag(path: String) {
    let words = path.split(separator: " ").map(String.init)
    let viaFlag = TestContext()
    let viaCommand = TestContext()
    defer {
      viaFlag.cleanUp()
      viaCommand.cleanUp()
    }
    viaFlag.run(arguments: words + ["-h"])
    viaCommand.run(arguments: ["help"] + words)
    #expect(!viaFlag.output.text.isEmpty)
    #expect(viaFlag.output.text == viaCommand.output.text)
  }

  @Test("Every example in help parses as a valid command line")
  func examplesParse() throws {
    for (_, command) in Self.allCommands {
      for example in command.configuration.examples {
        let words = ShellWords.split(example.arguments)
        let route = try Router.route(words)
        #expect(throws: Never.self, "landmarks \(example.arguments)") {
          _ = try route.command.init(arguments: try route.command.parse(route.tokens))
        }
      }
    }
  }

  @Test("The root help lists every top-level command")
  func rootListsCommands() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("help") == 0)
    for command in RootCommand.configuration.subcommands {
      #expect(test.output.text.contains("  \(command.configuration.name) "))
    }
  }

  @Test("help with an unknown command is a usage error with a suggestion")
  func helpUnknown() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("help", "lst") == 64)
    #expect(test.errors.text.contains("Did you mean 'list'?"))
  }
}

/// Splits an example command line into words, honouring double quotes.
enum ShellWords {
  static func split(_ line: String) -> [String] {
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
}
