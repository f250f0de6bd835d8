/// A point on the projected plane: x grows east, y grows north, in Earth radii.
public struct MapPoint: Hashable, Sendable {
  /// Eastward position.
  public let x: Double
  /// Northward position.
  public let y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
