import LandmarksIndex
import LandmarksModels

/// One catalog as `Catalog` reads it: the built-in catalog or one imported source, its name and
/// its mapped index.
public struct CatalogSource: Sendable {
  /// The source's name; `LandmarkFilter.builtInSource` for the built-in catalog.
  public let name: String
  /// Its landmarks, in display order.
  package let index: CatalogIndex
  /// Whether this is the catalog compiled into the binary.
  public let isBuiltIn: Bool
  /// The command that rebuilds a damaged index, named when a run cannot read it.
  public let rebuildCommand: String

  /// Creates an imported source; `rebuildCommand` is what a damaged index tells people to run.
  package init(name: String, index: CatalogIndex, rebuildCommand: String? = nil) {
    self.name = name
    self.index = index
    isBuiltIn = false
    self.rebuildCommand = rebuildCommand ?? "landmarks sources remove \(name), then import it again"
  }

  /// The built-in catalog's entry: source zero of every catalog.
  init(builtIn index: CatalogIndex) {
    name = LandmarkFilter.builtInSource
    self.index = index
    isBuiltIn = true
    rebuildCommand = ""
  }

  /// Who owns this catalog's ids.
  var owner: CatalogOwner { isBuiltIn ? .builtIn : .source(name) }

  /// Every id the source holds, in display order.
  func ids() throws -> [Int] {
    try (0..<index.count).map { try index.id(at: $0) }
  }

  /// The landmark at a display position.
  func landmark(at position: Int) throws -> Landmark {
    try index.place(at: position).landmark
  }
}

/// Who a landmark id belongs to: the built-in catalog or an imported source.
public enum CatalogOwner: Sendable, Hashable {
  /// The catalog compiled into the binary.
  case builtIn
  /// The imported source of this name.
  case source(String)

  /// The source's name; `nil` for the built-in catalog.
  public var sourceName: String? {
    if case .source(let name) = self { return name }
    return nil
  }
}
