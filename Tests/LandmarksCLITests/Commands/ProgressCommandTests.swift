import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("progress, in-process")
struct ProgressCommandTests {
  @Test(
    "A narrow terminal keeps the activity and badge figures and drops other columns", arguments: [28, 30, 40, 50, 80])
  func narrow(width: Int) throws {
    let test = TestContext(environment: ["COLUMNS": String(width)], isTerminal: true)
    defer { test.cleanUp() }
    test.run("mark", "fuji", "--all")
    let start = test.output.text.count
    #expect(test.run("progress", "--color", "never") == 0)
    let lines = String(test.output.text.dropFirst(start)).split(separator: "\n").map(String.init)
    let header = try #require(lines.first)
    #expect(header.hasSuffix("Activities  Badges"))
    // The full table is 57 columns wide; below 37 the continents' names are shortened.
    #expect(header.contains("Started") == (width >= 57))
    #expect(lines.contains { $0.hasPrefix("Australia/Oceania") } == (width >= 37))
    let catalog = try Catalog.builtIn()
    let activities = "4/\(try catalog.landmarks.count * 4)"
    let badges = "1/\(try catalog.landmarks.filter { $0.badge != nil }.count)"
    let total = try #require(lines.last)
    #expect(total.hasPrefix("Total"))
    #expect(total.contains(activities) && total.hasSuffix(badges))
    for line in lines { #expect(DisplayWidth.of(line) <= width) }
  }

  @Test("Below 28 columns the badge figures go too, and the activity figures stay", arguments: [20, 24, 27])
  func narrowest(width: Int) throws {
    let test = TestContext(environment: ["COLUMNS": String(width)], isTerminal: true)
    defer { test.cleanUp() }
    #expect(test.run("progress", "--color", "never") == 0)
    let lines = test.output.text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix("  Activities") == true)
    #expect(lines.first?.hasPrefix("Contine") == true)
    #expect(lines.last?.hasPrefix("Total") == true)
    for line in lines { #expect(DisplayWidth.of(line) <= width) }
  }
}
