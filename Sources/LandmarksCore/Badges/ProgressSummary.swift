import LandmarksModels

/// Activities done and badges earned, by continent and in total.
public struct ProgressSummary: Codable, Hashable, Sendable {
  /// One continent's figures (or the total's).
  public struct Row: Codable, Hashable, Sendable {
    /// The continent, or `nil` for the total.
    public let continent: Continent?
    /// Landmarks in the catalog there.
    public let landmarks: Int
    /// Landmarks with at least one activity done.
    public let landmarksStarted: Int
    /// Activities done.
    public let activitiesDone: Int
    /// Activities there are (four per landmark).
    public let activitiesTotal: Int
    /// Badges earned.
    public let badgesEarned: Int
    /// Badges there are.
    public let badgesTotal: Int
  }

  /// One row per continent, in the sample's order.
  public let continents: [Row]
  /// The figures over the whole catalog.
  public let total: Row

  /// Sums up `state` over `catalog`.
  public init(catalog: Catalog, state: UserState) throws {
    func row(_ continent: Continent?, _ landmarks: [Landmark]) -> Row {
      let done = landmarks.map { state.doneActivities(at: $0.id).count }
      let statuses = landmarks.compactMap { BadgeRules.status(of: $0, in: state) }
      return Row(
        continent: continent,
        landmarks: landmarks.count,
        landmarksStarted: done.filter { $0 > 0 }.count,
        activitiesDone: done.reduce(0, +),
        activitiesTotal: landmarks.count * Activity.allCases.count,
        badgesEarned: statuses.filter(\.isEarned).count,
        badgesTotal: statuses.count
      )
    }
    let landmarks = try catalog.landmarks
    continents = Continent.allCases.map { continent in
      row(continent, landmarks.filter { $0.continent == continent })
    }
    total = row(nil, landmarks)
  }
}
