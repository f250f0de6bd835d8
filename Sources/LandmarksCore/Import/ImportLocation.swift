/// Where in an import file a problem was found, for messages people can act on.
public struct ImportLocation: Sendable, Hashable, CustomStringConvertible {
  /// The 1-based index of the GeoJSON feature, when the file has features.
  public let feature: Int?
  /// The 1-based line the record starts on (or where a structural fault was found).
  public let line: Int

  /// Creates a location.
  public init(feature: Int? = nil, line: Int) {
    self.feature = feature
    self.line = line
  }

  /// "feature 12 (line 40)" or "line 40".
  public var description: String {
    if let feature { return "feature \(feature) (line \(line))" }
    return "line \(line)"
  }
}
