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

  static func decode(_ data: Data, path: String) throws -> UserState {
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw StoreError.damaged(path: path, reason: "the file is empty (a write may have been cut short)")
    }
    // Read the version first: a newer schema must be refused, not misread as damage.
    struct Header: Decodable { let schemaVersion: Int? }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw StoreError.damaged(path: path, reason: describe(error, fallback: "it is not valid JSON"))
    }
    guard let version = header.schemaVersion else {
      throw StoreError.damaged(path: path, reason: "it has no schemaVersion")
    }
    guard version <= UserState.currentSchemaVersion else {
      throw StoreError.newerSchema(path: path, found: version, supported: UserState.currentSchemaVersion)
    }
    guard version >= 1 else {
      throw StoreError.damaged(path: path, reason: "schemaVersion \(version) is not a version landmarks wrote")
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = (try? Self.preciseTime.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text)) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 time: \(text)")
      }
      return Self.snapped(date)
    }
    let state: UserState
    do {
      state = try decoder.decode(UserState.self, from: data)
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
