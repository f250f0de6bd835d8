import Foundation
import LandmarksJSON
import LandmarksModels
import Testing

@testable import LandmarksCore

/// The answers of search, resolution and nearby search for a fixed catalog and a fixed list of
/// queries, compared line for line with the answers recorded in `Tests/Fixtures/SearchQuality`:
/// a change of how the index is laid out or walked must not change a single hit or its place.
///
/// `scripts/search-quality` checks them; `scripts/search-quality --record` records them again,
/// which is for changes meant to alter them.
@Suite("Search quality stays as recorded")
struct SearchQualityTests {
  /// The fixture folder, found from this file's path in the source tree.
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/SearchQuality")

  /// How many hits of a search are recorded, beside how many there were.
  private static let recordedHits = 30

  @Test("Every query answers as recorded: the same hits, in the same order")
  func answersAsRecorded() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-quality-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let library = SourceLibrary(store: StateStore(location: StoreLocation(directory: home), lockTimeout: 2))
    let catalogText = try Data(contentsOf: Self.folder.appendingPathComponent("catalog.geojson"))
    _ = try library.importPlaces(
      from: MemoryInput(catalogText), format: .geojson, options: ImportOptions(source: "quality"), file: "catalog",
      catalog: try Catalog.builtIn(), now: Date(timeIntervalSince1970: 1_795_953_600))
    let catalog = try library.catalog(builtIn: try Catalog.builtIn())

    let queries = try String(contentsOf: Self.folder.appendingPathComponent("queries.txt"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: true)
    #expect(queries.count >= 1_000)
    // Queries are independent: every processor answers a share of them, each line in its place.
    let lines = queries.map(String.init)
    let collected = Answers(count: lines.count)
    let shares = max(1, ProcessInfo.processInfo.activeProcessorCount)
    DispatchQueue.concurrentPerform(iterations: shares) { share in
      for number in stride(from: share, to: lines.count, by: shares) {
        collected.set(number, Self.answerLine(lines[number], in: catalog))
      }
    }
    let answers = collected.lines
    let actual = answers.joined(separator: "\n") + "\n"
    let expectedURL = Self.folder.appendingPathComponent("expected.txt")
    if ProcessInfo.processInfo.environment["SEARCH_QUALITY_RECORD"] == "1" {
      try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(expected.count == answers.count)
    let differing = zip(expected, answers).filter { $0 != $1 }
    for (was, now) in differing.prefix(20) {
      Issue.record("recorded: \(was)\nnow:      \(now)")
    }
    #expect(differing.isEmpty, "\(differing.count) of \(answers.count) answers differ from the recording")
  }

  /// The line recorded for one line of `queries.txt`: the kind, the query and its answer.
  private static func answerLine(_ line: String, in catalog: Catalog) -> String {
    let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    guard fields.count == 2 else { return "a query line is a kind, a tab and the query: \(line)" }
    let (kind, query) = (String(fields[0]), String(fields[1]))
    do {
      return "\(kind)\t\(query)\t\(try answer(kind: kind, query: query, in: catalog))"
    } catch {
      return "\(kind)\t\(query)\tfailed: \(error)"
    }
  }

  /// One query's answer as a line: ids in order, with the number of hits for a search.
  private static func answer(kind: String, query: String, in catalog: Catalog) throws -> String {
    switch kind {
    case "search":
      let hits = try catalog.search(query, limit: 0)
      let shown = hits.prefix(recordedHits).map { "\($0.landmark.id)\($0.field.code)" }
      return "\(hits.count): " + shown.joined(separator: " ")
    case "show":
      do {
        return "is \(try catalog.resolve(query).id)"
      } catch CatalogError.ambiguousLandmark(_, let candidates, let more) {
        return "ambiguous \(more): " + candidates.map { String($0.id) }.joined(separator: " ")
      } catch CatalogError.unknownLandmark(_, let suggestions) {
        return "unknown: " + suggestions.map { String($0.id) }.joined(separator: " ")
      }
    case "near":
      let parts = query.split(separator: " ").compactMap { Double($0) }
      guard parts.count == 2 else { return "a near query is a latitude and a longitude" }
      let found = try catalog.nearest(latitude: parts[0], longitude: parts[1], limit: 10)
      return found.map { "\($0.landmark.id)" }.joined(separator: " ")
    default:
      return "unknown kind of query"
    }
  }
}

/// The answers of queries run on several threads, each kept at its query's place.
private final class Answers: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var stored: [String]

  init(count: Int) {
    stored = Array(repeating: "", count: count)
  }

  func set(_ number: Int, _ line: String) {
    lock.lock()
    defer { lock.unlock() }
    stored[number] = line
  }

  var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

extension MatchField {
  /// One letter for the field a hit matched in: name, alternate name, location or country.
  fileprivate var code: String {
    switch self {
    case .name: "n"
    case .alternateName: "a"
    case .location: "l"
    case .country: "c"
    }
  }
}
