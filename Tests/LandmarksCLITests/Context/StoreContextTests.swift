import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the context adds around the store: the lock wait's setting and notice, and what an
/// output failure after a saved change says.
@Suite("Context around the store: lock timeout, waiting notice, saved-but-unprinted")
struct StoreContextTests {
  /// `LANDMARKS_LOCK_TIMEOUT` values and the wait each gives; anything unusable means 10 s.
  static let timeouts: [(String?, Double)] = [
    (nil, 10), ("0.5", 0.5), ("2", 2), ("30", 30), ("10.25", 10.25), (".5", 0.5), (" 3 ", 3),
    ("", 10), ("0", 10), ("0.0", 10), ("-1", 10), ("abc", 10), ("1e3", 10), ("inf", 10), ("nan", 10),
    ("1.2.3", 10), ("+5", 10), ("5s", 10), (String(repeating: "9", count: 400), 10),
  ]

  @Test("LANDMARKS_LOCK_TIMEOUT is a decimal above zero; anything else keeps 10 s", arguments: timeouts)
  func lockTimeoutFromEnvironment(value: String?, seconds: Double) {
    let environment = value.map { ["LANDMARKS_LOCK_TIMEOUT": $0] } ?? [:]
    #expect(CommandContext.lockTimeout(from: environment) == seconds)
  }

  @Test("the waiting notice names a running holder's pid, and no pid otherwise")
  func waitingNotice() {
    #expect(
      CommandContext.lockWaitNotice(LockHolder(pid: 4242, isRunning: true))
        == "waiting for another landmarks process (pid 4242)…\n")
    #expect(
      CommandContext.lockWaitNotice(LockHolder(pid: 4242, isRunning: false))
        == "waiting for another landmarks process…\n")
    #expect(CommandContext.lockWaitNotice(nil) == "waiting for another landmarks process…\n")
  }

  @Test(
    "the new errors map to their exit codes",
    arguments: [
      (StoreError.notAStoreFile(path: "p", found: "a folder"), 66),
      (StoreError.lockTimeout(path: "p", seconds: 0.5, holder: LockHolder(pid: 1, isRunning: true)), 75),
      (OutputError.notOpen, 74),
      (OutputError.savedButUnprinted(.failed(reason: "r")), 74),
      (OutputError.savedButUnprinted(.notOpen), 74),
    ] as [(any Error & Sendable, Int32)])
  func exitCodes(error: any Error & Sendable, code: Int32) {
    #expect(ExitCode(for: error).rawValue == code)
  }

  @Test("an output closed from the start says so, not 'free some space'")
  func notOpenWording() throws {
    let message = try #require(OutputError.notOpen.errorDescription)
    #expect(message.contains("standard output is closed"))
    #expect(!message.contains("space"))
    let saved = try #require(OutputError.savedButUnprinted(.notOpen).errorDescription)
    #expect(saved.contains("The change was saved"))
    #expect(saved.contains("standard output is closed"))
    #expect(!saved.contains("space"))
  }

  // MARK: - Runs with a context of our own

  /// A sink that fails every write, as standard output on a full disk does.
  struct FailingSink: OutputSink {
    let error: OutputError
    func write(_ text: String) throws { throw error }
  }

  /// A sink that collects text and signals each write, so a test can wait for a notice.
  final class SignallingSink: OutputSink, @unchecked Sendable {
    let written = DispatchSemaphore(value: 0)
    private let buffer = BufferSink()
    func write(_ text: String) throws {
      try buffer.write(text)
      written.signal()
    }
    var text: String { buffer.text }
  }

  /// A context on a temporary home with the given streams and terminal.
  static func context(
    home: URL, output: any OutputSink, errors: any OutputSink, errorIsTerminal: Bool = false, lockTimeout: Double = 10
  ) -> CommandContext {
    CommandContext(
      environment: ["LANDMARKS_HOME": home.path], standardOutput: output, standardError: errors,
      terminal: Terminal(
        outputIsTerminal: false, inputIsTerminal: false, reportedWidth: nil, errorIsTerminal: errorIsTerminal),
      homeDirectory: home.path, timeZone: TimeZone(identifier: "UTC") ?? .current,
      now: { Date(timeIntervalSince1970: 1_795_953_600) }, lockTimeout: lockTimeout)
  }

  /// A fresh temporary home that does not exist yet.
  static func temporaryHome() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-ctx-\(UUID().uuidString)")
  }

  @Test(
    "a failed print after a saved change says it was saved; one without a change does not",
    arguments: [OutputError.failed(reason: "No space left on device"), .notOpen])
  func savedButUnprinted(failure: OutputError) throws {
    let home = Self.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let errors = BufferSink()
    let context = Self.context(home: home, output: FailingSink(error: failure), errors: errors)

    // One context serves every run, as in tests: each run judges only its own saves.
    let runs: [(arguments: [String], saves: Bool)] = [
      (["collections", "create", "Peaks"], true),
      (["list"], false),
      (["mark", "fuji", "photo"], true),
      (["mark", "fuji", "photo"], false),
    ]
    for run in runs {
      let before = errors.text.count
      #expect(LandmarksApp.run(run.arguments, context: context) == 74)
      let message = String(errors.text.dropFirst(before))
      #expect(message.contains("The change was saved") == run.saves, "\(run.arguments): \(message)")
      #expect(message.contains("Cannot write the output") != run.saves, "\(run.arguments): \(message)")
    }
    let state = try StateStore(location: StoreLocation(directory: home)).load()
    #expect(state.liveCollections.map(\.name.value) == ["Favorites", "Peaks"])
    #expect(state.doneActivities(at: 1016) == [.takePhoto])
  }

  @Test("a change whose folder flush fails (EIO) is not called done: 74, saved but maybe not on disk")
  func unconfirmedChange() throws {
    let home = Self.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let output = BufferSink()
    let errors = BufferSink()
    var context = Self.context(home: home, output: output, errors: errors)
    context.folderSync = FolderSync { _ in EIO }
    #expect(LandmarksApp.run(["mark", "fuji", "photo"], context: context) == 74)
    #expect(!output.text.contains("Marked"), "\(output.text)")
    #expect(
      errors.text.hasPrefix("Error: The change is saved in ") && errors.text.contains("state.json"), "\(errors.text)")
    #expect(errors.text.contains("Input/output error") && errors.text.contains("landmarks doctor"))
    let state = try StateStore(location: StoreLocation(directory: home)).load()
    #expect(state.doneActivities(at: 1016) == [.takePhoto])
  }

  /// Takes the store's lock from this process, as another landmarks would, writing our pid.
  static func holdLock(in home: URL) throws -> Int32 {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let descriptor = open(home.appendingPathComponent("state.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX) == 0)
    let pid = Array("\(getpid())\n".utf8)
    _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    return descriptor
  }

  @Test("on a terminal, a write that waits says once whom it waits for, then goes ahead")
  func waitingNoticeOnTerminal() throws {
    let home = Self.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let lock = try Self.holdLock(in: home)
    let errors = SignallingSink()
    let output = BufferSink()
    let context = Self.context(home: home, output: output, errors: errors, errorIsTerminal: true, lockTimeout: 600)
    let finished = DispatchSemaphore(value: 0)
    let status = BufferSink()
    Thread {
      try? status.write("\(LandmarksApp.run(["mark", "fuji", "photo"], context: context))")
      finished.signal()
    }.start()
    // Released only once the notice is out: the wait surely happened, however slow the machine.
    #expect(errors.written.wait(timeout: .now() + 120) == .success)
    close(lock)
    #expect(finished.wait(timeout: .now() + 120) == .success)
    #expect(status.text == "0")
    #expect(errors.text == "waiting for another landmarks process (pid \(getpid()))…\n")
    #expect(output.text.contains("Marked take a photo at Mount Fuji"))
  }

  @Test("off a terminal, a write that waits stays silent until its outcome")
  func noNoticeOffTerminal() throws {
    let home = Self.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let lock = try Self.holdLock(in: home)
    defer { close(lock) }
    let errors = BufferSink()
    let context = Self.context(home: home, output: BufferSink(), errors: errors, lockTimeout: 2)
    #expect(LandmarksApp.run(["mark", "fuji", "photo"], context: context) == 75)
    #expect(!errors.text.contains("waiting"))
    #expect(errors.text.contains("pid \(getpid()), which is still running"))
  }
}
