import Foundation

extension Catalog {
  /// The catalog compiled into the binary: the index the build made of `Resources/Catalog/*.json`,
  /// read like a source's, so no run decodes the JSON or more records than it shows.
  public static func builtIn() throws -> Catalog {
    Catalog(index: try BuiltInData.catalogIndex(), countries: try CountryTable.builtIn(), placesFoldedByBuild: true)
  }
}
