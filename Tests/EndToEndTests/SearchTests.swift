import Foundation
import Testing

/// `search` and the resolver's messages, run as a person would run them.
@Suite struct SearchTests {
  /// A place finds the landmarks there, each saying so, and JSON names the field and text.
  @Test func searchFindsLandmarksByPlace() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let text = try landmarks.run(["search", "kyoto"])
    #expect(text.status == 0)
    #expect(text.stderr.isEmpty)
    let lines = EndToEndJSON.lines(text.stdout)
    #expect(lines.count == 2)
    #expect(lines.contains { $0.contains("Kinkaku-ji") && $0.hasSuffix("· in Kyoto") })
    let json = try landmarks.run(["search", "kyoto", "--json"])
    let hits = try #require(EndToEndJSON.array(json.stdout))
    for hit in hits {
      let matched = try #require(hit["matched"] as? [String: Any])
      #expect(matched["field"] as? String == "location")
      #expect(matched["text"] as? String == "Kyoto")
      #expect(EndToEndJSON.isNumber(hit["score"]))
    }
  }

  /// A cut list says how many it left out, on stderr in text mode only.
  @Test func aCutListSaysSo() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let text = try landmarks.run(["search", "a"])
    #expect(EndToEndJSON.lines(text.stdout).count == 20)
    #expect(text.stderr.hasPrefix("Showing 20 of "))
    #expect(text.stderr.hasSuffix("; use --limit 0 for all.\n"))
    let json = try landmarks.run(["search", "a", "--json"])
    #expect(json.stderr.isEmpty)
    #expect(EndToEndJSON.array(json.stdout)?.count == 20)
  }

  /// `show` with an ambiguous word names candidates by the name they matched and how many more.
  @Test func anAmbiguousLandmarkSaysHowManyMore() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["show", "great"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Ross Ice Shelf (as Great Ice Barrier)"))
    #expect(result.stderr.contains("more; see 'landmarks search great --limit 0'"))
  }

  /// A long or hostile query is echoed short and harmless.
  @Test func echoedQueriesAreShortAndClean() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let query = "\u{1B}]0;owned\u{07}" + String(repeating: "z", count: 400)
    for arguments in [["search", query], ["show", query]] {
      let result = try landmarks.run(arguments)
      #expect(!result.stderr.contains("\u{1B}"), "\(arguments[0])")
      #expect(!result.stderr.contains("\u{07}"), "\(arguments[0])")
      #expect(!result.stderr.contains(String(repeating: "z", count: 61)), "\(arguments[0])")
    }
  }
}
