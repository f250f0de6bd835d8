import Foundation
import Testing

@testable import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failing flush of the data folder after the rename (EIO, stood in for by `FolderSync`): the
/// change is in place and counted, and reported; a file system that cannot flush folders is not.
@Suite("State store: a folder flush that fails after the rename")
final class FolderFlushTests {
  private let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("FolderFlushTests-\(UUID().uuidString)", isDirectory: true)
  private let date = Date(timeIntervalSince1970: 1_795_953_600)

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// A store in a fresh folder whose folder flushes fail with `code`, counting its commits.
  private func store(failingWith code: Int32, commits: Commits) -> StateStore {
    var store = StateStore(location: StoreLocation(directory: root), onCommit: { commits.add() })
    store.folderSync = FolderSync { _ in code }
    return store
  }

  /// Counts `onCommit` calls.
  private final class Commits: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  @Test("EIO is reported as notDurable, with the change in place, committed and backed up")
  func eioIsReported() throws {
    let commits = Commits()
    let store = store(failingWith: EIO, commits: commits)
    #expect(
      throws: StoreError.notDurable(path: root.appendingPathComponent("state.json").path, reason: "Input/output error")
    ) {
      try store.update { $0.mark([.takePhoto], at: 1016, on: self.date) }
    }
    #expect(commits.count == 1)
    // The second change backs up the first: a backup's failing flush is let pass, the store's is not.
    #expect(throws: StoreError.self) { try store.update { $0.mark([.drawSketch], at: 1016, on: self.date) } }
    #expect(commits.count == 2)
    let state = try StateStore(location: StoreLocation(directory: root)).load()
    #expect(Set(state.doneActivities(at: 1016)) == [.takePhoto, .drawSketch])
    #expect(Backups.list(in: StoreLocation(directory: root).backupsFolder).count == 1)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
  }

  @Test("a file system that cannot flush folders is let pass", arguments: [EINVAL, ENOTSUP, 0])
  func unsupportedIsLetPass(code: Int32) throws {
    let commits = Commits()
    _ = try store(failingWith: code, commits: commits).update { $0.mark([.takePhoto], at: 1016, on: self.date) }
    #expect(commits.count == 1)
  }

  @Test("a change that changes nothing never flushes, so never fails")
  func noChangeNoFlush() throws {
    let commits = Commits()
    let store = store(failingWith: EIO, commits: commits)
    #expect(throws: StoreError.self) { try store.update { $0.mark([.takePhoto], at: 1016, on: self.date) } }
    _ = try store.update { $0.mark([.takePhoto], at: 1016, on: self.date) }
    #expect(commits.count == 1)
  }

  @Test("the message says the change is in place, may not be on disk, and what to check")
  func wording() throws {
    let message = try #require(
      StoreError.notDurable(path: "/d/state.json", reason: "Input/output error").errorDescription)
    #expect(message.contains("The change is saved in /d/state.json"))
    #expect(message.contains("could not confirm that it reached the disk"))
    #expect(message.contains("Input/output error"))
    #expect(message.contains("dmesg") && message.contains("landmarks doctor"))
  }
}
