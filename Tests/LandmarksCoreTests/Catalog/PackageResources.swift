import Foundation

/// The package's `Resources/` folder in the source tree. Tests read the files there: the build
/// embeds only what it makes of them (an index, edges, a table), not their text.
enum PackageResources {
  /// The folder, found from this file's place in the tree (`Tests/LandmarksCoreTests/Catalog/`).
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

  /// The file at `path` below the folder.
  static func url(_ path: String) -> URL {
    folder.appendingPathComponent(path)
  }

  /// The JSON files in the folder `path` below it, sorted by name, as the build reads them.
  static func jsonFiles(in path: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: url(path), includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }
}
