extension String {
  /// The text between each `separator`, an ASCII byte, empty fields kept.
  ///
  /// Cut from the UTF-8 by offsets: a comma or a tab is one byte of UTF-8, never part of another
  /// scalar, so a split by characters would walk grapheme clusters for nothing, and strings made
  /// straight from the bytes skip the index arithmetic that substrings cost.
  public func fields(separatedBy separator: UInt8) -> [String] {
    var text = self
    return text.withUTF8 { bytes in
      var fields: [String] = []
      var start = 0
      for offset in 0..<bytes.count where bytes[offset] == separator {
        fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
        start = offset + 1
      }
      fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      return fields
    }
  }
}
