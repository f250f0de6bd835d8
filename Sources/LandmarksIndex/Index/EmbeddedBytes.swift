/// Binary data compiled into the binary as an array literal of 64-bit words, so the build can
/// embed the built-in catalog's index and a run reads it in place: the compiler lays out a global
/// array of constants in the binary's data, so no run decodes or copies it.
///
/// Words, not bytes: a literal of single bytes takes the compiler eight times the elements, and
/// its optimizer's time grows faster than their number. Each word holds eight bytes in
/// little-endian order, the last padded with zeros; the byte count is kept beside the words.
package enum EmbeddedBytes {
  /// Swift source for `bytes` as the elements of an array literal of `UInt64`: hexadecimal words,
  /// eight to a line.
  package static func wordsLiteral(_ bytes: [UInt8]) -> String {
    var lines: [String] = []
    var line: [String] = []
    var start = 0
    while start < bytes.count {
      var word: UInt64 = 0
      for (shift, byte) in bytes[start..<min(start + 8, bytes.count)].enumerated() {
        word |= UInt64(byte) << (8 * shift)
      }
      line.append("0x" + String(word, radix: 16))
      start += 8
      if line.count == 8 {
        lines.append(line.joined(separator: ", ") + ",")
        line = []
      }
    }
    if !line.isEmpty { lines.append(line.joined(separator: ", ") + ",") }
    return lines.joined(separator: "\n")
  }

  /// The first `count` bytes of `words` as `wordsLiteral` wrote them; nil when there are fewer.
  package static func bytes(of words: [UInt64], count: Int) -> [UInt8]? {
    guard count >= 0, count <= words.count * 8 else { return nil }
    return (0..<count).map { UInt8(truncatingIfNeeded: words[$0 / 8] >> (8 * ($0 % 8))) }
  }
}
