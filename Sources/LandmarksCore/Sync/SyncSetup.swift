import Foundation
import LandmarksJSON

/// `sync.json` in the data folder: how this machine syncs, its id, and when it last did.
///
/// Kept in the data folder, never in the shared one: the machine id names this machine's file
/// there, and a copy of the id on another machine would make the two write one file.
package struct SyncSetup: Hashable, Sendable {
  /// The format version this build writes and reads.
  package static let currentVersion = 1

  /// Git or folder.
  package var mode: SyncMode
  /// The git URL or the shared folder's absolute path.
  package var remote: String
  /// This machine's id: 32 hexadecimal digits, random, made once.
  package var machine: String
  /// When the last sync that completed took this machine's state to send; nil before the first.
  package var lastSync: Date?
  /// When this machine's state was last put out (committed in the checkout, or written to the
  /// shared folder), delivered or not: a commit message summarises the changes made since.
  package var lastSent: Date?
  /// SHA-256 of each imported source's saved copy, by its folder under `sources/` (a new import
  /// makes a new folder, so an entry never goes stale), so big files are hashed once.
  package var checksums: [String: String]

  /// Creates a setup.
  package init(
    mode: SyncMode, remote: String, machine: String, lastSync: Date? = nil, lastSent: Date? = nil,
    checksums: [String: String] = [:]
  ) {
    self.mode = mode
    self.remote = remote
    self.machine = machine
    self.lastSync = lastSync
    self.lastSent = lastSent
    self.checksums = checksums
  }

  /// Changes made after this went out with the next sync: those before were sent by a sync (or
  /// committed to wait for the next push), or received from other machines.
  package var changesSince: Date? {
    switch (lastSync, lastSent) {
    case (let synced?, let sent?): max(synced, sent)
    case (let synced, let sent): synced ?? sent
    }
  }

  /// A new machine id: 128 random bits as 32 lowercase hexadecimal digits.
  package static func makeMachineID() -> String {
    (0..<2).map { _ in
      let digits = String(UInt64.random(in: 0...UInt64.max), radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  /// Whether `text` has the shape of a machine id.
  package static func isMachineID(_ text: Substring) -> Bool {
    text.utf8.count == 32 && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
  }

  /// The setup in `location`'s data folder; nil when sync was never set up there.
  package static func load(_ location: StoreLocation) throws -> SyncSetup? {
    let path = location.syncFile.path
    guard let data = try StateStore.readStoreFile(atPath: path) else { return nil }
    return try decode(data, path: path)
  }

  /// Reads the file's bytes; `path` names it in errors.
  static func decode(_ data: Data, path: String) throws -> SyncSetup {
    do {
      let root = try JSONObjectReader(try JSONValue.parse([UInt8](data)), at: .root)
      let version = try root.integer("version")
      guard version <= currentVersion else {
        throw SyncError.damagedSetup(
          path: path, reason: "it has version \(version), newer than this landmarks reads (\(currentVersion))")
      }
      guard let mode = SyncMode(rawValue: try root.text("mode")) else {
        throw SyncError.damagedSetup(path: path, reason: "its mode is neither git nor folder")
      }
      let machine = try root.text("machine")
      guard isMachineID(machine[...]) else {
        throw SyncError.damagedSetup(path: path, reason: "its machine id is not 32 hexadecimal digits")
      }
      func time(_ key: String) throws -> Date? {
        guard let text = try root.optionalText(key) else { return nil }
        guard let date = StateCoding.date(fromText: text) else {
          throw SyncError.damagedSetup(path: path, reason: "its \(key) is not a time")
        }
        return date
      }
      var checksums: [String: String] = [:]
      if let object = root.present("checksums") {
        for member in try object.members(at: root.path.appending("checksums")) {
          checksums[member.key] = try member.value.text(at: root.path.appending("checksums").appending(member.key))
        }
      }
      return SyncSetup(
        mode: mode, remote: try root.text("remote"), machine: machine, lastSync: try time("lastSync"),
        lastSent: try time("lastSent"), checksums: checksums)
    } catch let error as JSONError {
      throw SyncError.damagedSetup(path: path, reason: error.description)
    }
  }

  /// The file's bytes.
  func encoded() -> Data {
    let checksums = self.checksums.map { JSONMember(key: $0.key, value: .string($0.value)) }
    return Data(
      JSONWriter.document(
        .object([
          JSONMember(key: "version", value: .integer(Self.currentVersion)),
          JSONMember(key: "mode", value: .string(mode.rawValue)),
          JSONMember(key: "remote", value: .string(remote)),
          JSONMember(key: "machine", value: .string(machine)),
          JSONMember(key: "lastSync", value: .nullable(lastSync.map(StateCoding.text(of:)))),
          JSONMember(key: "lastSent", value: .nullable(lastSent.map(StateCoding.text(of:)))),
          JSONMember(key: "checksums", value: .object(checksums)),
        ])))
  }

  /// Replaces `sync.json` in `location`'s data folder atomically (`0600`).
  func save(to location: StoreLocation) throws {
    do {
      try AtomicFile.replace(location.syncFile, with: encoded())
    } catch StoreError.cannotCreate(let path, let reason), StoreError.cannotWrite(let path, let reason) {
      throw SyncError.cannotWrite(path: path, reason: reason)
    }
  }
}

extension StoreLocation {
  /// How this machine syncs (`sync.json`).
  package var syncFile: URL { directory.appendingPathComponent("sync.json") }
  /// The git checkout a git sync works in: the journal-free export and the machines' manifests.
  package var syncCheckout: URL { directory.appendingPathComponent("sync", isDirectory: true) }
  /// Locked by the sync running, so two never run at once; the store's own lock is taken only for
  /// the moments the store is read or changed, so a slow network never holds up a `mark`.
  package var syncLockFile: URL { directory.appendingPathComponent("sync.lock") }
  /// Where automatic syncs note their failures, for `doctor` and `sync --status`.
  package var syncLog: URL { directory.appendingPathComponent("sync.log") }
}
