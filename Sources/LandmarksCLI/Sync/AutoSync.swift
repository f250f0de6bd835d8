import Foundation
import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts the sync that `config set sync auto` asks for after every change: detached, so the
/// command that made the change returns at once, and silent, its failures noted in `sync.log`.
public struct AutoSyncLauncher: Sendable {
  /// Starts `landmarks __sync` from `executable` in `environment`, without waiting for it.
  let start: @Sendable (_ executable: String, _ environment: [String: String]) -> Void

  /// A launcher that runs `start`.
  init(start: @escaping @Sendable (String, [String: String]) -> Void) {
    self.start = start
  }

  /// The real one: `/bin/sh` puts the sync in the background and ends at once, so no zombie is
  /// left with a long-lived caller (the explorer); the sync ignores hang-ups and Ctrl-C meant for
  /// the command, and holds none of its outputs, so a pipe reading the command ends with it.
  public static let live = AutoSyncLauncher { executable, environment in
    let script = "trap '' HUP INT QUIT; \"$0\" \(AutoSyncCommand.name) & exit 0"
    guard
      let pid = try? ExternalCommand.spawn(
        "/bin/sh", ["-c", script, executable], environment: environment, input: .nullDevice, output: .nullDevice,
        errors: .nullDevice)
    else { return }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  }

  /// One that starts nothing, for contexts that are not a real run (tests in-process).
  public static let unavailable = AutoSyncLauncher { _, _ in }
}

extension CommandContext {
  /// Starts an automatic sync when this data folder syncs and `sync` is `auto`; does nothing
  /// otherwise. Called once a command that changed something has printed its result.
  func startAutoSync() {
    guard settings.sync.value == .auto,
      FileManager.default.fileExists(atPath: store.location.syncFile.path),
      let executable = executablePath()
    else { return }
    autoSync.start(executable, environment)
  }
}

/// `landmarks __sync`: the automatic sync, started detached after a change. It prints nothing;
/// a failure is noted in `sync.log`, which `doctor` and `sync --status` show.
struct AutoSyncCommand: ParsableCommand {
  /// The hidden name; the router sends it here, and help never lists it.
  static let name = "__sync"

  static let configuration = CommandConfiguration(
    name: name,
    abstract: .syncBackgroundAbstract,
    examples: [.init(arguments: name, explanation: .syncBackgroundExample1)]
  )

  static var autoSync: AutoSyncTrigger { .never }

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    do {
      _ = try SyncEngine.sync(
        request: try context.syncRequest(), lockTimeout: SyncEngine.backgroundLockTimeout)
    } catch SyncError.notSetUp {
      // Sync was turned off since the change: nothing to do, nothing to note.
    } catch {
      // In English whatever the language: the log is data, and `--json` shows it the same everywhere.
      SyncLog.append(Localizer.english.describe(error), at: context.now(), in: context.store.location)
    }
    return MessageOutput(lines: [])
  }
}

/// Facts about the running process that a sync needs.
public enum ThisProcess {
  /// The absolute path of the running binary, symbolic links resolved; nil when unknown.
  @Sendable public static func executablePath() -> String? {
    #if canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
      defer { free(resolved) }
      return String(cString: resolved)
    #else
      var buffer = [CChar](repeating: 0, count: 4096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #endif
  }

  /// The machine's host name; "this machine" when the system gives none.
  @Sendable public static func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "this machine" }
    let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? "this machine" : name
  }
}

/// When a command starts an automatic sync (with `config set sync auto`).
enum AutoSyncTrigger: Sendable {
  /// When it saved a change to the store.
  case onSave
  /// Whenever it succeeds: it changes the imported sources, which the store does not hold.
  case always
  /// Never: the sync's own commands.
  case never
}
