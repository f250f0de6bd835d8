/// Starts a pager on text: a real process in the binary, a recorder in tests.
public struct PagerLauncher: Sendable {
  /// Runs `command` with `text` on its standard input and the given environment, and waits
  /// for it to end.
  let launch: @Sendable (_ command: String, _ text: String, _ environment: [String: String]) -> PagerOutcome
  /// Runs `command` with what `feed` writes on its standard input, as `feed` writes it, and waits
  /// for it to end: for output too large to hold. A pager quitting early ends the feeding quietly;
  /// any other failure of `feed` is thrown once the pager is gone.
  let stream:
    @Sendable (
      _ command: String, _ environment: [String: String], _ feed: (any OutputSink) throws -> Void
    ) throws -> PagerOutcome

  /// A launcher that runs `launch`; streamed text is collected and handed to it whole.
  init(launch: @escaping @Sendable (String, String, [String: String]) -> PagerOutcome) {
    self.launch = launch
    stream = { command, environment, feed in
      let buffer = BufferSink()
      try feed(buffer)
      return launch(command, buffer.text, environment)
    }
  }

  /// A launcher with its own way of streaming.
  init(
    launch: @escaping @Sendable (String, String, [String: String]) -> PagerOutcome,
    stream: @escaping @Sendable (String, [String: String], (any OutputSink) throws -> Void) throws -> PagerOutcome
  ) {
    self.launch = launch
    self.stream = stream
  }

  /// No pager at all: text is printed directly. The default for contexts built in tests.
  public static let unavailable = PagerLauncher(
    launch: { _, _, _ in .couldNotStart }, stream: { _, _, _ in .couldNotStart })

  /// Runs the pager through `/bin/sh`, as git and man do, so `PAGER='less -R'` works.
  public static let live = PagerLauncher(
    launch: { command, text, environment in
      PagerProcess.run(command: command, text: text, environment: environment)
    },
    stream: { command, environment, feed in
      try PagerProcess.run(command: command, environment: environment, feed: feed)
    })
}
