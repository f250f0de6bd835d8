import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the explorer cannot run, or stopped.
public enum BrowseError: Error, Equatable, Sendable {
  /// Standard input or output is not a terminal (exit 1).
  case noTerminal
  /// `TERM=dumb`: the terminal cannot place the cursor (exit 1).
  case dumbTerminal
  /// The terminal's settings could not be read or changed (exit 74).
  case terminalFailed(reason: String)
}

extension BrowseError: LocalizedError {
  /// A sentence for people, in English (the command line prints it in its language, see
  /// `Localizer.describe`).
  public var errorDescription: String? { Localizer.english.describe(self) }
}

/// The terminal in the explorer's hands: raw input, the alternate screen, the cursor hidden and
/// the mouse reported, and everything put back exactly on the way out — by `restore()`, by the
/// signal handlers for SIGTERM and SIGHUP (through the loop), and by a handler for the fatal
/// signals that writes bytes prepared beforehand and hands the signal on to the handler it replaced.
final class BrowseTerminal: @unchecked Sendable {
  /// The signals the loop hears about through the wake-up pipe.
  static let loopSignals: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGCONT]
  /// The signals that end the process at once; the terminal is restored before they go on.
  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]

  /// The byte a wake-up that is not a signal writes to the pipe.
  static let wakeByte: UInt8 = 0

  private let input: Int32
  private let output: Int32
  private let mouse: Bool
  private var saved = termios()
  private var isActive = false
  /// The pipe's read end, which `poll` watches.
  let wakeReader: Int32

  /// Takes over the terminal on `input` and `output`.
  init(input: Int32, output: Int32, mouse: Bool) throws {
    self.input = input
    self.output = output
    self.mouse = mouse
    guard tcgetattr(input, &saved) == 0 else {
      throw BrowseError.terminalFailed(reason: String(cString: strerror(errno)))
    }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw BrowseError.terminalFailed(reason: String(cString: strerror(errno))) }
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    wakeReader = fds[0]
    let shared = BrowseSignals.shared
    shared.pointee.wakeWriter = fds[1]
    shared.pointee.terminal = saved
    shared.pointee.output = output
    shared.pointee.input = input
  }

  deinit {
    restore()
    BrowseSignals.uninstall()
    close(wakeReader)
    close(BrowseSignals.shared.pointee.wakeWriter)
    BrowseSignals.shared.pointee.wakeWriter = -1
  }

  /// The sequences that leave the explorer's screen: mouse off, colours reset, cursor shown,
  /// the shell's screen back.
  static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Raw input, alternate screen, hidden cursor, mouse; installs the signal handlers.
  func enter() throws {
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    // TCSADRAIN, not TCSAFLUSH: keys typed before the explorer was ready are kept, not lost.
    guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
      throw BrowseError.terminalFailed(reason: String(cString: strerror(errno)))
    }
    isActive = true
    BrowseSignals.shared.pointee.armed = 1
    BrowseSignals.install()
    var sequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
    if mouse { sequence += "\u{1B}[?1000h\u{1B}[?1006h" }
    try write(sequence)
  }

  /// Puts the terminal back as it was; harmless to call twice.
  func restore() {
    guard isActive else { return }
    isActive = false
    BrowseSignals.shared.pointee.armed = 0
    _ = try? write(Self.leaveSequence)
    _ = tcsetattr(input, TCSADRAIN, &saved)
  }

  /// Restores the terminal and stops the process, as Ctrl-Z asks; returns once it is continued,
  /// with the explorer's terminal set up again.
  func suspend() throws {
    restore()
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    try enter()
  }

  /// Restores the terminal and ends the process with `signal`, as if the explorer had not caught it.
  func die(of signal: Int32) -> Never {
    restore()
    BrowseSignals.uninstall()
    endBySignal(signal)
  }

  /// The terminal's size in columns and rows.
  func size() -> (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Writes all of `text` to the terminal.
  func write(_ text: String) throws {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        systemWrite(output, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw BrowseError.terminalFailed(reason: String(cString: strerror(errno)))
      }
      offset += written
    }
  }

  /// The signals that arrived since the last call, in order; wake-ups that are not signals read as
  /// nothing.
  func pendingSignals() -> [Int32] {
    var buffer = [UInt8](repeating: 0, count: 64)
    var signals: [Int32] = []
    while true {
      let count = read(wakeReader, &buffer, buffer.count)
      guard count > 0 else { break }
      signals += buffer[0..<count].filter { $0 != Self.wakeByte }.map { Int32($0) }
    }
    return signals
  }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  write(fd, pointer, count)
}

/// Ends the process with `signal` under its default disposition.
private func endBySignal(_ number: Int32) -> Never {
  signal(number, SIG_DFL)
  raise(number)
  // A signal whose default is to be ignored (none of those passed here) would return.
  exit(128 + number)
}

/// What the signal handlers read, set up before any of them can run: handlers may call only
/// async-signal-safe functions and touch only memory that is already there.
enum BrowseSignals {
  /// The state, allocated once.
  struct State {
    /// The pipe's write end, or -1.
    var wakeWriter: Int32 = -1
    /// The terminal settings to put back.
    var terminal = termios()
    /// The terminal's descriptors.
    var input: Int32 = 0
    var output: Int32 = 1
    /// 1 while the explorer has the terminal.
    var armed: Int32 = 0
    /// The leave sequence's bytes.
    var leave: UnsafeMutablePointer<UInt8>?
    var leaveCount = 0
    /// The actions the handlers replaced, by signal number.
    var previous: UnsafeMutablePointer<sigaction>?
    /// 1 once the handlers are in place: installing twice (after Ctrl-Z) would keep our own
    /// handlers as the ones to hand signals on to.
    var installed: Int32 = 0
  }

  /// The one state.
  nonisolated(unsafe) static let shared: UnsafeMutablePointer<State> = {
    let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(to: State())
    let bytes = Array(BrowseTerminal.leaveSequence.utf8)
    let leave = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    leave.initialize(from: bytes, count: bytes.count)
    state.pointee.leave = leave
    state.pointee.leaveCount = bytes.count
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    previous.initialize(repeating: sigaction(), count: 65)
    state.pointee.previous = previous
    return state
  }()

  /// Installs the handlers, keeping the ones they replace.
  static func install() {
    let state = shared
    guard state.pointee.installed == 0 else { return }
    state.pointee.installed = 1
    guard let previous = state.pointee.previous else { return }
    for number in BrowseTerminal.loopSignals {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = loopHandler
      #else
        action.__sigaction_handler.sa_handler = loopHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = number == SIGWINCH ? SA_RESTART : 0
      _ = sigaction(number, &action, previous + Int(number))
    }
    for number in BrowseTerminal.fatalSignals {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = fatalHandler
      #else
        action.__sigaction_handler.sa_sigaction = fatalHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO
      _ = sigaction(number, &action, previous + Int(number))
    }
  }

  /// Puts back the handlers `install` replaced.
  static func uninstall() {
    guard shared.pointee.installed == 1, let previous = shared.pointee.previous else { return }
    shared.pointee.installed = 0
    for number in BrowseTerminal.loopSignals + BrowseTerminal.fatalSignals {
      _ = sigaction(number, previous + Int(number), nil)
    }
  }
}

/// Tells the loop a signal came, through the pipe: all a handler may safely do.
private let loopHandler: @convention(c) (Int32) -> Void = { number in
  let state = BrowseSignals.shared
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(state.pointee.wakeWriter, &byte, 1)
}

/// Restores the terminal from the prepared bytes and settings, runs the handler it replaced (such
/// as Swift's backtracer, which prints where it crashed), then ends the process with the signal
/// under its default action: a signal sent with kill(2) does not come back as a fault would.
private let fatalHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void =
  { number, info, context in
    let state = BrowseSignals.shared
    if state.pointee.armed == 1 {
      state.pointee.armed = 0
      if let leave = state.pointee.leave { _ = write(state.pointee.output, leave, state.pointee.leaveCount) }
      _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.terminal)
    }
    if let previous = state.pointee.previous {
      let old = previous[Int(number)]
      _ = sigaction(number, previous + Int(number), nil)
      #if canImport(Darwin)
        let takesInfo = old.sa_flags & SA_SIGINFO != 0
        let withInfo = old.__sigaction_u.__sa_sigaction
        let plain = old.__sigaction_u.__sa_handler
      #else
        let takesInfo = old.sa_flags & SA_SIGINFO != 0
        let withInfo = old.__sigaction_handler.sa_sigaction
        let plain = old.__sigaction_handler.sa_handler
      #endif
      if takesInfo, let withInfo {
        withInfo(number, info, context)
      } else if let plain, unsafeBitCast(plain, to: UInt.self) > 1 {
        // 0 and 1 are SIG_DFL and SIG_IGN, not functions.
        plain(number)
      }
    }
    signal(number, SIG_DFL)
    raise(number)
  }
