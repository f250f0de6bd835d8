extension Catalog {
  /// The same catalog with another landmark on top, as the `featured` setting asks; the
  /// catalog's own choice stays when `id` is not one of its landmarks.
  public func featuring(_ id: Int) throws -> Catalog {
    guard try owner(ofID: id) != nil else { return self }
    var copy = self
    copy.featuredID = id
    return copy
  }
}
