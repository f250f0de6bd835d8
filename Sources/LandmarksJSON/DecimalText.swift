/// Reads plain decimals such as `-84.09123` without going through C's `strtod`.
package enum DecimalText {
  /// The value of a plain decimal (an optional minus, digits, an optional point and digits) when
  /// it has few enough digits that one division gives the correctly rounded result (Clinger's fast
  /// path), exactly as `Double(_:)` reads it; nil for anything else (exponents, long mantissas).
  package static func exactValue<Bytes: Collection>(_ bytes: Bytes) -> Double? where Bytes.Element == UInt8 {
    var mantissa: UInt64 = 0
    var digits = 0
    var fraction = 0
    var seenPoint = false
    var negative = false
    for (index, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "-") where index == 0:
        negative = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
        digits += 1
        if seenPoint { fraction += 1 }
      case UInt8(ascii: ".") where !seenPoint:
        seenPoint = true
      default:
        return nil
      }
    }
    guard digits > 0, digits <= 18, mantissa < 1 << 53, fraction < exactPowersOfTen.count else { return nil }
    let value = Double(mantissa) / exactPowersOfTen[fraction]
    return negative ? -value : value
  }

  /// `exactValue` of the UTF-8 of `text`.
  package static func exactValue(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { exactValue($0) }
  }

  /// 10^0 … 10^22: every power of ten a Double holds exactly.
  private static let exactPowersOfTen: [Double] = (0...22).map { power in
    (0..<power).reduce(1.0) { value, _ in value * 10 }
  }
}
