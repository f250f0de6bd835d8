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
    guard digits > 0, digits <= 18, mantissa < 1 << 53, let scale = exactPowerOfTen(fraction) else { return nil }
    let value = Double(mantissa) / scale
    return negative ? -value : value
  }

  /// `exactValue` of the UTF-8 of `text`.
  package static func exactValue(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { exactValue($0) }
  }

  /// 10^`exponent` for 0 … 22, every power of ten a Double holds exactly; nil for the rest. A
  /// switch rather than a table in a global, which every number would check is initialised.
  static func exactPowerOfTen(_ exponent: Int) -> Double? {
    switch exponent {
    case 0: 1e0
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    case 22: 1e22
    default: nil
    }
  }
}
