import Foundation
import LandmarksCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command may touch outside itself, injected so commands run the same in-process.
///
/// Commands never print, read the clock or the environment directly: they go through this.
public struct CommandContext: Sendable {
  /// The environment variables.
  public let environment: [String: String]
  /// Where results go.
  public let standardOutput: any OutputSink
  /// Where errors and notes go.
  public let standardError: any OutputSink
  /// The terminal the process runs in, if any.
  public let terminal: Terminal
  /// The user's home folder, for the default data folder.
  public let homeDirectory: String
  /// The time zone times are shown in.
  public var timeZone: TimeZone { localZone.timeZone }
  /// The zone times are shown in, asked only by commands that show a time: finding the system's
  /// zone reads files at start-up cost that most runs never need.
  let localZone: LocalZone
  /// The current time.
  public let now: @Sendable () -> Date
  /// Seconds on a clock that only goes forward, for animations and timeouts.
  public let uptime: @Sendable () -> Double
  /// Reads one line a person typed; `nil` at end of input.
  public let readLine: @Sendable () -> String?
  /// A new unique identifier, for collections.
  public let makeIdentifier: @Sendable () -> String
  /// The catalog: the built-in landmarks and every imported source; loaded on first need. A run
  /// puts the `featured` setting in force here.
  public internal(set) var loadCatalog: @Sendable () throws -> Catalog
  /// How long a writer waits for the store's lock, in seconds.
  public let lockTimeout: Double
  /// Counts the changes the store saved, so an output failure afterwards can say they were kept.
  public let saves: SaveRecorder
  /// Writes to the controlling terminal past pipes and pagers, for `share --copy`.
  public let terminalWriter: TerminalWriter
  /// Starts a pager for text longer than the screen.
  public let pagerLauncher: PagerLauncher
  /// Starts an automatic sync in a detached process, after a change when `config set sync auto`.
  public let autoSync: AutoSyncLauncher
  /// The absolute path of the running landmarks binary, which a git checkout runs as its merge
  /// driver; nil when the system cannot say.
  public let executablePath: @Sendable () -> String?
  /// This machine's host name, shown to the other machines a sync reaches.
  public let hostName: @Sendable () -> String
  /// The settings in force: defaults until `LandmarksApp.run` resolves them for its command line.
  var settings = Settings.defaults
  /// How the store flushes its folder: the system's `fsync`, or in tests one that fails.
  var folderSync = FolderSync.system

  /// Creates a context.
  public init(
    environment: [String: String],
    standardOutput: any OutputSink,
    standardError: any OutputSink,
    terminal: Terminal,
    homeDirectory: String,
    timeZone: TimeZone? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    uptime: @escaping @Sendable () -> Double = CommandContext.monotonicSeconds,
    readLine: @escaping @Sendable () -> String? = { Swift.readLine() },
    makeIdentifier: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
    loadCatalog: (@Sendable () throws -> Catalog)? = nil,
    lockTimeout: Double = CommandContext.defaultLockTimeout,
    terminalWriter: TerminalWriter = .unavailable,
    pagerLauncher: PagerLauncher = .unavailable,
    autoSync: AutoSyncLauncher = .unavailable,
    executablePath: @escaping @Sendable () -> String? = ThisProcess.executablePath,
    hostName: @escaping @Sendable () -> String = ThisProcess.hostName
  ) {
    self.environment = environment
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.terminal = terminal
    self.homeDirectory = homeDirectory
    localZone = timeZone.map(LocalZone.init) ?? .system
    self.now = now
    self.uptime = uptime
    self.readLine = readLine
    self.makeIdentifier = makeIdentifier
    // By default the sources registered in the data folder join the built-in catalog.
    let location = StoreLocation(environment: environment, homeDirectory: homeDirectory)
    self.loadCatalog =
      loadCatalog ?? {
        try SourceLibrary(store: StateStore(location: location)).catalog(builtIn: try Catalog.builtIn())
      }
    self.lockTimeout = lockTimeout
    self.saves = SaveRecorder()
    self.terminalWriter = terminalWriter
    self.pagerLauncher = pagerLauncher
    self.autoSync = autoSync
    self.executablePath = executablePath
    self.hostName = hostName
  }

  /// Seconds of the system's monotonic clock.
  @Sendable public static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The lock wait when `LANDMARKS_LOCK_TIMEOUT` is unset or not a usable value.
  public static let defaultLockTimeout: Double = 10

  /// `LANDMARKS_LOCK_TIMEOUT` in seconds when it is a plain decimal above zero ("0.5", "30"),
  /// else the default: a typo must not turn the wait off or make it endless.
  static func lockTimeout(from environment: [String: String]) -> Double {
    guard let text = environment["LANDMARKS_LOCK_TIMEOUT"]?.trimmingBlanks(),
      !text.isEmpty, text.filter({ $0 == "." }).count <= 1,
      text.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }),
      let seconds = Double(text), seconds.isFinite, seconds > 0
    else { return defaultLockTimeout }
    return seconds
  }

  /// The line shown once a write has waited a second for another process's lock.
  static func lockWaitNotice(_ holder: LockHolder?, in words: Localizer = .english) -> String {
    guard let holder, holder.isRunning else { return words(.lockWaiting) + "\n" }
    return words(.lockWaitingPid, Int(holder.pid)) + "\n"
  }

  /// The process's environment variables, read from `environ`: Foundation's `ProcessInfo` sets
  /// itself up and locks for the same walk, a cost paid at the start of every command.
  static func processEnvironment() -> [String: String] {
    #if canImport(Glibc) || canImport(Musl)
      return environment(from: environ)
    #else
      return ProcessInfo.processInfo.environment
    #endif
  }

  /// The variables of an `environ`-style list: "NAME=value" entries up to a null pointer.
  static func environment(from list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
    var variables: [String: String] = [:]
    var entry = list
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      // The first "=" ends the name; a value may hold more of them. An entry without one is
      // no variable (POSIX leaves it to the program), as Foundation also skips it.
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return variables
  }

  /// The context of the running process.
  public static func live() -> CommandContext {
    // Before anything opens a file: a closed standard stream must not lend its number to one.
    _ = FileDescriptorSink.reserveIfClosed(STDIN_FILENO)
    let output = FileDescriptorSink.standard(STDOUT_FILENO)
    let errors = FileDescriptorSink.standard(STDERR_FILENO)
    let environment = processEnvironment()
    return CommandContext(
      environment: environment,
      standardOutput: output,
      standardError: errors,
      terminal: .current(),
      // An empty HOME would put the store under the current folder: ask the system instead.
      homeDirectory: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(),
      lockTimeout: lockTimeout(from: environment),
      terminalWriter: .live,
      pagerLauncher: .live,
      autoSync: .live
    )
  }

  /// The language of the interface, with its numbers and dates, as the settings chose it.
  var localizer: Localizer { Localizer(settings: settings) }

  /// `key`'s text in the run's language, filled with `arguments`.
  func tr(_ key: L10nKey, _ arguments: any LocalizedArgument...) -> String {
    localizer.format(key, arguments.map(\.localizedValue))
  }

  /// Where the config file is.
  var configLocation: ConfigLocation {
    ConfigLocation(environment: environment, homeDirectory: homeDirectory)
  }

  /// The user's store.
  ///
  /// A wait for the lock is announced only on a terminal: a script's stderr gets the outcome.
  public var store: StateStore {
    let errors = standardError
    let saves = saves
    var notice: (@Sendable (LockHolder?) -> Void)?
    if terminal.errorIsTerminal {
      let unicode = OutputStyle.allowsUnicode(environment)
      let words = localizer
      notice = { holder in
        let text = Self.lockWaitNotice(holder, in: words)
        try? errors.write(unicode ? text : ASCIIFallback.apply(text))
      }
    }
    var store = StateStore(
      location: StoreLocation(environment: environment, homeDirectory: homeDirectory),
      lockTimeout: lockTimeout, onLockWait: notice, onCommit: { saves.recordSave() })
    store.folderSync = folderSync
    return store
  }
}

extension CommandContext {
  /// The user's state, read without writing anything.
  func loadState() throws -> UserState {
    try store.load()
  }
}

/// Counts the changes the store has saved during a run, so a failure to print afterwards can say
/// that the change itself was kept (a script must not retry a `collections create` that worked).
public final class SaveRecorder: Sendable {
  private let saved = Locked(0)

  /// A recorder that has seen no save.
  public init() {}

  /// Notes one saved change; the store calls this after the new file is in place.
  public func recordSave() {
    saved.withLock { $0 += 1 }
  }

  /// How many changes were saved so far; compare before and after a run, as the context may
  /// serve several runs in tests.
  public var count: Int {
    saved.withLock { $0 }
  }
}
