import Foundation
import LandmarksJSON

/// The store's file format: pretty JSON with sorted keys and ISO 8601 times, so diffs read well,
/// mapped to and from `UserState` by hand through the one JSON module.
///
/// By hand rather than through `Codable`: a decoder makes the runtime look up conformances for
/// every generic type the models' synthesized `init(from:)` names, which was most of what reading a
/// small store cost each command; and a damaged file's message can name the place in it.
enum StateCoding {
  /// ISO 8601 in UTC with milliseconds: a later merge orders changes by these times, and whole
  /// seconds would tie a mark and an unmark made in the same second.
  static let preciseTime = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// The file's bytes for `state`, ending in a line break.
  static func encode(_ state: UserState) throws -> Data {
    Data(JSONWriter.document(value(of: state)))
  }

  /// Reads a store file, refusing one that is empty, damaged, of a newer schema, or whose content
  /// breaks an invariant; a damaged file's message names where in it the damage is.
  static func decode(_ data: Data, path: String) throws -> UserState {
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw StoreError.damaged(path: path, reason: "the file is empty (a write may have been cut short)")
    }
    let document: JSONValue
    do {
      document = try JSONValue.parse([UInt8](data))
    } catch let error as JSONError {
      throw StoreError.damaged(path: path, reason: "it is not valid JSON (\(error))")
    }
    let state: UserState
    do {
      let root = try JSONObjectReader(document, at: .root)
      // The version first: a newer schema is refused before the rest is read, never called damage.
      guard let version = try root.optionalInteger("schemaVersion") else {
        throw StoreError.damaged(path: path, reason: "it has no schemaVersion")
      }
      guard version <= UserState.currentSchemaVersion else {
        throw StoreError.newerSchema(path: path, found: version, supported: UserState.currentSchemaVersion)
      }
      guard version >= 1 else {
        throw StoreError.damaged(path: path, reason: "schemaVersion \(version) is not a version landmarks wrote")
      }
      state = try userState(root, version: version)
    } catch let error as JSONError {
      throw StoreError.damaged(path: path, reason: "it does not have the shape of a store: \(error)")
    }
    if let violation = state.invariantViolation() {
      throw StoreError.damaged(path: path, reason: violation)
    }
    return state
  }
}
