import Foundation
import LandmarksModels

/// The badge-award rules: pure functions of the catalog and the user's state.
public enum BadgeRules {
  /// A landmark with a badge awards it once every activity is done there.
  public static func status(of landmark: Landmark, in state: UserState) -> BadgeStatus? {
    guard let badge = landmark.badge else { return nil }
    let done = state.doneActivities(at: landmark.id)
    let earnedAt: Date?
    if done.count == Activity.allCases.count {
      earnedAt = done.compactMap { state.record(of: $0, at: landmark.id)?.changedAt }.max()
    } else {
      earnedAt = nil
    }
    return BadgeStatus(landmark: landmark, badge: badge, done: done, earnedAt: earnedAt)
  }

  /// Every badge in the catalog with the person's progress, in catalog order.
  public static func statuses(in catalog: Catalog, state: UserState) throws -> [BadgeStatus] {
    try catalog.landmarksWithBadges().compactMap { status(of: $0, in: state) }
  }

  /// The badges earned, in catalog order.
  public static func earned(in catalog: Catalog, state: UserState) throws -> [BadgeStatus] {
    // Only a landmark with a record of every activity can have earned its badge: those few are
    // looked up by id, so showing the badge stack does not decode the whole catalog.
    let candidates = state.activities.filter { $0.value.count >= Activity.allCases.count }.keys
    return try catalog.landmarksWithBadges(among: candidates).compactMap { status(of: $0, in: state) }.filter(
      \.isEarned)
  }

  /// The badges earned in `after` that were not in `before`: what a change just awarded.
  public static func newlyEarned(in catalog: Catalog, before: UserState, after: UserState) throws -> [BadgeStatus] {
    let earlier = Set(try earned(in: catalog, state: before).map(\.badge.id))
    return try earned(in: catalog, state: after).filter { !earlier.contains($0.badge.id) }
  }

  /// The badges earned in `before` that `after` no longer has: what a change took back.
  public static func lost(in catalog: Catalog, before: UserState, after: UserState) throws -> [BadgeStatus] {
    try newlyEarned(in: catalog, before: after, after: before)
  }
}

/// Where a person stands with one landmark's badge.
public struct BadgeStatus: Hashable, Sendable {
  /// The landmark awarding the badge.
  public let landmark: Landmark
  /// The landmark's badge, whether or not it is earned yet.
  public let badge: Badge
  /// The activities done there, in canonical order.
  public let done: [Activity]
  /// When the last of the four was done, if all four are.
  public let earnedAt: Date?

  /// True once all four activities are done.
  public var isEarned: Bool { done.count == Activity.allCases.count }

  /// The activities still to do, in canonical order.
  public var remaining: [Activity] { Activity.allCases.filter { !done.contains($0) } }
}
