import Foundation
import LandmarksJSON

/// The merge git runs for the sync's JSON files (`landmarks merge-driver %O %A %B %P`): the two
/// sides joined as `merge` joins stores, so a merge never leaves conflict markers, whether the
/// sync or a person's own `git pull` in the checkout started it.
///
/// The common ancestor is not needed: every change in a store is dated, and the join of the two
/// sides already holds everything either made since.
package enum MergeDriver {
  /// The join of `current` and `other`, two versions of the file `path` (an export or a machine's
  /// record); an empty side (a file one side lacks) gives the other. Either side damaged or of a
  /// newer landmarks is refused, and git then reports the file as conflicted, untouched.
  package static func join(current: Data, other: Data, path: String) throws -> Data {
    let blank = { (data: Data) in data.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } }
    if blank(other) { return current }
    if blank(current) { return other }
    let ours = try parse(current, path: path, side: "this side")
    let theirs = try parse(other, path: path, side: "the other side")
    switch (ours, theirs) {
    case (.state(let mine), .state(let yours)):
      return try SyncFiles.exported(mine.merged(with: yours))
    case (.record(let mine), .record(let yours)):
      return mine.joined(with: yours).encoded()
    default:
      throw SyncError.damagedRemote(
        remote: "the merge", file: path, reason: "one side is a store and the other a machine's record")
    }
  }

  /// A side of the merge, by what it holds.
  private enum Side {
    case state(UserState)
    case record(MachineRecord)
  }

  private static func parse(_ data: Data, path: String, side: String) throws -> Side {
    let document: JSONValue
    do {
      document = try JSONValue.parse([UInt8](data))
    } catch let error as JSONError {
      throw SyncError.damagedRemote(remote: side, file: path, reason: "it is not valid JSON (\(error))")
    }
    if document[MachineRecord.formatKey] != nil {
      return .record(try MachineRecord.decode(document: document, file: path, remote: side))
    }
    return .state(try SyncFiles.state(document: document, file: path, remote: side))
  }
}
