import Foundation
import Testing

@testable import LandmarksCore

/// Writers exclude each other through `flock` on `state.lock`.
@Suite("Store lock: waiting, timing out, and concurrent writers")
final class LockTests {
  private let root: URL
  private let location: StoreLocation
  private let t0 = Date(timeIntervalSince1970: 1_795_953_600)

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
  private final class LockHolder: @unchecked Sendable {
    let acquired = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let failures = Failures()

    func start(path: String) {
      let thread = Thread { [self] in
        do {
          try FileLock.withExclusiveLock(path: path, timeout: 5) {
            acquired.signal()
            release.wait()
          }
        } catch {
          failures.append("the holder could not lock: \(error)")
          acquired.signal()
        }
        finished.signal()
      }
      thread.start()
    }
  }

  @Test("an update times out with .lockTimeout while another holder keeps the lock, then succeeds")
  func updateTimesOutWhileLockedThenSucceeds() throws {
    _ = try StateStore(location: location).update { $0.mark([.takePhoto], at: 1016, on: t0) }
    let before = try Data(contentsOf: location.stateFile)

    let holder = LockHolder()
    holder.start(path: location.lockFile.path)
    #expect(holder.acquired.wait(timeout: .now() + 5) == .success)
    try #require(holder.failures.all.isEmpty, "\(holder.failures.all)")

    let store = StateStore(location: location, lockTimeout: 0.3)
    let started = Date()
    #expect(throws: StoreError.lockTimeout(path: location.lockFile.path, seconds: 0.3)) {
      try store.update { $0.mark([.drawSketch], at: 1016, on: self.t0) }
    }
    let waited = Date().timeIntervalSince(started)
    #expect(waited >= 0.3, "gave up after \(waited) s, before the timeout")
    #expect(waited < 3, "waited \(waited) s for a 0.3 s timeout")
    #expect(try Data(contentsOf: location.stateFile) == before, "a timed-out update wrote")

    // Reading does not need the lock.
    #expect(try store.load().doneActivities(at: 1016) == [.takePhoto])

    holder.release.signal()
    #expect(holder.finished.wait(timeout: .now() + 5) == .success)

    _ = try store.update { $0.mark([.drawSketch], at: 1016, on: t0) }
    #expect(try store.load().doneActivities(at: 1016) == [.takePhoto, .drawSketch])
  }

  @Test("an update waits for a lock released within its timeout")
  func updateWaitsForShortHolder() throws {
    let holder = LockHolder()
    holder.start(path: location.lockFile.path)
    #expect(holder.acquired.wait(timeout: .now() + 5) == .success)
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { holder.release.signal() }

    let store = StateStore(location: location, lockTimeout: 5)
    let started = Date()
    _ = try store.update { $0.mark([.findNature], at: 1016, on: t0) }
    #expect(Date().timeIntervalSince(started) >= 0.15, "the update did not wait for the holder")
    #expect(try store.load().doneActivities(at: 1016) == [.findNature])
    #expect(holder.finished.wait(timeout: .now() + 5) == .success)
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
    let store = StateStore(location: location, lockTimeout: 30)
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
    #expect(leftovers == ["state.json", "state.lock"])
  }

  @Test("concurrent updates into a folder that does not exist yet all land")
  func concurrentFirstUpdatesAllLand() throws {
    let fresh = StoreLocation(directory: root.appendingPathComponent("fresh/landmarks", isDirectory: true))
    let store = StateStore(location: fresh, lockTimeout: 30)
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
