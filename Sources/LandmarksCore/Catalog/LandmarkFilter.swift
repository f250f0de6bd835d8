/// The criteria `list` narrows the catalog by; they combine, and an empty filter keeps everything.
public struct LandmarkFilter: Hashable, Sendable {
  /// Only landmarks on this continent.
  public var continent: Continent?
  /// Only landmarks of this kind.
  public var kind: LandmarkKind?
  /// Only landmarks in this country (alpha-2 code).
  public var country: String?
  /// Only landmarks with these ids (a collection's members).
  public var ids: Set<Int>?

  /// Creates a filter.
  public init(
    continent: Continent? = nil, kind: LandmarkKind? = nil, country: String? = nil, ids: Set<Int>? = nil
  ) {
    self.continent = continent
    self.kind = kind
    self.country = country
    self.ids = ids
  }

  /// Whether `landmark` passes every criterion.
  public func matches(_ landmark: Landmark) -> Bool {
    if let continent, landmark.continent != continent { return false }
    if let kind, !landmark.kinds.contains(kind) { return false }
    if let country, landmark.country.caseInsensitiveCompare(country) != .orderedSame { return false }
    if let ids, !ids.contains(landmark.id) { return false }
    return true
  }
}
