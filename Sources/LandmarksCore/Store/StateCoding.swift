import Foundation

/// The store's file format: pretty JSON with sorted keys and ISO 8601 times, so diffs read well.
enum StateCoding {
  /// ISO 8601 in UTC with milliseconds: a later merge orders changes by these times, and whole
  /// seconds would tie a mark and an unmark made in the same second.
  static let preciseTime = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  static func encode(_ state: UserState) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Self.text(of: date))
    }
    var data = try encoder.encode(state)
    data.append(0x0A)
    return data
  }

  /// Reads a store file, refusing one that is empty, damaged, of a newer schema, or whose content
  /// breaks an invariant; a damaged file's message names where in it the damage is.
  ///
  /// Read with `JSONValueDecoder` over the project's JSON scanner: with Foundation's `JSONDecoder`
  /// a one-landmark store took every command 6.5 million instructions to read, 4.1 million now
  /// (most of the rest is the runtime looking up conformances for the generic types the models'
  /// synthesized `init(from:)` names, whatever the decoder). A file that decoder will not vouch for
  /// reading exactly as Foundation would (see `JSONValueDecoder.document(from:)`) is read by
  /// Foundation, as before.
  static func decode(_ data: Data, path: String) throws -> UserState {
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw StoreError.damaged(path: path, reason: "the file is empty (a write may have been cut short)")
    }
    if let state = try decodeWithoutFoundation(data, path: path) { return state }
    return try decodeWithFoundation(data, path: path)
  }

  /// Reads a non-empty store file with `JSONValueDecoder`; `nil` when the file must go to
  /// Foundation instead (see `UnsureReading`).
  static func decodeWithoutFoundation(_ data: Data, path: String) throws -> UserState? {
    guard let document = JSONValueDecoder.document(from: data) else { return nil }
    do {
      return try read(
        path: path, version: { try schemaVersion(in: document) },
        state: { try JSONValueDecoder.decode(UserState.self, from: document) })
    } catch is UnsureReading {
      return nil
    }
  }

  /// The file's `schemaVersion`, `nil` when missing or null, read as a struct with one optional
  /// `Int` would read it, without building a keyed container for one member.
  private static func schemaVersion(in document: JSONValue) throws -> Int? {
    let key = JSONValueKey(stringValue: "schemaVersion")
    let members = try JSONValueDecoder.members(of: document, at: .root)
    guard let value = members.first(where: { $0.key == key.stringValue })?.value else { return nil }
    if case .null = value { return nil }
    return try JSONValueDecoder.integer(value, as: Int.self, at: .root, key)
  }

  /// Checks the version `readVersion` finds, then the state `readState` reads: a newer schema is
  /// refused before the rest is read, so it is never misread as damage.
  static func read(path: String, version readVersion: () throws -> Int?, state readState: () throws -> UserState)
    throws -> UserState
  {
    let found: Int?
    do {
      found = try readVersion()
    } catch let unsure as UnsureReading {
      throw unsure
    } catch {
      throw StoreError.damaged(path: path, reason: describe(error, fallback: "it is not valid JSON"))
    }
    guard let version = found else {
      throw StoreError.damaged(path: path, reason: "it has no schemaVersion")
    }
    guard version <= UserState.currentSchemaVersion else {
      throw StoreError.newerSchema(path: path, found: version, supported: UserState.currentSchemaVersion)
    }
    guard version >= 1 else {
      throw StoreError.damaged(path: path, reason: "schemaVersion \(version) is not a version landmarks wrote")
    }
    let state: UserState
    do {
      state = try readState()
    } catch let unsure as UnsureReading {
      throw unsure
    } catch {
      throw StoreError.damaged(path: path, reason: describe(error, fallback: "it does not have the shape of a store"))
    }
    if let violation = state.invariantViolation() {
      throw StoreError.damaged(path: path, reason: violation)
    }
    return state
  }

  /// A one-line account of a decoding failure, naming where in the file it happened.
  private static func describe(_ error: any Error, fallback: String) -> String {
    guard let decoding = error as? DecodingError else { return fallback }
    func at(_ path: [any CodingKey]) -> String {
      let keys = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
    }
    switch decoding {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "\(fallback) (truncated or not JSON)" : "a bad value\(at(context.codingPath))"
    case .keyNotFound(let key, let context):
      return "\(key.stringValue) is missing\(at(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "a value of the wrong type\(at(context.codingPath))"
    @unknown default:
      return fallback
    }
  }
}
