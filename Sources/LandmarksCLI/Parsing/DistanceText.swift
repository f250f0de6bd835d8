import Foundation
import LandmarksCore

/// Reads a distance typed on the command line, shared by every `--radius`.
///
/// A bare number is kilometres whatever units are shown, so a script's `--radius 500` never
/// changes meaning with the locale; a unit may follow, with or without a space: `500m`,
/// `2km`, `30mi`, `30 mi` (any case).
enum DistanceText {
  /// The units a distance may be written in, with their length in kilometres; longer
  /// suffixes first, so `km` is not read as `m`.
  private static let units: [(suffix: String, kilometres: Double)] = [
    ("km", 1), ("mi", UnitConversion.kilometresPerMile), ("m", 0.001),
  ]

  /// The distance `text` names, in kilometres; `nil` for anything that is not a plain
  /// non-negative decimal with an optional unit.
  static func kilometres(_ text: String) -> Double? {
    var number = Substring(text.trimmingBlanks().lowercased())
    var scale = 1.0
    if let unit = units.first(where: { number.hasSuffix($0.suffix) }) {
      number = number.dropLast(unit.suffix.count)
      scale = unit.kilometres
      while number.last == " " { number.removeLast() }
    }
    // Digits and at most one point: no sign, exponent, "inf" or "nan" slips through Double().
    guard !number.isEmpty, number.filter({ $0 == "." }).count <= 1, number != ".",
      number.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }),
      let value = Double(number), value.isFinite
    else { return nil }
    return value * scale
  }
}
