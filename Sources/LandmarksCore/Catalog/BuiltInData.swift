import Foundation

/// Reads the resource files that the EmbedResources plugin compiled into the binary.
enum BuiltInData {
  /// The paths of the embedded files below `prefix`, sorted.
  static func paths(under prefix: String) -> [String] {
    embeddedResources.keys.filter { $0.hasPrefix(prefix) }.sorted()
  }

  /// Decodes one embedded JSON file.
  static func decode<T: Decodable>(_ type: T.Type, resource: String) throws -> T {
    guard let text = embeddedResources[resource] else {
      throw CatalogError.invalidData(source: resource, reason: "not compiled into this binary")
    }
    do {
      return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch {
      throw CatalogError.invalidData(source: resource, reason: String(describing: error))
    }
  }

  /// The index of the built-in catalog that the build made from `Catalog/*.json`.
  static func catalogIndex() throws -> CatalogIndex {
    guard let bytes = Data(base64Encoded: embeddedCatalogIndex, options: .ignoreUnknownCharacters) else {
      throw CatalogError.invalidData(source: "catalog index", reason: "it is not valid base64")
    }
    do {
      return try CatalogIndex(bytes: Array(bytes), name: "built-in catalog")
    } catch {
      throw CatalogError.invalidData(source: "catalog index", reason: error.localizedDescription)
    }
  }
}
