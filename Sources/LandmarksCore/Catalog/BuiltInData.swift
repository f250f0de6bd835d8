import Foundation
import LandmarksJSON

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
      return try JSONValueDecoder.decode(type, from: JSONValue.parse(Array(text.utf8)))
    } catch {
      throw CatalogError.invalidData(source: resource, reason: String(describing: error))
    }
  }

  /// The index of the built-in catalog that the build made from `Catalog/*.json`.
  static func catalogIndex() throws -> CatalogIndex {
    do {
      return try CatalogIndex(embedded: embeddedCatalogIndex, name: "built-in catalog")
    } catch {
      throw CatalogError.invalidData(source: "catalog index", reason: error.localizedDescription)
    }
  }
}
