import Foundation

/// The store read by Foundation's `JSONDecoder`, as every build did before `JSONValueDecoder`.
///
/// Kept for the files that decoder hands over (JSON our scanner refuses or reads otherwise, numbers
/// it will not guess at): those are damaged or hand-edited, and keep exactly the verdict and the
/// message they always had. The tests also decode with it to check the two readings agree.
extension StateCoding {
  /// The one member read before the rest, so a newer schema is refused rather than misread.
  struct Header: Decodable {
    /// The file's schema, `nil` when it has none.
    let schemaVersion: Int?
  }

  /// Reads a non-empty store file with Foundation's `JSONDecoder`.
  static func decodeWithFoundation(_ data: Data, path: String) throws -> UserState {
    try read(
      path: path, version: { try JSONDecoder().decode(Header.self, from: data).schemaVersion },
      state: { try foundationDecoder().decode(UserState.self, from: data) })
  }

  /// Foundation's decoder reading times the store's way.
  static func foundationDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = Self.date(fromText: text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 time: \(text)")
      }
      return date
    }
    return decoder
  }
}
