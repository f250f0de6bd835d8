import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// An imported name carrying escape sequences never reaches the terminal as controls: every view
/// it shows up in puts it on screen as visible text, and the frames written carry only the
/// sequences the frame writer makes.
@Suite("Browse hostile text")
struct BrowseHostileTextTests {
  static let payload = "\u{1B}[31mEVIL\u{07}"
  static let evilID = 990_001

  /// The built-in catalog and one more landmark, in Asia, whose texts all carry the payload.
  static func hostileCatalog() throws -> Catalog {
    let builtIn = try Catalog.builtIn()
    let fuji = try #require(try builtIn.landmark(id: BrowseDriver.fujiID))
    let evil = Landmark(
      id: evilID, slug: "evil-peak", name: "Evil" + payload + " Peak", alternateNames: ["Alias" + payload],
      continent: fuji.continent, country: fuji.country, location: payload + "Somewhere",
      latitude: fuji.latitude + 1, longitude: fuji.longitude + 1, elevation: fuji.elevation, areaKm2: fuji.areaKm2,
      kinds: fuji.kinds, description: "A place. " + payload + " And more.", badge: nil)
    return try Catalog(landmarks: builtIn.landmarks + [evil], countries: builtIn.countries)
  }

  /// The cells of the screen holding a control character (C0, DEL or C1), as "x,y".
  static func controlCells(in screen: Screen) -> [String] {
    var found: [String] = []
    for row in 0..<screen.height {
      for column in 0..<screen.width {
        let isControl = screen[column, row].text.unicodeScalars.contains { scalar in
          scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
        if isControl { found.append("\(column),\(row)") }
      }
    }
    return found
  }

  /// Checks the screen and the frame that draws it.
  static func check(_ driver: BrowseDriver, _ step: String) {
    let screen = driver.render()
    #expect(controlCells(in: screen).isEmpty, "control characters on screen at \(step)")
    let frame = FrameWriter(colors: .ansi256).frame(from: nil, to: screen)
    #expect(!frame.unicodeScalars.contains("\u{07}"), "a bell in the frame at \(step)")
    var terminal = TerminalModel(width: screen.width, height: screen.height)
    terminal.apply(frame)
    #expect(terminal.unknownSequences.isEmpty, "\(terminal.unknownSequences) at \(step)")
  }

  @Test("The hostile name shows as visible text in every view it appears in", arguments: [(40, 12), (120, 40)])
  func hostileNameOnScreen(width: Int, height: Int) throws {
    var driver = try BrowseDriver(catalog: try Self.hostileCatalog(), width: width, height: height)
    defer { driver.cleanUp() }
    let visible = "\\u{1b}[31mEVIL\\u{7}"
    Self.check(driver, "landmarks")

    driver.send(.character("/"))
    driver.type("evil")
    Self.check(driver, "search")
    #expect(driver.shows("Evil\\u{1b}"))
    guard case .search(let search) = driver.model.overlay else {
      Issue.record("the search field is not open")
      return
    }
    #expect(search.hits.first?.landmark.id == Self.evilID)

    driver.send(.enter)
    #expect(driver.model.page == .detail(Self.evilID))
    Self.check(driver, "detail")
    #expect(driver.shows(String(visible.prefix(width / 2))))
    driver.send(.character("m"))
    Self.check(driver, "inspector map")
    driver.send(.character("a"))
    Self.check(driver, "inspector activities")
    #expect(driver.shows("no badge to earn") || width < 80)
    driver.send(.character("f"), .character("s"))
    Self.check(driver, "share")
    #expect(driver.copies.count == 1)
    driver.send(.escape, .character("c"))
    Self.check(driver, "collections menu")
    // Esc closes the menu; then back from the detail (a compact layout first closes the inspector).
    driver.send(.escape)
    #expect(driver.model.overlay == nil)
    driver.send(.escape)
    if width < 80 { driver.send(.escape) }
    #expect(driver.model.page == .landmarks)

    driver.openSection(1)
    Self.check(driver, "map")
    driver.openSection(2)
    Self.check(driver, "collections")
    driver.send(.enter)
    #expect(driver.model.page == .collection(LandmarkCollection.favoritesID))
    Self.check(driver, "favorites")
    driver.send(.character("a"))
    Self.check(driver, "picker")
    driver.type("evil")
    Self.check(driver, "picker filtered")
    #expect(driver.failures.isEmpty)
  }

  @Test("A collection named with a control character is refused, and the field stays open")
  func hostileCollectionName() throws {
    var driver = try BrowseDriver()
    defer { driver.cleanUp() }
    driver.openSection(2)
    driver.send(.character("n"))
    for _ in "New Collection" { driver.send(.backspace) }
    driver.type("Bad\u{07}Name")
    Self.check(driver, "prompt")
    driver.send(.enter)
    Self.check(driver, "refused")
    guard case .prompt = driver.model.overlay else {
      Issue.record("the name field closed on a refused name")
      return
    }
    #expect(driver.failures.isEmpty)
    #expect(BrowseDriver.userCollections(in: try driver.stored()).allSatisfy { !$0.name.value.contains("\u{07}") })
  }
}
