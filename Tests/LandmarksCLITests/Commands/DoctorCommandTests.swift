import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// `doctor` and `doctor --restore`, in-process.
@Suite("doctor, in-process")
struct DoctorCommandTests {
  private func run(_ test: TestContext, _ arguments: String...) -> (status: Int32, output: String, errors: String) {
    let (output, errors) = (test.output.text.count, test.errors.text.count)
    let status = test.run(arguments: arguments)
    return (status, String(test.output.text.dropFirst(output)), String(test.errors.text.dropFirst(errors)))
  }

  private var stateFile: (TestContext) -> URL { { $0.home.appendingPathComponent("state.json") } }

  /// A store with a little history (so there are backups), then damaged.
  private func damagedStore(isTerminal: Bool = false, input: [String] = []) throws -> (TestContext, Data) {
    let test = TestContext(isTerminal: isTerminal, input: input)
    test.run("mark", "fuji", "--all")
    test.run("favorites", "add", "uluru")
    let damaged = Data("{ not json".utf8)
    try damaged.write(to: stateFile(test))
    return (test, damaged)
  }

  @Test("a healthy store: every line, 'Everything looks healthy.', exit 0")
  func healthy() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    test.run("mark", "fuji", "--all")
    test.run("favorites", "add", "uluru")
    let doctor = run(test, "doctor")
    #expect(doctor.status == 0, "\(doctor.output)")
    let text = doctor.output
    #expect(text.hasPrefix("Data folder  \(test.home.path) (chosen by LANDMARKS_HOME)\n"))
    #expect(text.contains("Store        healthy, schema version 2\n"))
    #expect(text.contains("Activities   4 done at 1 landmark\n"))
    #expect(text.contains("Badges       1 earned\n"))
    #expect(text.contains("Collections  Favorites (1 landmark) and 0 more\n"))
    #expect(text.contains("Undo         2 changes can be undone\n"))
    #expect(text.contains("Sources      none\n"))
    #expect(text.contains("Backups      1, "))
    #expect(text.hasSuffix("\nEverything looks healthy.\n"))
  }

  @Test("--json has every key, healthy true")
  func json() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    test.run("mark", "fuji", "photo")
    let doctor = run(test, "doctor", "--json")
    #expect(doctor.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(doctor.output.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "dataFolder", "chosenBy", "folderExists", "store", "counts", "sources", "lock", "backups",
        "permissionsTooOpen", "movedAside", "sync", "problems", "healthy",
      ])
    #expect(object["sync"] is NSNull, "sync was never set up here")
    #expect(object["healthy"] as? Bool == true)
    #expect(object["chosenBy"] as? String == "LANDMARKS_HOME")
    let store = try #require(object["store"] as? [String: Any])
    #expect(store["status"] as? String == "healthy")
    #expect((store["schemaVersion"] as? NSNumber)?.intValue == 2)
    #expect(store["reason"] is NSNull)
    let lock = try #require(object["lock"] as? [String: Any])
    #expect(Set(lock.keys) == ["status", "pid", "pidRunning"])
  }

  @Test("a damaged store: the problem, the fix, exit 1; plain doctor changes nothing")
  func damaged() throws {
    let (test, damaged) = try damagedStore()
    defer { test.cleanUp() }
    let doctor = run(test, "doctor")
    #expect(doctor.status == 1)
    #expect(doctor.output.contains("Store        damaged\n"))
    #expect(doctor.output.contains("1 problem:\n- The store \(stateFile(test).path) is damaged"))
    #expect(doctor.output.contains("  Fix: landmarks doctor --restore\n"))
    #expect(try Data(contentsOf: stateFile(test)) == damaged)
    let json = run(test, "doctor", "--json")
    #expect(json.status == 1)
    #expect(json.output.contains("\"healthy\" : false"))
  }

  @Test("--restore without a terminal needs --yes, and changes nothing without it")
  func restoreNeedsYes() throws {
    let (test, damaged) = try damagedStore()
    defer { test.cleanUp() }
    let refused = run(test, "doctor", "--restore")
    #expect(refused.status == 1)
    #expect(refused.errors.contains("--yes"))
    #expect(try Data(contentsOf: stateFile(test)) == damaged)

    let restored = run(test, "doctor", "--restore", "--yes")
    #expect(restored.status == 0, "\(restored.errors)")
    #expect(restored.output.hasPrefix("Moved the damaged store aside to \(stateFile(test).path).damaged-"))
    let state = try StateStore(location: StoreLocation(directory: test.home)).load()
    #expect(state.doneActivities(at: 1016) == Activity.allCases)
    #expect(run(test, "doctor").status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: test.home.path)
    let aside = try #require(names.first { $0.hasPrefix("state.json.damaged-") })
    #expect(try Data(contentsOf: test.home.appendingPathComponent(aside)) == damaged)
  }

  @Test("on a terminal --restore asks; no keeps the damaged store, yes restores", arguments: ["n", "y"])
  func restoreAsks(answer: String) throws {
    let (test, damaged) = try damagedStore(isTerminal: true, input: [answer])
    defer { test.cleanUp() }
    let result = run(test, "doctor", "--restore")
    #expect(result.errors.hasPrefix("Move the damaged store aside and restore state-"))
    if answer == "n" {
      #expect(result.status == 1)
      #expect(result.errors.hasSuffix("[y/N] Left the damaged store as it is.\n"))
      #expect(try Data(contentsOf: stateFile(test)) == damaged)
    } else {
      #expect(result.status == 0)
      #expect(try Data(contentsOf: stateFile(test)) != damaged)
    }
  }

  @Test("--restore on a healthy store refuses and points to undo")
  func restoreHealthy() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    test.run("mark", "fuji", "photo")
    let result = run(test, "doctor", "--restore", "--yes")
    #expect(result.status == 1)
    #expect(result.errors.contains("landmarks undo"))
  }

  @Test("--yes alone and --restore --json are usage errors")
  func usage() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("doctor", "--yes") == 64)
    #expect(test.run("doctor", "--restore", "--json") == 64)
  }
}
