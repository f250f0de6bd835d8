import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

@Suite("Value kinds")
struct ValueKindTests {
  /// Every option and argument declared anywhere, with the command that declares it.
  static let declarations: [(command: String, name: String, kind: ValueKind?)] = {
    var found: [(command: String, name: String, kind: ValueKind?)] = []
    func visit(_ command: any ParsableCommand.Type, _ path: [String]) {
      let name = (["landmarks"] + path).joined(separator: " ")
      let configuration = command.configuration
      found += configuration.arguments.map { (name, "<\($0.name)>", $0.kind) }
      found += configuration.allOptions.filter { !$0.isFlag }.map { (name, "--\($0.name)", $0.kind) }
      for sub in configuration.subcommands { visit(sub, path + [sub.configuration.name]) }
    }
    visit(RootCommand.self, [])
    visit(CompleteCommand.self, [CompleteCommand.name])
    return found
  }()

  @Test("Every argument and every option that takes a value declares what the value is")
  func everyValueHasAKind() throws {
    #expect(Self.declarations.count > 20)
    for declaration in Self.declarations {
      #expect(declaration.kind != nil, "\(declaration.command) \(declaration.name) needs a kind: (.landmark, .text …)")
    }
  }

  @Test("The parser refuses a value outside a declared list, naming the choices")
  func choicesAreEnforced() throws {
    #expect(throws: UsageError.self) { try CompletionCommand.parse(["tcsh"]) }
    #expect(throws: UsageError.self) { try ListCommand.parse(["--color", "blue"]) }
    let shells = UsageError.invalidValue(
      option: "<shell>", value: "tcsh",
      expected: ValueKind.choices(["bash", "zsh", "fish"]).choicesPhrase ?? .init(.wordNone))
    #expect(shells.localizedDescription == "The value 'tcsh' is invalid for '<shell>'. Expected bash, zsh or fish.")
    do {
      _ = try CompletionCommand.parse(["tcsh"])
    } catch let error as UsageError {
      #expect(error == shells)
    }
    #expect(throws: Never.self) { try CompletionCommand.parse(["fish", "--color=never"]) }
  }

  @Test("--color before the command is refused the same way, exit 64")
  func colorBeforeCommand() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("--color", "sometimes", "list") == 64)
    #expect(test.errors.text.contains("Expected auto, always or never."))
  }

  @Test("Every continent, kind and activity offered is one the parsers accept")
  func offeredValuesParse() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let values = CompletionValues(context: test.context)
    for continent in try values.candidates(for: .continent, matching: "", after: []) {
      #expect(Continent(parsing: continent.value) != nil, "\(continent.value)")
    }
    for kind in try values.candidates(for: .kind, matching: "", after: []) {
      #expect(LandmarkKind(parsing: kind.value) != nil, "\(kind.value)")
    }
    for activity in try values.candidates(for: .activity, matching: "", after: []) {
      #expect(Activity(parsing: activity.value) != nil, "\(activity.value)")
    }
    let catalog = try? Catalog.builtIn()
    for country in try values.candidates(for: .country, matching: "", after: []) {
      #expect(catalog?.countries.country(country.value) != nil, "\(country.value)")
    }
  }
}
