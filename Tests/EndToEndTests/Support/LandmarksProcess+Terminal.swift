import Foundation

extension LandmarksProcess {
  /// Runs `landmarks ARGUMENTS` with stdin, stdout and stderr on a fresh pseudo-terminal of `columns` ×
  /// `rows`, in the same clean environment as `run` plus `environment` (no TERM, COLUMNS or NO_COLOR
  /// unless given; paging off unless LANDMARKS_PAGER is given), and reads the terminal until the child is gone.
  func runOnTerminal(
    _ arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24, environment: [String: String] = [:]
  ) throws -> TerminalResult {
    let terminal = try PseudoTerminal(columns: columns, rows: rows)
    defer { ChildProcess.close(terminal.master) }
    var variables = baseEnvironment
    // Output longer than the screen would wait in `less` for a key; tests that want the pager set it.
    variables["LANDMARKS_PAGER"] = "off"
    variables.merge(environment) { _, new in new }
    let child: ChildProcess
    do {
      child = try ChildProcess.spawn(
        executable: Self.binary.path, arguments: arguments, environment: variables,
        standardInput: terminal.slave, standardOutput: terminal.slave, standardError: terminal.slave)
    } catch {
      ChildProcess.close(terminal.slave)
      throw error
    }
    // Only the child may hold the slave now, so the master ends (EIO) when the child does; reading while it
    // runs keeps a long output from filling the terminal's buffer and stalling it.
    ChildProcess.close(terminal.slave)
    let data = try ChildProcess.readToEnd(terminal.master)
    let status = try child.wait()
    let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    return TerminalResult(output: text, status: status)
  }
}
