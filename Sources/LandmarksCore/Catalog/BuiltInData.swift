import Foundation

/// Reads what the EmbedResources plugin made of the resource files and compiled into the binary.
enum BuiltInData {
  /// The index of the built-in catalog that the build made from `Catalog/*.json`.
  static func catalogIndex() throws -> CatalogIndex {
    do {
      return try CatalogIndex(embedded: embeddedCatalogIndex, name: "built-in catalog")
    } catch {
      throw CatalogError.invalidData(source: "catalog index", reason: error.localizedDescription)
    }
  }
}
