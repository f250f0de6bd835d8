import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another copy of the store, to merge from: read once, never locked, never written.
///
/// The other copy may sit in a synced folder or a git checkout that another machine writes; taking
/// its lock or migrating it in place would be changes that copy's owner never asked for.
public struct MergeSource: Hashable, Sendable {
  /// The store file to read.
  public let stateFile: URL

  /// The store `path` names: a data folder (its `state.json`) or a store file of any name.
  public init(path: String) throws {
    let url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw MergeError.noStore(path: path)
    }
    if isFolder.boolValue {
      let file = StoreLocation(directory: url).stateFile
      guard FileManager.default.fileExists(atPath: file.path) else { throw MergeError.noStore(path: file.path) }
      stateFile = file
    } else {
      stateFile = url
    }
  }

  /// The other copy's state, migrated in memory if it is older; a newer or damaged one is refused.
  public func load() throws -> UserState {
    let path = stateFile.path
    guard let data = try StateStore.readStoreFile(atPath: path) else { throw MergeError.noStore(path: path) }
    return try StateCoding.decode(data, path: path)
  }
}

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
