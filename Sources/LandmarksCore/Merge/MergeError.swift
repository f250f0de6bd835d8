import Foundation

/// What can stop a merge before it starts; the user's own store is never touched by these.
public enum MergeError: Error, Equatable, Sendable {
  /// Nothing at `path`: no such file, or a folder without a store file in it (exit 66).
  case noStore(path: String)
}

extension MergeError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .noStore(let path):
      "There is no store at \(path). Give the data folder of the other copy (the folder holding its "
        + "state.json) or the state.json file itself. Nothing was changed."
    }
  }
}
