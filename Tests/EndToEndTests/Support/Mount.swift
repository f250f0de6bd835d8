import Foundation

/// `mount` and `umount` run as child processes: what the tests above need, nothing more.
enum Mount {
  /// How one `mount` went.
  struct Outcome {
    /// `mount` exited 0.
    let succeeded: Bool
    /// What `mount` printed, for the test's output.
    let message: String
  }

  /// Runs `mount ARGUMENTS`.
  static func run(_ arguments: [String]) -> Outcome {
    execute("/usr/bin/mount", arguments)
  }

  /// Unmounts `path`; best effort, as it runs in `defer`.
  static func unmount(_ path: String) {
    let outcome = execute("/usr/bin/umount", [path])
    if !outcome.succeeded { print("FullDiskTests: could not unmount \(path): \(outcome.message)") }
  }

  private static func execute(_ tool: String, _ arguments: [String]) -> Outcome {
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      return Outcome(succeeded: false, message: "no \(tool)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return Outcome(succeeded: false, message: "\(error)")
    }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Outcome(
      succeeded: process.terminationStatus == 0, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
