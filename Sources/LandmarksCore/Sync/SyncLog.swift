import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sync.log`: what automatic syncs could not do, one line each (`TIME<TAB>message`), so that a
/// failure no one saw happen is shown by `doctor` and `sync --status`.
package enum SyncLog {
  /// One failure.
  package struct Entry: Hashable, Sendable {
    /// When it happened.
    package let at: Date
    /// What went wrong, as the command would have said it.
    package let message: String
  }

  /// Past this size the log keeps only its newer half.
  static let limit = 64 * 1024

  /// Notes a failure at `date`.
  package static func append(_ message: String, at date: Date, in location: StoreLocation) {
    let line =
      StateCoding.text(of: date) + "\t"
      + message.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
    let path = location.syncLog.path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    var text = line
    _ = text.withUTF8 { write(descriptor, $0.baseAddress, $0.count) }
    var info = stat()
    let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    close(descriptor)
    if size > limit, let data = FileManager.default.contents(atPath: path) {
      let kept = data.suffix(limit / 2)
      let start = kept.firstIndex(of: 0x0A).map { kept.index(after: $0) } ?? kept.startIndex
      try? AtomicFile.replace(location.syncLog, with: Data(kept[start...]))
    }
  }

  /// The failures noted, oldest first; none when there is no log. Lines that do not read are skipped.
  package static func entries(in location: StoreLocation) -> [Entry] {
    guard let data = FileManager.default.contents(atPath: location.syncLog.path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t", maxSplits: 1)
      guard parts.count == 2, let date = StateCoding.date(fromText: String(parts[0])) else { return nil }
      return Entry(at: date, message: String(parts[1]))
    }
  }

  /// The failures since the last sync that completed: those still standing.
  package static func standingFailures(in location: StoreLocation, since lastSync: Date?) -> [Entry] {
    entries(in: location).filter { entry in
      lastSync.map { UserState.compareTimes(entry.at, $0) != .orderedAscending } ?? true
    }
  }
}
