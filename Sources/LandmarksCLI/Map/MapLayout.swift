import LandmarksCore

/// Markers placed on a viewport's cells: grouped where they share a cell, labelled where few.
struct MapLayout: Sendable {
  /// One marked cell and the landmarks in it.
  struct Place: Sendable {
    /// The cell's column.
    let column: Int
    /// The cell's row.
    let row: Int
    /// The markers in the cell, in the order given.
    let markers: [MapMarker]
    /// Its label (`1`…`9`, `a`…`z`, `A`…`Z`) when the map is labelled.
    let label: Character?

    /// The most advanced status in the cell, which its colour shows.
    var status: MarkerStatus { markers.map(\.status).max() ?? .none }

    /// Whether the cell holds the highlighted landmark.
    var isHighlighted: Bool { markers.contains(where: \.isHighlighted) }
  }

  /// Single characters, so a label never takes more than its cell.
  static let labels = Array("123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

  /// The grid.
  let viewport: MapViewport
  /// Marked cells, the highlighted one first, then in the order of their first marker.
  let places: [Place]
  /// Whether places carry labels; otherwise they show density glyphs.
  let isLabelled: Bool
  /// Markers whose landmark falls outside the grid (a `--height` too small for the frame).
  let outside: Int

  /// Groups `markers` by the cell they fall in.
  init(viewport: MapViewport, markers: [MapMarker]) {
    // The groups in the order of their first marker, found by cell.
    var grouped: [(column: Int, row: Int, markers: [MapMarker])] = []
    var groupOfCell: [Int: Int] = [:]
    groupOfCell.reserveCapacity(markers.count)
    var outside = 0
    for marker in markers {
      guard let cell = viewport.cell(of: Coordinate(marker.landmark)) else {
        outside += 1
        continue
      }
      let key = cell.row * viewport.columns + cell.column
      if let group = groupOfCell[key] {
        grouped[group].markers.append(marker)
      } else {
        groupOfCell[key] = grouped.count
        grouped.append((cell.column, cell.row, [marker]))
      }
    }
    let highlighted = grouped.filter { $0.markers.contains(where: \.isHighlighted) }
    let ordered = highlighted + grouped.filter { !$0.markers.contains(where: \.isHighlighted) }
    let unlabelled = ordered.count - highlighted.count
    let isLabelled = unlabelled <= Self.labels.count
    var next = 0
    places = ordered.map { group in
      var label: Character?
      if isLabelled && !group.markers.contains(where: \.isHighlighted) && next < Self.labels.count {
        label = Self.labels[next]
        next += 1
      }
      return Place(column: group.column, row: group.row, markers: group.markers, label: label)
    }
    self.isLabelled = isLabelled
    self.viewport = viewport
    self.outside = outside
  }

  /// How many landmarks are drawn.
  var markerCount: Int { places.reduce(0) { $0 + $1.markers.count } }

  /// The text a place shows in its cell: ◉ for the highlighted landmark, its label, or, on an
  /// unlabelled map, its status glyph when alone and its count (2–9, then `#`) when crowded.
  func glyph(of place: Place, unicode: Bool) -> String {
    if place.isHighlighted { return unicode ? "◉" : "@" }
    if let label = place.label { return String(label) }
    switch place.markers.count {
    case 1: return place.status.glyph(unicode: unicode)
    case 2...9: return String(place.markers.count)
    default: return "#"
    }
  }
}
