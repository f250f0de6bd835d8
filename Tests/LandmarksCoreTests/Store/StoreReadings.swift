import Foundation

@testable import LandmarksCore

/// The two ways a store file can be read, side by side: `StateCoding.decode`, the store's own
/// mapping, and Foundation's `JSONDecoder` over the models' `Decodable` conformances (how every
/// build read the store before), kept here as the oracle the mapping is held to.
enum StoreReadings {
  /// The path the messages name.
  static let path = "/store/state.json"

  /// What reading a file came to; messages are the store's own, so only the verdict is compared.
  enum Outcome: Equatable, CustomStringConvertible {
    /// The state it holds.
    case read(UserState)
    /// Refused as damaged.
    case damaged
    /// Refused as written by a newer build with schema `found`.
    case newer(found: Int)
    /// Any other error, which neither reading should throw.
    case failed(String)

    var description: String {
      switch self {
      case .read: "read"
      case .damaged: "damaged"
      case .newer(let found): "newer (\(found))"
      case .failed(let text): "failed: \(text)"
      }
    }
  }

  /// The file read as `landmarks` reads it.
  static func current(_ data: Data) -> Outcome {
    outcome { try StateCoding.decode(data, path: path) }
  }

  /// The message `landmarks` gives for the file, `nil` when it reads it.
  static func message(_ data: Data) -> String? {
    do {
      _ = try StateCoding.decode(data, path: path)
      return nil
    } catch {
      return (error as? StoreError)?.errorDescription ?? "\(error)"
    }
  }

  /// The one member read before the rest, so a newer schema is refused rather than misread.
  private struct Header: Decodable {
    let schemaVersion: Int?
  }

  /// The file read by Foundation's decoder, with the store's checks around it.
  static func foundation(_ data: Data) -> Outcome {
    outcome {
      if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
        throw StoreError.damaged(path: path, reason: "empty")
      }
      let version: Int?
      do {
        version = try JSONDecoder().decode(Header.self, from: data).schemaVersion
      } catch {
        throw StoreError.damaged(path: path, reason: "\(error)")
      }
      guard let version, version >= 1 else { throw StoreError.damaged(path: path, reason: "version") }
      guard version <= UserState.currentSchemaVersion else {
        throw StoreError.newerSchema(path: path, found: version, supported: UserState.currentSchemaVersion)
      }
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = StateCoding.date(fromText: text) else {
          throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a time: \(text)")
        }
        return date
      }
      let state: UserState
      do {
        state = try decoder.decode(UserState.self, from: data)
      } catch {
        throw StoreError.damaged(path: path, reason: "\(error)")
      }
      if let violation = state.invariantViolation() { throw StoreError.damaged(path: path, reason: violation) }
      return state
    }
  }

  private static func outcome(_ reading: () throws -> UserState) -> Outcome {
    do {
      return .read(try reading())
    } catch StoreError.damaged {
      return .damaged
    } catch StoreError.newerSchema(_, let found, _) {
      return .newer(found: found)
    } catch {
      return .failed("\(error)")
    }
  }
}
