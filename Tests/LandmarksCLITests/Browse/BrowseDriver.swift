import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// Drives the explorer in-process as `BrowseSession` does, without a terminal: keys go through
/// `BrowseModel.handle` with a fixed clock and numbered identifiers, saves run synchronously
/// through `BrowseWriter.run` against a store in a temporary folder and the saved state is fed
/// back with `replaceState`, copies are recorded, and the screen is rendered on demand.
struct BrowseDriver {
  /// The fixed date every change is saved on: the same as the command tests' clock.
  static let date = TestContext.now
  /// The animation clock the model sees; it never moves unless a test moves it.
  static let clock = 1_000.0

  /// The catalog browsed.
  let catalog: Catalog
  /// The store changes are saved to.
  let store: StateStore
  /// The temporary folder holding the store.
  let folder: URL
  /// The model under test.
  private(set) var model: BrowseModel
  /// Whether symbols are drawn in Unicode.
  var unicode = true
  /// The animation clock.
  var now = Self.clock
  /// Text copied with OSC 52 (`s` on a detail), in order.
  private(set) var copies: [String] = []
  /// Every change saved, in order.
  private(set) var saved: [BrowseChange] = []
  /// Saves that failed, with the error's description.
  private(set) var failures: [String] = []
  /// How many times the model asked to quit.
  private(set) var quits = 0
  /// How many times the model asked to suspend or redraw.
  private(set) var otherEffects: [BrowseEffect] = []
  /// Identifiers handed out so far.
  private var identifiersMade = 0

  /// An explorer over `catalog` (the built-in one by default) and an empty store, or one holding
  /// `state`, laid out for `width`×`height`.
  init(
    catalog: Catalog? = nil, state: UserState? = nil, width: Int = 120, height: Int = 40,
    colors: ColorSupport = .none, animates: Bool = false, withMap: Bool = true, words: Localizer = .english
  ) throws {
    let catalog = try catalog ?? Catalog.builtIn()
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-browse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    store = StateStore(location: StoreLocation(directory: folder), lockTimeout: 1)
    if let state {
      try store.update { stored in stored = state }
    }
    self.catalog = catalog
    let mask = withMap ? try LandMask.builtIn() : nil
    model = try BrowseModel(
      catalog: catalog, state: try store.load(), mask: mask, colors: colors, animates: animates, words: words)
    model.resize(width: width, height: height)
  }

  /// Removes the temporary folder.
  func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Lays out for a new size, as SIGWINCH does.
  mutating func resize(width: Int, height: Int) {
    model.resize(width: width, height: height)
  }

  /// Sends keys one after another, carrying out each one's effects as the session does.
  mutating func send(_ keys: Key...) {
    send(keys)
  }

  /// Sends keys one after another.
  mutating func send(_ keys: [Key]) {
    for key in keys {
      var made = identifiersMade
      let effects: [BrowseEffect]
      do {
        effects = try model.handle(key, now: now, date: Self.date) {
          made += 1
          return "browse-test-\(made)"
        }
      } catch {
        // A key the explorer could not handle fails the test that sent it.
        Issue.record(error, "handling \(key)")
        continue
      }
      identifiersMade = made
      for effect in effects { perform(effect) }
    }
  }

  /// Types text a character at a time.
  mutating func type(_ text: String) {
    send(text.map { Key.character($0) })
  }

  private mutating func perform(_ effect: BrowseEffect) {
    switch effect {
    case .save(let change):
      saved.append(change)
      switch BrowseWriter.run(change, on: Self.date, in: store) {
      case .saved(let change, let state, let message):
        model.replaceState(state)
        if change.isJournalStep, let message { model.say(model.words(message)) }
      case .failed(_, let error):
        failures.append(error.localizedDescription)
        model.say("Not saved: " + SafeText.clean(error.localizedDescription), isError: true)
      case .waiting:
        failures.append("waiting for the lock")
      }
    case .copy(let text): copies.append(text)
    case .quit: quits += 1
    case .suspend, .redraw: otherEffects.append(effect)
    }
  }

  /// The screen as the session would draw it now.
  func render() -> Screen {
    do {
      return try BrowseRenderer(model: model, now: now, unicode: unicode, units: .metric).render()
    } catch {
      // A screen that could not be drawn fails the test that looked at it.
      Issue.record(error, "rendering")
      return Screen(width: model.layout.width, height: model.layout.height, unicode: unicode)
    }
  }

  /// The screen's lines.
  var lines: [String] { render().lines }

  /// The screen as one string.
  var text: String { render().text }

  /// Whether some line of the screen contains `needle`.
  func shows(_ needle: String) -> Bool {
    lines.contains { $0.contains(needle) }
  }

  /// The state as the store holds it on disk now.
  func stored() throws -> UserState {
    try StateStore(location: StoreLocation(directory: folder)).load()
  }
}

extension BrowseDriver {
  /// Mount Fuji, the sample's featured landmark.
  static let fujiID = 1016

  /// The user's collections in a state, Favorites left out.
  static func userCollections(in state: UserState) -> [LandmarkCollection] {
    state.liveCollections.filter { !$0.isFavorites }
  }

  /// From anywhere on a section's root: to the sidebar, onto section `index` (0 Landmarks, 1 Map,
  /// 2 Collections), and back into the content.
  mutating func openSection(_ index: Int) {
    for _ in 0..<3 where model.focus != .sidebar { send(.backTab) }
    send(.up, .up, .up)
    for _ in 0..<index { send(.down) }
    send(.enter)
  }
}
