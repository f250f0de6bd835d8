import Foundation

/// Where the config file lives.
public struct ConfigLocation: Hashable, Sendable {
  /// The config file.
  public let file: URL

  /// `$LANDMARKS_CONFIG` (a file), else `$XDG_CONFIG_HOME/landmarks/config.json`, else
  /// `~/.config/landmarks/config.json`.
  public init(environment: [String: String], homeDirectory: String) {
    if let path = environment["LANDMARKS_CONFIG"], !path.isEmpty {
      file = URL(fileURLWithPath: path)
    } else if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      // The XDG spec says relative paths are invalid and must be ignored.
      file = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("landmarks/config.json")
    } else {
      file = URL(fileURLWithPath: homeDirectory, isDirectory: true)
        .appendingPathComponent(".config/landmarks/config.json")
    }
  }
}
