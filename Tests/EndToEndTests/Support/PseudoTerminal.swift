import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair of a chosen size: the child gets the slave as its terminal on all three standard
/// streams, the test reads what it shows from the master.
struct PseudoTerminal: Sendable {
  /// The side the test reads.
  let master: Int32
  /// The side the child writes to, as it would to a terminal window.
  let slave: Int32

  /// Opens a pair whose window is `columns` × `rows`. Both ends close on exec, so only the child this test
  /// starts holds the slave, and the master reports the end (EIO) once that child is gone.
  init(columns: UInt16, rows: UInt16) throws {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw SystemCallError(call: "openpty", code: errno)
    }
    // openpty cannot open the pair close-on-exec; should another test spawn in the moment before this, its
    // child would hold the slave too and only delay the end of this run's output until it exits.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    self.master = master
    self.slave = slave
  }
}
