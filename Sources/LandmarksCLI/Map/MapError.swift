import Foundation

/// What can go wrong writing a map to a file.
public enum MapError: Error, Equatable, Sendable {
  /// The file exists and `--force` was not given (exit 73).
  case fileExists(path: String)
  /// The file could not be written (exit 73).
  case cannotWrite(path: String, reason: String)
}

extension MapError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .fileExists(let path):
      "'\(path)' already exists. Add --force to replace it, or choose another file."
    case .cannotWrite(let path, let reason):
      "Cannot write '\(path)': \(reason). Check the folder exists and is writable."
    }
  }
}
