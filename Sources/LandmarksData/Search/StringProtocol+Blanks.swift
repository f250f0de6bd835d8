extension StringProtocol {
  /// The text without the blanks at either end, as `trimmingCharacters(in: .whitespaces)` has
  /// them: tab, the space separators and the zero-width space.
  ///
  /// A scalar walk: Foundation's trimming bridges to `NSString` and builds its character set on
  /// first use, a cost every command paid at start-up for trimming its arguments.
  public func trimmingBlanks() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isBlank($0) }),
      let last = scalars.lastIndex(where: { !Self.isBlank($0) })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0x200B: true
    case 0..<0x80: false
    default: scalar.properties.generalCategory == .spaceSeparator
    }
  }
}
