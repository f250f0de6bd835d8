import Foundation

/// A value with the time it last changed, so two copies of a store can be merged by recency.
public struct Stamped<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
  /// The current value.
  public let value: Value
  /// When the value last changed; `nil` for a default nobody has set.
  public let changedAt: Date?

  /// Creates a stamped value.
  public init(_ value: Value, changedAt: Date?) {
    self.value = value
    self.changedAt = changedAt
  }
}
