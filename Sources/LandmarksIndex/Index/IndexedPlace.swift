import LandmarksModels

/// One place as an index stores it: a landmark's facts with an open vocabulary of kinds and badge
/// looks, its source, and how important it is among places of the same name.
package struct IndexedPlace: Hashable, Sendable {
  /// The landmark's facts. Kinds, symbols and colours outside the closed enums are kept in the
  /// raw fields below, so imported data is never lost on the way through the index.
  package let landmark: Landmark
  /// Every kind, known to `LandmarkKind` or not, as folded kebab-case words.
  package let kindNames: [String]
  /// The source's name; empty for the built-in catalog.
  package let source: String
  /// Larger is more important (population, for places from GeoNames); ranks equal search hits.
  package let importance: Int

  /// Wraps a landmark; its kinds are taken from it unless `kindNames` is given.
  package init(landmark: Landmark, kindNames: [String]? = nil, source: String = "", importance: Int = 0) {
    self.landmark = landmark
    self.kindNames = kindNames ?? landmark.kinds.map(\.rawValue)
    self.source = source
    self.importance = importance
  }
}
