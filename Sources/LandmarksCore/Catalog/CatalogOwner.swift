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
