import Foundation

/// Where a person stands with one landmark's badge.
public struct BadgeStatus: Hashable, Sendable {
  /// The landmark awarding the badge.
  public let landmark: Landmark
  /// The badge.
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
