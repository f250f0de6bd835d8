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
  /// The terminal's height in rows, when the system reports one: `map` fits the screen.
  public let reportedHeight: Int?

  /// Describes a terminal; tests pass the values they need.
  public init(
    outputIsTerminal: Bool, inputIsTerminal: Bool, reportedWidth: Int?, reportedHeight: Int? = nil,
    errorIsTerminal: Bool = false
  ) {
    self.outputIsTerminal = outputIsTerminal
    self.inputIsTerminal = inputIsTerminal
    self.errorIsTerminal = errorIsTerminal
    self.reportedWidth = reportedWidth
    self.reportedHeight = reportedHeight
  }

  /// The process's own standard streams.
  public static func current() -> Terminal {
    let size = windowSize()
    return Terminal(
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      reportedWidth: size?.columns,
      reportedHeight: size?.rows,
      errorIsTerminal: isatty(STDERR_FILENO) == 1
    )
  }

  private static func windowSize() -> (columns: Int?, rows: Int?)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (size.ws_col > 0 ? Int(size.ws_col) : nil, size.ws_row > 0 ? Int(size.ws_row) : nil)
  }
}
