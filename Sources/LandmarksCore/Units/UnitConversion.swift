/// The exact international definitions, so every conversion is the same on every machine.
package enum UnitConversion {
  /// The international foot (1959).
  package static let metresPerFoot = 0.3048
  /// The international mile: 5,280 feet.
  package static let kilometresPerMile = 1.609344
  /// A square mile, from the mile above.
  package static let squareKilometresPerSquareMile = kilometresPerMile * kilometresPerMile

  /// Metres in feet.
  package static func feet(fromMetres metres: Double) -> Double {
    metres / metresPerFoot
  }

  /// Kilometres in miles.
  package static func miles(fromKilometres kilometres: Double) -> Double {
    kilometres / kilometresPerMile
  }

  /// Square kilometres in square miles.
  package static func squareMiles(fromSquareKilometres area: Double) -> Double {
    area / squareKilometresPerSquareMile
  }
}

/// How elevations, areas and distances are shown to people; JSON and the store stay metric.
package enum UnitSystem: String, CaseIterable, Sendable {
  /// Metres, square kilometres, kilometres.
  case metric
  /// Feet, square miles, miles.
  case imperial
}
