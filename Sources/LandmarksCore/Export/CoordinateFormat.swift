/// Writes coordinates as plain decimals with up to seven places (about 1 cm): never an exponent,
/// which GPX's `xsd:decimal` forbids, and exact enough that a re-import is within 1e-6°.
enum CoordinateFormat {
  /// `value` as "-33.8568", "0" or "12.3456789".
  static func decimal(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "0" }
    let scaled = Int((abs(value) * 10_000_000).rounded())
    guard scaled != 0 else { return "0" }
    let whole = scaled / 10_000_000
    var fraction = scaled % 10_000_000
    var digits = 7
    while digits > 0 && fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let sign = value < 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    let fractionText = String(fraction)
    let padding = String(repeating: "0", count: digits - fractionText.count)
    return "\(sign)\(whole).\(padding)\(fractionText)"
  }
}
