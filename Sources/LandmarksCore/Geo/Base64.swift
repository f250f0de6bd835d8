/// Standard base64 (RFC 4648) decoding of ASCII bytes, line breaks ignored.
///
/// Foundation's decoder needs a `String` or `Data` copy first and is slow on Linux; the land mask
/// is decoded on every `map` run, so this reads the embedded bytes directly.
enum Base64 {
  /// The decoded bytes, or `nil` for a character outside the alphabet or a bad length.
  static func decode(_ text: ArraySlice<UInt8>) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(text.count / 4 * 3)
    var buffer: UInt32 = 0
    var filled = 0
    var padding = 0
    for byte in text {
      let value: UInt32
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      case UInt8(ascii: "="):
        padding += 1
        value = 0
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
      default: return nil
      }
      // Data after padding is malformed.
      if padding > 0 && byte != UInt8(ascii: "=") { return nil }
      buffer = buffer << 6 | value
      filled += 1
      if filled == 4 {
        output.append(UInt8(truncatingIfNeeded: buffer >> 16))
        output.append(UInt8(truncatingIfNeeded: buffer >> 8))
        output.append(UInt8(truncatingIfNeeded: buffer))
        (buffer, filled) = (0, 0)
      }
    }
    guard filled == 0, padding <= 2 else { return nil }
    output.removeLast(padding)
    return output
  }
}
