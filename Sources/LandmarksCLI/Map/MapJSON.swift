import LandmarksCore

/// `map --json`: the frame and where each marker is drawn, so scripts and tests can check it.
struct MapJSON: Encodable, Sendable {
  /// The frame: projection, extent and grid size.
  struct Frame: Encodable, Sendable {
    let projection: String
    let centralLongitude: Double
    let north: Double
    let south: Double
    let west: Double
    let east: Double
    let columns: Int
    let rows: Int
  }

  /// One landmark drawn, at its cell (column and row from 0 at the top left).
  struct Marker: Encodable, Sendable {
    let id: Int
    let slug: String
    let name: String
    let column: Int
    let row: Int
    let label: String?
    let status: String
    let highlighted: Bool
    let distanceKm: Double?
  }

  let frame: Frame?
  let markers: [Marker]

  /// The JSON of a laid-out map; `nil` layout for an empty selection.
  init(layout: MapLayout?) {
    guard let layout else {
      frame = nil
      markers = []
      return
    }
    let viewport = layout.viewport
    let bounds = viewport.bounds
    frame = Frame(
      projection: viewport.frame.projection.name, centralLongitude: viewport.frame.projection.centralLongitude,
      north: bounds.north, south: bounds.south, west: bounds.west, east: bounds.east,
      columns: viewport.columns, rows: viewport.rows)
    markers = layout.places.flatMap { place in
      place.markers.map { marker in
        Marker(
          id: marker.landmark.id, slug: marker.landmark.slug, name: marker.landmark.name, column: place.column,
          row: place.row, label: place.label.map(String.init), status: marker.status.name,
          highlighted: marker.isHighlighted, distanceKm: marker.distanceKm.map { ($0 * 10).rounded() / 10 })
      }
    }
  }
}
