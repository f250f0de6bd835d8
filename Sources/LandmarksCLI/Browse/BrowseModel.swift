import Foundation
import LandmarksCore
import LandmarksModels

/// A page of the explorer.
enum BrowsePage: Hashable, Sendable {
  /// The featured header and the continent rows.
  case landmarks
  /// The world map with a marker per landmark.
  case map
  /// Favorites and the user's collections.
  case collections
  /// One landmark's detail.
  case detail(Int)
  /// One collection's landmarks, by the collection's id.
  case collection(String)
}

/// Which pane keys go to.
enum BrowseFocus: Hashable, Sendable {
  /// The sidebar's sections.
  case sidebar
  /// The page: the rows, a detail, the map or the collections.
  case content
  /// The inspector beside a detail: its Map and Activities segments.
  case inspector
}

/// The inspector's segments, as the sample's picker has them.
enum InspectorTab: Hashable, Sendable {
  /// The locator map and the facts.
  case map
  /// The four activities and the badge.
  case activities
}

/// What the explorer asks its host to do after a key.
enum BrowseEffect: Hashable, Sendable {
  /// Save a change (already shown on screen).
  case save(BrowseChange)
  /// Copy text to the clipboard with OSC 52.
  case copy(String)
  /// Leave the explorer.
  case quit
  /// Restore the terminal and stop, as Ctrl-Z asks.
  case suspend
  /// Draw every cell again.
  case redraw
}

/// A line of text being typed.
struct TextField: Hashable, Sendable {
  /// The text so far.
  var text = ""
  /// The most characters it takes.
  var limit = 200

  /// Adds a character.
  mutating func type(_ character: Character) {
    if text.count < limit { text.append(character) }
  }

  /// Removes the last character.
  mutating func backspace() {
    if !text.isEmpty { text.removeLast() }
  }
}

/// The explorer's state: where the person is, what is selected, and the overlay that has the
/// keys. Keys change it (`handle`), views draw it; it does no I/O, so tests drive it directly.
struct BrowseModel: Sendable {
  /// The search field over the content, with its results.
  struct Search: Hashable, Sendable {
    var field = TextField()
    var hits: [SearchHit] = []
    var selection = 0
  }

  /// A question for a line of text: a new collection's name, a new name, a description.
  struct Prompt: Hashable, Sendable {
    enum Purpose: Hashable, Sendable {
      case newCollection(adding: [Int])
      case rename(String)
      case describe(String)
    }
    let purpose: Purpose
    var field: TextField
  }

  /// Landmarks to tick for a collection, by continent, filtered as the person types.
  struct Picker: Hashable, Sendable {
    let collectionID: String
    var field = TextField()
    /// The ids ticked now; the collection's members when it opened.
    var checked: Set<Int>
    /// The ids in the collection when the picker opened.
    let original: Set<Int>
    var selection = 0
  }

  /// The checklist of collections over a landmark's detail.
  struct CollectionMenu: Hashable, Sendable {
    let landmarkID: Int
    var selection = 0
  }

  /// What covers the page and takes the keys.
  enum Overlay: Hashable, Sendable {
    case search(Search)
    case prompt(Prompt)
    case confirmDelete(collectionID: String, deleteSelected: Bool)
    case picker(Picker)
    case collectionMenu(CollectionMenu)
    case share(String)
    case help
  }

  /// A line on the status bar.
  struct Status: Hashable, Sendable {
    let text: String
    let isError: Bool
  }

  /// The badge stack opening or closing.
  struct StackAnimation: Hashable, Sendable {
    let opening: Bool
    let start: Double
  }

  /// How long the badge stack takes to open or close, in seconds.
  static let stackDuration = 0.25
  /// How long an earned badge's announcement grows, in seconds.
  static let announcementDuration = 0.4

  /// The catalog browsed: the built-in landmarks and every imported source.
  let catalog: Catalog
  /// The user's state as shown: the store's, with changes not yet saved applied.
  private(set) var state: UserState
  /// The continent rows, in the sample's order; empty continents left out.
  private(set) var rows: [ContinentRow]
  /// The land for the maps.
  let mask: LandMask?
  /// Colour depth, for inks.
  let colors: ColorSupport
  /// Whether animations run (`motion` full).
  let animates: Bool

  /// The screen size last laid out for.
  private(set) var layout = BrowseLayout(width: 80, height: 24)
  /// The pages opened, the section at the bottom.
  private(set) var stack: [BrowsePage] = [.landmarks]
  /// In compact layouts: the sidebar is the pane shown.
  private(set) var showsSidebar = false
  /// Where keys go.
  private(set) var focus: BrowseFocus = .content
  /// Whether the inspector is open on a detail.
  private(set) var inspectorOpen = false
  /// The inspector's segment.
  private(set) var inspectorTab: InspectorTab = .map
  /// The activity the inspector's focus is on, 0–3.
  private(set) var activityFocus = 0
  /// On the landmarks page: 0 is the featured header, then one per continent row.
  private(set) var rowSelection = 0
  /// The selected card of each row.
  private(set) var cardSelection: [Int]
  /// The first card shown of each row.
  private(set) var cardScroll: [Int]
  /// The first row shown below the header.
  private(set) var rowScroll = 0
  /// On the collections page: 0 is Favorites, then the user's collections.
  private(set) var collectionSelection = 0
  /// In a collection: the selected landmark.
  private(set) var memberSelection = 0
  /// The map's zoom: `nil` for the world, else the landmark the region is around.
  private(set) var mapRegion: Int?
  /// The landmark under the map's cursor.
  private(set) var mapCursor: Int?
  /// What covers the page.
  private(set) var overlay: Overlay?
  /// The status line's message.
  private(set) var status: Status?
  /// The badge stack animation in progress.
  private(set) var stackAnimation: StackAnimation?
  /// A badge just earned, announced in the inspector: its landmark and when.
  private(set) var announcement: (landmarkID: Int, start: Double)?
  /// Another process holds the store's lock.
  var waitingFor: String?
  /// The featured header's map as last drawn, by what it was drawn for (landmark, size, colours):
  /// the land never changes, so a key that moves a card pastes it rather than drawing it again.
  let headerMap = Locked<[String: Screen]>([:])

  /// The language of everything the explorer says.
  let words: Localizer

  /// The explorer over `catalog` and `state`, speaking the language of `words`.
  init(
    catalog: Catalog, state: UserState, mask: LandMask?, colors: ColorSupport, animates: Bool,
    words: Localizer = .english
  ) throws {
    self.words = words
    self.catalog = catalog
    self.state = state
    self.mask = mask
    self.colors = colors
    self.animates = animates
    var rows: [ContinentRow] = []
    if catalog.sources.isEmpty {
      for section in try catalog.sections() {
        rows.append(ContinentRow(continent: section.continent, landmarks: section.landmarks))
      }
    } else {
      for (continent, count) in try catalog.sectionCounts(matching: LandmarkFilter()) where count > 0 {
        rows.append(try ContinentRow(continent: continent, count: count, catalog: catalog))
      }
    }
    self.rows = rows
    cardSelection = Array(repeating: 0, count: rows.count)
    cardScroll = Array(repeating: 0, count: rows.count)
    mapCursor = catalog.featuredID
  }

  // MARK: - What is shown

  /// The page on top.
  var page: BrowsePage { stack.last ?? .landmarks }

  /// The section the sidebar has selected.
  var section: BrowsePage { stack.first ?? .landmarks }

  /// The sidebar's sections, in the sample's order.
  static let sections: [(page: BrowsePage, title: L10nKey)] = [
    (.landmarks, .browseSectionLandmarks), (.map, .browseSectionMap), (.collections, .browseSectionCollections),
  ]

  /// Whether the badge stack is shown over this page (the persisted choice).
  var badgeStackShown: Bool { state.badgeStack.value }

  /// Whether the page has the badge stack in its corner, as the sample's Landmarks and
  /// Collections views do.
  var pageHasBadgeStack: Bool {
    switch page {
    case .landmarks, .collections, .collection: true
    case .map, .detail: false
    }
  }

  /// Whether the inspector is open on the page shown.
  var inspectorShown: Bool {
    if case .detail = page { return inspectorOpen }
    return false
  }

  /// Whether a text field has the keys.
  var isTyping: Bool {
    switch overlay {
    case .search, .prompt, .picker: true
    default: false
    }
  }

  /// Whether something moves on screen, so the host draws again soon.
  func isAnimating(at now: Double) -> Bool {
    if let stackAnimation, now - stackAnimation.start < Self.stackDuration { return true }
    if let announcement, now - announcement.start < Self.announcementDuration { return true }
    return false
  }

  /// The landmark shown by a detail page.
  var detailLandmark: Landmark? {
    get throws {
      if case .detail(let id) = page { return try catalog.landmark(id: id) }
      return nil
    }
  }

  /// The collections the collections page shows: Favorites first, then the user's in order.
  var collections: [LandmarkCollection] {
    let live = state.liveCollections
    return [state.favorites] + live.filter { !$0.isFavorites }
  }

  /// The collection a collection page shows.
  var openCollection: LandmarkCollection? {
    if case .collection(let id) = page { return state.liveCollections.first { $0.id == id } }
    return nil
  }

  /// The landmarks of a collection that the catalog has, in the collection's order.
  func members(of collection: LandmarkCollection) throws -> [Landmark] {
    try collection.landmarkIDs.compactMap { try catalog.landmark(id: $0) }
  }

  /// The landmark selected on the page, for `f` and Enter.
  var selectedLandmark: Landmark? {
    get throws { try selected() }
  }

  private func selected() throws -> Landmark? {
    switch page {
    case .landmarks:
      guard rowSelection > 0 else { return try catalog.featured }
      let row = rowSelection - 1
      return rows.indices.contains(row) ? rows[row].landmark(at: cardSelection[row]) : nil
    case .detail(let id): return try catalog.landmark(id: id)
    case .map: return try mapCursor.flatMap { try catalog.landmark(id: $0) }
    case .collection:
      guard let collection = openCollection else { return nil }
      let members = try members(of: collection)
      return members.indices.contains(memberSelection) ? members[memberSelection] : nil
    case .collections: return nil
    }
  }

  // MARK: - Changes from outside

  /// Lays out for a new screen size, keeping the selection.
  mutating func resize(width: Int, height: Int) {
    layout = BrowseLayout(width: width, height: height)
    for row in rows.indices { scrollCardIntoView(row) }
    scrollRowIntoView()
  }

  /// Replaces the state with the store's (after a save, or a change made in another shell).
  mutating func replaceState(_ newState: UserState) {
    state = newState
    let count = collections.count
    collectionSelection = min(collectionSelection, max(0, count - 1))
    if case .collection = page, openCollection == nil { stack.removeLast() }
  }

  /// Shows a message on the status line.
  mutating func say(_ text: String, isError: Bool = false) {
    status = Status(text: text, isError: isError)
  }

  /// Applies a change to the state shown, as it will be saved; returns the effect that saves it,
  /// or shows the rule it breaks and changes nothing.
  mutating func change(_ change: BrowseChange, now: Double, date: Date) -> [BrowseEffect] {
    guard !change.isJournalStep else { return [.save(change)] }
    let before = state
    var after = state
    do {
      let message = try change.apply(to: &after, on: date)
      state = after
      if let message { say(words(message)) }
    } catch {
      say(SafeText.clean(words.describe(error)), isError: true)
      return []
    }
    let earned: [BadgeStatus]
    do {
      earned = try BadgeRules.newlyEarned(in: catalog, before: before, after: after)
    } catch {
      say(SafeText.clean(words.describe(error)), isError: true)
      return [.save(change)]
    }
    if let first = earned.first {
      say(words(.badgeEarned, words.name(of: first.landmark)))
      announcement = (first.landmark.id, now)
      if badgeStackShown && animates { stackAnimation = StackAnimation(opening: true, start: now) }
    }
    if case .setBadgeStack(let shown) = change, animates {
      stackAnimation = StackAnimation(opening: shown, start: now)
    }
    if !animates { announcement = nil }
    return [.save(change)]
  }

  // MARK: - Navigation helpers used by the key handling

  mutating func push(_ page: BrowsePage) {
    stack.append(page)
    showsSidebar = false
    focus = .content
    if case .collection = page { memberSelection = 0 }
    if case .detail = page {
      activityFocus = 0
      announcement = nil
    }
  }

  /// Goes back a page; at a section's root in a compact layout, to the sidebar.
  mutating func back() {
    if stack.count > 1 {
      if case .detail = page { inspectorOpen = false }
      stack.removeLast()
      if focus == .inspector { focus = .content }
    } else if layout.kind == .compact {
      showsSidebar = true
      focus = .sidebar
    } else {
      focus = .sidebar
    }
  }

  mutating func selectSection(_ index: Int) {
    let index = min(max(0, index), Self.sections.count - 1)
    stack = [Self.sections[index].page]
    inspectorOpen = false
  }

  mutating func setFocus(_ focus: BrowseFocus) {
    self.focus = focus
    if layout.kind == .compact { showsSidebar = focus == .sidebar }
  }

  mutating func setOverlay(_ overlay: Overlay?) { self.overlay = overlay }

  mutating func setInspector(open: Bool) {
    inspectorOpen = open
    if !open, focus == .inspector { focus = .content }
  }

  mutating func setInspectorTab(_ tab: InspectorTab) { inspectorTab = tab }

  mutating func moveActivityFocus(by step: Int) {
    activityFocus = min(max(0, activityFocus + step), Activity.allCases.count - 1)
  }

  mutating func moveRow(by step: Int) {
    rowSelection = min(max(0, rowSelection + step), rows.count)
    scrollRowIntoView()
  }

  mutating func moveCard(by step: Int) {
    let row = rowSelection - 1
    guard rows.indices.contains(row) else { return }
    let target = min(max(0, cardSelection[row] + step), max(0, rows[row].count - 1))
    do {
      try rows[row].load(around: target, from: catalog)
    } catch {
      say(SafeText.clean(words.describe(error)), isError: true)
      return
    }
    guard rows[row].landmark(at: target) != nil else { return }
    cardSelection[row] = target
    scrollCardIntoView(row)
  }

  mutating func selectCard(row: Int, card: Int) {
    guard rows.indices.contains(row) else { return }
    rowSelection = row + 1
    guard rows[row].landmark(at: card) != nil else { return }
    cardSelection[row] = card
    scrollCardIntoView(row)
    scrollRowIntoView()
  }

  mutating func moveCollection(by step: Int) {
    collectionSelection = min(max(0, collectionSelection + step), max(0, collections.count - 1))
  }

  mutating func selectCollection(_ index: Int) {
    collectionSelection = min(max(0, index), max(0, collections.count - 1))
  }

  mutating func moveMember(by step: Int) throws {
    let count = try openCollection.map { try members(of: $0).count } ?? 0
    memberSelection = min(max(0, memberSelection + step), max(0, count - 1))
  }

  mutating func setMapRegion(_ id: Int?) { mapRegion = id }

  mutating func setMapCursor(_ id: Int?) { mapCursor = id }

  mutating func clearStatus() { status = nil }

  // MARK: - Scrolling

  /// Cards a row shows at once in the content pane.
  var cardsPerRow: Int {
    let content = layout.content(inspectorOpen: false)
    return max(1, (content.width + BrowseGeometry.cardGap) / (BrowseGeometry.cardWidth + BrowseGeometry.cardGap))
  }

  /// Continent rows that fit below the header.
  var visibleRowCount: Int {
    let content = layout.content(inspectorOpen: false)
    let room = content.height - BrowseGeometry.headerHeight(for: content.height)
    return max(1, room / BrowseGeometry.rowHeight)
  }

  private mutating func scrollCardIntoView(_ row: Int) {
    guard rows.indices.contains(row) else { return }
    let shown = cardsPerRow
    if cardSelection[row] < cardScroll[row] { cardScroll[row] = cardSelection[row] }
    if cardSelection[row] >= cardScroll[row] + shown { cardScroll[row] = cardSelection[row] - shown + 1 }
  }

  private mutating func scrollRowIntoView() {
    guard rowSelection > 0 else { return }
    let row = rowSelection - 1
    if row < rowScroll { rowScroll = row }
    if row >= rowScroll + visibleRowCount { rowScroll = row - visibleRowCount + 1 }
  }

  // MARK: - Search

  mutating func updateSearch(_ search: Search) {
    var search = search
    let query = search.field.text.trimmingCharacters(in: .whitespaces)
    do {
      search.hits = query.isEmpty ? [] : try catalog.search(query, limit: 50)
    } catch {
      search.hits = []
      say(SafeText.clean(words.describe(error)), isError: true)
    }
    search.selection = min(search.selection, max(0, search.hits.count - 1))
    overlay = .search(search)
  }
}
