import Foundation

@testable import LandmarksCLI

/// A pager that records what it was given instead of starting a process.
final class PagerRecorder: @unchecked Sendable {
  /// One pager run.
  struct Run: Sendable {
    let command: String
    let text: String
    let environment: [String: String]
  }

  private let lock = NSLock()
  private var recorded: [Run] = []
  private let outcome: PagerOutcome

  /// A pager that answers `outcome` to every run.
  init(outcome: PagerOutcome) { self.outcome = outcome }

  /// Records a run; the shape `PagerLauncher` takes.
  @Sendable func launch(_ command: String, _ text: String, _ environment: [String: String]) -> PagerOutcome {
    lock.withLock { recorded.append(Run(command: command, text: text, environment: environment)) }
    return outcome
  }

  /// The runs so far.
  var runs: [Run] { lock.withLock { recorded } }
}
