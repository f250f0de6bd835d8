import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child started with `posix_spawn` on descriptors the test chose, for what Foundation's `Process` cannot
/// arrange: a pseudo-terminal on all three streams, or a pipe whose reader goes away early.
struct ChildProcess: Sendable {
  /// The child's process id.
  let pid: pid_t

  /// Starts `executable` with `arguments` and exactly `environment`, its standard streams on the given
  /// descriptors. SIGPIPE is reset to its default and no signal is blocked, as a shell leaves them, so the
  /// child meets a closed pipe as it would in `landmarks list | head`, whatever the test runner ignores.
  static func spawn(
    executable: String, arguments: [String], environment: [String: String],
    standardInput: Int32, standardOutput: Int32, standardError: Int32
  ) throws -> ChildProcess {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies, so the child keeps exactly these three.
    posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
    posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
    posix_spawn_file_actions_adddup2(&actions, standardError, 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else { throw SystemCallError(call: "posix_spawn", code: result) }
    return ChildProcess(pid: pid)
  }

  /// Waits for the child to end: its exit status, or 128 plus the signal's number when a signal ended it
  /// (as a shell reports it, so a death by SIGPIPE shows as 141 and fails an "exit 0" expectation).
  func wait() throws -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw SystemCallError(call: "waitpid", code: errno) }
    }
    // The WIFEXITED family are macros Swift does not import; this is their definition on Linux and macOS.
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// Closes a descriptor, ignoring a failure: the tests only close what they opened.
  static func close(_ descriptor: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(descriptor)
    #elseif canImport(Musl)
      _ = Musl.close(descriptor)
    #else
      _ = Glibc.close(descriptor)
    #endif
  }

  /// A pipe whose two ends close on exec, so no other test's child inherits them and keeps them open.
  static func makePipe() throws -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { throw SystemCallError(call: "pipe", code: errno) }
    // pipe2(O_CLOEXEC) is not visible to Swift here; the moment between the two calls is harmless (see
    // PseudoTerminal), an inherited copy could only delay the end, never change the outcome.
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    return (descriptors[0], descriptors[1])
  }

  /// Everything readable from `descriptor` until end of file; a terminal's master reports the end as EIO
  /// once every holder of the slave side has closed it.
  static func readToEnd(_ descriptor: Int32) throws -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count == 0 {
        return data
      } else if errno == EINTR {
        continue
      } else if errno == EIO {
        return data
      } else {
        throw SystemCallError(call: "read", code: errno)
      }
    }
  }
}
