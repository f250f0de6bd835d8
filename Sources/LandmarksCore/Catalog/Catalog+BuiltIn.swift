import Foundation

extension Catalog {
  /// The catalog compiled into the binary: read from the index the build made of
  /// `Resources/Catalog/*.json`, so no run decodes the JSON.
  public static func builtIn() throws -> Catalog {
    let index = try BuiltInData.catalogIndex()
    let landmarks: [Landmark]
    let folded: [[String]]
    do {
      landmarks = try (0..<index.count).map { try index.place(at: $0).landmark }
      folded = try (0..<index.count).map { try index.foldedNames(at: $0) }
    } catch {
      throw CatalogError.invalidData(source: "catalog index", reason: error.localizedDescription)
    }
    return try Catalog(landmarks: landmarks, foldedNames: folded, countries: try CountryTable.builtIn())
  }
}
