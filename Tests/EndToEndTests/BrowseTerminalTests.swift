import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `landmarks browse` on a pseudo-terminal: it takes the terminal over (alternate screen, raw input) and puts it
/// back exactly — the settings `tcgetattr` and `stty -g` read on the slave before equal those after — however
/// it ends: `q`, Ctrl-C, SIGTERM, SIGHUP, a crash, and the same after a Ctrl-Z and a continue.
@Suite("Browse on a pseudo-terminal")
struct BrowseTerminalTests {
  static let escape = "\u{1B}"
  static let enterAlternateScreen = escape + "[?1049h"
  static let leaveAlternateScreen = escape + "[?1049l"

  /// How a run is ended, and the status a shell would report for it.
  enum Ending: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case q, ctrlC, sigterm, sighup, sigint

    var testDescription: String { rawValue }

    /// 0 for the keys; the signal re-raised (128 + its number) for SIGTERM and SIGHUP; SIGINT is Ctrl-C's signal.
    var expectedStatus: Int32 {
      switch self {
      case .q, .ctrlC, .sigint: 0
      case .sigterm: 128 + SIGTERM
      case .sighup: 128 + SIGHUP
      }
    }

    func perform(on run: BrowseOnPseudoTerminal) throws {
      switch self {
      case .q: try run.send("q")
      case .ctrlC: try run.send([0x03])
      case .sigterm: try run.signal(SIGTERM)
      case .sighup: try run.signal(SIGHUP)
      case .sigint: try run.signal(SIGINT)
      }
    }
  }

  /// Starts the explorer, waits for its first frame, and checks it really holds the terminal: the alternate
  /// screen, the cursor hidden, and settings that are not the ones it found (so "restored" below means something).
  static func started(
    _ landmarks: LandmarksProcess, environment: [String: String] = [:]
  ) throws -> (run: BrowseOnPseudoTerminal, before: TerminalSettings) {
    let run = try BrowseOnPseudoTerminal(landmarks: landmarks, environment: environment)
    let before = run.initialSettings
    let drew = run.waitUntil(timeout: 15) { $0.contains(enterAlternateScreen) && $0.contains("Featured Landmark") }
    guard drew else {
      run.end()
      throw BrowseTestFailure("no first frame within 15 s; the terminal got: \(run.text.debugDescription)")
    }
    #expect(run.text.contains(escape + "[?25l"), "the cursor is hidden while browsing")
    let during = try run.settings()
    #expect(during != before, "browse left the terminal cooked: \(during)")
    #expect(during.localFlags & tcflag_t(ICANON | ECHO) == 0, "input is raw while browsing: \(during)")
    return (run, before)
  }

  /// Each ending: the expected status, the terminal's settings back to the byte, and the shell's screen back.
  @Test(arguments: Ending.allCases)
  func endingRestoresTheTerminal(ending: Ending) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let (run, before) = try Self.started(landmarks)
    defer { run.end() }

    try ending.perform(on: run)
    let status = run.waitForExit(timeout: 10)
    #expect(status == ending.expectedStatus, "\(ending): \(run.text.suffix(400).debugDescription)")
    let after = try run.settings()
    #expect(after == before, "\(ending) left the terminal as \(after), not \(before)")
    #expect(try run.sttySettings() == run.initialStty, "stty -g differs after \(ending)")
    #expect(run.leftTheAlternateScreen, "\(ending): no \\e[?1049l after the last frame")
    #expect(run.textAfterLastEnter.contains(Self.escape + "[?25h"), "\(ending): the cursor was not shown again")
    #expect(run.textAfterLastEnter.contains(Self.escape + "[?1000l"), "\(ending): the mouse was not released")
  }

  /// The fatal signals a crash raises, sent with kill(2).
  static let crashSignals: [Int32] = [SIGSEGV, SIGABRT]
  /// Swift's backtracer as a user has it (interactive on a terminal), and turned off (the default action).
  static let backtracers: [String?] = [nil, "enable=no"]

  /// A crash: the handler writes the restoring sequences and settings, then hands the signal on — to Swift's
  /// backtracer, which prints the backtrace and asks for a key, or to the default action. Either way the
  /// process ends by that signal with the terminal as it was.
  @Test(arguments: crashSignals, backtracers)
  func crashRestoresTheTerminal(signal number: Int32, backtrace: String?) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let environment = backtrace.map { ["SWIFT_BACKTRACE": $0] } ?? [:]
    let (run, before) = try Self.started(landmarks, environment: environment)
    defer { run.end() }

    try run.signal(number)
    // The backtracer on a terminal waits up to 30 s for a key after the backtrace ("Press space to interact,
    // D to debug, or any other key to quit"): answer it, as a user would, rather than wait.
    var status = run.waitForExit(timeout: 5)
    if status == nil, backtrace == nil {
      let asked = run.waitUntil(timeout: 40) { [run] text in text.contains("any other key to quit") || run.hasExited }
      // A key and a line end: whether the backtracer reads the terminal raw or cooked, it gets its key.
      if asked, !run.hasExited { try? run.send("x\r") }
      status = run.waitForExit(timeout: 15)
    }
    if status == nil { status = run.waitForExit(timeout: 5) }
    #expect(status == 128 + number, "ended by signal \(number): \(run.text.suffix(600).debugDescription)")
    let after = try run.settings()
    #expect(after == before, "signal \(number) left the terminal as \(after), not \(before)")
    #expect(run.leftTheAlternateScreen, "signal \(number): no \\e[?1049l after the last frame")
  }

  /// Ctrl-Z restores the terminal before the process stops; once continued the explorer takes it over again
  /// and draws a whole frame; and it still ends cleanly by SIGTERM or a crash afterwards.
  @Test(arguments: [SIGTERM, SIGSEGV])
  func suspendRestoresThenResumes(then number: Int32) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let (run, before) = try Self.started(landmarks, environment: ["SWIFT_BACKTRACE": "enable=no"])
    defer { run.end() }

    try run.send([0x1A])
    try #require(run.waitForStop(timeout: 10), "Ctrl-Z did not stop the process")
    #expect(try run.settings() == before, "the terminal was not restored before stopping")
    #expect(run.leftTheAlternateScreen, "the shell's screen was not put back before stopping")
    let framesBefore = run.text.components(separatedBy: Self.enterAlternateScreen).count

    try run.signal(SIGCONT)
    let redrew = run.waitUntil(timeout: 10) { text in
      let parts = text.components(separatedBy: Self.enterAlternateScreen)
      return parts.count > framesBefore && (parts.last ?? "").contains("Featured Landmark")
    }
    #expect(redrew, "no full frame after the continue")
    #expect(try run.settings() != before, "input is not raw again after the continue")

    try run.signal(number)
    let status = run.waitForExit(timeout: 10)
    #expect(status == 128 + number, "ended by signal \(number) after a suspend")
    #expect(try run.settings() == before, "signal \(number) after a suspend left the terminal changed")
  }

  /// No terminal for input or output: exit 1 with one line saying why, and nothing drawn.
  @Test func withoutATerminalItRefuses() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["browse"], environment: ["TERM": "xterm-256color"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let lines = EndToEndJSON.lines(result.stderr)
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("terminal"))
    #expect(!result.stderr.contains(Self.escape))
  }

  /// Output on a terminal but input from a pipe is no terminal either: exit 1, one line, the terminal untouched.
  @Test func inputFromAPipeRefuses() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let run = try BrowseOnPseudoTerminal(landmarks: landmarks, inputFromPipe: true)
    defer { run.end() }
    let before = run.initialSettings
    let status = run.waitForExit(timeout: 10)
    #expect(status == 1, "\(run.text.debugDescription)")
    #expect(!run.text.contains(Self.enterAlternateScreen))
    #expect(run.lines.count == 1, "\(run.text.debugDescription)")
    #expect(try run.settings() == before)
  }

  /// `TERM=dumb` cannot place the cursor: exit 1 with one line, no escape sequence, the terminal untouched.
  @Test func dumbTerminalRefuses() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let run = try BrowseOnPseudoTerminal(landmarks: landmarks, environment: ["TERM": "dumb"])
    defer { run.end() }
    let before = run.initialSettings
    let status = run.waitForExit(timeout: 10)
    #expect(status == 1, "\(run.text.debugDescription)")
    #expect(run.lines.count == 1, "\(run.text.debugDescription)")
    #expect(run.text.contains("TERM=dumb"))
    #expect(!run.text.contains(Self.escape))
    #expect(try run.settings() == before)
  }

  /// Bare `landmarks` with its streams on pipes prints the help, as it always has.
  @Test func bareLandmarksPipedPrintsHelp() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let bare = try landmarks.run([], environment: ["TERM": "xterm-256color"])
    let help = try landmarks.run(["help"], environment: ["TERM": "xterm-256color"])
    #expect(bare.status == 0, "\(bare.stderr)")
    #expect(bare.stdout.contains("browse"))
    #expect(bare.stdout == help.stdout)
    #expect(!bare.stdout.contains(Self.escape))
  }

  /// Bare `landmarks` on a terminal opens the explorer, and `q` leaves it with the terminal restored.
  @Test func bareLandmarksOnATerminalOpensTheExplorer() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let run = try BrowseOnPseudoTerminal(landmarks: landmarks, arguments: [])
    defer { run.end() }
    let before = run.initialSettings
    let opened =
      run.waitUntil(timeout: 15) { [run] text in text.contains("Featured Landmark") || run.hasExited }
      && !run.hasExited
    #expect(opened, "bare landmarks on a terminal printed: \(run.text.prefix(200).debugDescription)")
    if opened { try run.send("q") }
    #expect(run.waitForExit(timeout: 10) == 0)
    #expect(try run.settings() == before)
  }
}

/// A failure while setting a test up, with what the terminal showed.
struct BrowseTestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// The settings of a terminal, field by field, as `tcgetattr` reads them.
struct TerminalSettings: Equatable, CustomStringConvertible, Sendable {
  let inputFlags: tcflag_t
  let outputFlags: tcflag_t
  let controlFlags: tcflag_t
  let localFlags: tcflag_t
  let controlCharacters: [UInt8]
  let inputSpeed: speed_t
  let outputSpeed: speed_t

  init(_ settings: termios) {
    var settings = settings
    inputFlags = settings.c_iflag
    outputFlags = settings.c_oflag
    controlFlags = settings.c_cflag
    localFlags = settings.c_lflag
    controlCharacters = withUnsafeBytes(of: &settings.c_cc) { Array($0) }
    inputSpeed = cfgetispeed(&settings)
    outputSpeed = cfgetospeed(&settings)
  }

  var description: String {
    let flags = [inputFlags, outputFlags, controlFlags, localFlags].map { String($0, radix: 16) }
    return "iflag \(flags[0]) oflag \(flags[1]) cflag \(flags[2]) lflag \(flags[3]) cc \(controlCharacters)"
  }
}

/// `landmarks browse` started on a pseudo-terminal whose slave the test keeps open, to read the terminal's
/// settings while the child runs and after it ends. The master is read as the child writes, so it never stalls.
final class BrowseOnPseudoTerminal {
  let terminal: PseudoTerminal
  let child: ChildProcess
  private(set) var received = Data()
  private var status: Int32?
  private var ended = false
  /// The slave's settings, and what `stty -g` printed for them, before the child started.
  private(set) var initialSettings: TerminalSettings
  private(set) var initialStty = ""

  init(
    landmarks: LandmarksProcess, arguments: [String] = ["browse"], environment: [String: String] = [:],
    columns: UInt16 = 120, rows: UInt16 = 40, inputFromPipe: Bool = false
  ) throws {
    terminal = try PseudoTerminal(columns: columns, rows: rows)
    var settings = termios()
    guard tcgetattr(terminal.slave, &settings) == 0 else {
      ChildProcess.close(terminal.master)
      ChildProcess.close(terminal.slave)
      throw SystemCallError(call: "tcgetattr", code: errno)
    }
    initialSettings = TerminalSettings(settings)
    var variables = landmarks.baseEnvironment
    variables["TERM"] = "xterm-256color"
    variables["LANG"] = "C.UTF-8"
    // Help longer than the window would wait in `less` for a key.
    variables["LANDMARKS_PAGER"] = "off"
    variables.merge(environment) { _, new in new }
    var input = terminal.slave
    var pipe: (read: Int32, write: Int32)?
    do {
      initialStty = try Self.stty(on: terminal.slave)
      if inputFromPipe {
        let made = try ChildProcess.makePipe()
        pipe = made
        input = made.read
      }
      child = try ChildProcess.spawn(
        executable: LandmarksProcess.binary.path, arguments: arguments, environment: variables,
        standardInput: input, standardOutput: terminal.slave, standardError: terminal.slave)
    } catch {
      ChildProcess.close(terminal.master)
      ChildProcess.close(terminal.slave)
      throw error
    }
    if let pipe {
      ChildProcess.close(pipe.read)
      ChildProcess.close(pipe.write)
    }
    _ = fcntl(terminal.master, F_SETFL, fcntl(terminal.master, F_GETFL) | O_NONBLOCK)
  }

  /// Everything the terminal received so far.
  var text: String { String(decoding: received, as: UTF8.self) }

  /// The non-empty lines received, the terminal's CR LF read as a line break.
  var lines: [String] { EndToEndJSON.lines(text.replacingOccurrences(of: "\r\n", with: "\n")) }

  /// What came after the last time the alternate screen was entered.
  var textAfterLastEnter: String {
    text.components(separatedBy: BrowseTerminalTests.enterAlternateScreen).last ?? ""
  }

  /// Whether the alternate screen was left after it was last entered.
  var leftTheAlternateScreen: Bool {
    text.contains(BrowseTerminalTests.enterAlternateScreen)
      && textAfterLastEnter.contains(BrowseTerminalTests.leaveAlternateScreen)
  }

  /// The slave's settings now.
  func settings() throws -> TerminalSettings {
    var settings = termios()
    guard tcgetattr(terminal.slave, &settings) == 0 else { throw SystemCallError(call: "tcgetattr", code: errno) }
    return TerminalSettings(settings)
  }

  /// What `stty -g` prints with the slave as its standard input.
  func sttySettings() throws -> String { try Self.stty(on: terminal.slave) }

  private static func stty(on slave: Int32) throws -> String {
    let output = try ChildProcess.makePipe()
    defer { ChildProcess.close(output.read) }
    let stty: ChildProcess
    do {
      stty = try ChildProcess.spawn(
        executable: "/bin/stty", arguments: ["-g"], environment: ["PATH": "/usr/bin:/bin"],
        standardInput: slave, standardOutput: output.write, standardError: output.write)
    } catch {
      ChildProcess.close(output.write)
      throw error
    }
    ChildProcess.close(output.write)
    let data = try ChildProcess.readToEnd(output.read)
    let status = try stty.wait()
    guard status == 0 else { throw BrowseTestFailure("stty -g failed (\(status))") }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Types `text` into the terminal.
  func send(_ text: String) throws { try send(Array(text.utf8)) }

  /// Writes `bytes` to the terminal, as keys.
  func send(_ bytes: [UInt8]) throws {
    let written = bytes.withUnsafeBytes { write(terminal.master, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw SystemCallError(call: "write", code: errno) }
  }

  /// Sends `number` to the child with kill(2).
  func signal(_ number: Int32) throws {
    guard kill(child.pid, number) == 0 else { throw SystemCallError(call: "kill", code: errno) }
  }

  /// Reads what the terminal has for up to `milliseconds`.
  private func pump(milliseconds: Int32) {
    var descriptor = pollfd(fd: terminal.master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(terminal.master, &buffer, buffer.count)
      guard count > 0 else { return }
      received.append(contentsOf: buffer[0..<count])
    }
  }

  /// Reads until `condition` holds for the text received, or `timeout` seconds pass; whether it held.
  func waitUntil(timeout: Double, _ condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if condition(text) { return true }
      if Date() > deadline { return false }
      pump(milliseconds: 50)
    }
  }

  /// Whether the child has ended (and was reaped).
  var hasExited: Bool {
    if status != nil { return true }
    reap(options: WNOHANG)
    return status != nil
  }

  private func reap(options: Int32) {
    guard status == nil else { return }
    var raw: Int32 = 0
    guard waitpid(child.pid, &raw, options) == child.pid else { return }
    if raw & 0xFF == 0x7F { return }  // stopped, not ended
    let signal = raw & 0x7F
    status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
  }

  /// Waits up to `timeout` seconds for the child to end, reading the terminal meanwhile; its status as a shell
  /// reports it (128 + the signal for a death by signal), or nil when it is still running.
  func waitForExit(timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while !hasExited, Date() < deadline { pump(milliseconds: 50) }
    pump(milliseconds: 0)
    return status
  }

  /// Waits up to `timeout` seconds for the child to be stopped by a signal.
  func waitForStop(timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var raw: Int32 = 0
      let result = waitpid(child.pid, &raw, WNOHANG | WUNTRACED)
      if result == child.pid {
        if raw & 0xFF == 0x7F {
          pump(milliseconds: 0)
          return true
        }
        let signal = raw & 0x7F
        status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        return false
      }
      pump(milliseconds: 50)
    }
    return false
  }

  /// Kills the child if it still runs (a hang must not outlive its test) and closes the terminal.
  func end() {
    guard !ended else { return }
    ended = true
    if !hasExited {
      _ = kill(child.pid, SIGKILL)
      reap(options: 0)
    }
    ChildProcess.close(terminal.master)
    ChildProcess.close(terminal.slave)
  }
}
