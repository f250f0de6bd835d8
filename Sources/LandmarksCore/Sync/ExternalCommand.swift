import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a program run to its end printed and returned.
package struct ExternalCommandResult: Sendable {
  /// The exit status, or 128 plus the signal's number when a signal ended it, as a shell says it.
  package let status: Int32
  /// Its standard output.
  package let output: [UInt8]
  /// Its standard error.
  package let errors: [UInt8]

  /// The standard output as text, without the final line break.
  package var outputText: String { Self.text(output) }
  /// The standard error as text, without the final line break.
  package var errorText: String { Self.text(errors) }

  private static func text(_ bytes: [UInt8]) -> String {
    var text = String(decoding: bytes, as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}

/// Runs another program to its end with nothing from the terminal: standard input from
/// `/dev/null`, both outputs captured, the signals this process ignores (SIGPIPE) back at their
/// defaults. A library may do this and still print nothing: the output comes back as bytes.
package enum ExternalCommand {
  /// Why a program could not be started.
  package struct LaunchFailure: Error, Sendable {
    /// The program.
    package let executable: String
    /// The system's words.
    package let reason: String
  }

  /// Runs `executable` with `arguments` and exactly `environment`; returns once it has ended.
  package static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]
  ) throws -> ExternalCommandResult {
    var outputPipe: [Int32] = [0, 0]
    var errorPipe: [Int32] = [0, 0]
    guard pipe(&outputPipe) == 0 else { throw failure(executable) }
    guard pipe(&errorPipe) == 0 else {
      let error = failure(executable)
      _ = close(outputPipe[0])
      _ = close(outputPipe[1])
      throw error
    }
    // Our ends must not leak into this child or any other.
    for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let pid: pid_t
    do {
      pid = try spawn(
        executable, arguments, environment: environment, input: .nullDevice, output: .descriptor(outputPipe[1]),
        errors: .descriptor(errorPipe[1]))
    } catch {
      for descriptor in outputPipe + errorPipe { _ = close(descriptor) }
      throw error
    }
    _ = close(outputPipe[1])
    _ = close(errorPipe[1])
    let (output, errors) = drain(outputPipe[0], errorPipe[0])
    _ = close(outputPipe[0])
    _ = close(errorPipe[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED and WEXITSTATUS are macros Swift does not import; their definition on Linux and macOS.
    let signal = status & 0x7F
    return ExternalCommandResult(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: output, errors: errors)
  }

  /// Where a child's standard stream goes.
  package enum Stream: Sendable {
    /// Where this process's goes.
    case inherited
    /// `/dev/null`.
    case nullDevice
    /// This open descriptor.
    case descriptor(Int32)
  }

  /// Starts `executable` with `arguments` and exactly `environment`, its standard input, output
  /// and error as given, and the signals this process ignores or blocks (SIGPIPE, SIGINT, SIGQUIT)
  /// back at their defaults, since ignored signals survive exec; returns its pid without waiting.
  package static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String], input: Stream, output: Stream,
    errors: Stream
  ) throws -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (number, stream) in [(Int32(0), input), (1, output), (2, errors)] {
      switch stream {
      case .inherited: break
      case .nullDevice:
        posix_spawn_file_actions_addopen(&actions, number, "/dev/null", number == 0 ? O_RDONLY : O_WRONLY, 0)
      case .descriptor(let descriptor):
        // dup2 clears close-on-exec on the copy, so the child keeps exactly this one.
        posix_spawn_file_actions_adddup2(&actions, descriptor, number)
      }
    }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGQUIT] { sigaddset(&defaults, signal) }
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
    guard result == 0 else {
      throw LaunchFailure(executable: executable, reason: String(cString: strerror(result)))
    }
    return pid
  }

  /// Reads both pipes to their ends, whichever has something, so a full one never stalls the child.
  private static func drain(_ output: Int32, _ errors: Int32) -> (output: [UInt8], errors: [UInt8]) {
    var collected: [[UInt8]] = [[], []]
    var open = [output, errors]
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while open.contains(where: { $0 >= 0 }) {
      var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      for index in descriptors.indices where open[index] >= 0 && descriptors[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(open[index], $0.baseAddress, $0.count) }
        if count > 0 {
          collected[index] += buffer[0..<count]
        } else if count == 0 || errno != EINTR {
          open[index] = -1
        }
      }
    }
    return (collected[0], collected[1])
  }

  private static func failure(_ executable: String) -> LaunchFailure {
    LaunchFailure(executable: executable, reason: String(cString: strerror(errno)))
  }

  /// The full path of `name` in the folders of `PATH`, as a shell would find it; nil when none holds it.
  package static func locate(_ name: String, in environment: [String: String]) -> String? {
    for folder in (environment["PATH"] ?? "").split(separator: ":") where folder.hasPrefix("/") {
      let candidate = folder + "/" + name
      var info = stat()
      if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
        return candidate
      }
    }
    return nil
  }
}
