import LandmarksCore
import LandmarksModels

/// The small map in `show`, like the one in the sample app's detail view: the landmark's region
/// with the landmark marked in the middle. Only on a terminal at least `minimumWidth` wide.
struct LocatorMap: Sendable {
  /// Narrower terminals keep the detail view to its text.
  static let minimumWidth = 80
  /// Cells across: half of the narrowest terminal it is drawn on.
  static let columns = 40
  /// Cells down.
  static let rows = 10
  /// The region: this far around the landmark north and south, wider east and west.
  static let radiusKm = 700.0

  private let text: MapText

  /// Draws the region around `landmark`.
  init(landmark: Landmark, mask: LandMask) {
    let frame = MapFrame.around(Coordinate(landmark), radiusKm: Self.radiusKm)
    let viewport = MapViewport(frame: frame, columns: Self.columns, rows: Self.rows)
    let marker = MapMarker(landmark: landmark, status: .none, isHighlighted: true, distanceKm: nil)
    text = MapText(
      layout: MapLayout(viewport: viewport, markers: [marker]),
      canvas: BrailleCanvas(viewport: viewport, land: viewport.landDots(in: mask)), highlightRole: .here)
  }

  /// The map's lines, indented under the facts; none when piped or narrower than `minimumWidth`.
  func lines(in style: OutputStyle) -> [String] {
    guard style.isTerminal, style.width >= Self.minimumWidth else { return [] }
    return text.mapLines(in: style).map { "  " + $0 }
  }
}
