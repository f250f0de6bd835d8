/// Starts a pager on text: a real process in the binary, a recorder in tests.
public struct PagerLauncher: Sendable {
  /// Runs `command` with `text` on its standard input and the given environment, and waits
  /// for it to end.
  let launch: @Sendable (_ command: String, _ text: String, _ environment: [String: String]) -> PagerOutcome

  /// A launcher that runs `launch`.
  init(launch: @escaping @Sendable (String, String, [String: String]) -> PagerOutcome) {
    self.launch = launch
  }

  /// No pager at all: text is printed directly. The default for contexts built in tests.
  public static let unavailable = PagerLauncher { _, _, _ in .couldNotStart }

  /// Runs the pager through `/bin/sh`, as git and man do, so `PAGER='less -R'` works.
  public static let live = PagerLauncher { command, text, environment in
    PagerProcess.run(command: command, text: text, environment: environment)
  }
}
