extension Substring {
  /// The text between each `separator`, an ASCII byte, empty fields kept: split on the bytes, as a
  /// comma or a tab is one byte of UTF-8 and never part of another scalar, where a split by
  /// characters would walk grapheme clusters.
  public func fields(separatedBy separator: UInt8) -> [Substring] {
    var text = self
    // The separators' offsets are found in the contiguous UTF-8, then turned into indices: a walk
    // of the UTF-8 view's indices costs ten times as much a byte.
    let offsets = text.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == separator } }
    var fields: [Substring] = []
    fields.reserveCapacity(offsets.count + 1)
    let utf8 = text.utf8
    var start = utf8.startIndex
    for offset in offsets {
      let end = utf8.index(utf8.startIndex, offsetBy: offset)
      fields.append(text[start..<end])
      start = utf8.index(after: end)
    }
    fields.append(text[start...])
    return fields
  }
}

extension String {
  /// The text between each `separator`, an ASCII byte, empty fields kept (see `Substring.fields`).
  public func fields(separatedBy separator: UInt8) -> [Substring] {
    self[...].fields(separatedBy: separator)
  }
}
