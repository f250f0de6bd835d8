import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writers exclude each other through `flock` on `state.lock`.
///
/// The machine running these may be busy (two cores, many test processes): no test bounds how
/// long anything takes. Order is checked causally (a holder's flag), and waits for other
/// threads only guard against a hang, with generous limits.
@Suite("Store lock: waiting, timing out, and concurrent writers")
final class LockTests {
  private let root: URL
  private let location: StoreLocation
  private let t0 = Date(timeIntervalSince1970: 1_795_953_600)
  /// When a test stops waiting for a helper thread and calls it hung; never a measurement.
  private static func hang() -> DispatchTime { .now() + 120 }

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("LockTests-\(UUID().uuidString)", isDirectory: true)
    location = StoreLocation(directory: root.appendingPathComponent("landmarks", isDirectory: true))
    try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Errors collected from worker threads.
  private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }

  /// Holds the store's lock on another thread until `release` is signalled.
  private final class Keeper: @unchecked Sendable {
    let acquired = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let failures = Failures()
    private let lock = NSLock()
    private var letGo = false

    /// Set just before the keeper unlocks: whoever gets the lock next must see it set.
    var hasLetGo: Bool { lock.withLock { letGo } }

    /// Takes the lock on a new thread; once taken, writes `contents` (if any) over the pid the
    /// lock wrote, as another program or a stale file would leave it.
    func start(path: String, contents: String? = nil) {
      let thread = Thread { [self] in
        do {
          try FileLock.withExclusiveLock(path: path, timeout: 120) {
            if let contents { try Self.overwrite(path, with: contents) }
            acquired.signal()
            release.wait()
            lock.withLock { letGo = true }
          }
        } catch {
          failures.append("the keeper could not lock: \(error)")
          acquired.signal()
        }
        finished.signal()
      }
      thread.start()
    }

    /// Rewrites the file in place: replacing it would leave the lock on an unlinked file.
    private static func overwrite(_ path: String, with contents: String) throws {
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(contents.utf8))
    }
  }

  @Test("an update times out with .lockTimeout naming this process as holder, then succeeds")
  func updateTimesOutWhileLockedThenSucceeds() throws {
    _ = try StateStore(location: location).update { $0.mark([.takePhoto], at: 1016, on: t0) }
    let before = try Data(contentsOf: location.stateFile)

    let keeper = Keeper()
    keeper.start(path: location.lockFile.path)
    #expect(keeper.acquired.wait(timeout: Self.hang()) == .success)
    try #require(keeper.failures.all.isEmpty, "\(keeper.failures.all)")

    let store = StateStore(location: location, lockTimeout: 0.3)
    let started = ProcessInfo.processInfo.systemUptime
    let holder = LockHolder(pid: getpid(), isRunning: true)
    #expect(throws: StoreError.lockTimeout(path: location.lockFile.path, seconds: 0.3, holder: holder)) {
      try store.update { $0.mark([.drawSketch], at: 1016, on: self.t0) }
    }
    // A lower bound only: it must not give up early; how late it gives up depends on the load.
    let waited = ProcessInfo.processInfo.systemUptime - started
    #expect(waited >= 0.3, "gave up after \(waited) s, before the timeout")
    #expect(try Data(contentsOf: location.stateFile) == before, "a timed-out update wrote")

    // Reading does not need the lock.
    #expect(try store.load().doneActivities(at: 1016) == [.takePhoto])

    keeper.release.signal()
    #expect(keeper.finished.wait(timeout: Self.hang()) == .success)

    _ = try store.update { $0.mark([.drawSketch], at: 1016, on: t0) }
    #expect(try store.load().doneActivities(at: 1016) == [.takePhoto, .drawSketch])
  }

  @Test("a timeout says when the pid in the lock file is no longer running")
  func timeoutWithStaleHolder() throws {
    let ended = try endedProcessID()
    let keeper = Keeper()
    keeper.start(path: location.lockFile.path, contents: "\(ended)\n")
    #expect(keeper.acquired.wait(timeout: Self.hang()) == .success)
    defer {
      keeper.release.signal()
      _ = keeper.finished.wait(timeout: Self.hang())
    }
    let error = StoreError.lockTimeout(
      path: location.lockFile.path, seconds: 0.1, holder: LockHolder(pid: ended, isRunning: false))
    #expect(throws: error) {
      try FileLock.withExclusiveLock(path: self.location.lockFile.path, timeout: 0.1) {}
    }
    let message = try #require(error.errorDescription)
    #expect(message.contains("pid \(ended), which is no longer running"))
    #expect(message.contains("0.1 s"))
  }

  @Test("a lock file naming nobody gives a timeout without a holder")
  func timeoutWithoutHolder() throws {
    let keeper = Keeper()
    keeper.start(path: location.lockFile.path, contents: "")
    #expect(keeper.acquired.wait(timeout: Self.hang()) == .success)
    defer {
      keeper.release.signal()
      _ = keeper.finished.wait(timeout: Self.hang())
    }
    #expect(throws: StoreError.lockTimeout(path: location.lockFile.path, seconds: 0.05, holder: nil)) {
      try FileLock.withExclusiveLock(path: self.location.lockFile.path, timeout: 0.05) {}
    }
  }

  @Test("the waiting callback runs once, with the holder, after the notice delay")
  func waitingCallbackRunsOnce() throws {
    let keeper = Keeper()
    keeper.start(path: location.lockFile.path)
    #expect(keeper.acquired.wait(timeout: Self.hang()) == .success)
    let calls = Failures()
    // The keeper lets go only once told the wait began, so the wait surely happens.
    let onWait: (LockHolder?) -> Void = { holder in
      calls.append(holder.map { "\($0.pid) \($0.isRunning)" } ?? "nobody")
      keeper.release.signal()
    }
    try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: 600, noticeAfter: 0.05, onWait: onWait) {
      #expect(keeper.hasLetGo, "got the lock while the keeper held it")
    }
    #expect(calls.all == ["\(getpid()) true"])
    #expect(keeper.finished.wait(timeout: Self.hang()) == .success)
  }

  @Test("no waiting callback when the lock is free")
  func noCallbackWithoutWait() throws {
    let calls = Failures()
    try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: 1, noticeAfter: 0) {}
    let onWait: (LockHolder?) -> Void = { _ in calls.append("called") }
    try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: 1, noticeAfter: 0, onWait: onWait) {}
    #expect(calls.all.isEmpty)
  }

  @Test(
    "the holder writes its pid into the lock file, which stays after the lock is released",
    arguments: ["99999999 and more stale text\n", "7\n", "", "\(getpid())\n"])
  func holderWritesItsPid(stale: String) throws {
    try Data(stale.utf8).write(to: location.lockFile)
    let whileHeld = try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: 1) {
      try String(contentsOf: location.lockFile, encoding: .utf8)
    }
    #expect(whileHeld == "\(getpid())\n")
    #expect(try String(contentsOf: location.lockFile, encoding: .utf8) == "\(getpid())\n")
  }

  @Test("an update waits for a lock released within its timeout, and tells its callback once")
  func updateWaitsForShortHolder() throws {
    let keeper = Keeper()
    keeper.start(path: location.lockFile.path)
    #expect(keeper.acquired.wait(timeout: Self.hang()) == .success)
    let calls = Failures()
    let store = StateStore(
      location: location, lockTimeout: 600,
      onLockWait: { holder in
        calls.append("\(holder?.pid ?? 0)")
        keeper.release.signal()
      })
    _ = try store.update { state in
      #expect(keeper.hasLetGo, "the update ran while the keeper held the lock")
      return state.mark([.findNature], at: 1016, on: self.t0)
    }
    #expect(calls.all == ["\(getpid())"])
    #expect(try store.load().doneActivities(at: 1016) == [.findNature])
    #expect(keeper.finished.wait(timeout: Self.hang()) == .success)
  }

  @Test("the lock is released when the body throws")
  func lockReleasedAfterThrow() throws {
    struct Boom: Error {}
    #expect(throws: Boom.self) {
      try FileLock.withExclusiveLock(path: self.location.lockFile.path, timeout: 1) { throw Boom() }
    }
    let value = try FileLock.withExclusiveLock(path: location.lockFile.path, timeout: 0) { 42 }
    #expect(value == 42)
  }

  @Test("concurrent updates from many threads all land")
  func concurrentUpdatesAllLand() throws {
    let store = StateStore(location: location, lockTimeout: 600)
    let threads = 8
    let marksPerThread = 10
    let failures = Failures()
    let t0 = self.t0

    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<marksPerThread {
        let id = 10_000 + thread * 100 + index
        do {
          _ = try store.update { $0.mark([.readDescription], at: id, on: t0) }
        } catch {
          failures.append("thread \(thread) mark \(index): \(error)")
        }
      }
    }

    #expect(failures.all.isEmpty, "\(failures.all)")
    let state = try store.load()
    var missing: [Int] = []
    for thread in 0..<threads {
      for index in 0..<marksPerThread {
        let id = 10_000 + thread * 100 + index
        if state.doneActivities(at: id) != [.readDescription] { missing.append(id) }
      }
    }
    #expect(missing.isEmpty, "lost marks: \(missing)")
    #expect(state.activities.count == threads * marksPerThread)
    let leftovers = Set(try FileManager.default.contentsOfDirectory(atPath: location.directory.path))
    #expect(leftovers == ["backups", "state.json", "state.lock"])
  }

  @Test("concurrent updates into a folder that does not exist yet all land")
  func concurrentFirstUpdatesAllLand() throws {
    let fresh = StoreLocation(directory: root.appendingPathComponent("fresh/landmarks", isDirectory: true))
    let store = StateStore(location: fresh, lockTimeout: 600)
    let failures = Failures()
    let t0 = self.t0

    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      do {
        _ = try store.update { $0.mark([.takePhoto], at: 20_000 + thread, on: t0) }
      } catch {
        failures.append("thread \(thread): \(error)")
      }
    }

    #expect(failures.all.isEmpty, "\(failures.all)")
    #expect(try store.load().activities.count == 8)
  }
}
