import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pager as a child process: `/bin/sh -c COMMAND` reading the text from a pipe, writing to
/// our standard output (the terminal).
enum PagerProcess {
  /// The shell's status for a command it could not find (127) or run (126).
  private static let notStarted: Set<Int32> = [126, 127]

  /// Starts the pager, writes `text` to it, waits for it. A pager quitting before it read
  /// everything (EPIPE) has done its job; one that could not be started prints nothing, so
  /// the caller prints the text instead.
  static func run(command: String, text: String, environment: [String: String]) -> PagerOutcome {
    // A failed write (EPIPE: the person quit) ends the feeding, not the run.
    (try? run(command: command, environment: environment) { try? $0.write(text) }) ?? .couldNotStart
  }

  /// Starts the pager, feeds it what `feed` writes as it writes it, waits for it: text streamed
  /// from the catalog reaches the screen before the rest is read, and stops being read when the
  /// person quits (EPIPE ends the feeding quietly). Any other failure of `feed` is thrown once the
  /// pager has ended.
  static func run(command: String, environment: [String: String], feed: (any OutputSink) throws -> Void) throws
    -> PagerOutcome
  {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return .couldNotStart }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    // Our end must not leak into the pager, or it would never see the end of its input.
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    // Ctrl-C in the pager reaches the whole process group: the pager decides what it means,
    // and we must live on to wait for it, as git does.
    let previousInterrupt = signal(SIGINT, SIG_IGN)
    let previousQuit = signal(SIGQUIT, SIG_IGN)
    defer {
      signal(SIGINT, previousInterrupt)
      signal(SIGQUIT, previousQuit)
    }
    let pid = spawn(command: command, input: readEnd, environment: environment)
    _ = close(readEnd)
    guard let pid else {
      _ = close(writeEnd)
      return .couldNotStart
    }
    var failure: (any Error)?
    do {
      try feed(FileDescriptorSink(descriptor: writeEnd))
    } catch OutputError.closed {
      // The person quit the pager: it has done its job.
    } catch {
      failure = error
    }
    _ = close(writeEnd)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    if let failure { throw failure }
    // WIFEXITED and WEXITSTATUS are macros Swift does not import; their definition on Linux and macOS.
    let exited = status & 0x7F == 0
    return exited && notStarted.contains((status >> 8) & 0xFF) ? .couldNotStart : .shown
  }

  /// Starts `/bin/sh -c command` with `input` as its standard input and the default action
  /// for every signal we ignore (SIGPIPE, SIGINT, SIGQUIT), since ignored signals survive exec.
  private static func spawn(command: String, input: Int32, environment: [String: String]) -> pid_t? {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGQUIT] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    let arguments: [String] = ["/bin/sh", "-c", command]
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp) == 0 else { return nil }
    return pid
  }
}
