import Foundation

/// What can go wrong reading or writing the config file; none of these ever overwrites it.
public enum ConfigError: Error, Equatable, Sendable {
  /// The file exists but is not a config this build can read.
  case damaged(path: String, reason: String)
  /// The file, or something in its place, cannot be read.
  case unreadable(path: String, reason: String)
  /// The config folder or the file cannot be created.
  case cannotCreate(path: String, reason: String)
  /// Replacing the file failed (disk full, read-only file system, …).
  case cannotWrite(path: String, reason: String)
}

extension ConfigError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .damaged(let path, let reason):
      "The config file \(path) is damaged: \(reason). It was left as it is; fix it, or remove it to start "
        + "from the defaults."
    case .unreadable(let path, let reason):
      "Cannot read the config file \(path): \(reason). Check its permissions, or set LANDMARKS_CONFIG to "
        + "another file."
    case .cannotCreate(let path, let reason):
      "Cannot create \(path): \(reason). Check the folder's permissions, or set LANDMARKS_CONFIG to another file."
    case .cannotWrite(let path, let reason):
      "Cannot write the config file \(path): \(reason). Nothing was changed."
    }
  }
}
