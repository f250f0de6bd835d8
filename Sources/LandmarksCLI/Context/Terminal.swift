import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process is connected to: terminals or pipes, and the terminal's width.
public struct Terminal: Sendable, Hashable {
  /// Standard output is a terminal.
  public let outputIsTerminal: Bool
  /// Standard input is a terminal (a person can answer a question).
  public let inputIsTerminal: Bool
  /// Standard error is a terminal: a person watching can be told why a run pauses.
  public let errorIsTerminal: Bool
  /// The terminal's width in columns, when the system reports one.
  public let reportedWidth: Int?

  /// Describes a terminal; tests pass the values they need.
  public init(outputIsTerminal: Bool, inputIsTerminal: Bool, reportedWidth: Int?, errorIsTerminal: Bool = false) {
    self.outputIsTerminal = outputIsTerminal
    self.inputIsTerminal = inputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.reportedWidth = reportedWidth
  }

  /// The process's own standard streams.
  public static func current() -> Terminal {
    Terminal(
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      reportedWidth: windowWidth(),
      errorIsTerminal: isatty(STDERR_FILENO) == 1
    )
  }

  private static func windowWidth() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
