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

  /// Whether a 64 KB tmpfs can be mounted here, tried once on a scratch folder: a container or a
  /// user other than root is often refused, and the full-disk test is then skipped with the reason.
  static let tmpfs: Outcome = probe { folder in
    let mounted = run(["-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", folder])
    if mounted.succeeded { unmount(folder) }
    return mounted
  }

  /// Whether a folder can be bind-mounted onto itself and remounted read-only, tried once.
  static let readOnlyBind: Outcome = probe { folder in
    let bound = run(["--bind", folder, folder])
    guard bound.succeeded else { return bound }
    defer { unmount(folder) }
    return run(["-o", "remount,bind,ro", folder])
  }

  /// `attempt` on a new empty folder, removed after; a folder that cannot be made is a refusal.
  private static func probe(_ attempt: (String) -> Outcome) -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-mount-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return Outcome(succeeded: false, message: "\(error)")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    return attempt(folder.path)
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
