import Foundation
import LandmarksCore

/// A map in character cells with its legend below: land from the canvas, markers over it.
struct MapText: Sendable {
  /// The placed markers.
  let layout: MapLayout
  /// The land.
  let canvas: BrailleCanvas
  /// What the highlighted landmark is, for the legend.
  let highlightRole: MapHighlight

  /// The map's rows, each exactly `columns` cells wide.
  func mapLines(in style: OutputStyle) -> [String] {
    // Per cell, the place marked there as an index into `places`, or -1.
    var placeAt = [Int](repeating: -1, count: canvas.rows * canvas.columns)
    for (number, place) in layout.places.enumerated()
    where (0..<canvas.columns).contains(place.column) && (0..<canvas.rows).contains(place.row) {
      placeAt[place.row * canvas.columns + place.column] = number
    }
    var lines: [String] = []
    lines.reserveCapacity(canvas.rows)
    var land: [UInt8] = []
    for row in 0..<canvas.rows {
      var line = ""
      land.removeAll(keepingCapacity: true)
      for column in 0..<canvas.columns {
        let number = placeAt[row * canvas.columns + column]
        guard number >= 0 else {
          canvas.appendCharacter(column: column, row: row, unicode: style.unicode, to: &land)
          continue
        }
        // Land runs are dimmed in one span each, so colour costs a few bytes a row, not a cell.
        line += style.dim(String(decoding: land, as: UTF8.self))
        land.removeAll(keepingCapacity: true)
        let place = layout.places[number]
        line += paint(layout.glyph(of: place, unicode: style.unicode), place: place, in: style)
      }
      line += style.dim(String(decoding: land, as: UTF8.self))
      lines.append(line)
    }
    return lines
  }

  /// The legend: the key to the glyphs, then number → name for a labelled map, at most
  /// `maxLines` lines, every line within the map's width.
  func legendLines(in style: OutputStyle, maxLines: Int) -> [String] {
    let width = canvas.columns
    var lines = keyLines(in: style, width: width)
    let entries = layout.isLabelled ? layout.places.filter { !$0.isHighlighted }.map { entry(for: $0, in: style) } : []
    let room = max(1, maxLines - lines.count)
    lines += Self.columns(entries, width: width, maxLines: room, words: style.localizer)
    return lines
  }

  /// A marker glyph in its place's colour; the highlighted place also in reverse video.
  private func paint(_ glyph: String, place: MapLayout.Place, in style: OutputStyle) -> String {
    let painted = place.status.paint(glyph, in: style)
    return place.isHighlighted ? style.bold(painted) : painted
  }

  /// What the glyphs mean, only those the map uses, wrapped to the width.
  private func keyLines(in style: OutputStyle, width: Int) -> [String] {
    let unicode = style.unicode
    let words = style.localizer
    var items: [LegendItem] = []
    // The first badge earned in map order, so that with badges of several colours the key's
    // colour is the same on every run.
    var earned: MarkerStatus?
    var started = false
    for place in layout.places {
      for marker in place.markers {
        switch marker.status {
        case .earned: earned = earned ?? marker.status
        case .started: started = true
        case .none: break
        }
      }
    }
    let others = layout.places.filter { !$0.isHighlighted }
    if !layout.isLabelled {
      if others.contains(where: { $0.markers.count == 1 }) {
        items.append(LegendItem(lead: MarkerStatus.none.glyph(unicode: unicode), text: words(.mapKeyOne)))
      }
      if others.contains(where: { (2...9).contains($0.markers.count) }) {
        items.append(LegendItem(lead: unicode ? "2–9" : "2-9", text: words(.mapKeyCell)))
      }
      if others.contains(where: { $0.markers.count > 9 }) {
        items.append(LegendItem(lead: "#", text: words(.mapKeyTen)))
      }
    }
    if let earned {
      items.append(
        LegendItem(lead: earned.paint(earned.glyph(unicode: unicode), in: style), text: words(.mapKeyEarned)))
    }
    if started {
      let started = MarkerStatus.started
      items.append(
        LegendItem(lead: started.paint(started.glyph(unicode: unicode), in: style), text: words(.mapKeyStarted)))
    }
    if let place = layout.places.first(where: \.isHighlighted), let marker = place.markers.first(where: \.isHighlighted)
    {
      var text = words(.mapKeyHighlighted, words.name(of: marker.landmark), highlightRole.word(in: words))
      if place.markers.count > 1 { text += " " + words(.mapKeyMoreHere, place.markers.count - 1) }
      items.append(LegendItem(lead: paint(unicode ? "◉" : "@", place: place, in: style), text: text))
    }
    var summary = words(.countLandmarks, layout.markerCount)
    if layout.places.count != layout.markerCount {
      summary = words(.mapSummaryInPlaces, summary, words(.countPlaces, layout.places.count))
    }
    if layout.outside > 0 { summary = words(.mapSummaryOutside, summary, layout.outside) }
    if !layout.isLabelled { summary = words(.mapSummaryTooMany, summary) }
    summary = words(.mapSummary, summary)
    return Self.wrap(items, width: width) + [DisplayWidth.truncate(summary, to: width)]
  }

  /// One legend entry: the place's label and its landmarks' names, each with its status mark.
  private func entry(for place: MapLayout.Place, in style: OutputStyle) -> LegendItem {
    let names = place.markers.map { marker in
      var name = style.localizer.name(of: marker.landmark)
      if marker.status != .none { name += " " + marker.status.glyph(unicode: style.unicode) }
      if let distance = marker.distanceKm, !marker.isHighlighted {
        name += " " + Formatting.distance(distance, units: style.units, in: style.localizer)
      }
      return name
    }
    return LegendItem(
      lead: paint(layout.glyph(of: place, unicode: style.unicode), place: place, in: style),
      text: names.joined(separator: style.localizer(.listSeparator)))
  }

  /// Items side by side, two spaces apart, wrapped to the width.
  private static func wrap(_ items: [LegendItem], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = 0
    for item in items {
      if used > 0 && used + 2 + item.width > width {
        lines.append(line)
        (line, used) = ("", 0)
      }
      if used > 0 {
        line += "  "
        used += 2
      }
      line += item.rendered(width: width - used)
      used += min(item.width, width - used)
    }
    if used > 0 { lines.append(line) }
    return lines
  }

  /// Entries in as many columns as the width holds, filled down then across; past `maxLines`
  /// the last line says how many more there are.
  static func columns(_ entries: [LegendItem], width: Int, maxLines: Int, words: Localizer = .english) -> [String] {
    guard !entries.isEmpty else { return [] }
    let widest = entries.map(\.width).max() ?? 0
    let columnWidth = min(width, max(widest, 16))
    let count = max(1, min(entries.count, (width + 2) / (columnWidth + 2)))
    let rowsNeeded = (entries.count + count - 1) / count
    let fits = rowsNeeded <= maxLines
    // Without room for all, the rows shown fill every column and one line says what is left.
    let rows = fits ? rowsNeeded : max(1, maxLines - 1)
    let perColumn = fits ? rowsNeeded : rows
    var lines: [String] = []
    var shown = 0
    for row in 0..<rows {
      var line = ""
      for column in 0..<count {
        let index = column * perColumn + row
        guard index < entries.count else { break }
        if column > 0 { line = DisplayWidth.pad(line, to: column * (columnWidth + 2)) }
        line += entries[index].rendered(width: columnWidth)
        shown += 1
      }
      lines.append(line)
    }
    if shown < entries.count { lines.append(words(.errorImportMore, entries.count - shown)) }
    return lines
  }
}

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
