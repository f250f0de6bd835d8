import Foundation
import LandmarksIndex

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file so that a reader sees either the old bytes or the new, even across a crash.
package enum AtomicFile {
  /// The signals a person or the system sends to end a run politely: Ctrl-C, `kill`, a closed
  /// terminal. Their default action ends the process on the spot, without unwinding.
  private static let interruptions: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Writes `data` to a temporary file beside `url`, flushes it, renames it over `url`, and
  /// flushes the folder so the rename itself survives a power cut.
  ///
  /// With `.confirmed`, a failed flush of the folder throws `StoreError.notDurable`: the new
  /// bytes are in place then, but the system could not promise they are on disk.
  ///
  /// `beforeRename` runs once the temporary is on disk and before the rename; when it throws,
  /// nothing is renamed and the temporary is removed.
  package static func replace(
    _ url: URL, with data: Data, permissions: mode_t = 0o600, folderFlush: FolderFlush = .bestEffort,
    beforeRename: () throws -> Void = {}
  ) throws {
    let folder = url.deletingLastPathComponent().path
    // Bytes in hand take milliseconds to write: the whole write waits out an interruption.
    try withInterruptionsDeferred {
      try writeAndRename(url, permissions: permissions, folder: folder, beforeRename: beforeRename) { descriptor in
        try writeAll(data, to: descriptor, path: url.path)
      }
    }
    try flushFolder(folder, of: url.path, folderFlush)
  }

  /// Writes a new file at `url` through `body` as the text comes, then flushes it, renames it
  /// over `url` and flushes the folder, as `replace` does with bytes in hand: for output too big
  /// to hold, such as an export of a million landmarks. Returns what `body` returned.
  ///
  /// Temporaries beside `url` left by writers that no longer exist are swept first. Signals wait
  /// only from the flush to the rename: a Ctrl-C while `body` runs for minutes ends the run at
  /// once, as asked, leaving a temporary the next write to `url` sweeps. The folder's flush is
  /// best effort: the file is a copy of data kept elsewhere.
  package static func stream<T>(
    to url: URL, permissions: mode_t, _ body: (AtomicFileOutput) throws -> T
  ) throws -> T {
    let folder = url.deletingLastPathComponent().path
    removeStaleTemporaries(beside: url)
    let result = try writeAndRename(url, permissions: permissions, folder: folder) { descriptor in
      try body(AtomicFileOutput(descriptor: descriptor, path: url.path))
    }
    try flushFolder(folder, of: url.path, .bestEffort)
    return result
  }

  /// Runs `body` with SIGINT, SIGTERM and SIGHUP blocked for this thread, then restores the mask.
  ///
  /// Why a mask and not a handler: a handler would need global state (the temporary's path) and
  /// async-signal-safe cleanup, and would still race the rename. Blocking leaves the signals
  /// pending; restoring the mask delivers them, so the process still ends as asked, a few
  /// milliseconds later, with either the old file or the new one and no temporary. The mask is
  /// per thread: a signal delivered to another thread, or SIGKILL, can still cut the window
  /// short, which is why every write also sweeps temporaries of processes that no longer exist.
  private static func withInterruptionsDeferred<T>(_ body: () throws -> T) rethrows -> T {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in interruptions { sigaddset(&blocked, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }

  /// Creates the temporary, fills it with `fill`, flushes it, runs `beforeRename` and renames it
  /// over `url`, with interruptions deferred from the flush to the rename; on any failure the
  /// temporary is removed before the error is thrown.
  private static func writeAndRename<T>(
    _ url: URL, permissions: mode_t, folder: String, beforeRename: () throws -> Void = {},
    _ fill: (Int32) throws -> T
  ) throws -> T {
    let temporary = folder + "/" + temporaryName(for: url.lastPathComponent)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
    guard descriptor >= 0 else {
      throw StoreError.cannotCreate(path: temporary, reason: String(cString: strerror(errno)))
    }
    do {
      defer { close(descriptor) }
      let result = try fill(descriptor)
      try withInterruptionsDeferred {
        guard fsync(descriptor) == 0 else {
          throw StoreError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
        try beforeRename()
        guard rename(temporary, url.path) == 0 else {
          throw StoreError.cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
      }
      return result
    } catch {
      // Nothing throws once the rename is done: the temporary is still there to remove.
      unlink(temporary)
      throw error
    }
  }

  /// `.NAME.PID.RANDOM.tmp`: hidden, unique across processes and threads, and carrying the pid
  /// so a later writer can tell whether its author is still alive.
  static func temporaryName(for name: String, pid: Int32 = getpid()) -> String {
    ".\(name).\(pid).\(UInt32.random(in: 0...UInt32.max)).tmp"
  }

  /// Removes temporaries beside `url` left by processes that no longer exist (killed mid-write);
  /// best effort. Call it holding the store's lock, so no live writer's temporary is touched.
  ///
  /// A temporary whose pid is alive (or reused by an unrelated process) is kept: it may belong
  /// to a writer of another store linked to the same file, and it goes once that pid is gone.
  static func removeStaleTemporaries(beside url: URL) {
    let folder = url.deletingLastPathComponent().path
    guard let names = names(inFolder: folder) else { return }
    for name in names {
      guard let pid = temporaryAuthor(name, for: url.lastPathComponent), LockHolder.processIsGone(pid) else {
        continue
      }
      unlink(folder + "/" + name)
    }
  }

  /// Removes every temporary in `folder` (whatever file it was for) left by a process that no
  /// longer exists; for folders of uniquely named files, such as the backups. Best effort.
  static func removeStaleTemporaries(in folder: URL) {
    guard let names = names(inFolder: folder.path) else { return }
    removeStaleTemporaries(among: names, in: folder)
  }

  /// `removeStaleTemporaries(in:)` for a folder whose `names` the caller has already listed.
  static func removeStaleTemporaries(among names: [String], in folder: URL) {
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let parts = name.dropLast(".tmp".count).split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count >= 3 else { continue }
      let target = parts.dropFirst().dropLast(2).joined(separator: ".")
      guard !target.isEmpty, let pid = temporaryAuthor(name, for: target), LockHolder.processIsGone(pid) else {
        continue
      }
      unlink(folder.path + "/" + name)
    }
  }

  /// The names in `folder` but `.` and `..`, in no order; nil when it cannot be opened. One
  /// `readdir` pass: Foundation's listing builds an object per entry for the same names.
  static func names(inFolder folder: String) -> [String]? {
    guard let stream = opendir(folder) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
        field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
          String(cString: $0)
        }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The pid in `name` when it is one of our temporaries for the file `target`, else nil.
  static func temporaryAuthor(_ name: String, for target: String) -> Int32? {
    let prefix = "." + target + "."
    let suffix = ".tmp"
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
      return nil
    }
    let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
    let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
      let pid = Int32(parts[0]), pid > 0, UInt32(parts[1]) != nil
    else { return nil }
    return pid
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
    if let failure = data.withUnsafeBytes({ writeFully($0, to: descriptor) }) {
      throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
    }
  }

  /// Flushes `folder` so the rename of `path` in it survives a power cut. A folder that cannot
  /// be opened for reading, or a file system that cannot flush folders (EINVAL, ENOTSUP), is let
  /// pass: nothing better can be done there. Any other failure (EIO, ENOSPC) is reported when
  /// `flush` is `.confirmed`.
  static func flushFolder(_ folder: String, of path: String, _ flush: FolderFlush) throws {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let sync: FolderSync
    switch flush {
    case .confirmed(let confirming): sync = confirming
    case .bestEffort:
      _ = FolderSync.system.flush(descriptor)
      return
    }
    let failure = sync.flush(descriptor)
    guard failure != 0, failure != EINVAL, failure != ENOTSUP, failure != EOPNOTSUPP else { return }
    throw StoreError.notDurable(path: path, reason: String(cString: strerror(failure)))
  }
}

/// Whether `AtomicFile.replace` reports a failed flush of the folder after its rename.
package enum FolderFlush: Sendable {
  /// Reported, as `StoreError.notDurable`: for the user's store, whose change must not be called
  /// saved when the system cannot confirm it will survive a power cut.
  case confirmed(FolderSync)
  /// Let pass: for backups (see `Backups.save`) and the files that have always been flushed this
  /// way (the config file, the sources registry, a restored store).
  case bestEffort
}

/// How a folder is flushed to disk: the system's `fsync`, or in tests a stand-in that fails as a
/// failing disk would, since no test can make a real disk fail on cue.
package struct FolderSync: Sendable {
  /// Flushes the folder open at the descriptor: 0 on success, else the `errno`.
  let flush: @Sendable (Int32) -> Int32

  /// A flush that runs `flush`.
  package init(flush: @escaping @Sendable (Int32) -> Int32) {
    self.flush = flush
  }

  /// The system's `fsync`.
  package static let system = FolderSync { descriptor in fsync(descriptor) == 0 ? 0 : errno }
}

/// The file `AtomicFile.stream` is filling, for its body to write to; of no use after it returns.
package struct AtomicFileOutput: Sendable {
  /// The temporary's descriptor, open for writing.
  let descriptor: Int32
  /// The file it will become, for messages.
  let path: String

  /// Appends `text`'s UTF-8 to the file.
  package func write(_ text: String) throws {
    var text = text
    if let failure = text.withUTF8({ writeFully(UnsafeRawBufferPointer($0), to: descriptor) }) {
      throw StoreError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
    }
  }
}
