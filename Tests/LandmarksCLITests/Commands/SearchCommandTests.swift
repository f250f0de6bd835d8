import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("search, in-process")
struct SearchCommandTests {
  /// The lines `search ARGUMENTS` prints, with its exit status and standard error.
  private func run(_ arguments: [String], isTerminal: Bool = false, width: Int? = nil) -> (
    status: Int32, lines: [String], errors: String
  ) {
    let test = TestContext(isTerminal: isTerminal, width: width)
    defer { test.cleanUp() }
    let status = test.run(arguments: ["search"] + arguments)
    return (status, test.output.text.split(separator: "\n").map(String.init), test.errors.text)
  }

  private func hits(_ arguments: [String]) throws -> [[String: Any]] {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run(arguments: ["search"] + arguments + ["--json"]) == 0)
    #expect(test.errors.text.isEmpty, "JSON mode writes no notes")
    return try #require(try JSONSerialization.jsonObject(with: Data(test.output.text.utf8)) as? [[String: Any]])
  }

  // MARK: - What matched

  @Test("A hit found by a place or another name says so in text")
  func remarks() {
    let kyoto = run(["kyoto"])
    #expect(kyoto.lines.count == 2)
    #expect(kyoto.lines.allSatisfy { $0.hasSuffix("  · in Kyoto") }, "\(kyoto.lines)")
    #expect(run(["ayers", "rock"]).lines.first?.hasSuffix("  · as Ayers Rock") == true)
    #expect(run(["JPN"]).lines.allSatisfy { $0.hasSuffix("  · in Japan") })
    let fuji = run(["mount", "fuji"]).lines.first ?? ""
    #expect(!fuji.contains("·"), "a hit on the name itself needs no remark: \(fuji)")
  }

  @Test(
    "JSON hits carry 'matched' with the field and text, beside 'score'",
    arguments: [
      (["kyoto"], "location", "Kyoto"),
      (["ayers", "rock"], "alternateName", "Ayers Rock"),
      (["mount", "fuji"], "name", "Mount Fuji"),
      (["IS"], "country", "Iceland"),
      (["japan"], "country", "Japan"),
    ])
  func matchedJSON(arguments: [String], field: String, text: String) throws {
    let hits = try hits(arguments + ["--limit", "0"])
    let matches = hits.compactMap { $0["matched"] as? [String: Any] }
    #expect(matches.count == hits.count, "every hit has 'matched'")
    #expect(matches.allSatisfy { Set($0.keys) == ["field", "text"] })
    #expect(
      matches.contains { $0["field"] as? String == field && $0["text"] as? String == text },
      "\(arguments): \(matches)")
    #expect(hits.allSatisfy { $0["score"] is NSNumber })
  }

  // MARK: - Limits

  @Test("A cut list says so on stderr in text mode; --limit 0 shows everything")
  func limitNote() throws {
    let total = try Catalog.builtIn().search("a", limit: 0).count
    #expect(total > 20)
    let cut = run(["a"])
    #expect(cut.status == 0)
    #expect(cut.lines.count == 20)
    #expect(cut.errors == "Showing 20 of \(total); use --limit 0 for all.\n")
    let five = run(["a", "--limit", "5"])
    #expect(five.errors == "Showing 5 of \(total); use --limit 0 for all.\n")
    let all = run(["a", "--limit", "0"])
    #expect(all.lines.count == total)
    #expect(all.errors.isEmpty)
    #expect(run(["kyoto"]).errors.isEmpty, "nothing is cut")
    #expect(try hits(["a"]).count == 20)
  }

  // MARK: - Echoed queries

  @Test("No hits: a note that echoes at most 60 characters, cleaned of control characters")
  func noHitsNote() {
    let long = run([String(repeating: "q", count: 300)])
    #expect(long.status == 0)
    #expect(long.lines.isEmpty)
    #expect(long.errors.contains("'" + String(repeating: "q", count: 60) + "…'"))
    #expect(!long.errors.contains(String(repeating: "q", count: 61)))
    let escape = run(["\u{1B}[31mzzqq"])
    #expect(!escape.errors.contains("\u{1B}"))
    #expect(escape.errors.contains("\\u{1b}[31mzzqq"))
  }

  @Test("An ambiguous landmark lists candidates with their other names and how many more")
  func ambiguousShow() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("show", "great") == 1)
    #expect(test.errors.text.contains("Ross Ice Shelf (as Great Ice Barrier)"))
    #expect(test.errors.text.contains("and 1 more; see 'landmarks search great --limit 0'"))
  }

  // MARK: - Layout

  /// Queries whose hits have long names, long locations, remarks and wide characters.
  static let layoutQueries = [["a", "--limit", "0"], ["park"], ["mount"], ["kyoto"], ["south"], ["富士山"]]

  @Test("On a terminal no line is wider than the terminal, from 20 to 200 columns")
  func neverWiderThanTheTerminal() throws {
    let catalog = try Catalog.builtIn()
    for query in Self.layoutQueries {
      // Every width through the renderer alone, which is fast…
      let output = SearchOutput(hits: try catalog.search(query[0], limit: 0), notes: [])
      for width in 20...200 {
        let style = OutputStyle(colors: .none, width: width, isTerminal: true, timeZone: .gmt)
        for line in output.text(in: style).split(separator: "\n") where DisplayWidth.of(String(line)) > width {
          Issue.record("\(query) at \(width) columns: \(DisplayWidth.of(String(line))) wide: \(line)")
        }
      }
      // …and a spread of widths through the whole command, in colour, as a terminal reports them.
      for width in [20, 21, 33, 40, 59, 60, 79, 80, 81, 100, 120, 160, 200] {
        let result = run(query, isTerminal: true, width: width)
        #expect(result.status == 0)
        #expect(!result.lines.isEmpty)
        for line in result.lines where DisplayWidth.of(line) > width {
          Issue.record("\(query) at \(width) columns: \(DisplayWidth.of(line)) wide: \(line)")
        }
      }
    }
  }

  @Test("A narrow terminal drops the continent and keeps the location and remark")
  func narrowTerminal() throws {
    let mount = run(["mount", "--limit", "0", "--color", "never"], isTerminal: true, width: 60)
    let fuji = try #require(mount.lines.first { $0.contains("Mount Fuji") })
    #expect(fuji.hasSuffix("JP  Honshu, Japan"), "\(fuji)")
    #expect(!mount.lines.contains { $0.contains("Asia") || $0.contains("  AS  ") })
    let kyoto = run(["kyoto", "--color", "never"], isTerminal: true, width: 60)
    #expect(kyoto.lines.allSatisfy { $0.hasSuffix("· in Kyoto") }, "\(kyoto.lines)")
  }

  @Test("A medium terminal shortens the continent to its code; a wide one shows it whole")
  func continentColumn() throws {
    let medium = run(["mount", "--limit", "0", "--color", "never"], isTerminal: true, width: 90)
    #expect(try #require(medium.lines.first { $0.contains("Mount Fuji") }).contains("  JP  AS  Honshu, Japan"))
    let wide = run(["mount", "--limit", "0", "--color", "never"], isTerminal: true, width: 160)
    #expect(try #require(wide.lines.first { $0.contains("Mount Fuji") }).contains("  JP  Asia  "))
  }

  @Test("Piped output is never cut: full continent, location and remark on one line per hit")
  func pipedOutput() throws {
    let park = run(["park", "--limit", "0"])
    let line = try #require(park.lines.first { $0.contains("Twelve Apostles") })
    #expect(line.contains("Australia/Oceania"))
    #expect(line.hasSuffix("Port Campbell National Park, Victoria, Australia  · in Port Campbell National Park"))
  }
}
