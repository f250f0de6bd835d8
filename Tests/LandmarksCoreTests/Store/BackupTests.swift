import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Every change keeps the file as it was in `backups/`, rotated by count and size.
@Suite("Backups: one before every change, rotated")
final class BackupTests {
  private let root: URL
  private let location: StoreLocation
  private let t0 = Date(timeIntervalSince1970: 1_795_953_600)

  init() {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("BackupTests-\(UUID().uuidString)", isDirectory: true)
    location = StoreLocation(directory: root.appendingPathComponent("landmarks"))
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  private func store(_ policy: BackupPolicy = .standard) -> StateStore {
    StateStore(location: location, backupPolicy: policy)
  }

  private func mark(_ index: Int, in store: StateStore) throws {
    _ = try store.update { $0.mark([.takePhoto], at: 2000 + index, on: self.t0.addingTimeInterval(Double(index))) }
  }

  private func permissions(_ url: URL) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
  }

  @Test("the first write has nothing to back up; the next keeps the previous file, 0600 in a 0700 folder")
  func backupHoldsThePreviousFile() throws {
    let store = store()
    try mark(0, in: store)
    #expect(!FileManager.default.fileExists(atPath: location.backupsFolder.path))
    let first = try Data(contentsOf: location.stateFile)
    try mark(1, in: store)
    let backups = Backups.list(in: location.backupsFolder)
    #expect(backups.count == 1)
    let backup = try #require(backups.first)
    #expect(try Data(contentsOf: backup.url) == first)
    #expect(backup.sequence == 1)
    #expect(backup.url.lastPathComponent.hasPrefix("state-"))
    #expect(try permissions(backup.url) == 0o600)
    #expect(try permissions(location.backupsFolder) == 0o700)
  }

  @Test("a change that changes nothing makes no backup")
  func noOpMakesNoBackup() throws {
    let store = store()
    try mark(0, in: store)
    try mark(1, in: store)
    try mark(1, in: store)
    _ = try store.update { _ in }
    #expect(Backups.list(in: location.backupsFolder).count == 1)
  }

  @Test("only the last 20 are kept, newest first")
  func rotatesAtTwenty() throws {
    let store = store()
    for index in 0..<26 { try mark(index, in: store) }
    let backups = Backups.list(in: location.backupsFolder)
    #expect(backups.count == 20)
    #expect(backups.map(\.sequence) == Array((6...25).reversed()))
    let names = try FileManager.default.contentsOfDirectory(atPath: location.backupsFolder.path)
    #expect(names.count == 20, "no temporaries or strays: \(names)")
  }

  @Test("the total size stays within the cap, and the newest is kept even when it alone is larger")
  func respectsTheSizeCap() throws {
    // Each backup is 2 to 4 KB here, growing with every mark.
    let store = store(BackupPolicy(count: 20, totalBytes: 10_000))
    for index in 0..<10 { try mark(index, in: store) }
    let backups = Backups.list(in: location.backupsFolder)
    #expect(backups.reduce(0) { $0 + $1.size } <= 10_000)
    #expect(backups.count >= 2)
    #expect(backups.count < 9)
    #expect(backups.first?.sequence == 9)
    #expect(backups.map(\.sequence) == Array(((10 - backups.count)...9).reversed()))

    let tiny = self.store(BackupPolicy(count: 20, totalBytes: 1))
    try mark(10, in: tiny)
    #expect(Backups.list(in: location.backupsFolder).map(\.sequence) == [10])
  }

  @Test("rotation leaves files it did not write alone, and sweeps a killed writer's temporaries")
  func rotationTouchesOnlyBackups() throws {
    let store = store(BackupPolicy(count: 2, totalBytes: 50_000_000))
    try mark(0, in: store)
    try mark(1, in: store)
    let folder = location.backupsFolder
    let stale = ".state-20261129T120000.000Z-000009.json.\(try endedProcessID()).42.tmp"
    let strays = ["notes.txt", "state-by-hand.json", "state-x-1.json.bak"]
    for name in strays + [stale] { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
    for index in 2..<6 { try mark(index, in: store) }
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(names.isSuperset(of: strays))
    #expect(!names.contains(stale))
    #expect(Backups.list(in: folder).map(\.sequence) == [5, 4])
  }

  @Test("a backup that cannot be written stops the change, and the store is as it was")
  func failedBackupStopsTheChange() throws {
    let store = store()
    try mark(0, in: store)
    let before = try Data(contentsOf: location.stateFile)
    try Data("in the way".utf8).write(to: location.backupsFolder)
    #expect(throws: StoreError.self) { try self.mark(1, in: store) }
    #expect(try Data(contentsOf: location.stateFile) == before)
  }

  @Test("backup names parse back to their time and sequence")
  func namesParse() throws {
    let parsed = try #require(Backups.parse("state-20261129T120000.000Z-000042.json"))
    #expect(parsed.sequence == 42)
    #expect(try Backups.timeFormat.parse(parsed.stamp) == t0)
    #expect(Backups.parse("state-.json") == nil)
    #expect(Backups.parse("state-20261129T120000.000Z-.json") == nil)
    #expect(Backups.parse("state.json") == nil)
  }
}
