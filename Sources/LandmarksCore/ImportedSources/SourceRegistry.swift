import Foundation

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

  /// Encodes the registry as people can read it.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// Decodes a registry; `path` names it in errors.
  static func decode(_ data: Data, path: String) throws -> SourceRegistry {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let registry: SourceRegistry
    do {
      registry = try decoder.decode(SourceRegistry.self, from: data)
    } catch {
      throw SourceError.damagedRegistry(path: path, reason: String(describing: error))
    }
    guard registry.version <= currentVersion else {
      throw SourceError.newerRegistry(path: path, found: registry.version, supported: currentVersion)
    }
    return registry
  }
}
