import Foundation
import LandmarksJSON

/// `sources.json`: the imported sources and what the user's history needs of removed ones.
///
/// Kept apart from the user's state so that the state's schema does not change with imports; the
/// switch from one version of a source to the next is the atomic replacement of this file.
public struct SourceRegistry: Codable, Sendable, Hashable {
  /// The format version this build writes and reads.
  public static let currentVersion = 1

  /// The format version of the file.
  public var version: Int
  /// The sources, in the order they were first imported.
  public var sources: [SourceEntry]
  /// Landmarks removed with their source (or from it by a re-import) that the user's marks,
  /// favorites or collections still name, so `show` and `progress` can say what they were.
  public var removedLandmarks: [RemovedLandmark]

  /// An empty registry.
  public init(sources: [SourceEntry] = [], removedLandmarks: [RemovedLandmark] = []) {
    version = Self.currentVersion
    self.sources = sources
    self.removedLandmarks = removedLandmarks
  }

  /// The entry named `name`.
  public func entry(named name: String) -> SourceEntry? {
    sources.first { $0.name == name }
  }

  /// Encodes the registry as people can read it, in the one JSON layout.
  func encoded() throws -> Data {
    Data(JSONWriter.document(try JSONTextEncoder.value(self)))
  }

  /// Decodes a registry; `path` names it in errors.
  static func decode(_ data: Data, path: String) throws -> SourceRegistry {
    let registry: SourceRegistry
    do {
      registry = try JSONValueDecoder.decode(SourceRegistry.self, from: JSONValue.parse([UInt8](data)))
    } catch let error as JSONError {
      throw SourceError.damagedRegistry(path: path, reason: error.description)
    }
    guard registry.version <= currentVersion else {
      throw SourceError.newerRegistry(path: path, found: registry.version, supported: currentVersion)
    }
    return registry
  }
}
