/// The shortest run of longitudes, eastward, that holds a set of them.
///
/// Found by dropping the widest gap between neighbours around the circle, so points on both sides
/// of the antimeridian (Fiji, Samoa) make a narrow interval across it, not one around the globe.
package struct LongitudeInterval: Hashable, Sendable {
  /// The western end, −180…180.
  package let west: Double
  /// Degrees from `west` eastward to the eastern end, 0…360.
  package let span: Double

  /// The interval holding `longitudes`, or `nil` for none.
  package init?(_ longitudes: [Double]) {
    let sorted = longitudes.map(Coordinate.normalized).sorted()
    guard let first = sorted.first, let last = sorted.last else { return nil }
    // The gap across the antimeridian, from the easternmost round to the westernmost.
    var widestGap = first + 360 - last
    var west = first
    for (lower, upper) in zip(sorted, sorted.dropFirst()) where upper - lower > widestGap {
      widestGap = upper - lower
      west = upper
    }
    self.west = west
    span = 360 - widestGap
  }

  /// The eastern end, −180…180.
  package var east: Double { Coordinate.normalized(west + span) }

  /// The longitude halfway along.
  package var middle: Double { Coordinate.normalized(west + span / 2) }
}
