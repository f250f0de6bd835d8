import Testing

@testable import LandmarksCLI

@Suite("What a command says of itself without a cast")
struct CommandTraitsTests {
  @Test("Only the config writers write the config, through an existential metatype too")
  func writesConfig() throws {
    var writers: [String] = []
    for words in [["config", "set"], ["config", "unset"], ["config"], ["list"], ["mark"], ["import"]] {
      let command = try Router.route(words).command
      if command.writesConfig { writers.append(words.joined(separator: " ")) }
    }
    #expect(writers == ["config set", "config unset"])
  }
}
