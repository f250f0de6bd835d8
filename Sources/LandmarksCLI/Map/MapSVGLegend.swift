import Foundation
import LandmarksCore

/// The list beside an SVG map of the landmarks shown by a number: "number  name", in columns as
/// high as the map, widening the picture by as many columns as it needs.
struct MapSVGLegend: Sendable {
  /// Lines of the list.
  static let lineHeight = 12.5
  /// The list's font size.
  static let fontSize = 10.0
  /// Room for the heading above the entries.
  static let headingHeight = 24.0
  /// Space between the map and the list, and round the list's columns.
  static let margin = 12.0
  /// Room for a number up to three digits, right-aligned before its name.
  static let numberWidth = 20.0
  /// Names wider than this are cut with "…", so one long name cannot widen every column.
  static let maxNameWidth = 190.0

  /// The list's heading.
  let heading: String

  /// The entries: number and name, in number order; an unmarked one says so.
  let entries: [(number: Int, name: String)]
  /// Where the list starts: just right of the map.
  let left: Double
  /// Entries per column.
  let rowsPerColumn: Int
  /// A column's width.
  let columnWidth: Double
  /// How much the list widens the picture: nothing when no landmark is numbered.
  let width: Double

  /// The list for `labels`' numbered landmarks beside a map `mapWidth` × `mapHeight`.
  init(labels: MapLabels, mapWidth: Double, mapHeight: Double, words: Localizer = .english) {
    let unmarked = Set(labels.unmarked)
    heading = words(.mapSvgLegendHeading)
    entries = labels.numbered.map { item in
      let name = labels.items[item].name
      return (labels.numberOf[item] ?? 0, unmarked.contains(item) ? words(.mapSvgTooCrowded, name) : name)
    }
    left = mapWidth + Self.margin
    rowsPerColumn = max(1, Int((mapHeight - Self.headingHeight) / Self.lineHeight))
    let widest = entries.map { MapLabels.textWidth($0.name, fontSize: Self.fontSize, isBold: false) }.max() ?? 0
    columnWidth = Self.numberWidth + 4 + min(widest, Self.maxNameWidth) + Self.margin
    let columns = (entries.count + rowsPerColumn - 1) / rowsPerColumn
    // At least as wide as the heading, which the first column carries.
    let headingWidth = MapLabels.textWidth(heading, fontSize: 11, isBold: true) + Self.margin
    width = entries.isEmpty ? 0 : Self.margin + max(headingWidth, Double(columns) * columnWidth)
  }

  /// The list's elements, its top at `top` (the map's top edge in the picture).
  func elements(top: Double) -> String {
    guard !entries.isEmpty else { return "" }
    var svg = "<g class=\"legend\" font-size=\"\(MapSVG.number(Self.fontSize))\" fill=\"#222222\">"
    svg += "<text x=\"\(MapSVG.number(left))\" y=\"\(MapSVG.number(top + 16))\" font-size=\"11\" "
    svg += "font-weight=\"bold\">\(XMLText.escaped(heading))</text>"
    for (index, entry) in entries.enumerated() {
      let column = Double(index / rowsPerColumn)
      let row = Double(index % rowsPerColumn)
      let x = left + column * columnWidth
      let y = top + Self.headingHeight + (row + 1) * Self.lineHeight - 4
      let name = Self.fitted(entry.name)
      svg += "<text x=\"\(MapSVG.number(x + Self.numberWidth))\" y=\"\(MapSVG.number(y))\" text-anchor=\"end\" "
      svg += "font-weight=\"bold\" fill=\"#7a1f12\">\(entry.number)</text>"
      svg += "<text x=\"\(MapSVG.number(x + Self.numberWidth + 4))\" y=\"\(MapSVG.number(y))\">"
      svg += XMLText.escaped(name) + "</text>"
    }
    return svg + "</g>\n"
  }

  /// `name` cut with "…" to `maxNameWidth` by the same estimate the labels use.
  private static func fitted(_ name: String) -> String {
    let columns = Int(maxNameWidth / (fontSize * 0.62))
    return DisplayWidth.of(name) > columns ? DisplayWidth.truncate(name, to: columns) : name
  }
}
