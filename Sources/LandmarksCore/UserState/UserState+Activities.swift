import Foundation

extension UserState {
  /// Marks activities done at a landmark; returns those that were not done before.
  @discardableResult
  public mutating func mark(_ marked: [Activity], at landmarkID: Int, on date: Date) -> [Activity] {
    var records = activities[landmarkID] ?? [:]
    var changed: [Activity] = []
    for activity in Activity.allCases where marked.contains(activity) {
      let previous = records[activity]
      guard previous?.done != true else { continue }
      records[activity] = ActivityRecord(
        done: true, changedAt: date, firstCompletedAt: previous?.firstCompletedAt ?? date)
      changed.append(activity)
    }
    if !changed.isEmpty { activities[landmarkID] = records }
    return changed
  }

  /// Marks activities not done at a landmark; returns those that were done before.
  @discardableResult
  public mutating func unmark(_ unmarked: [Activity], at landmarkID: Int, on date: Date) -> [Activity] {
    guard var records = activities[landmarkID] else { return [] }
    var changed: [Activity] = []
    for activity in Activity.allCases where unmarked.contains(activity) {
      guard let previous = records[activity], previous.done else { continue }
      // The unmark is a dated change too; the first completion is kept for history.
      records[activity] = ActivityRecord(
        done: false, changedAt: date, firstCompletedAt: previous.firstCompletedAt)
      changed.append(activity)
    }
    activities[landmarkID] = records
    return changed
  }

  /// Shows or hides the badge stack; returns whether anything changed.
  @discardableResult
  public mutating func setBadgeStackShown(_ shown: Bool, on date: Date) -> Bool {
    guard badgeStack.value != shown else { return false }
    badgeStack = Stamped(shown, changedAt: date)
    return true
  }
}

extension UserState {
  /// How many activities are done, over all landmarks.
  public var doneActivityCount: Int {
    activities.values.reduce(0) { $0 + $1.values.filter(\.done).count }
  }

  /// How many landmarks have at least one activity done.
  public var startedLandmarkCount: Int {
    activities.values.filter { $0.values.contains(where: \.done) }.count
  }
}
