/// How an import treats its file: the source it fills, where unplaceable places go, and whether
/// invalid places refuse the file or are skipped.
public struct ImportOptions: Sendable, Hashable {
  /// The source's name (`--name`, else the file's base name).
  public var source: String
  /// The continent for places that nothing else places (`--continent`).
  public var fallbackContinent: Continent?
  /// Import the valid places and report the rest, instead of refusing the file.
  public var skipInvalid: Bool

  /// Creates options.
  public init(source: String, fallbackContinent: Continent? = nil, skipInvalid: Bool = false) {
    self.source = source
    self.fallbackContinent = fallbackContinent
    self.skipInvalid = skipInvalid
  }
}
