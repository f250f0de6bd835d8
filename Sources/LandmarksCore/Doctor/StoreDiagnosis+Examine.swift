import Foundation
import LandmarksIndex
import LandmarksJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StoreDiagnosis {
  /// Examines the data folder at `location` without creating, locking or changing anything.
  package static func examine(_ location: StoreLocation) -> StoreDiagnosis {
    var info = stat()
    let exists = stat(location.directory.path, &info) == 0
    let isFolder = exists && info.st_mode & S_IFMT == S_IFDIR
    let file: StoreFileStatus
    do {
      let state = try StateStore(location: location).load()
      let present = FileManager.default.fileExists(atPath: location.stateFile.path)
      file = present ? .readable(state) : .missing
    } catch let error as StoreError {
      file = .unusable(error)
    } catch {
      file = .unusable(.unreadable(path: location.stateFile.path, reason: error.localizedDescription))
    }
    let backups = Backups.list(in: location.backupsFolder)
    var readable: BackupFile?
    if case .unusable = file {
      readable = backups.first { backup in
        guard let data = try? Data(contentsOf: backup.url) else { return false }
        return (try? StateCoding.decode(data, path: backup.url.path)) != nil
      }
    }
    return StoreDiagnosis(
      location: location, folderExists: exists, folderIsFolder: isFolder, file: file,
      lock: probeLock(at: location.lockFile.path), backups: backups, readableBackup: readable,
      loosePermissions: isFolder ? loosePermissions(in: location.directory) : [],
      sources: readSources(at: location.sourcesFile, folder: location.sourcesFolder),
      movedAside: movedAside(in: location))
  }

  /// The lock's state, probed through a read-only descriptor with a non-blocking shared lock that
  /// is released at once: no lock file is created, and no writer is kept waiting.
  static func probeLock(at path: String) -> LockStatus {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let failure = errno
      return failure == ENOENT ? .absent : .unknown(reason: String(cString: strerror(failure)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return .unknown(reason: "it is not a regular file")
    }
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    let holder = count > 0 ? LockHolder.parse(String(decoding: buffer[0..<count], as: UTF8.self)) : nil
    if flock(descriptor, LOCK_SH | LOCK_NB) == 0 {
      flock(descriptor, LOCK_UN)
      return .free(lastHolder: holder)
    }
    let failure = errno
    guard failure == EWOULDBLOCK else { return .unknown(reason: String(cString: strerror(failure))) }
    return .held(holder: holder)
  }

  /// The most entries the permission check looks at, so a huge folder cannot make doctor slow.
  static let permissionCheckLimit = 10_000

  /// Files and folders under `folder` (itself as ".") that others may read, write or enter,
  /// two levels deep (the folder, backups and source folders); symbolic links are not followed.
  static func loosePermissions(in folder: URL) -> [String] {
    var loose: [String] = []
    var checked = 0
    func visit(_ path: String, relative: String, depth: Int) {
      guard checked < permissionCheckLimit else { return }
      checked += 1
      var info = stat()
      guard lstat(path, &info) == 0 else { return }
      let kind = info.st_mode & S_IFMT
      guard kind == S_IFDIR || kind == S_IFREG else { return }
      if info.st_mode & 0o077 != 0 { loose.append(relative) }
      guard kind == S_IFDIR, depth < 2, let names = try? FileManager.default.contentsOfDirectory(atPath: path)
      else { return }
      for name in names.sorted() {
        visit(path + "/" + name, relative: relative == "." ? name : relative + "/" + name, depth: depth + 1)
      }
    }
    visit(folder.path, relative: ".", depth: 0)
    return loose
  }

  /// The sources `sources.json` names, read tolerantly: its format belongs to the import code,
  /// so any list of objects with a `name` is accepted, and a landmark count is taken when given.
  static func readSources(at url: URL, folder: URL) -> SourcesStatus {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return .none }
    guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable(reason: "it is not a regular file") }
    guard info.st_size <= 16_000_000 else { return .unreadable(reason: "it is larger than 16 MB") }
    guard let data = try? Data(contentsOf: url) else { return .unreadable(reason: "it cannot be opened") }
    let object: JSONValue
    do {
      object = try JSONValue.parse([UInt8](data))
    } catch {
      return .unreadable(reason: "it is not valid JSON")
    }
    let items: [JSONValue]
    switch object {
    case .array(let list):
      items = list
    case .object(let members):
      if case .array(let list)? = object["sources"] {
        items = list
      } else {
        // Sources keyed by name: each entry named by its key unless it names itself.
        items = members.sorted { $0.key < $1.key }.map { member in
          var entry: [JSONMember]
          if case .object(let fields) = member.value { entry = fields } else { entry = [] }
          if member.value["name"] == nil { entry.append(JSONMember(key: "name", value: .string(member.key))) }
          return .object(entry)
        }
      }
    default:
      return .unreadable(reason: "it does not hold a list of sources")
    }
    let sources = items.compactMap { entry -> SourceSummary? in
      guard let name = entry["name"]?.string else { return nil }
      guard let sourceFolder = entry["folder"]?.string, !sourceFolder.contains("/") else {
        return SourceSummary(name: name, landmarks: landmarkCount(in: entry))
      }
      let here = folder.appendingPathComponent(sourceFolder, isDirectory: true)
      let copy = entry["format"]?.string.flatMap(ImportFormat.init(rawValue:)).map {
        here.appendingPathComponent(SourceLibrary.copyName(for: $0)).path
      }
      return SourceSummary(
        name: name, landmarks: landmarkCount(in: entry),
        indexProblem: indexProblem(at: here.appendingPathComponent(SourceLibrary.indexName).path), savedCopy: copy)
    }
    return .listed(sources)
  }

  /// Why an index that opens cannot be trusted: runs read it, and stop where they meet the damage.
  static let checksumMismatch = "its checksum does not match its contents"

  /// Why the index at `path` cannot be trusted, or nil when it opens and its checksum holds.
  /// Reads the whole file: `doctor` is the one place that pays for that.
  private static func indexProblem(at path: String) -> String? {
    do {
      let index = try CatalogIndex(contentsOf: path)
      return index.checksumMatches() ? nil : checksumMismatch
    } catch let error as IndexError {
      switch error {
      case .damaged(_, let reason): return reason
      // Sound, of an older format: the next command rebuilds it from the saved copy by itself.
      case .outdated: return nil
      case .unreadable(_, let reason): return reason
      case .invalidInput(let reason): return reason
      }
    } catch {
      return error.localizedDescription
    }
  }

  /// A source's landmark count under any of the names it may be stored as.
  private static func landmarkCount(in entry: JSONValue) -> Int? {
    for key in ["landmarkCount", "landmarks", "count", "places", "records"] {
      switch entry[key] {
      case .number(_, let literal)?: if let number = Int(literal) { return number }
      case .array(let list)?: return list.count
      default: break
      }
    }
    return nil
  }

  /// Names of damaged store files moved aside by `doctor --restore`.
  private static func movedAside(in location: StoreLocation) -> [String] {
    let prefix = location.stateFile.lastPathComponent + ".damaged-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: location.directory.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) }.sorted()
  }
}
