import Foundation

extension Catalog {
  /// The catalog compiled into the binary from `Resources/Catalog/*.json`.
  public static func builtIn() throws -> Catalog {
    var landmarks: [Landmark] = []
    for path in BuiltInData.paths(under: "Catalog/") {
      landmarks += try BuiltInData.decode([Landmark].self, resource: path)
    }
    return try Catalog(landmarks: landmarks, countries: try CountryTable.builtIn())
  }
}
