/// How elevations, areas and distances are shown to people; JSON and the store stay metric.
public enum UnitSystem: String, CaseIterable, Sendable {
  /// Metres, square kilometres, kilometres.
  case metric
  /// Feet, square miles, miles.
  case imperial
}
