/// A rectangle of screen cells.
struct Rect: Hashable, Sendable {
  /// The left column.
  var x: Int
  /// The top row.
  var y: Int
  /// Columns across.
  var width: Int
  /// Rows down.
  var height: Int

  /// The column after the right edge.
  var maxX: Int { x + width }
  /// The row after the bottom edge.
  var maxY: Int { y + height }

  /// Whether a cell lies inside.
  func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }
}

/// Where the explorer's panes go for a terminal size, as the sample's split view adapts to its
/// window: sidebar, content and inspector side by side when wide; the inspector over the content's
/// right side when regular; one pane at a time, as on a phone, when compact.
struct BrowseLayout: Hashable, Sendable {
  /// The size classes.
  enum Kind: Hashable, Sendable {
    /// Below 40×12: only a request for a larger window.
    case tooSmall
    /// Under 80 columns or 24 rows: one pane at a time.
    case compact
    /// 80 to 119 columns: sidebar and content; the inspector covers the content's right side.
    case regular
    /// 120 columns or more: sidebar, content and inspector side by side.
    case wide
  }

  /// The smallest screen the explorer draws on.
  static let minimumSize = (width: 40, height: 12)
  /// The sidebar's width.
  static let sidebarWidth = 18
  /// The inspector's width.
  static let inspectorWidth = 40

  /// The screen's columns.
  let width: Int
  /// The screen's rows.
  let height: Int
  /// The size class.
  let kind: Kind

  /// The layout of a screen.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    if width < Self.minimumSize.width || height < Self.minimumSize.height {
      kind = .tooSmall
    } else if width < 80 || height < 24 {
      kind = .compact
    } else if width < 120 {
      kind = .regular
    } else {
      kind = .wide
    }
  }

  /// The rows between the title bar and the status line.
  var body: Rect { Rect(x: 0, y: 1, width: width, height: max(0, height - 2)) }

  /// The sidebar, when one is shown beside the content.
  var sidebar: Rect? {
    kind == .regular || kind == .wide ? Rect(x: 0, y: body.y, width: Self.sidebarWidth, height: body.height) : nil
  }

  /// The inspector, when it is open: beside the content, over its right side, or the whole body.
  func inspector(open: Bool) -> Rect? {
    guard open else { return nil }
    switch kind {
    case .tooSmall: return nil
    case .compact: return body
    case .regular, .wide:
      return Rect(x: width - Self.inspectorWidth, y: body.y, width: Self.inspectorWidth, height: body.height)
    }
  }

  /// The content pane: right of the sidebar, left of an inspector that stands beside it.
  func content(inspectorOpen: Bool) -> Rect {
    let left = sidebar.map { $0.maxX + 1 } ?? 0
    let right = kind == .wide && inspectorOpen ? width - Self.inspectorWidth - 1 : width
    return Rect(x: left, y: body.y, width: max(0, right - left), height: body.height)
  }
}
