import Foundation
import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether text goes through a pager: only text for a terminal (never JSON, never a pipe),
/// only when paging is on, and only when it has more lines than the terminal has rows.
enum PagerDecision {
  /// The pager command to show `text` with, or `nil` to print it directly.
  static func pager(for text: String, json: Bool, terminal: Terminal, command: String?) -> String? {
    guard let (command, height) = paging(json: json, terminal: terminal, command: command) else { return nil }
    let lines = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    return lines > height ? command : nil
  }

  /// The pager command and the number of lines that fit the screen, or `nil` when nothing is ever
  /// paged: what a streamed output checks before it has all its lines.
  static func paging(json: Bool, terminal: Terminal, command: String?) -> (command: String, height: Int)? {
    guard !json, terminal.outputIsTerminal, let command, let height = terminal.reportedHeight else { return nil }
    return (command, height)
  }
}

/// What became of text handed to a pager.
enum PagerOutcome: Sendable, Equatable {
  /// The pager ran and had the text (all of it, or until the person quit it).
  case shown
  /// The pager could not be started (not installed, not executable): print the text directly.
  case couldNotStart
}

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

/// A pager as a child process: `/bin/sh -c COMMAND` reading the text from a pipe, writing to
/// our standard output (the terminal).
enum PagerProcess {
  /// The shell's status for a command it could not find (127) or run (126).
  private static let notStarted: Set<Int32> = [126, 127]

  /// Starts the pager, writes `text` to it, waits for it. A pager quitting before it read
  /// everything (EPIPE) has done its job; one that could not be started prints nothing, so
  /// the caller prints the text instead.
  static func run(command: String, text: String, environment: [String: String]) -> PagerOutcome {
    // A failed write (EPIPE: the person quit) ends the feeding, not the run.
    (try? run(command: command, environment: environment) { try? $0.write(text) }) ?? .couldNotStart
  }

  /// Starts the pager, feeds it what `feed` writes as it writes it, waits for it: text streamed
  /// from the catalog reaches the screen before the rest is read, and stops being read when the
  /// person quits (EPIPE ends the feeding quietly). Any other failure of `feed` is thrown once the
  /// pager has ended.
  static func run(command: String, environment: [String: String], feed: (any OutputSink) throws -> Void) throws
    -> PagerOutcome
  {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return .couldNotStart }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    // Our end must not leak into the pager, or it would never see the end of its input.
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    // Ctrl-C in the pager reaches the whole process group: the pager decides what it means,
    // and we must live on to wait for it, as git does.
    let previousInterrupt = signal(SIGINT, SIG_IGN)
    let previousQuit = signal(SIGQUIT, SIG_IGN)
    defer {
      signal(SIGINT, previousInterrupt)
      signal(SIGQUIT, previousQuit)
    }
    let pid = spawn(command: command, input: readEnd, environment: environment)
    _ = close(readEnd)
    guard let pid else {
      _ = close(writeEnd)
      return .couldNotStart
    }
    var failure: (any Error)?
    do {
      try feed(FileDescriptorSink(descriptor: writeEnd))
    } catch OutputError.closed {
      // The person quit the pager: it has done its job.
    } catch {
      failure = error
    }
    _ = close(writeEnd)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    if let failure { throw failure }
    // WIFEXITED and WEXITSTATUS are macros Swift does not import; their definition on Linux and macOS.
    let exited = status & 0x7F == 0
    return exited && notStarted.contains((status >> 8) & 0xFF) ? .couldNotStart : .shown
  }

  /// Starts `/bin/sh -c command` with `input` as its standard input and the default action
  /// for every signal we ignore (SIGPIPE, SIGINT, SIGQUIT), since ignored signals survive exec.
  private static func spawn(command: String, input: Int32, environment: [String: String]) -> pid_t? {
    try? ExternalCommand.spawn(
      "/bin/sh", ["-c", command], environment: environment, input: .descriptor(input), output: .inherited,
      errors: .inherited)
  }
}

extension CommandContext {
  /// The environment a pager runs in: ours, with `LESS=FRX` when `LESS` is unset, as git does,
  /// so a plain `PAGER=less` shows colour and quits when the text fits.
  var pagerEnvironment: [String: String] {
    var variables = environment
    if variables["LESS"] == nil { variables["LESS"] = "FRX" }
    return variables
  }
}
