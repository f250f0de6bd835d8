import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder a sync service keeps in step between machines, holding `machines/MACHINE-ID.json`:
/// each machine writes only its own file there, atomically, so two machines never write one file.
package struct SharedFolder: Sendable {
  /// The shared folder.
  package let folder: URL
  /// The folder of the machines' files.
  package var machines: URL { folder.appendingPathComponent(GitCheckout.machinesFolder, isDirectory: true) }

  /// The shared folder at `path`.
  package init(path: String) {
    folder = URL(fileURLWithPath: path, isDirectory: true)
  }

  /// What the folder holds: each machine's record, and the copies of records a sync service made.
  package struct Contents: Sendable {
    /// Every machine's own record, by machine id.
    package var records: [String: MachineRecord] = [:]
    /// The sync services' copies: their file names and what they hold.
    package var copies: [(name: String, record: MachineRecord)] = []
  }

  /// Checks the folder is there (a synced folder on a drive not mounted is not) and makes its
  /// `machines/` when missing; `kept` says where this machine's changes wait meanwhile.
  package func ensureReachable(kept: SyncWaiting) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw SyncError.unreachable(
        remote: folder.path, reason: "the folder is not there (is its drive mounted, its sync service running?)",
        kept: kept)
    }
    if mkdir(machines.path, 0o700) != 0, errno != EEXIST {
      throw SyncError.cannotWrite(path: machines.path, reason: String(cString: strerror(errno)))
    }
  }

  /// Reads every record and copy; a damaged one, or one of a newer landmarks, is refused (the
  /// sync then changes nothing). Sync services' temporaries and other files are left alone.
  package func read() throws -> Contents {
    var contents = Contents()
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: machines.path).sorted()
    } catch {
      throw SyncError.unreachable(
        remote: folder.path, reason: SourceLibrary.systemReason(error), kept: .inStore)
    }
    for name in names {
      let kind = MachineFileName(name)
      if case .other = kind { continue }
      let url = machines.appendingPathComponent(name)
      let data: Data?
      do {
        data = try StateStore.readStoreFile(atPath: url.path)
      } catch {
        throw SyncError.damagedRemote(
          remote: folder.path, file: GitCheckout.machinesFolder + "/" + name,
          reason: (error as? any LocalizedError)?.errorDescription ?? "it cannot be read")
      }
      guard let data else { continue }
      let record = try MachineRecord.decode(data, file: GitCheckout.machinesFolder + "/" + name, remote: folder.path)
      switch kind {
      case .machine(let id):
        guard record.machine == id else {
          throw SyncError.damagedRemote(
            remote: folder.path, file: GitCheckout.machinesFolder + "/" + name,
            reason: "it names the machine \(record.machine), not \(id)")
        }
        contents.records[id] = record
      case .conflictedCopy:
        contents.copies.append((name, record))
      case .other:
        break
      }
    }
    return contents
  }

  /// Writes this machine's record atomically: the sync service sees the old file or the new.
  package func write(_ record: MachineRecord) throws {
    let url = machines.appendingPathComponent(MachineRecord.fileName(for: record.machine))
    do {
      try AtomicFile.replace(url, with: record.encoded())
    } catch StoreError.cannotCreate(let path, let reason), StoreError.cannotWrite(let path, let reason) {
      throw SyncError.cannotWrite(path: path, reason: reason)
    }
  }

  /// Removes a sync service's copy once what it held is merged and written out again.
  package func removeCopy(named name: String) throws {
    let path = machines.appendingPathComponent(name).path
    guard unlink(path) == 0 || errno == ENOENT else {
      throw SyncError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
  }
}
