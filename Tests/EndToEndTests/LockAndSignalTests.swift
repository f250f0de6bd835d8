import Foundation
import LandmarksTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The binary under a held lock and under signals: it gives up with 75 naming the holder, and a
/// write killed at any moment leaves no temporary file and a store that reads.
@Suite("Lock waits and interrupted writes, end to end")
struct LockAndSignalTests {
  /// Takes `state.lock` in `landmarks`'s folder from this process and writes `pid` into it, as a
  /// landmarks holding it would; returns the descriptor to close.
  static func holdLock(of landmarks: LandmarksProcess, naming pid: Int32) throws -> Int32 {
    let path = landmarks.home.appendingPathComponent("state.lock").path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX) == 0)
    try #require(ftruncate(descriptor, 0) == 0)
    let text = Array("\(pid)\n".utf8)
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    return descriptor
  }

  /// Exit 75 after LANDMARKS_LOCK_TIMEOUT, naming the pid in the lock file and whether it runs; the store is untouched.
  @Test(arguments: [true, false])
  func lockTimeoutNamesTheHolder(holderRuns: Bool) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try #require(try landmarks.run(["mark", "uluru", "photo"]).status == 0)
    let before = try Data(contentsOf: landmarks.stateFile)
    let pid = holderRuns ? getpid() : try endedProcessID()
    let lock = try Self.holdLock(of: landmarks, naming: pid)
    defer { close(lock) }

    let result = try landmarks.run(["mark", "fuji", "photo"], environment: ["LANDMARKS_LOCK_TIMEOUT": "0.5"])
    #expect(result.status == 75, "\(result.stderr)")
    #expect(result.stderr.contains("0.5 s"))
    #expect(result.stderr.contains("pid \(pid)"))
    #expect(result.stderr.contains(holderRuns ? "still running" : "no longer running"))
    #expect(!result.stderr.contains("waiting for"), "the notice is for terminals only")
    #expect(try Data(contentsOf: landmarks.stateFile) == before, "a timed-out write changed the store")
    #expect(result.stdout.isEmpty)
  }

  /// A lock held by another program (`flock(1)`) that wrote no pid: 75, and the stale pid is said to be gone.
  @Test(.enabled(if: ExternalTool.available("flock"), ExternalTool.missing("flock")))
  func lockHeldByFlockCommand() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try #require(try landmarks.run(["mark", "uluru", "photo"]).status == 0)
    let lockPath = landmarks.home.appendingPathComponent("state.lock").path
    // The lock file names the landmarks that just ended.
    let stale = try String(contentsOfFile: lockPath, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(Int32(stale) != nil)

    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: try #require(ExternalTool.path("flock"), "flock is missing"))
    holder.arguments = ["--exclusive", "--no-fork", lockPath, "sleep", "600"]
    try holder.run()
    defer {
      kill(holder.processIdentifier, SIGKILL)
      holder.waitUntilExit()
    }
    try Self.waitUntilLocked(lockPath)

    let result = try landmarks.run(["favorites", "add", "fuji"], environment: ["LANDMARKS_LOCK_TIMEOUT": "0.2"])
    #expect(result.status == 75, "\(result.stderr)")
    #expect(result.stderr.contains("pid \(stale), which is no longer running"))
  }

  /// Returns once some other process holds the lock on `path` (polling without holding it).
  static func waitUntilLocked(_ path: String) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    for _ in 0..<60_000 {
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 { return }
      flock(descriptor, LOCK_UN)
      usleep(2_000)
    }
    Issue.record("flock(1) never took the lock")
  }

  /// Starts the binary with `arguments` as a shell would: no signal blocked or ignored, whatever
  /// the test thread's mask (dispatch's threads block signals, and `Process` passes the mask on,
  /// so a child it starts would never see the kill). Output goes to /dev/null.
  static func spawn(_ arguments: [String], home: URL) throws -> pid_t {
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
      var actions: posix_spawn_file_actions_t?
    #else
      var attributes = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var polite = sigset_t()
    sigemptyset(&polite)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&polite, signal) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &polite)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
    }
    let path = LandmarksProcess.binary.path
    let environment = [
      "LANDMARKS_HOME=\(home.path)", "PATH=/usr/bin:/bin", "TZ=UTC", "HOME=\(home.path)",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let failure = posix_spawn(&pid, path, &actions, &attributes, &argv, &envp)
    try #require(failure == 0, "posix_spawn: \(String(cString: strerror(failure)))")
    return pid
  }

  /// Waits for `pid` to end; returns whether a signal ended it.
  static func reap(_ pid: pid_t) -> Bool {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFSIGNALED: the low seven bits hold the signal; 0 is a normal exit, 0x7f a stop.
    let signal = status & 0x7f
    return signal != 0 && signal != 0x7f
  }

  /// The temporary files in the data folder.
  static func temporaries(in landmarks: LandmarksProcess) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: landmarks.home.path).filter { $0.hasSuffix(".tmp") }.sorted()
  }

  /// Writers killed by SIGINT, SIGTERM or SIGHUP at random moments leave no temporary file and a
  /// store that reads. The seed is fixed; LANDMARKS_TEST_SEED=random tries another, a number replays one.
  @Test func killedWritersLeaveNoTemporaries() throws {
    let seed = TestSeed.value(20_261_201, for: "LockAndSignalTests.killedWritersLeaveNoTemporaries")
    var random = SeededGenerator(seed: seed)
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let all = try #require(EndToEndJSON.array(try landmarks.run(["list", "--json"]).stdout))
    let ids = all.compactMap { EndToEndJSON.int($0["id"]) }.map(String.init)
    try #require(ids.count >= 8)
    try #require(try landmarks.run(["favorites", "add", ids[0]]).status == 0)

    /// Starts one writer that changes the store (a toggle, a mark or an unmark: each one writes).
    func startWriter(_ index: Int) throws -> pid_t {
      let id = ids[index % ids.count]
      let verbs = [["favorites", "toggle", id], ["mark", id, "--all"], ["unmark", id, "--all"]]
      return try Self.spawn(verbs[Int(random.next() % UInt64(verbs.count))], home: landmarks.home)
    }

    // How long one writer lives here, now: kill moments are spread over that span, so some land
    // between creating the temporary and renaming it. Only aims the kills; nothing asserts on it.
    var lifetimes: [Double] = []
    for index in 0..<3 {
      let started = ProcessInfo.processInfo.systemUptime
      _ = Self.reap(try startWriter(index))
      lifetimes.append(ProcessInfo.processInfo.systemUptime - started)
    }
    let lifetime = lifetimes.sorted()[1]

    let signals = [SIGINT, SIGTERM, SIGHUP]
    var killed = 0
    for index in 0..<60 {
      // Two writers at once, so one also dies while waiting for the other's lock.
      let pair = try [startWriter(index), startWriter(index + 7)]
      let started = ProcessInfo.processInfo.systemUptime
      for pid in pair {
        let moment = lifetime * 1.25 * Double(random.next() % 1_000) / 1_000
        let wait = moment - (ProcessInfo.processInfo.systemUptime - started)
        if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        kill(pid, signals[Int(random.next() % 3)])
      }
      killed += pair.map(Self.reap).filter { $0 }.count
    }
    #expect(killed > 0, "seed \(seed): no writer was still running to be killed")

    // The mask alone should already have kept the folder clean; the next write sweeps regardless.
    #expect(
      try Self.temporaries(in: landmarks) == [], "seed \(seed): of \(killed) killed writers, some left temporaries")
    let last = try landmarks.run(["favorites", "toggle", ids[1]])
    #expect(last.status == 0, "seed \(seed): \(last.stderr)")
    #expect(try Self.temporaries(in: landmarks) == [], "seed \(seed): temporaries remain after a write")
    let favorites = try landmarks.run(["favorites", "--json"])
    #expect(favorites.status == 0, "seed \(seed): \(favorites.stderr)")
    #expect(EndToEndJSON.array(favorites.stdout) != nil, "seed \(seed): \(favorites.stdout)")
  }

  /// Temporaries a killed writer left (SIGKILL cannot be deferred) go with the next write; a live process's stay.
  @Test func nextWriteSweepsTemporariesOfEndedProcesses() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try #require(try landmarks.run(["mark", "uluru", "photo"]).status == 0)
    let ended = try endedProcessID()
    let stale = ".state.json.\(ended).42.tmp"
    let live = ".state.json.\(getpid()).42.tmp"
    for name in [stale, live] {
      try Data("{ half a store".utf8).write(to: landmarks.home.appendingPathComponent(name))
    }
    #expect(try landmarks.run(["mark", "uluru", "read"]).status == 0)
    #expect(try Self.temporaries(in: landmarks) == [live])
  }
}
