/// The landmark id and source that a file exported by this tool carries for each place.
///
/// Importing such a file keeps the id instead of hashing a new one, so an export re-imported into
/// the same store matches what is there, and imported into another store keeps its ids.
public struct ExportedIdentity: Sendable, Hashable {
  /// The landmark's id in the exporting store (1 ... 2^53-1).
  public let id: Int
  /// The source the landmark came from there; `nil` for the built-in catalog.
  public let source: String?

  /// Creates an identity.
  public init(id: Int, source: String?) {
    self.id = id
    self.source = source
  }
}
