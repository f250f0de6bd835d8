/// The bounds that keep a hostile or broken file from exhausting memory or the stack.
public enum ImportLimits {
  /// The longest name taken, in characters; longer names are invalid.
  public static let nameCharacters = 1_000
  /// The largest single string, CSV field or GeoNames line, in bytes: past it the file is refused
  /// (an unclosed quote would otherwise swallow a whole 1.6 GB dump into one field).
  public static let fieldBytes = 1 << 20
  /// The deepest JSON nesting accepted; a FeatureCollection needs five levels.
  public static let jsonDepth = 64
  /// The largest single GeoJSON feature, in bytes.
  public static let featureBytes = 16 << 20
  /// The longest number literal, in bytes.
  public static let numberBytes = 64
  /// The most alternate names kept for one place.
  public static let alternateNames = 1_000
}
