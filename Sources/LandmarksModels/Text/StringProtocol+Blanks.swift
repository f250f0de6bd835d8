extension StringProtocol {
  /// The text without the blanks at either end, as `trimmingCharacters(in: .whitespaces)` has
  /// them: tab, the space separators and the zero-width space.
  ///
  /// A walk over the bytes, or the scalars where an end is not ASCII: Foundation's trimming
  /// bridges to `NSString` and builds its character set on first use, a cost every command paid
  /// at start-up for trimming its arguments.
  public func trimmingBlanks() -> String {
    // A substring shares the storage and has a bidirectional UTF-8 view.
    let text = Substring(self)
    let utf8 = text.utf8
    var start = utf8.startIndex
    var end = utf8.endIndex
    while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
    while start < end {
      let last = utf8.index(before: end)
      guard utf8[last] == 0x20 || utf8[last] == 0x09 else { break }
      end = last
    }
    guard start < end else { return "" }
    // ASCII at both ends: no other blank can be there, and the ends are scalar boundaries.
    if utf8[start] < 0x80 && utf8[utf8.index(before: end)] < 0x80 {
      return String(decoding: utf8[start..<end], as: UTF8.self)
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isBlank($0) }),
      let last = scalars.lastIndex(where: { !Self.isBlank($0) })
    else { return "" }
    return String(Substring(scalars[first...last]))
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0x200B: true
    case 0..<0x80: false
    default: scalar.properties.generalCategory == .spaceSeparator
    }
  }
}
