import Foundation

/// Where the user's state lives on disk.
public struct StoreLocation: Hashable, Sendable {
  /// The data folder.
  public let directory: URL
  /// Which setting chose the folder.
  public let origin: StoreOrigin

  /// Uses `directory` as the data folder.
  public init(directory: URL) {
    self.directory = directory
    origin = .given
  }

  /// `$LANDMARKS_HOME`, else `$XDG_DATA_HOME/landmarks`, else `~/.local/share/landmarks`.
  public init(environment: [String: String], homeDirectory: String) {
    if let home = environment["LANDMARKS_HOME"], !home.isEmpty {
      directory = URL(fileURLWithPath: home, isDirectory: true)
      origin = .landmarksHome
    } else if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      // The XDG spec says relative paths are invalid and must be ignored.
      directory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("landmarks")
      origin = .xdgDataHome
    } else {
      directory = URL(fileURLWithPath: homeDirectory, isDirectory: true)
        .appendingPathComponent(".local/share/landmarks")
      origin = .home
    }
  }

  /// The JSON file holding the state.
  public var stateFile: URL { directory.appendingPathComponent("state.json") }

  /// The file that writers lock; separate, because the state file is replaced on every write.
  public var lockFile: URL { directory.appendingPathComponent("state.lock") }

  /// The folder of backups, one copy of the state before each change.
  public var backupsFolder: URL { directory.appendingPathComponent("backups", isDirectory: true) }

  /// The registry of imported sources, replaced atomically on every import and removal.
  public var sourcesFile: URL { directory.appendingPathComponent("sources.json") }

  /// The folder holding one folder per imported source (its index and a copy of what was read).
  public var sourcesFolder: URL { directory.appendingPathComponent("sources", isDirectory: true) }
}

/// Which setting chose the data folder, so `doctor` can say why the data lives where it does.
public enum StoreOrigin: String, Hashable, Sendable {
  /// `$LANDMARKS_HOME` was set.
  case landmarksHome = "LANDMARKS_HOME"
  /// `$XDG_DATA_HOME` was set (to an absolute path) and `$LANDMARKS_HOME` was not.
  case xdgDataHome = "XDG_DATA_HOME"
  /// Neither was set: the folder is under the home folder.
  case home = "HOME"
  /// The folder was given directly, by a caller rather than the environment.
  case given
}
