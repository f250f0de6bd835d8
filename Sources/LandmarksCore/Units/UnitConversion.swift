/// The exact international definitions, so every conversion is the same on every machine.
public enum UnitConversion {
  /// The international foot (1959).
  public static let metresPerFoot = 0.3048
  /// The international mile: 5,280 feet.
  public static let kilometresPerMile = 1.609344
  /// A square mile, from the mile above.
  public static let squareKilometresPerSquareMile = kilometresPerMile * kilometresPerMile

  /// Metres in feet.
  public static func feet(fromMetres metres: Double) -> Double {
    metres / metresPerFoot
  }

  /// Kilometres in miles.
  public static func miles(fromKilometres kilometres: Double) -> Double {
    kilometres / kilometresPerMile
  }

  /// Square kilometres in square miles.
  public static func squareMiles(fromSquareKilometres area: Double) -> Double {
    area / squareKilometresPerSquareMile
  }
}

/// How elevations, areas and distances are shown to people; JSON and the store stay metric.
public enum UnitSystem: String, CaseIterable, Sendable {
  /// Metres, square kilometres, kilometres.
  case metric
  /// Feet, square miles, miles.
  case imperial
}
