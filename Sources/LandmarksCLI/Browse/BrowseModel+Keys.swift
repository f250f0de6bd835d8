import Foundation
import LandmarksCore
import LandmarksModels

extension BrowseModel {
  /// Handles a key: while a text field has focus every printable key goes into it; otherwise the
  /// keys of the overlay, then of the focused pane, then the global ones. Returns what the host
  /// must do.
  mutating func handle(_ key: Key, now: Double, date: Date, makeIdentifier: () -> String) throws -> [BrowseEffect] {
    if case .mouse(let event) = key { return try handleMouse(event, now: now, date: date) }
    if key == .control("c") { return [.quit] }
    if key == .control("z") { return [.suspend] }
    if key == .control("l") { return [.redraw] }
    if let overlay {
      return try handle(key, in: overlay, now: now, date: date, makeIdentifier: makeIdentifier)
    }
    if status != nil { clearStatus() }
    switch key {
    case .character("q"): return [.quit]
    case .character("?"):
      setOverlay(.help)
      return []
    case .character("/"):
      setOverlay(.search(Search()))
      return []
    case .character("b"):
      return change(.setBadgeStack(shown: !badgeStackShown), now: now, date: date)
    case .character("u"): return [.save(.undo)]
    case .control("r"): return [.save(.redo)]
    case .tab:
      cycleFocus(forward: true)
      return []
    case .backTab:
      cycleFocus(forward: false)
      return []
    case .escape, .backspace:
      // In a compact layout the inspector covers the page: going back closes it first.
      if inspectorShown, layout.kind == .compact {
        setInspector(open: false)
      } else {
        back()
      }
      return []
    default: break
    }
    if focus == .sidebar { return try handleSidebar(key) }
    switch page {
    case .landmarks: return try handleLandmarks(key, now: now, date: date)
    case .detail(let id): return try handleDetail(key, id: id, now: now, date: date)
    case .map: return try handleMap(key)
    case .collections: return try handleCollections(key, now: now, date: date)
    case .collection(let id): return try handleCollection(key, id: id, now: now, date: date)
    }
  }

  /// The keys of the current view, for `?` and `landmarks help browse`: the keys as they are
  /// typed, what they do in the explorer's language.
  var keyHelp: [(keys: String, action: String)] {
    var lines: [(String, L10nKey)]
    switch (overlay, page) {
    case (.some(.search), _):
      lines = [
        (words(.keysType), .keysSearchAsYouType), ("↑ ↓", .keysChooseResult), ("Enter", .keysOpenIt),
        ("Esc", .keysClose),
      ]
    case (.some(.picker), _):
      lines = [
        (words(.keysType), .keysFilter), ("↑ ↓", .keysMove), ("Space", .keysTick), ("Enter", .keysSave),
        ("Esc", .keysCancel),
      ]
    case (_, .landmarks):
      lines = [
        ("↑ ↓ k j", .keysHeaderAndRows), ("← → h l", .keysAlongRow), ("Enter", .keysOpen), ("f", .keysFavorite),
      ]
    case (_, .detail):
      lines = [
        ("s", .keysShare), ("f", .keysFavorite), ("c", .keysCollections), ("i", .keysInspector),
        ("m a  [ ]", .keysMapOrActivities), ("1–4", .keysActivity), ("Space", .keysToggleFocused),
      ]
    case (_, .map):
      lines = [(words(.keysArrows), .keysNearest), ("Enter", .keysOpen), ("+ -", .keysRegionOrWorld)]
    case (_, .collections):
      lines = [
        (words(.keysArrows), .keysMove), ("Enter", .keysOpen), ("n", .keysNewCollection), ("r", .keysRename),
        ("e", .keysDescribe), ("d", .keysDelete),
      ]
    case (_, .collection):
      lines = [
        ("↑ ↓", .keysMove), ("Enter", .keysOpen), ("a", .keysAddLandmarks), ("x", .keysRemove),
        ("r e d", .keysRenameDescribeDelete),
      ]
    }
    lines += [
      ("/", .keysSearch), ("b", .keysBadges), ("u  Ctrl-R", .keysUndoRedo), ("Tab", .keysNextPane),
      ("Esc", .keysBack), ("Ctrl-L", .keysRedraw), ("?", .keysTheseKeys), ("q", .keysQuit),
    ]
    return lines.map { ($0.0, words($0.1)) }
  }

  // MARK: - Panes

  private mutating func cycleFocus(forward: Bool) {
    var panes: [BrowseFocus] = [.sidebar, .content]
    if inspectorShown { panes.append(.inspector) }
    let index = panes.firstIndex(of: focus) ?? 1
    setFocus(panes[(index + (forward ? 1 : panes.count - 1)) % panes.count])
  }

  private mutating func handleSidebar(_ key: Key) throws -> [BrowseEffect] {
    let index = Self.sections.firstIndex { $0.page == section } ?? 0
    switch key {
    case .up, .character("k"): selectSection(index - 1)
    case .down, .character("j"): selectSection(index + 1)
    case .enter, .right, .character("l"), .character(" "): setFocus(.content)
    default: break
    }
    return []
  }

  private mutating func handleLandmarks(_ key: Key, now: Double, date: Date) throws -> [BrowseEffect] {
    switch key {
    case .up, .character("k"): moveRow(by: -1)
    case .down, .character("j"): moveRow(by: 1)
    case .pageUp: moveRow(by: -visibleRowCount)
    case .pageDown: moveRow(by: visibleRowCount)
    case .left, .character("h"):
      if rowSelection == 0 || cardSelection[rowSelection - 1] == 0 {
        if layout.kind != .compact { setFocus(.sidebar) }
      } else {
        moveCard(by: -1)
      }
    case .right, .character("l"): moveCard(by: 1)
    case .home: moveCard(by: -Int.max / 2)
    case .end: moveCard(by: Int.max / 2)
    case .enter, .character(" "):
      if let landmark = try selectedLandmark { push(.detail(landmark.id)) }
    case .character("f"):
      if let landmark = try selectedLandmark { return try toggleFavorite(landmark.id, now: now, date: date) }
    default: break
    }
    return []
  }

  private mutating func handleDetail(_ key: Key, id: Int, now: Double, date: Date) throws -> [BrowseEffect] {
    switch key {
    case .character("s"):
      guard let landmark = try catalog.landmark(id: id) else { return [] }
      let card = ShareCard(landmark: landmark).text(in: words)
      setOverlay(.share(card))
      say(words(.browseCopied))
      return [.copy(card)]
    case .character("f"): return try toggleFavorite(id, now: now, date: date)
    case .character("c"):
      setOverlay(.collectionMenu(CollectionMenu(landmarkID: id)))
    case .character("i"):
      setInspector(open: !inspectorOpen)
      if inspectorOpen, layout.kind == .compact { setFocus(.inspector) }
    case .character("m"), .character("["):
      setInspector(open: true)
      setInspectorTab(.map)
    case .character("a"), .character("]"):
      setInspector(open: true)
      setInspectorTab(.activities)
    case .character(let digit) where ("1"..."4").contains(digit):
      let index = Int(String(digit)).map { $0 - 1 } ?? 0
      return try toggleActivity(index, at: id, now: now, date: date)
    case .up, .character("k"):
      if focus == .inspector { moveActivityFocus(by: -1) }
    case .down, .character("j"):
      if focus == .inspector { moveActivityFocus(by: 1) }
    case .character(" "), .enter:
      if focus == .inspector, inspectorTab == .activities {
        return try toggleActivity(activityFocus, at: id, now: now, date: date)
      }
    case .left, .character("h"):
      if focus == .inspector { setFocus(.content) } else { back() }
    case .right, .character("l"):
      if inspectorShown { setFocus(.inspector) }
    default: break
    }
    return []
  }

  private mutating func handleMap(_ key: Key) throws -> [BrowseEffect] {
    switch key {
    case .up, .character("k"): try moveMapCursor(dx: 0, dy: -1)
    case .down, .character("j"): try moveMapCursor(dx: 0, dy: 1)
    case .left, .character("h"): try moveMapCursor(dx: -1, dy: 0)
    case .right, .character("l"): try moveMapCursor(dx: 1, dy: 0)
    case .character("+"), .character("="): setMapRegion(mapCursor)
    case .character("-"): setMapRegion(nil)
    case .enter, .character(" "):
      if let cursor = mapCursor { push(.detail(cursor)) }
    default: break
    }
    return []
  }

  private mutating func handleCollections(_ key: Key, now: Double, date: Date) throws -> [BrowseEffect] {
    let columns = BrowseGeometry.collectionColumns(in: layout.content(inspectorOpen: false))
    switch key {
    case .up, .character("k"): moveCollection(by: collectionSelection == 0 ? 0 : -columns)
    case .down, .character("j"): moveCollection(by: collectionSelection == 0 ? 1 : columns)
    case .left, .character("h"):
      if collectionSelection == 0 || (collectionSelection - 1) % columns == 0 {
        if layout.kind != .compact { setFocus(.sidebar) }
      } else {
        moveCollection(by: -1)
      }
    case .right, .character("l"): moveCollection(by: 1)
    case .enter, .character(" "):
      let all = collections
      if all.indices.contains(collectionSelection) { push(.collection(all[collectionSelection].id)) }
    case .character("n"):
      setOverlay(
        .prompt(Prompt(purpose: .newCollection(adding: []), field: TextField(text: words(.browseNewCollectionName)))))
    case .character("r"), .character("e"), .character("d"):
      let all = collections
      guard all.indices.contains(collectionSelection) else { return [] }
      return try editCollection(all[collectionSelection], key: key)
    default: break
    }
    return []
  }

  private mutating func handleCollection(_ key: Key, id: String, now: Double, date: Date) throws -> [BrowseEffect] {
    guard let collection = openCollection else { return [] }
    switch key {
    case .up, .character("k"): try moveMember(by: -1)
    case .down, .character("j"): try moveMember(by: 1)
    case .enter, .character(" "):
      if let landmark = try selectedLandmark { push(.detail(landmark.id)) }
    case .character("a"):
      let ids = Set(collection.landmarkIDs)
      setOverlay(.picker(Picker(collectionID: id, checked: ids, original: ids)))
    case .character("x"):
      if let landmark = try selectedLandmark {
        let effects = change(.setMembership(collectionID: id, add: [], remove: [landmark.id]), now: now, date: date)
        try moveMember(by: 0)
        return effects
      }
    case .character("r"), .character("e"), .character("d"):
      return try editCollection(collection, key: key)
    case .left, .character("h"): back()
    default: break
    }
    return []
  }

  private mutating func editCollection(_ collection: LandmarkCollection, key: Key) throws -> [BrowseEffect] {
    if collection.isFavorites, key != .character("e") {
      say(words(key == .character("d") ? .browseFavoritesNotDeleted : .browseFavoritesNotRenamed), isError: true)
      return []
    }
    switch key {
    case .character("r"):
      setOverlay(.prompt(Prompt(purpose: .rename(collection.id), field: TextField(text: collection.name.value))))
    case .character("e"):
      setOverlay(
        .prompt(
          Prompt(
            purpose: .describe(collection.id),
            field: TextField(text: collection.description.value, limit: UserState.maximumDescriptionLength))))
    default:
      setOverlay(.confirmDelete(collectionID: collection.id, deleteSelected: false))
    }
    return []
  }

  private mutating func toggleFavorite(_ id: Int, now: Double, date: Date) throws -> [BrowseEffect] {
    let isFavorite = state.favorites.contains(id)
    return change(
      .setMembership(
        collectionID: LandmarkCollection.favoritesID, add: isFavorite ? [] : [id], remove: isFavorite ? [id] : []),
      now: now, date: date)
  }

  private mutating func toggleActivity(_ index: Int, at id: Int, now: Double, date: Date) throws -> [BrowseEffect] {
    let activities = Activity.allCases
    guard activities.indices.contains(index) else { return [] }
    let activity = activities[index]
    let done = state.record(of: activity, at: id)?.done ?? false
    setInspector(open: true)
    setInspectorTab(.activities)
    return change(.setActivity(activity, done: !done, landmarkID: id), now: now, date: date)
  }

  // MARK: - Overlays

  private mutating func handle(
    _ key: Key, in overlay: Overlay, now: Double, date: Date, makeIdentifier: () -> String
  ) throws -> [BrowseEffect] {
    switch overlay {
    case .help, .share:
      setOverlay(nil)
      return []
    case .search(var search):
      switch key {
      case .escape: setOverlay(nil)
      case .up:
        search.selection = max(0, search.selection - 1)
        setOverlay(.search(search))
      case .down:
        search.selection = min(max(0, search.hits.count - 1), search.selection + 1)
        setOverlay(.search(search))
      case .enter:
        guard search.hits.indices.contains(search.selection) else { return [] }
        setOverlay(nil)
        push(.detail(search.hits[search.selection].landmark.id))
      case .backspace:
        search.field.backspace()
        search.selection = 0
        updateSearch(search)
      case .character(let character):
        search.field.type(character)
        search.selection = 0
        updateSearch(search)
      default: break
      }
      return []
    case .prompt(var prompt):
      switch key {
      case .escape: setOverlay(nil)
      case .backspace:
        prompt.field.backspace()
        setOverlay(.prompt(prompt))
      case .character(let character):
        prompt.field.type(character)
        setOverlay(.prompt(prompt))
      case .enter:
        return try submit(prompt, now: now, date: date, makeIdentifier: makeIdentifier)
      default: break
      }
      return []
    case .confirmDelete(let id, let deleteSelected):
      switch key {
      case .left, .right, .tab, .character("h"), .character("l"):
        setOverlay(.confirmDelete(collectionID: id, deleteSelected: !deleteSelected))
      case .character("d"),
        .enter where deleteSelected:
        setOverlay(nil)
        if case .collection = page { back() }
        return change(.delete(collectionID: id), now: now, date: date)
      case .escape, .character("k"), .enter:
        setOverlay(nil)
      default: break
      }
      return []
    case .picker(var picker):
      let entries = try pickerEntries(picker)
      switch key {
      case .escape: setOverlay(nil)
      case .up: picker.selection = max(0, picker.selection - 1)
      case .down: picker.selection = min(max(0, entries.count - 1), picker.selection + 1)
      case .character(" "):
        if entries.indices.contains(picker.selection), let id = entries[picker.selection].landmark?.id {
          if picker.checked.contains(id) { picker.checked.remove(id) } else { picker.checked.insert(id) }
        } else {
          picker.field.type(" ")
        }
      case .backspace:
        picker.field.backspace()
        picker.selection = 0
      case .character(let character):
        picker.field.type(character)
        picker.selection = 0
      case .enter:
        setOverlay(nil)
        let add = entriesOrder(picker.checked.subtracting(picker.original))
        let remove = entriesOrder(picker.original.subtracting(picker.checked))
        guard !add.isEmpty || !remove.isEmpty else { return [] }
        return change(.setMembership(collectionID: picker.collectionID, add: add, remove: remove), now: now, date: date)
      default: break
      }
      if case .picker = self.overlay { setOverlay(.picker(picker)) }
      return []
    case .collectionMenu(var menu):
      let all = collections
      switch key {
      case .escape, .character("c"):
        setOverlay(nil)
        return []
      case .up, .character("k"): menu.selection = max(0, menu.selection - 1)
      case .down, .character("j"): menu.selection = min(all.count, menu.selection + 1)
      case .character(" "), .enter:
        if menu.selection == all.count {
          setOverlay(
            .prompt(
              Prompt(
                purpose: .newCollection(adding: [menu.landmarkID]),
                field: TextField(text: words(.browseNewCollectionName)))))
          return []
        }
        let collection = all[menu.selection]
        let isMember = collection.contains(menu.landmarkID)
        setOverlay(.collectionMenu(menu))
        return change(
          .setMembership(
            collectionID: collection.id, add: isMember ? [] : [menu.landmarkID],
            remove: isMember ? [menu.landmarkID] : []),
          now: now, date: date)
      default: break
      }
      setOverlay(.collectionMenu(menu))
      return []
    }
  }

  private mutating func submit(
    _ prompt: Prompt, now: Double, date: Date, makeIdentifier: () -> String
  ) throws -> [BrowseEffect] {
    let text = prompt.field.text
    let change: BrowseChange
    switch prompt.purpose {
    case .newCollection(let adding): change = .createCollection(id: makeIdentifier(), name: text, adding: adding)
    case .rename(let id): change = .rename(collectionID: id, to: text)
    case .describe(let id): change = .describe(collectionID: id, as: text)
    }
    let effects = self.change(change, now: now, date: date)
    // A refused name keeps the field open for another try.
    guard !effects.isEmpty else { return [] }
    setOverlay(nil)
    if case .createCollection(let id, _, let adding) = change, adding.isEmpty { push(.collection(id)) }
    return effects
  }

  /// The picker's lines: continent headings and their landmarks, or the search hits while filtering.
  func pickerEntries(_ picker: Picker) throws -> [(heading: String?, landmark: Landmark?)] {
    let query = picker.field.text.trimmingCharacters(in: .whitespaces)
    if !query.isEmpty {
      return try catalog.search(query, limit: 200).map { (nil, $0.landmark) }
    }
    var entries: [(String?, Landmark?)] = []
    for row in rows {
      entries.append((words(.listSection, words.name(of: row.continent), row.count), nil))
      for landmark in row.loaded { entries.append((nil, landmark)) }
    }
    return entries
  }

  private func entriesOrder(_ ids: Set<Int>) -> [Int] { ids.sorted() }

  // MARK: - Mouse

  private mutating func handleMouse(_ event: MouseEvent, now: Double, date: Date) throws -> [BrowseEffect] {
    switch event.action {
    case .wheelUp, .wheelDown:
      let step = event.action == .wheelUp ? -1 : 1
      switch page {
      case .landmarks: moveRow(by: step)
      case .collections: moveCollection(by: step)
      case .collection: try moveMember(by: step)
      case .detail, .map: break
      }
      return []
    case .release: return []
    case .press: break
    }
    if overlay != nil {
      setOverlay(nil)
      return []
    }
    if let sidebar = layout.sidebar, sidebar.contains(x: event.x, y: event.y) {
      let index = event.y - sidebar.y - 1
      if Self.sections.indices.contains(index) {
        selectSection(index)
        setFocus(.content)
      }
      return []
    }
    switch page {
    case .landmarks:
      guard let hit = BrowseGeometry.card(at: event, in: self) else { return [] }
      if let (row, card) = hit {
        selectCard(row: row, card: card)
      } else {
        moveRow(by: -rowSelection)
      }
      if let landmark = try selectedLandmark { push(.detail(landmark.id)) }
    case .collections:
      if let index = BrowseGeometry.collection(at: event, in: self) {
        selectCollection(index)
        let all = collections
        if all.indices.contains(index) { push(.collection(all[index].id)) }
      }
    case .collection:
      let content = layout.content(inspectorOpen: false)
      let index = event.y - content.y - BrowseGeometry.collectionHeaderHeight
      if let collection = openCollection, try members(of: collection).indices.contains(index) {
        try moveMember(by: index - memberSelection)
        if let landmark = try selectedLandmark { push(.detail(landmark.id)) }
      }
    case .detail(let id):
      if let inspector = layout.inspector(open: inspectorShown), inspector.contains(x: event.x, y: event.y) {
        let row = event.y - inspector.y - BrowseGeometry.inspectorActivityTop
        if inspectorTab == .activities, Activity.allCases.indices.contains(row) {
          return try toggleActivity(row, at: id, now: now, date: date)
        }
      }
    case .map: break
    }
    return []
  }

  // MARK: - Map cursor

  /// Moves the map's cursor to the nearest marker in a direction, measured on screen.
  private mutating func moveMapCursor(dx: Int, dy: Int) throws {
    let markers = try BrowseGeometry.mapMarkers(for: self)
    guard let cursor = mapCursor, let here = markers.first(where: { $0.id == cursor }) else {
      setMapCursor(markers.first?.id)
      return
    }
    var best: (id: Int, score: Double)?
    for marker in markers where marker.id != cursor {
      let along = Double((marker.column - here.column) * dx + (marker.row - here.row) * dy * 2)
      guard along > 0 else { continue }
      let across = Double(abs((marker.column - here.column) * dy) + abs((marker.row - here.row) * dx) * 2)
      let score = along + across * 2
      if best == nil || score < (best?.score ?? .infinity) { best = (marker.id, score) }
    }
    if let best { setMapCursor(best.id) }
  }
}
