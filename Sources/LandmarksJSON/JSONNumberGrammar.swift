/// RFC 8259's number grammar, checked on a literal's bytes: both the streaming scanner and the
/// in-chunk parse refuse exactly the same literals.
enum JSONNumberGrammar {
  /// True for `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func matches<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> Bool
  where Bytes.Element == UInt8, Bytes.Index == Int {
    var index = bytes.startIndex
    let end = bytes.endIndex
    func digits() -> Int {
      let start = index
      while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - start
    }
    if index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integer = digits()
    guard integer > 0, integer == 1 || bytes[index - integer] != UInt8(ascii: "0") else { return false }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { return false }
    }
    return index == end
  }
}
