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

/// `StoreDiagnosis.examine` explains the data folder and never changes it.
@Suite("Store diagnosis")
final class StoreDiagnosisTests {
  private let root: URL
  private let location: StoreLocation
  private let store: StateStore
  private let t0 = Date(timeIntervalSince1970: 1_795_953_600)

  init() {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("StoreDiagnosisTests-\(UUID().uuidString)", isDirectory: true)
    location = StoreLocation(directory: root.appendingPathComponent("landmarks"))
    store = StateStore(location: location)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Every path under the root with its size and mode, to show that examining changed nothing.
  private func snapshot() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var entries: [String] = []
    while let name = enumerator.nextObject() as? String {
      var info = stat()
      lstat(root.path + "/" + name, &info)
      entries.append("\(name) \(info.st_size) \(info.st_mode)")
    }
    return entries.sorted()
  }

  private func makeHistory() throws {
    _ = try store.update { $0.mark(Activity.allCases, at: 1016, on: self.t0) }
    _ = try store.update { $0.add([1016, 1004], toCollectionWithID: "favorites", on: self.t0) }
    _ = try store.update { try $0.createCollection(named: "Trip", id: "trip-1", on: self.t0) }
  }

  @Test("a data folder that does not exist: a new user, healthy, and nothing is created")
  func missingFolder() throws {
    let diagnosis = StoreDiagnosis.examine(location)
    #expect(!diagnosis.folderExists)
    #expect(diagnosis.file == .missing)
    #expect(diagnosis.lock == .absent)
    #expect(diagnosis.backups.isEmpty)
    #expect(diagnosis.sources == .none)
    #expect(diagnosis.problems.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }

  @Test("a healthy store: counts, a free lock naming the last writer, backups, no problems, nothing changed")
  func healthyStore() throws {
    try makeHistory()
    let before = snapshot()
    let diagnosis = StoreDiagnosis.examine(location)
    #expect(snapshot() == before)
    let state = try #require(diagnosis.state)
    #expect(state.schemaVersion == 2)
    #expect(state.doneActivityCount == 4)
    #expect(state.startedLandmarkCount == 1)
    #expect(state.undoableEntries.count == 3)
    #expect(diagnosis.backups.count == 2)
    #expect(diagnosis.backupBytes > 0)
    #expect(diagnosis.readableBackup == nil, "only looked for when the store is damaged")
    #expect(diagnosis.lock == .free(lastHolder: LockHolder(pid: getpid(), isRunning: true)))
    #expect(diagnosis.loosePermissions.isEmpty)
    #expect(diagnosis.problems.isEmpty, "\(diagnosis.problems)")
  }

  /// A kind of damage and what the diagnosis should make of it.
  struct Damage: Sendable, CustomTestStringConvertible {
    let label: String
    let bytes: Data?
    var testDescription: String { label }
  }

  static let damages: [Damage] = [
    Damage(label: "empty", bytes: Data()),
    Damage(label: "not JSON", bytes: Data("{ not json".utf8)),
    Damage(label: "wrong shape", bytes: Data(#"{"schemaVersion": 2, "activities": []}"#.utf8)),
    Damage(label: "a folder in place of the file", bytes: nil),
  ]

  @Test("a damaged store names the newest backup that reads, and restore puts it back", arguments: damages)
  func damagedStore(_ damage: Damage) throws {
    try makeHistory()
    // The newest backup is itself damaged: the one before it must be chosen.
    let backups = Backups.list(in: location.backupsFolder)
    try #require(backups.count == 2)
    let good = try #require(backups.last)
    try Data("garbage".utf8).write(to: try #require(backups.first).url)
    let goodBytes = try Data(contentsOf: good.url)
    if let bytes = damage.bytes {
      try bytes.write(to: location.stateFile)
    } else {
      try FileManager.default.removeItem(at: location.stateFile)
      try FileManager.default.createDirectory(
        at: location.stateFile, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }
    let before = snapshot()
    let diagnosis = StoreDiagnosis.examine(location)
    #expect(snapshot() == before)
    #expect(diagnosis.state == nil)
    #expect(diagnosis.readableBackup == good)
    let problem = try #require(diagnosis.problems.first)
    #expect(diagnosis.problems.count == 1)
    #expect(problem.fix == "landmarks doctor --restore")
    #expect(problem.problem.contains(good.url.lastPathComponent))

    let (restored, aside) = try store.restoreNewestBackup(on: t0)
    #expect(restored == good)
    #expect(try Data(contentsOf: location.stateFile) == goodBytes)
    #expect(aside.lastPathComponent == "state.json.damaged-20261129T120000.000Z")
    if let bytes = damage.bytes {
      #expect(try Data(contentsOf: aside) == bytes, "the damaged file is kept as it was")
    } else {
      var isFolder: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: aside.path, isDirectory: &isFolder) && isFolder.boolValue)
    }
    let after = StoreDiagnosis.examine(location)
    #expect(after.problems.isEmpty)
    #expect(after.movedAside == [aside.lastPathComponent])
    #expect(throws: RestoreError.storeIsHealthy(path: location.stateFile.path)) {
      try self.store.restoreNewestBackup(on: self.t0)
    }
  }

  @Test("a damaged store without a readable backup says how to start afresh, and restore refuses")
  func damagedWithoutBackup() throws {
    try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
    try Data("{".utf8).write(to: location.stateFile)
    let diagnosis = StoreDiagnosis.examine(location)
    let problem = try #require(diagnosis.problems.first)
    #expect(problem.fix.hasPrefix("mv "))
    #expect(throws: RestoreError.noReadableBackup(path: location.backupsFolder.path)) {
      try self.store.restoreNewestBackup(on: self.t0)
    }
    #expect(try Data(contentsOf: location.stateFile) == Data("{".utf8))
  }

  @Test("a newer schema is a problem that restore refuses to 'repair'")
  func newerSchema() throws {
    try makeHistory()
    let bytes = Data(#"{"schemaVersion": 7}"#.utf8)
    try bytes.write(to: location.stateFile)
    let diagnosis = StoreDiagnosis.examine(location)
    #expect(diagnosis.file == .unusable(.newerSchema(path: location.stateFile.path, found: 7, supported: 2)))
    #expect(diagnosis.problems.first?.problem.contains("schema version 7") == true)
    #expect(throws: RestoreError.newerSchema(path: location.stateFile.path, found: 7, supported: 2)) {
      try self.store.restoreNewestBackup(on: self.t0)
    }
    #expect(try Data(contentsOf: location.stateFile) == bytes)
  }

  @Test("the lock: held by a live process, held with a pid that ended, free with a stale pid")
  func lockStates() throws {
    try makeHistory()
    let path = location.lockFile.path
    func hold(naming pid: Int32) throws -> Int32 {
      let descriptor = open(path, O_RDWR | O_CLOEXEC)
      try #require(descriptor >= 0)
      try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
      ftruncate(descriptor, 0)
      let text = Array("\(pid)\n".utf8)
      _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
      return descriptor
    }
    let ended = try endedProcessID()

    let live = try hold(naming: getpid())
    #expect(StoreDiagnosis.examine(location).lock == .held(holder: LockHolder(pid: getpid(), isRunning: true)))
    #expect(StoreDiagnosis.examine(location).problems.first?.fix == "let it finish, or end it: kill \(getpid())")
    close(live)

    let orphan = try hold(naming: ended)
    let held = StoreDiagnosis.examine(location)
    #expect(held.lock == .held(holder: LockHolder(pid: ended, isRunning: false)))
    #expect(held.problems.first?.fix.hasPrefix("lsof ") == true)
    close(orphan)

    let free = StoreDiagnosis.examine(location)
    #expect(free.lock == .free(lastHolder: LockHolder(pid: ended, isRunning: false)))
    #expect(free.problems.isEmpty, "a stale pid in a free lock is no problem")
  }

  @Test("files and folders others can read are a problem, fixed by one chmod")
  func loosePermissions() throws {
    try makeHistory()
    chmod(location.directory.path, 0o755)
    chmod(location.stateFile.path, 0o644)
    let diagnosis = StoreDiagnosis.examine(location)
    #expect(diagnosis.loosePermissions == [".", "state.json"])
    let problem = try #require(diagnosis.problems.first)
    #expect(problem.fix == "chmod -R go-rwx \(location.directory.path)")
    chmod(location.directory.path, 0o700)
    chmod(location.stateFile.path, 0o600)
    #expect(StoreDiagnosis.examine(location).problems.isEmpty)
  }

  @Test("sources.json is read tolerantly: absent, a list, a wrapped list, damaged")
  func sources() throws {
    try makeHistory()
    let url = location.sourcesFile
    #expect(StoreDiagnosis.examine(location).sources == .none)
    try Data(#"[{"name": "parks", "landmarkCount": 12}, {"name": "peaks"}, 5]"#.utf8).write(to: url)
    #expect(
      StoreDiagnosis.examine(location).sources
        == .listed([SourceSummary(name: "parks", landmarks: 12), SourceSummary(name: "peaks", landmarks: nil)]))
    try Data(#"{"version": 1, "sources": [{"name": "parks", "landmarks": [1, 2, 3]}]}"#.utf8).write(to: url)
    #expect(StoreDiagnosis.examine(location).sources == .listed([SourceSummary(name: "parks", landmarks: 3)]))
    try Data("{".utf8).write(to: url)
    chmod(url.path, 0o600)
    let damaged = StoreDiagnosis.examine(location)
    #expect(damaged.sources == .unreadable(reason: "it is not valid JSON"))
    #expect(damaged.problems.count == 1)
  }

  @Test("a file in place of the data folder is the one problem")
  func fileInPlaceOfFolder() throws {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: location.directory)
    let diagnosis = StoreDiagnosis.examine(location)
    #expect(diagnosis.folderExists && !diagnosis.folderIsFolder)
    #expect(diagnosis.problems.count == 1)
  }

  @Test("the origin says which variable chose the folder")
  func origins() {
    #expect(StoreLocation(environment: ["LANDMARKS_HOME": "/a"], homeDirectory: "/h").origin == .landmarksHome)
    #expect(StoreLocation(environment: ["XDG_DATA_HOME": "/x"], homeDirectory: "/h").origin == .xdgDataHome)
    #expect(StoreLocation(environment: ["XDG_DATA_HOME": "rel"], homeDirectory: "/h").origin == .home)
    #expect(StoreLocation(environment: [:], homeDirectory: "/h").origin == .home)
  }
}
