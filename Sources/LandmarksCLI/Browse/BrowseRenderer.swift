import Foundation
import LandmarksCore
import LandmarksModels

/// Draws the explorer's model into a screen: the panes, the page, the badge stack and overlays.
/// Catalog text reaches the screen only through the safe accessors.
struct BrowseRenderer {
  /// The model drawn.
  let model: BrowseModel
  /// The time now, for animations.
  let now: Double
  /// Whether the screen may show Unicode symbols.
  let unicode: Bool
  /// Metric or imperial.
  let units: UnitSystem

  private var layout: BrowseLayout { model.layout }
  /// The explorer's language.
  private var words: Localizer { model.words }
  private var colors: ColorSupport { model.colors }

  /// The whole screen.
  func render() throws -> Screen {
    var screen = Screen(width: layout.width, height: layout.height, unicode: unicode)
    guard layout.kind != .tooSmall else {
      let text = words(.browseTooSmall, layout.width, layout.height)
      let lines = Formatting.wrap(text, width: max(1, layout.width - 2))
      for (index, line) in lines.enumerated() {
        let y = layout.height / 2 - lines.count / 2 + index
        screen.put(line, x: max(0, (layout.width - DisplayWidth.of(line)) / 2), y: y)
      }
      return screen
    }
    try drawTitle(into: &screen)
    if layout.kind == .compact && model.showsSidebar {
      drawSidebarList(into: &screen, in: layout.body)
    } else {
      try drawPage(into: &screen)
      if let sidebar = layout.sidebar { drawSidebar(into: &screen, in: sidebar) }
      if let inspector = layout.inspector(open: model.inspectorShown), let landmark = try model.detailLandmark {
        try drawInspector(landmark, into: &screen, in: inspector)
      }
      if model.pageHasBadgeStack { try drawBadgeStack(into: &screen) }
    }
    if let overlay = model.overlay { try drawOverlay(overlay, into: &screen) }
    drawStatus(into: &screen)
    return screen
  }

  // MARK: - Bars

  private func drawTitle(into screen: inout Screen) throws {
    var crumbs = [words(.browseSectionLandmarks)]
    switch model.page {
    case .landmarks: break
    case .map: crumbs.append(words(.browseSectionMap))
    case .collections: crumbs.append(words(.browseSectionCollections))
    case .detail:
      if model.section != .landmarks { crumbs.append(title(of: model.section)) }
      crumbs.append(try model.detailLandmark.map(words.name(of:)) ?? "")
    case .collection:
      crumbs.append(words(.browseSectionCollections))
      crumbs.append(model.openCollection?.listedName(in: words) ?? "")
    }
    let hint = words(.browseTitleHint)
    let room = max(0, layout.width - DisplayWidth.of(hint) - 3)
    screen.put(DisplayWidth.truncate(" " + crumbs.joined(separator: " › "), to: room), x: 0, y: 0, style: .strong)
    screen.put(hint, x: layout.width - DisplayWidth.of(hint) - 1, y: 0, style: .faint)
  }

  private func drawStatus(into screen: inout Screen) {
    let y = layout.height - 1
    if let waiting = model.waitingFor {
      screen.put(" " + waiting, x: 0, y: y, style: CellStyle(ink: Ink.accent(33, support: colors)))
      return
    }
    if let status = model.status {
      let style = status.isError ? CellStyle(ink: Ink.accent(31, support: colors), bold: true) : CellStyle.plain
      screen.put(DisplayWidth.truncate(" " + status.text, to: layout.width), x: 0, y: y, style: style)
      return
    }
    let hints: String
    switch model.page {
    case .landmarks: hints = words(.browseHintsLandmarks)
    case .detail: hints = words(.browseHintsDetail)
    case .map: hints = words(.browseHintsMap)
    case .collections: hints = words(.browseHintsCollections)
    case .collection: hints = words(.browseHintsCollection)
    }
    screen.put(DisplayWidth.truncate(" " + hints, to: layout.width), x: 0, y: y, style: .faint)
  }

  // MARK: - Sidebar

  private func title(of page: BrowsePage) -> String {
    BrowseModel.sections.first { $0.page == page }.map { words($0.title) } ?? ""
  }

  /// The sidebar beside the content: whatever slid under it is dimmed, as the sample's sidebar
  /// lets the header's picture carry on beneath it.
  private func drawSidebar(into screen: inout Screen, in rect: Rect) {
    for row in rect.y..<rect.maxY {
      screen.restyle(x: rect.x, y: row, width: rect.width) { style in
        style = CellStyle(ink: style.ink, dim: true)
      }
      screen.put("│", x: rect.maxX, y: row, style: .faint)
    }
    drawSidebarItems(into: &screen, in: rect)
  }

  private func drawSidebarList(into screen: inout Screen, in rect: Rect) {
    drawSidebarItems(into: &screen, in: rect)
  }

  private func drawSidebarItems(into screen: inout Screen, in rect: Rect) {
    for (index, section) in BrowseModel.sections.enumerated() {
      let y = rect.y + 1 + index
      let selected = section.page == model.section
      var style = CellStyle.plain
      if selected { style = model.focus == .sidebar ? .selected : .strong }
      let text = DisplayWidth.pad(" " + (selected ? "▸ " : "  ") + words(section.title), to: rect.width)
      screen.put(text, x: rect.x, y: y, style: style, limit: rect.maxX)
    }
  }

  // MARK: - Pages

  private func drawPage(into screen: inout Screen) throws {
    let content = layout.content(inspectorOpen: model.inspectorShown)
    switch model.page {
    case .landmarks: try drawLandmarks(into: &screen, in: content)
    case .detail(let id):
      if let landmark = try model.catalog.landmark(id: id) {
        try drawDetail(landmark, into: &screen, in: content)
      }
    case .map: try drawMap(into: &screen, in: content)
    case .collections: try drawCollections(into: &screen, in: content)
    case .collection: try drawCollection(into: &screen, in: content)
    }
  }

  private func drawLandmarks(into screen: inout Screen, in content: Rect) throws {
    let headerHeight = BrowseGeometry.headerHeight(for: content.height)
    try drawFeatured(into: &screen, content: content, height: headerHeight)
    var y = content.y + headerHeight
    for row in model.rows.indices.dropFirst(model.rowScroll) {
      guard y + BrowseGeometry.rowHeight <= content.maxY else { break }
      try drawRow(row, into: &screen, top: y, content: content)
      y += BrowseGeometry.rowHeight
    }
    if model.rows.isEmpty {
      screen.put(words(.browseNoLandmarks), x: content.x + 1, y: y + 1, style: .faint)
    }
  }

  /// The featured header: the map around the landmark fills it edge to edge, as the sample's
  /// picture does, with its name and "Learn More" over it.
  private func drawFeatured(into screen: inout Screen, content: Rect, height: Int) throws {
    guard let featured = try model.catalog.featured else { return }
    if let mask = model.mask {
      let key = "featured \(featured.id) \(layout.width)×\(height) \(colors) \(unicode)"
      let header =
        model.headerMap.withLock { $0[key] }
        ?? {
          let frame = MapFrame.around(Coordinate(featured), radiusKm: 1_500)
          let viewport = MapViewport(frame: frame, columns: layout.width, rows: height)
          let marker = MapMarker(landmark: featured, status: .none, isHighlighted: true, distanceKm: nil)
          let map = MapText(
            layout: MapLayout(viewport: viewport, markers: [marker]),
            canvas: BrailleCanvas(viewport: viewport, land: viewport.landDots(in: mask)), highlightRole: .featured)
          var drawn = Screen(width: layout.width, height: height, unicode: unicode)
          for (index, line) in map.mapLines(in: style(width: layout.width)).enumerated() {
            drawn.put(styled: line, x: 0, y: index, base: .faint)
          }
          model.headerMap.withLock { $0 = [key: drawn] }
          return drawn
        }()
      screen.paste(header, x: 0, y: content.y)
    }
    let selected = model.rowSelection == 0 && model.focus == .content
    let x = content.x + 1
    let limit = content.maxX
    screen.put(" " + words(.browseFeaturedLandmark) + " ", x: x, y: content.y, style: .faint, limit: limit)
    screen.put(" " + words.name(of: featured) + " ", x: x, y: content.y + 1, style: .strong, limit: limit)
    if height > 4 {
      screen.put(" " + words.location(of: featured) + " ", x: x, y: content.y + 2, limit: limit)
    }
    let button = "[ " + words(.browseLearnMore) + " ]"
    screen.put(button, x: x + 1, y: content.y + height - 2, style: selected ? .selected : .strong, limit: limit)
  }

  private func drawRow(_ row: Int, into screen: inout Screen, top: Int, content: Rect) throws {
    let continentRow = model.rows[row]
    let selectedRow = model.rowSelection == row + 1
    let title = words(.listSection, words.name(of: continentRow.continent), continentRow.count)
    screen.put(title, x: content.x + 1, y: top, style: selectedRow ? .strong : .plain, limit: content.maxX)
    // A card or two left of the scroll position is drawn too: it slides under the sidebar.
    let first = max(0, model.cardScroll[row] - 2)
    var card = first
    while card < continentRow.count {
      let origin = BrowseGeometry.cardOrigin(row: row, card: card, in: model)
      if origin.x >= content.maxX { break }
      guard let landmark = continentRow.landmark(at: card) else {
        drawCard(nil, into: &screen, at: (origin.x, top + 1), selected: false, limit: content.maxX)
        break
      }
      let selected = selectedRow && model.cardSelection[row] == card && model.focus == .content
      drawCard(landmark, into: &screen, at: (origin.x, top + 1), selected: selected, limit: content.maxX)
      card += 1
    }
  }

  /// A landmark card: name, country and kinds, badge glyph and progress dots, in a box.
  private func drawCard(
    _ landmark: Landmark?, into screen: inout Screen, at origin: (x: Int, y: Int), selected: Bool, limit: Int
  ) {
    let width = BrowseGeometry.cardWidth
    let border = selected ? CellStyle(bold: true) : CellStyle.faint
    drawBox(
      into: &screen, Rect(x: origin.x, y: origin.y, width: width, height: BrowseGeometry.cardHeight),
      style: border, limit: limit)
    guard let landmark else {
      screen.put(" …", x: origin.x + 1, y: origin.y + 2, style: .faint, limit: min(limit, origin.x + width - 1))
      return
    }
    let inner = width - 2
    let right = min(limit, origin.x + width - 1)
    let nameStyle = selected ? CellStyle.selected : CellStyle.strong
    screen.put(
      DisplayWidth.pad(DisplayWidth.truncate(words.name(of: landmark), to: inner), to: inner), x: origin.x + 1,
      y: origin.y + 1, style: nameStyle, limit: right)
    let kinds = words.names(of: landmark.kinds)
    screen.put(
      DisplayWidth.truncate(landmark.safeCountry + " · " + kinds, to: inner), x: origin.x + 1, y: origin.y + 2,
      style: .faint, limit: right)
    var x = origin.x + 1
    if let badge = landmark.badge {
      x = screen.put(glyph(badge.symbol), x: x, y: origin.y + 3, style: CellStyle(ink: ink(badge.color)), limit: right)
      x += 1
    }
    let done = model.state.doneActivities(at: landmark.id).count
    let dots = String(repeating: "●", count: done) + String(repeating: "○", count: 4 - done)
    x = screen.put(
      dots, x: x, y: origin.y + 3, style: CellStyle(ink: done == 4 ? Ink.accent(32, support: colors) : nil),
      limit: right)
    if model.state.favorites.contains(landmark.id) {
      screen.put(" ★", x: x, y: origin.y + 3, style: CellStyle(ink: Ink.accent(33, support: colors)), limit: right)
    }
  }

  // MARK: - Detail and inspector

  private func drawDetail(_ landmark: Landmark, into screen: inout Screen, in content: Rect) throws {
    let x = content.x + 1
    // An inspector over the content's right side (regular layouts) narrows what is readable.
    let right = min(content.maxX, layout.inspector(open: model.inspectorShown)?.x ?? content.maxX)
    let width = max(1, min(right - x - 1, OutputStyle.proseWidth))
    var y = content.y
    screen.put(DisplayWidth.truncate(words.name(of: landmark), to: width), x: x, y: y, style: .strong)
    y += 1
    let otherNames = words.otherNames(of: landmark)
    if !otherNames.isEmpty {
      let names = otherNames.joined(separator: " · ")
      screen.put(DisplayWidth.truncate(names, to: width), x: x, y: y, style: .faint)
      y += 1
    }
    screen.put(
      DisplayWidth.truncate("\(words.location(of: landmark)) · \(words.name(of: landmark.continent))", to: width), x: x,
      y: y)
    y += 2
    y = try drawToolbar(landmark, into: &screen, x: x, y: y, limit: right)
    y += 1
    for line in Formatting.wrap(words.description(of: landmark), width: width) {
      guard y < content.maxY - 1 else { break }
      screen.put(line, x: x, y: y)
      y += 1
    }
    y += 1
    let facts = facts(of: landmark)
    let labelWidth = (facts.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2
    for (label, value) in facts {
      guard y < content.maxY else { break }
      screen.put(DisplayWidth.pad(label, to: labelWidth), x: x, y: y, style: .faint)
      screen.put(DisplayWidth.truncate(value, to: max(1, width - labelWidth)), x: x + labelWidth, y: y)
      y += 1
    }
  }

  /// The toolbar in the sample's groups: Share | Favorite, Collections | Inspector.
  private func drawToolbar(_ landmark: Landmark, into screen: inout Screen, x: Int, y: Int, limit: Int) throws -> Int {
    let favorite = model.state.favorites.contains(landmark.id)
    var column = x
    func button(_ key: String, _ label: String, on: Bool = false) {
      column = screen.put("[\(key)]", x: column, y: y, style: .faint, limit: limit)
      column = screen.put(
        " " + label, x: column, y: y,
        style: on
          ? CellStyle(
            ink: Ink.accent(33, support: colors),
            bold: true) : .plain, limit: limit)
      column += 1
    }
    func separator() {
      column = screen.put("│", x: column, y: y, style: .faint, limit: limit)
      column += 1
    }
    button("s", words(.browseShare))
    separator()
    button("f", (favorite ? "★ " : "☆ ") + words(.browseFavorite), on: favorite)
    let count = model.state.collections(containing: landmark.id).filter { !$0.isFavorites }.count
    button("c", count > 0 ? words(.browseCollectionsCount, count) : words(.browseSectionCollections))
    separator()
    button("i", words(.browseInspector), on: model.inspectorShown)
    return y + 1
  }

  private func facts(of landmark: Landmark) -> [(String, String)] {
    var rows: [(String, String)] = [(words(.showLocation), words.location(of: landmark))]
    let country = model.catalog.countries.country(landmark.country)?.name
    rows.append(
      (
        words(.showCountry),
        country.map {
          words(
            .showCountryValue, SafeText.clean(words.countryName(landmark.country, english: $0)), landmark.safeCountry)
        } ?? landmark.safeCountry
      ))
    rows.append(
      (
        words(.showCoordinates),
        Formatting.coordinates(latitude: landmark.latitude, longitude: landmark.longitude, in: words)
      ))
    if let elevation = Formatting.elevation(landmark.elevation, units: units, in: words) {
      rows.append((words(.showElevation), elevation))
    }
    if let area = landmark.areaKm2 { rows.append((words(.showArea), Formatting.area(area, units: units, in: words))) }
    rows.append((words(.showKinds), words.names(of: landmark.kinds)))
    rows.append((words(.showId), "\(landmark.id) · \(landmark.safeSlug)"))
    return rows
  }

  private func drawInspector(_ landmark: Landmark, into screen: inout Screen, in rect: Rect) throws {
    screen.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    for row in rect.y..<rect.maxY { screen.put("│", x: rect.x, y: row, style: .faint) }
    let x = rect.x + 2
    let limit = rect.maxX
    let focused = model.focus == .inspector
    var column = x
    for (tab, title) in [(InspectorTab.map, words(.browseSectionMap)), (.activities, words(.browseActivities))] {
      let selected = model.inspectorTab == tab
      let style = selected ? (focused ? CellStyle.selected : CellStyle(bold: true, underline: true)) : CellStyle.faint
      column = screen.put(" \(title) ", x: column, y: rect.y, style: style, limit: limit)
      column += 1
    }
    switch model.inspectorTab {
    case .map: try drawInspectorMap(landmark, into: &screen, in: rect)
    case .activities: try drawActivities(landmark, into: &screen, in: rect)
    }
  }

  private func drawInspectorMap(_ landmark: Landmark, into screen: inout Screen, in rect: Rect) throws {
    var y = rect.y + 2
    let x = rect.x + 2
    let width = rect.width - 3
    if let mask = model.mask {
      let rows = min(8, max(3, rect.height - 9))
      let viewport = MapViewport(
        frame: MapFrame.around(Coordinate(landmark), radiusKm: 700), columns: width, rows: rows)
      let marker = MapMarker(landmark: landmark, status: .none, isHighlighted: true, distanceKm: nil)
      let map = MapText(
        layout: MapLayout(viewport: viewport, markers: [marker]),
        canvas: BrailleCanvas(viewport: viewport, land: viewport.landDots(in: mask)), highlightRole: .here)
      for line in map.mapLines(in: style(width: width)) {
        screen.put(styled: line, x: x, y: y, limit: rect.maxX)
        y += 1
      }
      y += 1
    }
    var rows = [
      (
        words(.showCoordinates),
        Formatting.coordinates(latitude: landmark.latitude, longitude: landmark.longitude, in: words)
      )
    ]
    rows.append(
      (
        words(.browseTotalArea),
        landmark.areaKm2.map { Formatting.area($0, units: units, in: words) } ?? words(.browseUnknown)
      ))
    rows.append(
      (
        words(.showElevation),
        Formatting.elevation(landmark.elevation, units: units, in: words) ?? words(.browseUnknown)
      ))
    rows.append((words(.showLocation), words.location(of: landmark)))
    let labelWidth = max(13, (rows.map { DisplayWidth.of($0.0) }.max() ?? 0) + 1)
    for (label, value) in rows where y < rect.maxY {
      screen.put(label, x: x, y: y, style: .faint, limit: rect.maxX)
      screen.put(
        DisplayWidth.truncate(value, to: max(1, width - labelWidth)), x: x + labelWidth, y: y, limit: rect.maxX)
      y += 1
    }
  }

  private func drawActivities(_ landmark: Landmark, into screen: inout Screen, in rect: Rect) throws {
    let x = rect.x + 2
    var y = rect.y + BrowseGeometry.inspectorActivityTop
    let done = Set(model.state.doneActivities(at: landmark.id))
    for (index, activity) in Activity.allCases.enumerated() {
      let isDone = done.contains(activity)
      let focused = model.focus == .inspector && model.activityFocus == index
      let mark = isDone ? "◉" : "○"
      let line = DisplayWidth.pad("\(index + 1) \(mark) \(words.title(of: activity))", to: rect.width - 3)
      var style = isDone ? CellStyle(ink: Ink.accent(32, support: colors)) : CellStyle.plain
      if focused { style.reverse = true }
      screen.put(line, x: x, y: y, style: style, limit: rect.maxX)
      y += 1
    }
    y += 1
    guard let badge = landmark.badge else {
      screen.put(words(.browseNoBadge), x: x, y: y, style: .faint, limit: rect.maxX)
      return
    }
    let earned = done.count == Activity.allCases.count
    let item = BadgeArt.Item(symbol: badge.symbol, color: badge.color, label: "", dimmed: !earned)
    var art = BadgeArt.render([item], width: BadgeArt.cellWidth, colors: colors).prefix(3).map { $0 }
    if let announcement = model.announcement, announcement.landmarkID == landmark.id {
      // The badge grows in from its middle line while it is announced.
      let progress = min(1, (now - announcement.start) / BrowseModel.announcementDuration)
      let shown = max(1, Int((progress * Double(art.count)).rounded(.up)))
      let start = (art.count - shown) / 2
      art = art.enumerated().map { index, line in index >= start && index < start + shown ? line : "" }
    }
    for line in art {
      screen.put(styled: line, x: x + (rect.width - 3 - BadgeArt.cellWidth) / 2, y: y, limit: rect.maxX)
      y += 1
    }
    let text =
      earned
      ? words(.badgeEarned, words.name(of: landmark))
      : words(.browseEarnBadge, words.name(of: landmark), done.count, Activity.allCases.count)
    for line in Formatting.wrap(text, width: rect.width - 3) where y < rect.maxY {
      screen.put(line, x: x, y: y, style: earned ? .strong : .faint, limit: rect.maxX)
      y += 1
    }
  }

  // MARK: - Map

  private func drawMap(into screen: inout Screen, in content: Rect) throws {
    guard let mask = model.mask else {
      screen.put(words(.browseNoLandData), x: content.x + 1, y: content.y + 1)
      return
    }
    let viewport = try BrowseGeometry.mapViewport(for: model)
    let markers = try BrowseGeometry.mapLandmarks(for: model).map { landmark in
      MapMarker(
        landmark: landmark, status: MarkerStatus(landmark, state: model.state),
        isHighlighted: landmark.id == model.mapCursor, distanceKm: nil)
    }
    let map = MapText(
      layout: MapLayout(viewport: viewport, markers: markers),
      canvas: BrailleCanvas(viewport: viewport, land: viewport.landDots(in: mask)), highlightRole: .selected)
    for (index, line) in map.mapLines(in: style(width: viewport.columns)).enumerated() {
      screen.put(styled: line, x: content.x, y: content.y + index, limit: content.maxX)
    }
    let legendY = content.y + viewport.rows
    if let id = model.mapCursor, let landmark = try model.catalog.landmark(id: id) {
      let status = MarkerStatus(landmark, state: model.state).word(in: words)
      let line = "\(words.name(of: landmark)) · \(words.location(of: landmark)) · \(status)"
      screen.put(DisplayWidth.truncate(line, to: content.width - 1), x: content.x + 1, y: legendY, style: .strong)
    }
    let scope = words(model.mapRegion == nil ? .browseWorld : .browseRegion)
    let key = words(.browseMapKey, scope, words(.countLandmarks, markers.count))
    screen.put(DisplayWidth.truncate(key, to: content.width - 1), x: content.x + 1, y: legendY + 1, style: .faint)
  }

  // MARK: - Collections

  private func drawCollections(into screen: inout Screen, in content: Rect) throws {
    let all = model.collections
    let selected = model.focus == .content ? model.collectionSelection : -1
    let width = min(content.width - 2, BrowseGeometry.collectionWidth * 2 + 1)
    if let favorites = all.first {
      try drawCollectionCell(
        favorites, into: &screen, Rect(x: content.x + 1, y: content.y, width: width, height: 4),
        selected: selected == 0, limit: content.maxX)
    }
    screen.put(words(.browseMyCollections), x: content.x + 1, y: content.y + 5, style: .strong, limit: content.maxX)
    let columns = BrowseGeometry.collectionColumns(in: content)
    let gridTop = content.y + 6
    for (offset, collection) in all.dropFirst().enumerated() {
      let row = offset / columns
      let column = offset % columns
      let rect = Rect(
        x: content.x + 1 + column * (BrowseGeometry.collectionWidth + 1),
        y: gridTop + row * (BrowseGeometry.collectionHeight + 1), width: BrowseGeometry.collectionWidth,
        height: BrowseGeometry.collectionHeight)
      guard rect.maxY <= content.maxY else { break }
      try drawCollectionCell(collection, into: &screen, rect, selected: selected == offset + 1, limit: content.maxX)
    }
    if all.count == 1 {
      screen.put(
        words(.browseNoCollections), x: content.x + 1, y: gridTop, style: .faint,
        limit: content.maxX)
    }
  }

  /// A collection's cell: a mosaic of up to four badge glyphs, the name, the count, the description.
  private func drawCollectionCell(
    _ collection: LandmarkCollection, into screen: inout Screen, _ rect: Rect, selected: Bool, limit: Int
  ) throws {
    drawBox(into: &screen, rect, style: selected ? .strong : .faint, limit: limit)
    let x = rect.x + 1
    let inner = rect.width - 2
    let right = min(limit, rect.maxX - 1)
    let members = try model.members(of: collection)
    var column = x
    let glyphs = members.prefix(4).map { landmark in (landmark.badge.map { glyph($0.symbol) } ?? "·", landmark.badge) }
    for (text, badge) in glyphs {
      column = screen.put(
        text, x: column, y: rect.y + 1, style: CellStyle(ink: badge.map { ink($0.color) } ?? nil),
        limit: right)
      column += 1
    }
    if glyphs.isEmpty { column = screen.put("·", x: column, y: rect.y + 1, style: .faint, limit: right) + 1 }
    let name = DisplayWidth.truncate(collection.listedName(in: words), to: max(1, inner - (column - x) - 1))
    screen.put(name, x: column + 1, y: rect.y + 1, style: selected ? .selected : .strong, limit: right)
    screen.put(words(.countLandmarks, collection.landmarkIDs.count), x: x, y: rect.y + 2, limit: right)
    if rect.height > 4 {
      let description = SafeText.clean(collection.description.value)
      screen.put(DisplayWidth.truncate(description, to: inner), x: x, y: rect.y + 3, style: .faint, limit: right)
    }
  }

  private func drawCollection(into screen: inout Screen, in content: Rect) throws {
    guard let collection = model.openCollection else { return }
    let x = content.x + 1
    let width = content.width - 2
    screen.put(
      DisplayWidth.truncate(collection.listedName(in: words), to: width), x: x, y: content.y,
      style: .strong)
    let description = SafeText.clean(collection.description.value)
    screen.put(
      DisplayWidth.truncate(description.isEmpty ? words(.browseNoDescription) : description, to: width), x: x,
      y: content.y + 1, style: .faint)
    screen.put(words(.countLandmarks, collection.landmarkIDs.count), x: x, y: content.y + 2)
    let members = try model.members(of: collection)
    let top = content.y + BrowseGeometry.collectionHeaderHeight
    if members.isEmpty {
      screen.put(words(.browseCollectionEmpty), x: x, y: top, style: .faint)
    }
    let room = max(1, content.maxY - top)
    let first = max(0, model.memberSelection - room + 1)
    for (index, landmark) in members.enumerated().dropFirst(first).prefix(room) {
      let y = top + index - first
      var column = x
      if let badge = landmark.badge {
        column = screen.put(glyph(badge.symbol), x: column, y: y, style: CellStyle(ink: ink(badge.color)))
      }
      column = max(column, x + 3)
      let line = DisplayWidth.pad(
        DisplayWidth.truncate(
          "\(words.name(of: landmark))  \(landmark.safeCountry)  \(words.location(of: landmark))",
          to: max(1, width - 3)), to: max(1, width - 3))
      let selected = index == model.memberSelection && model.focus == .content
      screen.put(line, x: column, y: y, style: selected ? .selected : .plain, limit: content.maxX)
    }
  }

  // MARK: - Badge stack

  /// The badge stack in the bottom-right corner: a toggle, and above it the earned badges, which
  /// bud out of it one after another when it opens and merge back when it closes.
  private func drawBadgeStack(into screen: inout Screen) throws {
    let earned = try BadgeRules.earned(in: model.catalog, state: model.state)
    let size = BrowseGeometry.toggleSize
    // The stack's column, a blank column left of it and the screen's last column are cleared, so
    // nothing underneath shows beside it.
    let left = layout.width - BadgeArt.cellWidth - 2
    let toggle = Rect(
      x: layout.width - size.width - 1, y: layout.body.maxY - size.height, width: size.width, height: size.height)
    var progress = model.badgeStackShown ? 1.0 : 0.0
    if let animation = model.stackAnimation {
      let t = min(1, max(0, (now - animation.start) / BrowseModel.stackDuration))
      progress = animation.opening ? t : 1 - t
    }
    let cell = 4
    let fitting = max(0, (toggle.y - layout.body.y) / cell)
    let shown = Array(earned.suffix(fitting))
    for (index, status) in shown.reversed().enumerated() {
      let own = min(1, max(0, progress * Double(shown.count) - Double(index)))
      guard own > 0 else { continue }
      let y = toggle.y - Int((Double((index + 1) * cell) * own).rounded())
      let item = BadgeArt.Item(
        symbol: status.badge.symbol, color: status.badge.color, label: words.name(of: status.landmark), dimmed: false)
      let lines = BadgeArt.render([item], width: BadgeArt.cellWidth, colors: colors)
      let x = layout.width - BadgeArt.cellWidth - 1
      screen.fill(x: left, y: y, width: layout.width - left, height: cell)
      for (offset, line) in lines.enumerated() where y + offset < toggle.y {
        screen.put(styled: line, x: x, y: y + offset)
      }
    }
    screen.fill(x: left, y: toggle.y, width: layout.width - left, height: toggle.height)
    drawBox(into: &screen, toggle, style: model.badgeStackShown ? .strong : .faint, limit: layout.width)
    let label = "◆ \(earned.count)"
    screen.put(
      label, x: toggle.x + (toggle.width - DisplayWidth.of(label)) / 2, y: toggle.y + 1,
      style: earned.isEmpty ? .faint : CellStyle(ink: Ink.accent(33, support: colors), bold: true))
  }

  // MARK: - Overlays

  private func drawOverlay(_ overlay: BrowseModel.Overlay, into screen: inout Screen) throws {
    let content = layout.kind == .compact ? layout.body : layout.content(inspectorOpen: model.inspectorShown)
    switch overlay {
    case .search(let search): try drawSearch(search, into: &screen, in: content)
    case .prompt(let prompt):
      let title: String
      switch prompt.purpose {
      case .newCollection: title = words(.browsePromptNew)
      case .rename: title = words(.browsePromptRename)
      case .describe: title = words(.browsePromptDescribe)
      }
      let box = centred(width: min(60, layout.width - 4), height: 5)
      drawPanel(box, title: title, into: &screen)
      let room = box.width - 4
      let text = prompt.field.text
      let shown = DisplayWidth.of(text) >= room ? String(text.suffix(room - 1)) : text
      let end = screen.put(SafeText.clean(shown), x: box.x + 2, y: box.y + 2, style: CellStyle(underline: true))
      screen.put("▏", x: end, y: box.y + 2)
      screen.put(words(.browsePromptKeys), x: box.x + 2, y: box.y + 3, style: .faint, limit: box.maxX - 1)
    case .confirmDelete(let id, let deleteSelected):
      let name = model.state.liveCollections.first { $0.id == id }.map { SafeText.clean($0.name.value) } ?? ""
      let box = centred(width: min(50, layout.width - 4), height: 5)
      drawPanel(box, title: words(.browseDeleteTitle), into: &screen)
      screen.put(
        DisplayWidth.truncate(words(.browseDeleteQuestion, name), to: box.width - 4), x: box.x + 2, y: box.y + 1)
      let x = screen.put(
        "[ " + words(.browseDeleteButton) + " ]", x: box.x + 2, y: box.y + 3, style: deleteSelected ? .selected : .plain
      )
      screen.put(
        "[ " + words(.browseKeepButton) + " ]", x: x + 2, y: box.y + 3, style: deleteSelected ? .plain : .selected)
    case .picker(let picker): try drawPicker(picker, into: &screen, in: content)
    case .collectionMenu(let menu): try drawCollectionMenu(menu, into: &screen, in: content)
    case .share(let card):
      let lines = card.split(separator: "\n", omittingEmptySubsequences: false).map { SafeText.clean(String($0)) }
      let width = min(layout.width - 4, (lines.map { DisplayWidth.of($0) }.max() ?? 20) + 4)
      let box = centred(width: width, height: min(layout.height - 2, lines.count + 3))
      drawPanel(box, title: words(.browseShare), into: &screen)
      for (index, line) in lines.enumerated() where box.y + 1 + index < box.maxY - 1 {
        screen.put(DisplayWidth.truncate(line, to: box.width - 4), x: box.x + 2, y: box.y + 1 + index)
      }
      screen.put(words(.browseShareCopied), x: box.x + 2, y: box.maxY - 2, style: .faint, limit: box.maxX - 1)
    case .help:
      let lines = model.keyHelp
      let box = centred(width: min(56, layout.width - 2), height: min(layout.height - 2, lines.count + 2))
      drawPanel(box, title: words(.browseKeys), into: &screen)
      for (index, line) in lines.enumerated() where box.y + 1 + index < box.maxY - 1 {
        screen.put(line.keys, x: box.x + 2, y: box.y + 1 + index, style: .strong, limit: box.maxX - 1)
        screen.put(line.action, x: box.x + 14, y: box.y + 1 + index, limit: box.maxX - 1)
      }
    }
  }

  private func drawSearch(_ search: BrowseModel.Search, into screen: inout Screen, in content: Rect) throws {
    let box = Rect(x: content.x, y: content.y, width: content.width, height: content.height)
    drawPanel(box, title: words(.browseSearch), into: &screen)
    let end = screen.put(
      "/ " + SafeText.clean(search.field.text), x: box.x + 2, y: box.y + 1, style: .strong,
      limit: box.maxX - 2)
    screen.put("▏", x: end, y: box.y + 1)
    let query = search.field.text.trimmingCharacters(in: .whitespaces)
    if query.isEmpty {
      screen.put(
        words(.browseSearchPrompt), x: box.x + 2, y: box.y + 3, style: .faint,
        limit: box.maxX - 1)
      return
    }
    if search.hits.isEmpty {
      screen.put(words(.browseSearchNone), x: box.x + 2, y: box.y + 3, style: .faint, limit: box.maxX - 1)
      return
    }
    let room = max(1, box.height - 4)
    let first = max(0, search.selection - room + 1)
    for (index, hit) in search.hits.enumerated().dropFirst(first).prefix(room) {
      let y = box.y + 3 + index - first
      var text =
        "\(words.name(of: hit.landmark))  \(hit.landmark.safeCountry)  \(words.name(of: hit.landmark.continent))"
      if let remark = SearchOutput.remark(for: hit, in: words) { text += "  " + SafeText.clean(remark) }
      let line = DisplayWidth.pad(DisplayWidth.truncate(text, to: box.width - 4), to: box.width - 4)
      screen.put(line, x: box.x + 2, y: y, style: index == search.selection ? .selected : .plain, limit: box.maxX - 1)
    }
  }

  private func drawPicker(_ picker: BrowseModel.Picker, into screen: inout Screen, in content: Rect) throws {
    let name = model.state.liveCollections.first { $0.id == picker.collectionID }.map { $0.listedName(in: words) }
    drawPanel(content, title: words(.browseAddTo, name ?? ""), into: &screen)
    let end = screen.put(
      words(.browseFilter, SafeText.clean(picker.field.text)), x: content.x + 2, y: content.y + 1,
      limit: content.maxX - 2)
    screen.put("▏", x: end, y: content.y + 1)
    let entries = try model.pickerEntries(picker)
    let room = max(1, content.height - 4)
    let first = max(0, picker.selection - room + 1)
    for (index, entry) in entries.enumerated().dropFirst(first).prefix(room) {
      let y = content.y + 2 + index - first
      let selected = index == picker.selection
      if let heading = entry.heading {
        screen.put(heading, x: content.x + 2, y: y, style: selected ? .selected : .strong, limit: content.maxX - 1)
      } else if let landmark = entry.landmark {
        let mark = picker.checked.contains(landmark.id) ? "[✓] " : "[ ] "
        let line = DisplayWidth.pad(
          DisplayWidth.truncate(mark + words.name(of: landmark) + "  " + landmark.safeCountry, to: content.width - 6),
          to: content.width - 6)
        screen.put(line, x: content.x + 4, y: y, style: selected ? .selected : .plain, limit: content.maxX - 1)
      }
    }
    screen.put(
      words(.browsePickerKeys), x: content.x + 2, y: content.maxY - 1, style: .faint,
      limit: content.maxX - 1)
  }

  private func drawCollectionMenu(_ menu: BrowseModel.CollectionMenu, into screen: inout Screen, in content: Rect)
    throws
  {
    let all = model.collections
    let width = min(40, content.width - 2)
    let box = Rect(
      x: content.maxX - width - 1, y: content.y + 1, width: width,
      height: min(
        content.height - 1,
        all.count + 3))
    drawPanel(box, title: words(.browseSectionCollections), into: &screen)
    for (index, collection) in all.enumerated() where box.y + 1 + index < box.maxY - 1 {
      let mark = collection.contains(menu.landmarkID) ? "[✓] " : "[ ] "
      let line = DisplayWidth.pad(
        DisplayWidth.truncate(mark + collection.listedName(in: words), to: box.width - 4), to: box.width - 4)
      screen.put(line, x: box.x + 2, y: box.y + 1 + index, style: index == menu.selection ? .selected : .plain)
    }
    let y = min(box.maxY - 2, box.y + 1 + all.count)
    let line = DisplayWidth.pad("+ " + words(.browseNewCollection), to: box.width - 4)
    screen.put(line, x: box.x + 2, y: y, style: menu.selection == all.count ? .selected : .faint)
  }

  // MARK: - Pieces

  private func centred(width: Int, height: Int) -> Rect {
    Rect(x: max(0, (layout.width - width) / 2), y: max(1, (layout.height - height) / 2), width: width, height: height)
  }

  /// A cleared box with a title in its top border.
  private func drawPanel(_ rect: Rect, title: String, into screen: inout Screen) {
    screen.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    drawBox(into: &screen, rect, style: .strong, limit: layout.width)
    screen.put(" \(title) ", x: rect.x + 2, y: rect.y, style: .strong, limit: rect.maxX - 1)
  }

  private func drawBox(into screen: inout Screen, _ rect: Rect, style: CellStyle, limit: Int) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let horizontal = String(repeating: "─", count: rect.width - 2)
    screen.put("╭" + horizontal + "╮", x: rect.x, y: rect.y, style: style, limit: limit)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      screen.put("│", x: rect.x, y: row, style: style, limit: limit)
      screen.put("│", x: rect.maxX - 1, y: row, style: style, limit: limit)
    }
    screen.put("╰" + horizontal + "╯", x: rect.x, y: rect.maxY - 1, style: style, limit: limit)
  }

  private func glyph(_ symbol: BadgeSymbol) -> String {
    unicode ? BadgeGlyphs.glyph(symbol) : BadgeGlyphs.ascii(symbol)
  }

  private func ink(_ color: BadgeColor) -> Ink? { Ink.badge(color, support: colors) }

  /// An output style for the command line's renderers that the explorer reuses (maps, badges).
  private func style(width: Int) -> OutputStyle {
    OutputStyle(colors: colors, width: width, isTerminal: true, unicode: unicode, units: units, localizer: words)
  }
}
