import Foundation
import LandmarksCore

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
  public let timeZone: TimeZone
  /// The current time.
  public let now: @Sendable () -> Date
  /// Reads one line a person typed; `nil` at end of input.
  public let readLine: @Sendable () -> String?
  /// A new unique identifier, for collections.
  public let makeIdentifier: @Sendable () -> String
  /// The catalog; loaded on first need.
  public let loadCatalog: @Sendable () throws -> Catalog
  /// How long a writer waits for the store's lock, in seconds.
  public let lockTimeout: Double

  /// Creates a context.
  public init(
    environment: [String: String],
    standardOutput: any OutputSink,
    standardError: any OutputSink,
    terminal: Terminal,
    homeDirectory: String,
    timeZone: TimeZone = .current,
    now: @escaping @Sendable () -> Date = { Date() },
    readLine: @escaping @Sendable () -> String? = { Swift.readLine() },
    makeIdentifier: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
    loadCatalog: @escaping @Sendable () throws -> Catalog = { try Catalog.builtIn() },
    lockTimeout: Double = 10
  ) {
    self.environment = environment
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.terminal = terminal
    self.homeDirectory = homeDirectory
    self.timeZone = timeZone
    self.now = now
    self.readLine = readLine
    self.makeIdentifier = makeIdentifier
    self.loadCatalog = loadCatalog
    self.lockTimeout = lockTimeout
  }

  /// The context of the running process.
  public static func live() -> CommandContext {
    let environment = ProcessInfo.processInfo.environment
    return CommandContext(
      environment: environment,
      standardOutput: FileDescriptorSink(descriptor: 1),
      standardError: FileDescriptorSink(descriptor: 2),
      terminal: .current(),
      // An empty HOME would put the store under the current folder: ask the system instead.
      homeDirectory: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    )
  }

  /// The user's store.
  public var store: StateStore {
    StateStore(
      location: StoreLocation(environment: environment, homeDirectory: homeDirectory),
      lockTimeout: lockTimeout)
  }
}
