import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// Mistyped values get the nearest valid one, and arguments in the wrong order get the command
/// line that was meant: always a usage error (64), and nothing written.
@Suite("Value suggestions, in-process")
struct ValueSuggestionTests {
  /// A command line with a typo, and what its error must say.
  struct Typo: Sendable, CustomTestStringConvertible {
    /// The whole command line.
    let arguments: [String]
    /// Text the error must contain.
    let says: String

    /// The command line as typed, to name the case in test output.
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let typos: [Typo] = [
    Typo(arguments: ["list", "--kind", "mountian"], says: "Did you mean 'mountain'?"),
    Typo(arguments: ["list", "--kind", "vulcanos"], says: "Did you mean 'volcano'?"),
    Typo(arguments: ["badges", "--all", "--kind", "mountian"], says: "Did you mean 'mountain'?"),
    Typo(arguments: ["list", "--continent", "eurpoe"], says: "Did you mean 'Europe'?"),
    Typo(arguments: ["list", "--continent", "Antartica"], says: "Did you mean 'Antarctica'?"),
    Typo(arguments: ["list", "--continent", "europe,aisa"], says: "Did you mean 'Asia'?"),
    Typo(arguments: ["mark", "fuji", "fotoo"], says: "Did you mean 'photo'?"),
    Typo(arguments: ["mark", "fuji", "skech"], says: "Did you mean 'sketch'?"),
    Typo(arguments: ["unmark", "fuji", "raed"], says: "Did you mean 'read'?"),
    Typo(arguments: ["list", "--country", "Icelnd"], says: "'Iceland'"),
    Typo(arguments: ["list", "--country", "jpa"], says: "Did you mean 'JPN' (Japan)?"),
    Typo(arguments: ["list", "--country", "IS,Jappan"], says: "'Japan'"),
    Typo(arguments: ["list", "--country", "EU"], says: "Did you mean '--continent EU'?"),
    Typo(arguments: ["list", "--country", "Europe"], says: "Did you mean '--continent EU'?"),
  ]

  @Test("A mistyped value names the nearest valid one", arguments: typos)
  func suggestsNearest(_ typo: Typo) {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run(arguments: typo.arguments) == 64)
    #expect(test.errors.text.contains(typo.says), "\(test.errors.text)")
    #expect(test.output.text.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: test.home.appendingPathComponent("state.json").path))
  }

  @Test("A kind with no near match points to the help that lists them, not a wall of kinds")
  func unknownKindPointsToHelp() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("list", "--kind", "spaceport") == 64)
    let message = test.errors.text
    #expect(!message.contains("Did you mean"))
    #expect(message.contains("help lists them all"))
    #expect(message.contains("landmarks help list"))
    #expect(LandmarkKind.allCases.filter { message.contains($0.rawValue) }.count < 10)
    #expect(test.run("help", "list") == 0)
    for kind in LandmarkKind.allCases {
      #expect(test.output.text.contains(kind.rawValue), "help list lacks \(kind.rawValue)")
    }
  }

  @Test("A continent's error lists the seven, which is short enough to show")
  func continentListsAll() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("list", "--continent", "atlantis") == 64)
    for continent in Continent.allCases {
      #expect(test.errors.text.contains(continent.name))
    }
  }

  /// The landmark given last, after activities, and the line the error offers.
  @Test(
    "Activities before the landmark: the error shows the command meant",
    arguments: [
      (["mark", "photo", "fuji"], "Did you mean 'landmarks mark fuji photo'?"),
      (["mark", "photo", "read", "fuji"], "Did you mean 'landmarks mark fuji photo read'?"),
      (["mark", "photo", "mount fuji", "read"], "Did you mean 'landmarks mark \"mount fuji\" photo read'?"),
      (["unmark", "sketch", "kirkjufell"], "Did you mean 'landmarks unmark kirkjufell sketch'?"),
    ])
  func landmarkLast(arguments: [String], says: String) {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run(arguments: arguments) == 64)
    #expect(test.errors.text.contains(says), "\(test.errors.text)")
    #expect(test.output.text.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: test.home.appendingPathComponent("state.json").path))
  }

  @Test("When no later argument is a landmark either, the unknown activity is the error")
  func noLandmarkAnywhere() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("mark", "photo", "fujj") == 64)
    #expect(test.errors.text.contains("'fujj' is invalid for '<activity>'"), "\(test.errors.text)")
    #expect(!test.errors.text.contains("Did you mean 'landmarks"))
  }

  @Test("A first argument that is no activity keeps the plain unknown-activity error")
  func ordinaryTypo() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("mark", "fuji", "kirkjufell") == 64)
    #expect(test.errors.text.contains("'kirkjufell' is invalid for '<activity>'"), "\(test.errors.text)")
  }

  @Test("Suggestions join as a list: 'a', 'b' or 'c'")
  func suggestionListReads() {
    let error = UsageError.unknownValue(
      option: "--x", value: "v", suggestions: ["'a'", "'b'", "'c'"], hint: LocalizedText(.selectionKindsHelpHint))
    #expect(
      error.localizedDescription
        == "The value 'v' is invalid for '--x'. Did you mean 'a', 'b' or 'c'? The command's help lists every kind.")
    let single = UsageError.unknownValue(option: "--x", value: "v", suggestions: [], hint: nil)
    #expect(single.localizedDescription == "The value 'v' is invalid for '--x'.")
    #expect(ExitCode(for: error) == .usage)
  }
}
