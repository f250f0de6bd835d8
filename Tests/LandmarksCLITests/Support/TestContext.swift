import Foundation
import LandmarksCore

@testable import LandmarksCLI

/// A context for running commands in-process: buffers for output, a fixed clock, a temporary home.
struct TestContext: Sendable {
  let home: URL
  let output = BufferSink()
  let errors = BufferSink()
  /// What was written to the controlling terminal (`share --copy`).
  let tty = BufferSink()
  /// What was handed to the pager.
  let pager: PagerRecorder
  let context: CommandContext

  /// The fixed time every command sees: 2026-11-29 12:00:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_953_600)

  /// A context writing to buffers, with `LANDMARKS_HOME` in a fresh temporary folder.
  /// With `height`, a terminal of that many rows (text longer than that is paged); the pager
  /// answers `pagerOutcome`, and a terminal to write to exists unless `hasTTY` is false.
  init(
    environment: [String: String] = [:], isTerminal: Bool = false, width: Int? = nil, input: [String] = [],
    identifiers: [String] = [], height: Int? = nil, pagerOutcome: PagerOutcome = .shown, hasTTY: Bool = true
  ) {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-cli-\(UUID().uuidString)")
    var variables = ["LANDMARKS_HOME": home.path]
    variables.merge(environment) { _, new in new }
    let answers = LineQueue(input)
    let ids = LineQueue(identifiers)
    let tty = tty
    pager = PagerRecorder(outcome: pagerOutcome)
    context = CommandContext(
      environment: variables,
      standardOutput: output,
      standardError: errors,
      terminal: Terminal(
        outputIsTerminal: isTerminal, inputIsTerminal: isTerminal, reportedWidth: width, reportedHeight: height),
      homeDirectory: home.path,
      timeZone: TimeZone(identifier: "UTC") ?? .current,
      now: { TestContext.now },
      readLine: { answers.next() },
      makeIdentifier: { ids.next() ?? UUID().uuidString.lowercased() },
      lockTimeout: 1,
      terminalWriter: hasTTY ? TerminalWriter { try tty.write($0) } : .unavailable,
      pagerLauncher: PagerLauncher(launch: pager.launch)
    )
  }

  /// Runs one command line in-process; returns its exit status.
  @discardableResult
  func run(_ arguments: String...) -> Int32 {
    LandmarksApp.run(arguments, context: context)
  }

  /// Runs one command line given as an array.
  @discardableResult
  func run(arguments: [String]) -> Int32 {
    LandmarksApp.run(arguments, context: context)
  }

  /// Removes the temporary home.
  func cleanUp() {
    try? FileManager.default.removeItem(at: home)
  }
}

/// Lines handed out one at a time, for prompts and identifiers.
final class LineQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String]

  init(_ lines: [String]) { self.lines = lines }

  func next() -> String? {
    lock.lock()
    defer { lock.unlock() }
    return lines.isEmpty ? nil : lines.removeFirst()
  }
}
