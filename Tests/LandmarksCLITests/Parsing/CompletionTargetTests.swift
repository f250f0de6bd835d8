import Testing

@testable import LandmarksCLI

@Suite("Completion target")
struct CompletionTargetTests {
  /// A short description of the slot, for comparing.
  private func describe(_ words: [String], _ current: String) -> String {
    let target = CompletionTarget(words: words, current: current)
    let path = target.path.joined(separator: " ")
    switch target.slot {
    case .optionName: return "\(path): option name"
    case .optionValue(let option, let attached): return "\(path): value of --\(option.name) after '\(attached)'"
    case .word(let argument): return "\(path): word for <\(argument?.name ?? "none")>"
    }
  }

  @Test(
    "The words before the cursor say what it completes",
    arguments: [
      ([], "sho", ": word for <none>"),
      (["show"], "fuj", "show: word for <landmark>"),
      (["collections"], "cr", "collections: word for <none>"),
      (["collections", "add"], "", "collections add: word for <name>"),
      (["collections", "add", "Trip"], "fu", "collections add: word for <landmark>"),
      (["collections", "add", "Trip", "fuji"], "", "collections add: word for <landmark>"),
      (["mark", "fuji"], "ph", "mark: word for <activity>"),
      (["list", "--continent"], "eu", "list: value of --continent after ''"),
      (["list"], "--country=j", "list: value of --country after '--country='"),
      (["list", "--json"], "--co", "list: option name"),
      (["--color", "never", "list"], "", "list: word for <none>"),
      (["list", "--color"], "", "list: value of --color after ''"),
      (["show", "--"], "--x", "show: word for <landmark>"),
      (["map", "--svg"], "", "map: value of --svg after ''"),
      (["help", "collections"], "cr", "help: word for <command>"),
    ] as [([String], String, String)])
  func slots(words: [String], current: String, expected: String) {
    #expect(describe(words, current) == expected)
  }

  @Test("Options already given are remembered; the prefix is the part after '='")
  func givenAndPrefix() {
    let target = CompletionTarget(words: ["list", "--json", "--kind", "lake"], current: "--country=JP")
    #expect(target.given == ["json", "kind"])
    #expect(target.prefix == "JP")
    #expect(target.positionals.isEmpty)
  }
}
