import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

@Suite("What travels: the export, machine records, the merge driver, sync.json")
struct SyncFilesTests {
  static let machine = "0123456789abcdef0123456789abcdef"

  static func record(sentAt: TimeInterval, state: UserState?, host: String = "laptop") -> MachineRecord {
    MachineRecord(
      machine: machine, host: host, sentAt: Date(timeIntervalSince1970: sentAt),
      sources: [
        SourceManifest(
          name: "trips", format: "geojson", file: "trips.geojson", checksum: "ab" + String(repeating: "0", count: 62),
          landmarks: 3)
      ], state: state)
  }

  @Test("The export is the store without its journal, in the store's own format")
  func export() throws {
    var state = RandomStores.state(seed: 7)
    state.schemaVersion = UserState.currentSchemaVersion
    let exported = try SyncFiles.exported(state)
    let read = try StateCoding.decode(exported, path: "export")
    #expect(read.journal.isEmpty)
    #expect(read == state.withoutJournal)
  }

  @Test("A record reads back as written, with or without a state")
  func recordRoundTrip() throws {
    for state in [nil, RandomStores.state(seed: 11).withoutJournal] {
      let expected = Self.record(sentAt: 1_780_000_000.123, state: state)
      let read = try MachineRecord.decode(expected.encoded(), file: "machines/x.json", remote: "r")
      #expect(read.encoded() == expected.encoded())
    }
  }

  @Test("A record of a newer format, or a damaged one, is refused naming the file")
  func recordRefused() throws {
    let text = String(decoding: Self.record(sentAt: 0, state: nil).encoded(), as: UTF8.self)
    let newer = text.replacingOccurrences(of: "\"landmarksSync\" : 1", with: "\"landmarksSync\" : 2")
    #expect(throws: SyncError.newerRemote(remote: "r", file: "f", found: 2, supported: 1)) {
      try MachineRecord.decode(Data(newer.utf8), file: "f", remote: "r")
    }
    #expect {
      try MachineRecord.decode(Data(text.dropLast(20).utf8), file: "f", remote: "r")
    } throws: { error in
      if case .damagedRemote(_, "f", _) = error as? SyncError { return true }
      return false
    }
  }

  @Test("The merge driver joins two exports as merge does, the same bytes either way round", arguments: 0..<12)
  func driverJoinsStores(seed: UInt64) throws {
    let mine = RandomStores.state(seed: 100 + seed)
    let theirs = RandomStores.state(seed: 200 + seed)
    let (a, b) = (try SyncFiles.exported(mine), try SyncFiles.exported(theirs))
    let joined = try MergeDriver.join(current: a, other: b, path: "state.json")
    #expect(joined == (try MergeDriver.join(current: b, other: a, path: "state.json")))
    #expect(joined == (try SyncFiles.exported(mine.merged(with: theirs))))
    #expect(!String(decoding: joined, as: UTF8.self).contains("<<<<<<<"))
    // A file one side lacks (git's empty ancestor of an add/add) gives the other.
    #expect(try MergeDriver.join(current: Data(), other: b, path: "state.json") == b)
  }

  @Test("Two versions of a machine's record: the later manifest, the states joined, either way round")
  func driverJoinsRecords() throws {
    let older = Self.record(sentAt: 100, state: RandomStores.state(seed: 3).withoutJournal, host: "old name")
    let newer = Self.record(sentAt: 200, state: RandomStores.state(seed: 4).withoutJournal, host: "new name")
    let joined = try MergeDriver.join(current: older.encoded(), other: newer.encoded(), path: "machines/x.json")
    #expect(joined == (try MergeDriver.join(current: newer.encoded(), other: older.encoded(), path: "machines/x.json")))
    let read = try MachineRecord.decode(joined, file: "x", remote: "r")
    #expect(read.host == "new name")
    let expected = try #require(older.state).merged(with: try #require(newer.state))
    #expect(try SyncFiles.exported(try #require(read.state)) == (try SyncFiles.exported(expected)))
  }

  @Test("The merge driver refuses a damaged side, so git reports a conflict instead of taking it")
  func driverRefusesDamage() throws {
    let good = try SyncFiles.exported(.empty)
    #expect(throws: SyncError.self) {
      try MergeDriver.join(current: good, other: Data("<<<<<<< HEAD\n".utf8), path: "state.json")
    }
    #expect(throws: SyncError.self) {
      try MergeDriver.join(current: good, other: Self.record(sentAt: 0, state: nil).encoded(), path: "state.json")
    }
  }

  @Test("sync.json reads back; a damaged or newer one is refused")
  func setup() throws {
    let setup = SyncSetup(
      mode: .git, remote: "git@example.org:me/l.git", machine: SyncSetup.makeMachineID(),
      lastSync: Date(timeIntervalSince1970: 1_780_000_000.5), lastSent: nil, checksums: ["trips.1.2": "ab"])
    #expect(try SyncSetup.decode(setup.encoded(), path: "p") == setup)
    #expect(SyncSetup.isMachineID(setup.machine[...]))
    #expect(SyncSetup.makeMachineID() != SyncSetup.makeMachineID())
    let text = String(decoding: setup.encoded(), as: UTF8.self)
    for broken in [
      text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2"),
      text.replacingOccurrences(of: "\"mode\" : \"git\"", with: "\"mode\" : \"svn\""), "{",
    ] {
      #expect(throws: SyncError.self) { try SyncSetup.decode(Data(broken.utf8), path: "p") }
    }
  }

  @Test("A manifest names each source's file without its folder, and its checksum once hashed")
  func manifest() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let location = StoreLocation(directory: home)
    let folder = location.sourcesFolder.appendingPathComponent("trips.1.2")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("abc".utf8).write(to: folder.appendingPathComponent("original.geojson"))
    let registry = SourceRegistry(sources: [
      SourceEntry(
        name: "trips", file: "/home/me/Downloads/trips.geojson", format: "geojson", count: 3,
        importedAt: Date(timeIntervalSince1970: 0), folder: "trips.1.2")
    ])
    var checksums: [String: String] = ["gone.3.4": "ff"]
    let listed = SourceManifest.list(registry, in: location, checksums: &checksums)
    let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    #expect(
      listed == [SourceManifest(name: "trips", format: "geojson", file: "trips.geojson", checksum: abc, landmarks: 3)])
    #expect(checksums == ["trips.1.2": abc])
  }
}
