import Foundation

@testable import LandmarksCore

/// The two ways a store file is read, side by side: `StateCoding.decode` as it is now, and the way
/// every build read it before (an emptiness check, then Foundation's `JSONDecoder`).
enum StoreReadings {
  /// The path the messages name.
  static let path = "/store/state.json"

  /// What reading a file came to.
  enum Outcome: Equatable, CustomStringConvertible {
    /// The state it holds.
    case read(UserState)
    /// The store's refusal, message and all.
    case refused(StoreError)
    /// Any other error, which neither reading should throw.
    case failed(String)

    var description: String {
      switch self {
      case .read: "read"
      case .refused(let error): "refused: \(error.errorDescription ?? "\(error)")"
      case .failed(let text): "failed: \(text)"
      }
    }
  }

  /// The file read as `landmarks` reads it now.
  static func current(_ data: Data) -> Outcome {
    outcome { try StateCoding.decode(data, path: path) }
  }

  /// The file read the old way, with Foundation alone.
  static func foundation(_ data: Data) -> Outcome {
    outcome {
      if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
        throw StoreError.damaged(path: path, reason: "the file is empty (a write may have been cut short)")
      }
      return try StateCoding.decodeWithFoundation(data, path: path)
    }
  }

  /// Whether `JSONValueDecoder` read the file itself rather than handing it to Foundation: `nil`
  /// when handed over.
  static func own(_ data: Data) -> Outcome? {
    do {
      guard let state = try StateCoding.decodeWithoutFoundation(data, path: path) else { return nil }
      return .read(state)
    } catch let error as StoreError {
      return .refused(error)
    } catch {
      return .failed("\(error)")
    }
  }

  private static func outcome(_ reading: () throws -> UserState) -> Outcome {
    do {
      return .read(try reading())
    } catch let error as StoreError {
      return .refused(error)
    } catch {
      return .failed("\(error)")
    }
  }
}
