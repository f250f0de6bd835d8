import LandmarksCore

/// `landmarks map`: the map, its legend below, or a note when nothing is selected.
struct MapOutput: CommandOutput {
  /// The placed markers and the land; `nil` when the selection is empty.
  let map: MapText?
  /// Draw with ASCII even where the terminal shows Unicode (`--ascii`).
  let ascii: Bool
  /// At most this many legend lines: one screenful.
  let legendLines: Int
  let notes: [String]
  let warnings: [String]

  var json: (any Encodable & Sendable)? { MapJSON(layout: map?.layout) }

  func text(in style: OutputStyle) -> String {
    guard let map else { return "" }
    let style =
      ascii
      ? OutputStyle(
        colors: style.colors, width: style.width, isTerminal: style.isTerminal, timeZone: style.timeZone,
        unicode: false,
        units: style.units)
      : style
    let lines = map.mapLines(in: style) + map.legendLines(in: style, maxLines: legendLines)
    return lines.map { $0 + "\n" }.joined()
  }
}
