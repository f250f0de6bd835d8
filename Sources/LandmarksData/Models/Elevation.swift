/// A landmark's height range in metres; either end may be unknown.
public struct Elevation: Codable, Hashable, Sendable {
  /// The lowest point, or `nil` when only a height "up to" is known.
  public let low: Double?
  /// The highest point.
  public let high: Double?

  /// Creates an elevation range.
  public init(low: Double?, high: Double?) {
    self.low = low
    self.high = high
  }

  /// True when neither end is known.
  public var isUnknown: Bool { low == nil && high == nil }
}
