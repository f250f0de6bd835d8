import Foundation
import Testing

/// Imports beside other writers and readers, through the real binary: two imports at once queue on
/// the store's lock and both land, marks made meanwhile all land, and a reader sees a source
/// either not yet there or whole, never half of it.
@Suite struct ImportConcurrencyTests {
  @Test func importsMarksAndReadersAtOnce() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let alpha = try ImportTests.write(
      ImportTests.geoJSON(count: 300, prefix: "Alpha"), named: "a.geojson", in: landmarks)
    let beta = try ImportTests.write(ImportTests.geoJSON(count: 300, prefix: "Beta"), named: "b.geojson", in: landmarks)
    // Built-in landmarks to mark while the imports run, one process each.
    let marked = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]
    let jobs: [[String]] =
      [["import", alpha, "--name", "alpha"], ["import", beta, "--name", "beta"]]
      + marked.map { ["mark", String($0), "photo"] }
      + Array(repeating: ["list", "--source", "alpha", "--json"], count: 8)
    let results = LockedResults(count: jobs.count)
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      results.set(index, try? landmarks.run(jobs[index]))
    }
    let all = results.values
    for (job, result) in zip(jobs, all) {
      let result = try #require(result, "\(job) did not run")
      if job[0] == "list" {
        // Before the import's switch the source is unknown (exit 1); after it, it is whole.
        if result.status == 0 {
          #expect(EndToEndJSON.array(result.stdout)?.count == 300, "a reader saw part of a source")
        } else {
          #expect(result.status == 1 && result.stderr.contains("alpha"), "\(result.stderr)")
        }
      } else {
        #expect(result.status == 0, "\(job): \(result.stderr)")
      }
    }
    let sources = try #require(EndToEndJSON.array(try landmarks.run(["sources", "--json"]).stdout))
    #expect(Set(sources.compactMap { $0["name"] as? String }) == ["alpha", "beta"])
    for id in marked {
      let shown = try landmarks.run(["show", String(id)])
      #expect(shown.stdout.contains("✓ Take a photo"), "the mark at \(id) was lost")
    }
    #expect(
      try landmarks.run(["list", "--source", "beta", "--json"]).stdout.components(separatedBy: "\"Beta ").count == 301)
  }

  @Test func aDeviceIsNotAFileToImport() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["import", "/dev/zero"])
    #expect(result.status == 66, "\(result.stderr)")
    #expect(try landmarks.run(["sources", "--json"]).stdout == "[]\n")
  }
}

/// Results filled in by concurrent jobs, one slot each.
private final class LockedResults: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [ProcessResult?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: ProcessResult?) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = result
  }

  var values: [ProcessResult?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}
