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

/// One imported source in the registry: where it came from and the folder that holds it.
public struct SourceEntry: Codable, Sendable, Hashable {
  /// The source's name (`--name`).
  public var name: String
  /// The file it was read from, as given (`-` for standard input).
  public var file: String
  /// The format it was read as.
  public var format: String
  /// How many landmarks it holds.
  public var count: Int
  /// When it was imported.
  public var importedAt: Date
  /// The folder under `sources/` holding its index and the copy of the file.
  public var folder: String
  /// The `--continent` fallback it was imported with, as a code; needed to rebuild its index.
  public var continent: String?
  /// Whether invalid places were skipped; needed to rebuild its index.
  public var skipInvalid: Bool

  /// Creates an entry.
  public init(
    name: String, file: String, format: String, count: Int, importedAt: Date, folder: String,
    continent: String? = nil, skipInvalid: Bool = false
  ) {
    self.name = name
    self.file = file
    self.format = format
    self.count = count
    self.importedAt = importedAt
    self.folder = folder
    self.continent = continent
    self.skipInvalid = skipInvalid
  }
}

/// A landmark whose source was removed (or no longer holds it), remembered so the user's history
/// of it still reads as something: "a landmark from the removed source trips".
public struct RemovedLandmark: Codable, Sendable, Hashable {
  /// Its id, which the user's marks, favorites and collections still hold.
  public let id: Int
  /// Its name when it was removed.
  public let name: String
  /// The source it came from.
  public let source: String

  /// Creates a record.
  public init(id: Int, name: String, source: String) {
    self.id = id
    self.name = name
    self.source = source
  }
}
