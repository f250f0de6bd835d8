import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

@Suite("list, in-process")
struct ListCommandTests {
  @Test("Text output: featured on top, sections in the sample order, names sorted within each")
  func sections() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("list") == 0)
    let lines = test.output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "★ Featured: Mount Fuji — Honshu, Japan")
    let headings = lines.filter { $0.hasSuffix(")") && !$0.hasPrefix(" ") }
    let continents = headings.map {
      String($0[..<($0.lastIndex(of: "(") ?? $0.endIndex)]).trimmingCharacters(in: .whitespaces)
    }
    #expect(continents == Continent.allCases.map(\.name))
    let asia = try #require(lines.firstIndex { $0.hasPrefix("Asia (") })
    let africa = try #require(lines.firstIndex { $0.hasPrefix("Africa (") })
    let names = lines[(asia + 1)..<(africa - 1)].map { line in
      line.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""
    }
    let sortedNames = names.sorted { TextFolding.fold($0) < TextFolding.fold($1) }
    #expect(names == sortedNames)
  }

  @Test("JSON output is a flat array of landmarks, each once, with no featured entry on top")
  func json() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("list", "--json") == 0)
    let items = try #require(try JSONSerialization.jsonObject(with: Data(test.output.text.utf8)) as? [[String: Any]])
    let ids = items.compactMap { $0["id"] as? Int }
    #expect(ids.count == items.count)
    #expect(Set(ids).count == ids.count)
    #expect(ids.first != 1016)
    #expect(test.output.text.contains("\"Australia/Oceania\""))
  }

  @Test("On a narrow terminal every line fits the width")
  func fitsTerminal() {
    let test = TestContext(environment: ["COLUMNS": "50"], isTerminal: true)
    defer { test.cleanUp() }
    #expect(test.run("list", "--color", "never") == 0)
    for line in test.output.text.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= 50, "\(line)")
    }
  }

  @Test("A repeated filter keeps every value: Iceland and Japan each get their section")
  func repeatedCountry() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("list", "--country", "IS", "--country", "JP") == 0)
    let headings = test.output.text.split(separator: "\n").filter { !$0.hasPrefix(" ") }
    #expect(headings.map { $0.split(separator: " (").first.map(String.init) ?? "" } == ["Asia", "Europe"])
    #expect(test.output.text.contains("Kirkjufell") && test.output.text.contains("Mount Fuji"))
  }

  @Test("Filters combine; a bad continent or kind is a usage error")
  func filters() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("list", "--continent", "AS", "--kind", "mountains", "--country", "jpn", "--json") == 0)
    let items = try #require(try JSONSerialization.jsonObject(with: Data(test.output.text.utf8)) as? [[String: Any]])
    #expect(!items.isEmpty)
    for item in items {
      #expect(item["country"] as? String == "JP")
      #expect((item["kinds"] as? [String])?.contains("mountain") == true)
    }
    #expect(test.run("list", "--continent", "atlantis") == 64)
    #expect(test.run("list", "--kind", "spaceport") == 64)
    #expect(test.run("list", "--country", "XX") == 64)
  }
}
