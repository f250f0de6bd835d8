import Foundation

/// The pid of a process that has ended and been reaped: one no lock holder or temporary can belong to.
///
/// The kernel may hand the pid out again later, but not in the moment a test uses it.
public func endedProcessID() throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", "exit 0"]
  try process.run()
  process.waitUntilExit()
  return process.processIdentifier
}
