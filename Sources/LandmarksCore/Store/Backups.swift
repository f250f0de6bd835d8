import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The backups folder: a copy of the store before every change, rotated by a `BackupPolicy`.
///
/// Backups serve repair (`doctor --restore`), not undo. Each is written with the same atomic
/// path as the store (a reader sees a whole backup or none), 0600, and only files named as
/// this code names them are ever rotated away.
public enum Backups {
  /// `20261129T120000.000Z`: ISO 8601 without colons, which some file systems refuse.
  static let timeFormat = Date.ISO8601FormatStyle(
    dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted, includingFractionalSeconds: true)

  /// The backups in `folder`, newest first; none when the folder does not exist. Never writes.
  public static func list(in folder: URL) -> [BackupFile] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    return names.compactMap { name -> BackupFile? in
      guard let (stamp, sequence) = parse(name) else { return nil }
      let url = folder.appendingPathComponent(name)
      var info = stat()
      guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
      return BackupFile(url: url, sequence: sequence, size: Int(info.st_size), savedAt: try? timeFormat.parse(stamp))
    }
    .sorted { $0.sequence > $1.sequence }
  }

  /// Saves `data` (the store as it was) as the newest backup, then rotates; throws when the
  /// folder or the file cannot be written, so a change never goes ahead without its backup.
  ///
  /// With `original`, the store file that holds `data` and that the change is about to replace,
  /// the backup is a second name for that file (a hard link) when it can be: the file was synced
  /// when it was written, so no byte is copied or synced again, and the rename that follows leaves
  /// the backup its only name. A file with other names, or permissions other than 0600, is copied,
  /// as it is where links cannot be made (another file system, one without links).
  ///
  /// A link's folder must be on disk before that rename: the flush is returned for the caller to
  /// run just before it, after the new state's own flush, which on file systems with one journal
  /// (ext4, XFS) has already carried the link to disk, so the folder's flush finds nothing to do.
  @discardableResult
  static func save(
    _ data: Data, savedAt: Date, in folder: URL, policy: BackupPolicy, original: StoreFileInfo? = nil
  ) throws -> PendingBackupFlush? {
    try ensureFolder(folder)
    // One listing serves the sweep, the next sequence number and the rotation.
    let names = AtomicFile.names(inFolder: folder.path) ?? []
    AtomicFile.removeStaleTemporaries(among: names, in: folder)
    var present = names.compactMap { name in parse(name).map { (name: name, sequence: $0.sequence) } }
    let sequence = (present.map(\.sequence).max() ?? 0) + 1
    let digits = String(sequence)
    let padded = String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    let name = "state-\(stamp(of: savedAt))-\(padded).json"
    // Paths are joined as text: appending to a URL asks the file system whether each is a folder.
    let folderPath = folder.path
    let path = folderPath + "/" + name
    var pending: PendingBackupFlush?
    if let original, original.canBeLinked, link(original.path, path) == 0 {
      pending = PendingBackupFlush(folder: folderPath, path: path)
    } else {
      // The folder's flush stays best effort: a backup is a copy, never the only record of
      // anything, and the store's own write that follows at once reports a disk that cannot
      // confirm what it was given.
      try AtomicFile.replace(URL(fileURLWithPath: path, isDirectory: false), with: data, folderFlush: .bestEffort)
    }
    present.append((name, sequence))
    rotate(present.sorted { $0.sequence > $1.sequence }.map(\.name), in: folderPath, policy: policy)
    return pending
  }

  /// `savedAt` as `timeFormat` spells it, its milliseconds cut as the format style cuts them;
  /// by arithmetic (see `StateCoding.text(of:)`) for the times a store can hold.
  static func stamp(of savedAt: Date) -> String {
    let milliseconds = (savedAt.timeIntervalSince1970 * 1000).rounded(.down)
    guard milliseconds.isFinite, milliseconds.magnitude < 3e14,
      let text = StateCoding.utcText(milliseconds: Int64(milliseconds), separated: false)
    else { return savedAt.formatted(timeFormat) }
    return text
  }

  /// Removes the oldest of the backups named `names` (newest first) until `policy` holds; the
  /// newest always stays. Best effort: a backup that cannot be removed now goes on a later change.
  private static func rotate(_ names: [String], in folder: String, policy: BackupPolicy) {
    var kept = 0
    var bytes = 0
    for name in names {
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      let size = Int(info.st_size)
      if kept == 0 || (kept < policy.count && bytes + size <= policy.totalBytes) {
        kept += 1
        bytes += size
        continue
      }
      unlink(path)
    }
  }

  /// The time and sequence in a backup's name, `state-TIME-SEQUENCE.json`; nil for other files.
  static func parse(_ name: String) -> (stamp: String, sequence: Int)? {
    guard name.hasPrefix("state-"), name.hasSuffix(".json") else { return nil }
    let middle = name.dropFirst("state-".count).dropLast(".json".count)
    guard let dash = middle.lastIndex(of: "-") else { return nil }
    let digits = middle[middle.index(after: dash)...]
    guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ ("0"..."9").contains($0) }),
      let sequence = Int(digits)
    else { return nil }
    return (String(middle[..<dash]), sequence)
  }

  /// Creates the backups folder (0700) when missing; a file in its way is an error.
  private static func ensureFolder(_ folder: URL) throws {
    if mkdir(folder.path, 0o700) == 0 { return }
    let failure = errno
    var info = stat()
    guard failure == EEXIST, stat(folder.path, &info) == 0 else {
      throw StoreError.cannotCreate(path: folder.path, reason: String(cString: strerror(failure)))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw StoreError.cannotCreate(path: folder.path, reason: "a file of that name is in the way")
    }
  }
}

/// The flush a backup made as a hard link still needs: its folder, on disk before the store's
/// rename leaves the backup the old state's only name. Best effort, as a copied backup's is.
struct PendingBackupFlush {
  /// The backups folder.
  let folder: String
  /// The backup's path, named in an error.
  let path: String

  /// Flushes the folder.
  func run() throws {
    try AtomicFile.flushFolder(folder, of: path, .bestEffort)
  }
}

/// One backup of the store: a copy of the file as it was before a change.
public struct BackupFile: Hashable, Sendable {
  /// Where it is.
  public let url: URL
  /// Its place in the order backups were made; higher is newer.
  public let sequence: Int
  /// Its size in bytes.
  public let size: Int
  /// When the state it holds was saved (the store file's modification time then).
  public let savedAt: Date?

  /// Creates a description of a backup file.
  public init(url: URL, sequence: Int, size: Int, savedAt: Date?) {
    self.url = url
    self.sequence = sequence
    self.size = size
    self.savedAt = savedAt
  }
}

/// How many backups of the store are kept, and how much room they may take.
public struct BackupPolicy: Hashable, Sendable {
  /// The most backups kept.
  public let count: Int
  /// The most bytes all backups may take together; the newest is kept even when it alone is
  /// larger, since a store that big is the one most worth a copy.
  public let totalBytes: Int

  /// Creates a policy.
  public init(count: Int, totalBytes: Int) {
    self.count = count
    self.totalBytes = totalBytes
  }

  /// The last 20 states, 50 MB in all.
  public static let standard = BackupPolicy(count: 20, totalBytes: 50_000_000)
}
