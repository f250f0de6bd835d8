import Foundation

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
