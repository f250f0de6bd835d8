import LandmarksCore
import LandmarksModels

/// The sizes of the explorer's pieces, and what lies under a click: shared by drawing and by the
/// keys and mouse, so both agree on where everything is.
enum BrowseGeometry {
  /// A landmark card's width.
  static let cardWidth = 24
  /// A card's height, its border included.
  static let cardHeight = 5
  /// Columns between cards.
  static let cardGap = 1
  /// A continent row: its title and its cards.
  static let rowHeight = cardHeight + 1
  /// A collection cell's width.
  static let collectionWidth = 28
  /// A collection cell's height.
  static let collectionHeight = 5
  /// Rows above a collection's landmark list: name, description, count, a blank.
  static let collectionHeaderHeight = 4
  /// The inspector's first activity row, below its segments and a blank line.
  static let inspectorActivityTop = 2
  /// The badge stack's toggle.
  static let toggleSize = (width: 9, height: 3)

  /// The featured header's height for a content pane `height` rows high: the sample gives it
  /// half the window; here a little less, so the rows still show.
  static func headerHeight(for height: Int) -> Int {
    min(12, max(4, height * 2 / 5))
  }

  /// The collection cells across the pane.
  static func collectionColumns(in content: Rect) -> Int {
    max(1, (content.width + 1) / (collectionWidth + 1))
  }

  /// Where a card is drawn: its row's top and its left column, which may lie left of the content
  /// pane when the row has scrolled (the card then slides under the sidebar).
  static func cardOrigin(row: Int, card: Int, in model: BrowseModel) -> (x: Int, y: Int) {
    let content = model.layout.content(inspectorOpen: false)
    let top = content.y + headerHeight(for: content.height) + (row - model.rowScroll) * rowHeight + 1
    let x = content.x + (card - model.cardScroll[row]) * (cardWidth + cardGap)
    return (x, top)
  }

  /// The card under a click: `.some(nil)` for the featured header, `nil` for nothing.
  static func card(at event: MouseEvent, in model: BrowseModel) -> (row: Int, card: Int)?? {
    let content = model.layout.content(inspectorOpen: false)
    guard content.contains(x: event.x, y: event.y) else { return nil }
    if event.y < content.y + headerHeight(for: content.height) { return .some(nil) }
    for row in model.rows.indices {
      let origin = cardOrigin(row: row, card: model.cardScroll[row], in: model)
      guard event.y >= origin.y, event.y < origin.y + cardHeight else { continue }
      let card = model.cardScroll[row] + (event.x - content.x) / (cardWidth + cardGap)
      return model.rows[row].landmark(at: card) != nil ? .some((row, card)) : nil
    }
    return nil
  }

  /// The collection under a click: 0 for Favorites, then the grid.
  static func collection(at event: MouseEvent, in model: BrowseModel) -> Int? {
    let content = model.layout.content(inspectorOpen: false)
    guard content.contains(x: event.x, y: event.y) else { return nil }
    if event.y < content.y + 4 { return 0 }
    let gridTop = content.y + 6
    guard event.y >= gridTop else { return nil }
    let columns = collectionColumns(in: content)
    let column = (event.x - content.x) / (collectionWidth + 1)
    let row = (event.y - gridTop) / (collectionHeight + 1)
    guard column < columns else { return nil }
    let index = 1 + row * columns + column
    return index < model.collections.count ? index : nil
  }

  /// The map page's frame: the world, or the region around the landmark zoomed to.
  static func mapFrame(for model: BrowseModel) throws -> MapFrame {
    guard let id = model.mapRegion, let landmark = try model.catalog.landmark(id: id) else { return .world }
    return MapFrame.around(Coordinate(landmark), radiusKm: 2_000)
  }

  /// The map page's viewport: the content pane less the two legend lines.
  static func mapViewport(for model: BrowseModel) throws -> MapViewport {
    let content = model.layout.content(inspectorOpen: false)
    return MapViewport(
      frame: try mapFrame(for: model), columns: max(10, content.width), rows: max(4, content.height - 2))
  }

  /// The landmarks the map marks: every one of a built-in catalog; with imports, the rows' first
  /// pages, which keeps a million places off the map until a row is read.
  static func mapLandmarks(for model: BrowseModel) throws -> [Landmark] {
    if model.catalog.sources.isEmpty { return try model.catalog.landmarks }
    return model.rows.flatMap(\.loaded)
  }

  /// Each marked landmark's cell on the map page, for moving the cursor.
  static func mapMarkers(for model: BrowseModel) throws -> [(id: Int, column: Int, row: Int)] {
    let viewport = try mapViewport(for: model)
    return try mapLandmarks(for: model).compactMap { landmark in
      viewport.cell(of: Coordinate(landmark)).map { (landmark.id, $0.column, $0.row) }
    }
  }
}
