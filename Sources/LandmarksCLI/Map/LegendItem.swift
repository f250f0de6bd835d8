/// One item of a map legend: a glyph, already coloured, then plain text.
///
/// Kept apart because text is cut to fit before colour goes on: cutting through an escape
/// sequence would leave the terminal coloured.
struct LegendItem: Sendable {
  /// The glyph, possibly with colour escapes.
  let lead: String
  /// Plain text after it.
  let text: String

  /// The item within `width` columns, its text cut with "…" when longer.
  func rendered(width: Int) -> String {
    let leadWidth = DisplayWidth.of(lead)
    guard leadWidth > 0 else { return DisplayWidth.truncate(text, to: width) }
    return lead + " " + DisplayWidth.truncate(text, to: max(0, width - leadWidth - 1))
  }

  /// The columns it takes uncut.
  var width: Int {
    let leadWidth = DisplayWidth.of(lead)
    return leadWidth == 0 ? DisplayWidth.of(text) : leadWidth + 1 + DisplayWidth.of(text)
  }
}
