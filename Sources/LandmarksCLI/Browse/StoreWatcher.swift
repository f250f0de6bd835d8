import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells the explorer when something in the data folder changed — another shell's `mark`, an
/// `undo` — through a descriptor `poll` watches: inotify on Linux, kqueue on macOS. Nothing polls.
///
/// A new user's data folder may not exist yet: the watcher then watches the nearest folder above
/// it that does, and moves down to the data folder once it appears.
final class StoreWatcher: @unchecked Sendable {
  /// The descriptor that becomes readable on a change.
  let descriptor: Int32
  private let directory: String
  private var watched: Int32 = -1
  private var watchedPath = ""

  /// Watches `directory`; `nil` when the system offers no way to.
  init?(directory: String) {
    self.directory = directory
    #if canImport(Glibc) || canImport(Musl)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    #else
      let fd = kqueue()
    #endif
    guard fd >= 0 else { return nil }
    descriptor = fd
    arm()
  }

  deinit {
    #if canImport(Darwin)
      if watched >= 0 { close(watched) }
    #endif
    close(descriptor)
  }

  /// Reads the pending events; returns whether there were any.
  func drain() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    #if canImport(Glibc) || canImport(Musl)
      var any = false
      while read(descriptor, &buffer, buffer.count) > 0 { any = true }
    #else
      var event = kevent()
      var timeout = timespec(tv_sec: 0, tv_nsec: 0)
      var any = false
      while kevent(descriptor, nil, 0, &event, 1, &timeout) > 0 { any = true }
    #endif
    // Until the data folder exists a change above it may be its creation: look again.
    if watchedPath != directory { arm() }
    return any
  }

  /// Watches the data folder, or the nearest existing folder above it.
  private func arm() {
    var path = directory
    while !FileManager.default.fileExists(atPath: path), path != "/" {
      path = (path as NSString).deletingLastPathComponent
      if path.isEmpty { path = "/" }
    }
    guard path != watchedPath else { return }
    #if canImport(Glibc) || canImport(Musl)
      if watched >= 0 { _ = inotify_rm_watch(descriptor, watched) }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
      watched = inotify_add_watch(descriptor, path, mask)
    #else
      if watched >= 0 { close(watched) }
      watched = open(path, O_EVTONLY)
      if watched >= 0 {
        var change = kevent(
          ident: UInt(watched), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
          fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_RENAME | NOTE_DELETE), data: 0, udata: nil)
        _ = kevent(descriptor, &change, 1, nil, 0, nil)
      }
    #endif
    watchedPath = path
  }
}
