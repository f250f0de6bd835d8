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
    // O_NONBLOCK: a FIFO named on the command line must not hang the read.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let failure = errno
      if failure == ENOENT { throw MergeError.noStore(path: path) }
      throw StoreError.unreadable(path: path, reason: String(cString: strerror(failure)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw StoreError.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw StoreError.notAStoreFile(path: path, found: "not a regular file")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw StoreError.unreadable(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return try StateCoding.decode(data, path: path)
  }
}
