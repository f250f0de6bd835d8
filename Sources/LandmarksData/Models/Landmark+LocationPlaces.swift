extension Landmark {
  /// The places of the location line a search matches: each comma-separated part, trimmed, then
  /// the whole line when it has more than one part ("Fushimi Ward", "Kyoto", "Japan", then
  /// "Fushimi Ward, Kyoto, Japan" for queries that span parts).
  public var locationPlaces: [String] {
    let parts = location.fields(separatedBy: 0x2C).filter { !$0.isEmpty }
    let trimmed = parts.map { $0.trimmingBlanks() }
    return parts.count > 1 ? trimmed + [location] : trimmed
  }
}
